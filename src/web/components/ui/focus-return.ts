/**
 * Where the focus goes back to when a dialog closes. Radix returns it only to a Dialog.Trigger, and
 * our dialogs open from code (menu items, row actions, one chooser after another), so the Dialog
 * component remembers the opener itself: the focused element when it opened; for a menu item, the
 * button that opened the menu; for a dialog that follows another, the first dialog's opener.
 */
let chainOpener: HTMLElement | null = null;

const isVisible = (el: HTMLElement) => el.isConnected && el.getClientRects().length > 0;

/** The control that opens the container (menu, collapsible panel) an element sits in, if any. */
function controllerOf(el: Element | null): HTMLElement | null {
  for (let node = el; node; node = node.parentElement) {
    if (!node.id) continue;
    const toggle = document.querySelector<HTMLElement>(`[aria-controls~="${CSS.escape(node.id)}"]`);
    if (toggle) return toggle;
  }
  return null;
}

/** Call as the dialog opens, before it moves the focus inside. */
export function rememberOpener(): HTMLElement | null {
  const active = document.activeElement;
  let opener: HTMLElement | null;
  if (active instanceof HTMLElement && active !== document.body) {
    if (active.closest('[role="dialog"]')) opener = chainOpener;
    else if (active.closest('[role="menu"]')) opener = controllerOf(active.closest('[role="menu"]'));
    else opener = active;
  } else {
    opener = chainOpener;
  }
  chainOpener = opener;
  return opener;
}

/** Call once the dialog has closed; does nothing while another dialog holds the focus. */
export function returnFocus(opener: HTMLElement | null) {
  if (!opener || document.querySelector('[role="dialog"]')) return;
  const target = isVisible(opener) ? opener : controllerOf(opener);
  if (target && isVisible(target)) target.focus();
  if (chainOpener === opener) chainOpener = null;
}
