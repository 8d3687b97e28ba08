import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/** Keyset pages newest first: the `before` of each older page opened so far, so Newer can go back. */
export function useLogPages() {
  const [befores, setBefores] = useState<number[]>([]);
  return {
    before: befores.at(-1),
    first: befores.length === 0,
    older: (nextBefore: number) => setBefores((list) => [...list, nextBefore]),
    newer: () => setBefores((list) => list.slice(0, -1)),
    /** Back to the newest entries, as a change of filter must. */
    reset: () => setBefores([]),
  };
}

type LogPages = ReturnType<typeof useLogPages>;

/** Newer and Older under a log's table; Older waits while the page on screen is still the previous one. */
export function LogPager({ label, pages, nextBefore, loading }: { label: string; pages: LogPages; nextBefore: number | null; loading: boolean }) {
  return (
    <nav aria-label={label} className="mt-4 flex justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={pages.first} onClick={pages.newer}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('admin.securityLog.newer')}
      </Button>
      <Button variant="secondary" size="sm" disabled={nextBefore === null || loading} onClick={() => nextBefore !== null && pages.older(nextBefore)}>
        {t('admin.securityLog.older')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
