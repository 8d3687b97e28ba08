import { msg } from '#shared/messages.ts';
import { ADMIN_DEFAULT_INITIAL_TOKENS, createUserBody, type CreateUserBody } from '#shared/schemas/admin-users.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { PasswordField } from '#web/components/ui/credential-fields.tsx';
import { useCreateUser } from '#web/features/admin/users/api/users.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';

const emptyValues: CreateUserBody = { email: '', password: '', role: 'user', initialTokens: ADMIN_DEFAULT_INITIAL_TOKENS };

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const createUser = useCreateUser();
  const form = useDialogForm(createUserBody, open, emptyValues);
  const { errors, isSubmitting } = form.formState;
  const close = () => onOpenChange(false);

  const onSubmit = submitForm(form, (values) => createUser.mutateAsync(values), {
    success: ({ message }) => message,
    fallback: msg.createUserFailed,
    onSuccess: close,
  });

  return (
    <FormDialog open={open} onClose={close} title="Create User" size="sm" onSubmit={onSubmit} busy={isSubmitting} submitLabel="Create User" spaced>
      <TextField label="E-mail" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      <PasswordField label="Password" purpose="new" error={errors.password?.message} {...form.register('password')} />
      <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
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
        {...form.register('initialTokens', { valueAsNumber: true })}
      />
    </FormDialog>
  );
}
