import { useEffect, useState } from 'react';

/**
 * When the page is printed: the moment it opened, renewed as printing starts (the browser's print dialog and
 * a switch to print media both count), so a printout that lay open for an hour still says when it was printed.
 */
export function usePrintTime(): Date {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const update = () => setPrintedAt(new Date());
    const print = window.matchMedia('print');
    window.addEventListener('beforeprint', update);
    print.addEventListener('change', update);
    return () => {
      window.removeEventListener('beforeprint', update);
      print.removeEventListener('change', update);
    };
  }, []);
  return printedAt;
}
