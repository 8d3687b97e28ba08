import { lazyNamed, MountOnceOpened } from '#web/lib/lazy-component.tsx';
import type { DialogProps } from './dialog-panel.tsx';

// Radix's dialog stack (focus trap, scroll lock, portal) is fetched on the first opening, so pages
// that merely can open a dialog do not carry it in their first load.
const DialogPanel = lazyNamed(() => import('./dialog-panel.tsx'), (m) => m.DialogPanel);

/** Same backdrop as the panel's overlay, shown while the panel's code arrives. */
const loadingBackdrop = <div aria-hidden="true" data-loading className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />;

export function Dialog(props: DialogProps) {
  return (
    <MountOnceOpened open={props.open} fallback={loadingBackdrop}>
      <DialogPanel {...props} />
    </MountOnceOpened>
  );
}
