import { useSearchParams } from 'react-router';

/**
 * A page's choices kept in its address (a day, a view, a filter, the edition shown), so that a reload or a shared
 * link shows the same. `set` changes one and keeps the others (`null` removes it), in place of the current
 * history entry: choosing a tab is not a page of its own for Back.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { params, set };
}
