import { TextField, type TextFieldProps } from '#web/components/ui/text-field.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/**
 * The e-mail address of sign-in, registration and the forgotten-password form: the phone's e-mail
 * keyboard, the browser's saved address, and no capital letter or spelling fix forced on it.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/**
 * A password, marked for the browser's password manager: 'current' fills in the saved one, 'new'
 * offers to generate one and saves what is chosen.
 */
export function PasswordField({ purpose, ...props }: Omit<TextFieldProps, 'type' | 'autoComplete'> & { purpose: 'current' | 'new' }) {
  return <TextField type="password" autoComplete={`${purpose}-password`} {...props} />;
}
