import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMail,
  AdminMailsResponse,
  ReminderPreviewResponse,
  ReminderResponse,
  ReminderScheduleBody,
  ReminderScheduleResponse,
  ReminderSchedulesResponse,
} from '#shared/schemas/mail.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useEditionScope } from '#web/features/admin/editions/api/shown-edition.ts';

export type MailList = 'waiting' | 'sent' | 'failed';

export const adminMailKey = adminKey('mail');
const remindersKey = [...adminMailKey, 'reminders'] as const;

// While mails wait, the worker sends them within seconds: the lists refresh themselves meanwhile.
const REFRESH_MS = 5_000;

/**
 * One list of the Mail page (waiting includes those being sent) and the count of each, for the edition on screen
 * (docs/decisions/031), as are the reminder's reach and schedules below.
 */
export function useAdminMails(status: MailList) {
  const edition = useEditionScope();
  return useQuery({
    // The tabs keep their counts while another list loads.
    placeholderData: keepPreviousData,
    queryKey: [...adminMailKey, 'list', edition.key, status],
    queryFn: () => api.get<AdminMailsResponse>(edition.path(`/admin/mails?status=${status}`)),
    refetchInterval: (query) => (query.state.data && query.state.data.counts.waiting + query.state.data.counts.sending > 0 ? REFRESH_MS : false),
  });
}

/**
 * How many guests "Send reminder now" reaches at this moment (none once the pre-order has closed, which
 * `closed` tells); asked when the confirmation opens.
 */
export function useReminderPreview(enabled: boolean) {
  const edition = useEditionScope();
  return useQuery({
    queryKey: [...remindersKey, 'preview', edition.key],
    queryFn: async () => {
      const preview = await api.get<ReminderPreviewResponse>(edition.path('/admin/mails/reminders'));
      return { ...preview, closed: Date.parse(preview.deadline) <= Date.now() };
    },
    enabled,
    staleTime: 0,
  });
}

export function useReminderSchedules() {
  const edition = useEditionScope();
  return useQuery({
    queryKey: [...remindersKey, 'schedules', edition.key],
    queryFn: () => api.get<ReminderSchedulesResponse>(edition.path('/admin/mails/reminder-schedules')),
    // A scheduled one turns into 'sent' when the worker runs it; the mail lists fill then too.
    refetchInterval: (query) => (query.state.data?.schedules.some((s) => s.status === 'scheduled') ? REFRESH_MS * 6 : false),
  });
}

/** Every change here moves mails between the lists and changes who a reminder would reach. */
function useMailMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMailKey }) });
}

export const useRetryMail = () => useMailMutation((id: string) => api.post<{ mail: AdminMail; message: string }>(`/admin/mails/${id}/retry`));
/** The reminder of the edition on screen: its deadline, its guests. */
export const useSendReminder = () => {
  const edition = useEditionScope();
  return useMailMutation(() => api.post<ReminderResponse>(edition.path('/admin/mails/reminders')));
};
export const useScheduleReminder = () => {
  const edition = useEditionScope();
  return useMailMutation((body: ReminderScheduleBody) => api.post<ReminderScheduleResponse>(edition.path('/admin/mails/reminder-schedules'), body));
};
export const useCancelReminderSchedule = () =>
  useMailMutation((id: string) => api.post<ReminderScheduleResponse>(`/admin/mails/reminder-schedules/${id}/cancel`));
