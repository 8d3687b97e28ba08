import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { msg } from '#shared/messages.ts';
import { changePasswordBody } from '#shared/schemas/auth.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordBody), defaultValues: emptyValues });

  const close = () => {
    reset(emptyValues);
    onOpenChange(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await changePassword.mutateAsync(values);
      toast.success(message || msg.passwordChanged);
      close();
    } catch (error) {
      toast.error(errorMessage(error, msg.changePasswordFailed));
    }
  });

  const busy = isSubmitting || changePassword.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Change Password"
      size="sm"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Changing...' : 'Change'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
