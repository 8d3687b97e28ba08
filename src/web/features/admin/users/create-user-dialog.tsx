import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '#shared/messages.ts';
import { ADMIN_DEFAULT_INITIAL_TOKENS, createUserBody, type CreateUserBody } from '#shared/schemas/admin-users.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { PasswordField } from '#web/components/ui/credential-fields.tsx';
import { useCreateUser } from '#web/features/admin/users/api/users.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';

const emptyValues: CreateUserBody = { email: '', password: '', role: 'user', initialTokens: ADMIN_DEFAULT_INITIAL_TOKENS };

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const createUser = useCreateUser();
  const form = useForm({ resolver: zodResolver(createUserBody), defaultValues: emptyValues });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const close = () => {
    reset(emptyValues);
    onOpenChange(false);
  };

  const onSubmit = handleSubmit((values) =>
    submit(() => createUser.mutateAsync(values), {
      form,
      success: ({ message }) => message,
      fallback: msg.createUserFailed,
      onSuccess: close,
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="Create User" size="sm">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="E-mail" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <PasswordField label="Password" purpose="new" error={errors.password?.message} {...register('password')} />
        <SelectField label="Role" error={errors.role?.message} {...register('role')}>
          <option value="user">User</option>
          <option value="staff">Staff</option>
          <option value="admin">Admin</option>
        </SelectField>
        <TextField
          label="Initial tokens"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Granted as a ledger entry; 0 grants nothing."
          error={errors.initialTokens?.message}
          {...register('initialTokens', { valueAsNumber: true })}
        />
        <FormActions className="mt-2">
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Create User
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}
