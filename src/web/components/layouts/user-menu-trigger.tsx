import type { KeyboardEvent, PointerEvent } from 'react';
import { ChevronDown, UserRound } from 'lucide-react';

export const userMenuTriggerClass =
  'inline-flex min-h-10 max-w-64 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100';

/** The account button's face, shared by the menu and the stand-in shown while the menu's code loads. */
export function UserMenuTriggerContent({ email }: { email: string }) {
  return (
    <>
      <UserRound aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{email}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </>
  );
}

/**
 * What happened to the stand-in while the menu's code was loading, for the menu to carry over once it
 * has mounted: a press asked for it to open, and the focus on the stand-in must not be lost in the swap.
 * A plain object, not React state: re-rendering in the middle of a click could swap the menu in between
 * the press and the release, and the click would reach neither button.
 */
export class StandInRecord {
  focused = false;
  openRequested = false;

  requestOpen() {
    this.openRequested = true;
  }

  setFocused(focused: boolean) {
    this.focused = focused;
  }

  /** Hands over what happened, once: the menu mounts again after signing out and in, and must not open by itself then. */
  take() {
    const taken = { focused: this.focused, openRequested: this.openRequested };
    this.focused = false;
    this.openRequested = false;
    return taken;
  }
}

/** Keys that open a Radix menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The account button until the menu's code arrives. It answers to the same presses as the real
 * trigger (pointer down with the main button, Enter, Space, arrow down, and a click for good measure),
 * so the first press opens the menu however early it comes.
 */
export function UserMenuStandIn({ email, record }: { email: string; record: StandInRecord }) {
  const requestOpen = () => record.requestOpen();
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuTriggerClass}
      onPointerDown={(event: PointerEvent) => event.button === 0 && !event.ctrlKey && requestOpen()}
      onKeyDown={(event: KeyboardEvent) => OPENING_KEYS.has(event.key) && requestOpen()}
      onClick={requestOpen}
      onFocus={() => record.setFocused(true)}
      onBlur={() => record.setFocused(false)}
    >
      <UserMenuTriggerContent email={email} />
    </button>
  );
}
