import { useState } from 'react';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/** A search box of a log's filters: what it shows, and what is asked for once typing pauses (trimmed; none when empty). */
export function useSearchFilter() {
  const [text, setText] = useState('');
  return { text, setText, asked: useDebouncedValue(text.trim()) || undefined };
}

/** From and to, as the date fields show them, and as asked for at once (none when empty). */
export function useDateRange() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return { from, to, setFrom, setTo, asked: { from: from || undefined, to: to || undefined } };
}

export type DateRangeFilter = ReturnType<typeof useDateRange>;
