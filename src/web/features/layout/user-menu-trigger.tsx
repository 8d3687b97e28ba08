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
