import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * React.lazy for a named export: code-split pages and dialogs keep their named exports, and the chunk
 * is fetched the first time the component renders.
 */
export const lazyNamed = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

type MountOnceOpenedProps = { open: boolean; children: ReactNode; fallback?: ReactNode };

/**
 * Renders nothing until `open` first becomes true, then keeps its children mounted (so closing still
 * runs their own close behaviour, such as returning focus). Wrapped around a lazy dialog, its code is
 * downloaded only when someone opens it.
 */
export function MountOnceOpened({ open, children, fallback = null }: MountOnceOpenedProps) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering is React's pattern for state derived from a prop change.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
