import { useEffect, useRef, useState } from 'react';

/** How long the line an Add went to stays highlighted. */
const HIGHLIGHT_MS = 1600;

/**
 * The line of a manual order that an Add went to (a new line at the end of a long list, or one more unit on a
 * line above), highlighted for a moment so the admin sees where the unit went. Every Add counts anew.
 */
export function useShownLine() {
  const [last, setLast] = useState<{ key: number; n: number } | null>(null);
  useEffect(() => {
    if (!last) return;
    const timer = setTimeout(() => setLast(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [last]);
  return {
    /** 0 for a line no Add just went to, otherwise a number that changes with each Add to it. */
    shown: (key: number) => (last?.key === key ? last.n : 0),
    showLine: (key: number) => setLast((current) => ({ key, n: (current?.n ?? 0) + 1 })),
  };
}

/**
 * Scrolls the element into view each time `shown` changes to a number other than 0: smoothly, or at once for a
 * person who asked their system for reduced motion.
 */
export function useScrollIntoView<T extends HTMLElement>(shown: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [shown]);
  return ref;
}
