/*
 * The Mail page's own texts. They live here, not in #shared/messages.ts, because the server never sends them
 * and messages.ts is part of the first visit to /shop, whose budget has no room for back-office words.
 */
export const mailPageTexts = {
  confirmSendReminder: (n: number) =>
    n === 0
      ? 'Every guest who can get this reminder has it already: nobody will get a mail.'
      : `${n} ${n === 1 ? 'guest' : 'guests'} with tokens left will get the reminder now. Guests who had it already, or turned reminders off, get none.`,
  fetchMailsFailed: 'Failed to fetch mails',
  retryMailFailed: 'Failed to retry the mail',
  sendReminderFailed: 'Failed to send the reminder',
  scheduleReminderFailed: 'Failed to schedule the reminder',
  cancelReminderFailed: 'Failed to cancel the scheduled reminder',
};
