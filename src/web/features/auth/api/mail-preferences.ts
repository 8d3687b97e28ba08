import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences } from '#shared/schemas/mail.ts';
import { api } from '#web/lib/api-client.ts';
import { submit } from '#web/lib/submit.ts';
import { t } from '#web/lib/i18n/i18n.ts';

// The server's answer also carries an English message; the toast says it from the catalogue, in the person's language.
type PreferencesResponse = MailPreferences;

export const mailPreferencesKey = ['me', 'mail-preferences'] as const;

/** The guest's reminder e-mails, on or off (receipts always go out); shared by /tokens and the account menu. */
export function useReminderSetting(enabled: boolean) {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: mailPreferencesKey,
    queryFn: () => api.get<PreferencesResponse>('/me/mail-preferences'),
    enabled,
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (reminders: boolean) => api.put<PreferencesResponse>('/me/mail-preferences', { reminders }),
    onSuccess: (answer) => queryClient.setQueryData(mailPreferencesKey, answer),
  });
  return {
    /** Undefined until known; while saving, the value being saved. */
    reminders: save.isPending ? save.variables : preferences.data?.reminders,
    saving: save.isPending,
    setReminders: (reminders: boolean) =>
      submit(() => save.mutateAsync(reminders), {
        success: (answer) => t(answer.reminders ? 'remindersOn' : 'remindersOff'),
        fallback: t('saveMailPreferencesFailed'),
      }),
  };
}
