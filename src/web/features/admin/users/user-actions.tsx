import { KeyRound, Pencil } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSendPasswordReset } from '#web/features/admin/users/api/users.ts';

/** What an admin does to an active user (SPEC §2): edit the token balance, send a password reset e-mail. */
export function UserActions({ user, onEditTokens, className }: { user: Profile; onEditTokens(user: Profile): void; className?: string }) {
  const sendReset = useSendPasswordReset();
  const onSendReset = () => submit(() => sendReset.mutateAsync(user.id), { success: ({ message }) => message, fallback: msg.sendResetFailed });
  return (
    <div className={className}>
      <Button size="sm" variant="secondary" onClick={() => onEditTokens(user)} aria-label={`Edit tokens of ${user.email}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit Tokens
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void onSendReset()} busy={sendReset.isPending}>
        <KeyRound aria-hidden="true" className="size-4" />
        Send Reset
        <span className="sr-only"> password e-mail to {user.email}</span>
      </Button>
    </div>
  );
}
