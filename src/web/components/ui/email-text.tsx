import { cn } from '#web/lib/cn.ts';

/** E-mail addresses may break before the @ rather than anywhere in the middle. */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className={cn('[overflow-wrap:anywhere]', className)}>{email}</span>;
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)}>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
