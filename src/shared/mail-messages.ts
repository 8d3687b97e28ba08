/**
 * The reminder's and mail settings' texts (docs/decisions/023-reminder-schedule-and-approval-welcome.md). Kept apart
 * from messages.ts, which every first visit to /shop downloads: only the server, the back office and the guest's lazily
 * loaded reminder switch need these.
 */
export const mailMsg = {
  reminderTooLate: 'The pre-order has closed: a reminder would come too late',
  reminderTimeMissing: 'Choose a date and time',
  reminderTimeInPast: 'Choose a time in the future',
  reminderTimeAfterDeadline: 'Choose a time before the pre-order closes',
  reminderScheduled: 'Reminder scheduled',
  reminderScheduleCancelled: 'Scheduled reminder cancelled',
  reminderScheduleNotFound: 'Scheduled reminder not found',
  reminderScheduleNotPending: 'This reminder has already run or was cancelled',
  saveMailPreferencesFailed: 'Failed to save your e-mail settings',
} as const;
