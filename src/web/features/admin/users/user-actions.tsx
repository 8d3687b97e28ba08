import { KeyRound, Pencil } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSendPasswordReset } from '#web/features/admin/users/api/users.ts';

/**
 * What an admin does to an active user (docs/product.md#users): edit the token balance, send a password reset e-mail.
 */
export function UserActions({ user, onEditTokens, className }: { user: Profile; onEditTokens(user: Profile): void; className?: string }) {
  const sendReset = useSendPasswordReset();
  const onSendReset = () =>
    submit(() => sendReset.mutateAsync(user.id), { success: () => t('resetEmailSent', { email: user.email }), fallback: t('sendResetFailed') });
  return (
    <div className={className}>
      <Button
        size="sm"
        variant="secondary"
        className="whitespace-nowrap"
        onClick={() => onEditTokens(user)}
        aria-label={t('admin.users.editTokensOf', { email: user.email })}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('admin.users.editTokens')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="whitespace-nowrap"
        onClick={() => void onSendReset()}
        busy={sendReset.isPending}
        aria-label={t('admin.users.sendResetTo', { email: user.email })}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {t('admin.users.sendReset')}
      </Button>
    </div>
  );
}
