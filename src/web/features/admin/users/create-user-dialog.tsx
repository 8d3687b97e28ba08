import { useWatch } from 'react-hook-form';
import { ROLES } from '#shared/constants.ts';
import { ADMIN_DEFAULT_INITIAL_TOKENS, createUserBody, type CreateUserBody } from '#shared/schemas/admin-users.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { WholeNumberField } from '#web/components/ui/whole-number-field.tsx';
import { PasswordField } from '#web/components/ui/credential-fields.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import { useCreateUser } from '#web/features/admin/users/api/users.ts';
import { Options, SelectField } from '#web/components/ui/select-field.tsx';
import { roleName } from './role-names.ts';

const emptyValues: CreateUserBody = { email: '', password: '', role: 'user', initialTokens: ADMIN_DEFAULT_INITIAL_TOKENS };

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const createUser = useCreateUser();
  const form = useDialogForm(createUserBody, open, emptyValues);
  const { errors } = form.formState;
  const [email, password, role] = useWatch({ control: form.control, name: ['email', 'password', 'role'] });
  const close = () => onOpenChange(false);

  return (
    <SubmitFormDialog
      open={open}
      onClose={close}
      title={t('admin.users.createUser')}
      size="sm"
      form={form}
      send={(values) => createUser.mutateAsync(values)}
      feedback={{ success: () => t('userCreated'), fallback: t('createUserFailed') }}
      submitLabel={t('admin.users.createUser')}
      spaced
    >
      <TextField label={t('admin.users.email')} type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      <PasswordField label={t('auth.password')} purpose="new" error={errors.password?.message} {...form.register('password')} />
      <PasswordStrength password={password} role={role ?? 'user'} email={email} />
      <SelectField label={t('admin.users.role')} error={errors.role?.message} {...form.register('role')}>
        <Options values={ROLES} label={roleName} />
      </SelectField>
      <WholeNumberField
        label={t('admin.users.initialTokens')}
        hint={t('admin.users.initialTokensHint')}
        error={errors.initialTokens?.message}
        {...form.register('initialTokens', { valueAsNumber: true })}
      />
    </SubmitFormDialog>
  );
}
