import { cn } from '#web/lib/cn.ts';

/**
 * E-mail addresses may break before the @ rather than anywhere in the middle. `wholeOnWide` keeps them on
 * one line from the lg breakpoint on (the back office's tables at 1280 px): Chromium breaks at a <wbr> even
 * under white-space: nowrap, so the address gets a box as wide as its whole text instead.
 */
export function EmailText({ email, className, wholeOnWide = false }: { email: string; className?: string; wholeOnWide?: boolean }) {
  const classes = cn('[overflow-wrap:anywhere]', wholeOnWide && 'lg:inline-block lg:min-w-max', className);
  const at = email.indexOf('@');
  if (at < 0) return <span className={classes}>{email}</span>;
  return (
    <span className={classes}>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
