import { z } from 'zod';
import { MAIL_KINDS, MAIL_STATUSES, REMINDER_SCHEDULE_STATUSES } from '../constants.ts';
import { msg } from '../messages.ts';

/** The guest's mail choices: reminders can be turned off, receipts cannot. */
export const mailPreferences = z.object({ reminders: z.boolean() });
export type MailPreferences = z.infer<typeof mailPreferences>;
export const mailPreferencesResponse = mailPreferences.extend({ message: z.string().optional() });

/** The admin Mail page's lists: waiting (with those being sent), sent, failed. */
export const ADMIN_MAIL_LISTS = ['waiting', 'sent', 'failed'] as const;
export const adminMailsQuery = z.object({ status: z.enum(ADMIN_MAIL_LISTS).default('waiting') });

export const adminMailSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailsResponse = z.object({
  mails: z.array(adminMailSchema),
  counts: z.object({ waiting: z.number().int(), sending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type AdminMailsResponse = z.infer<typeof adminMailsResponse>;

export const reminderResponse = z.object({ queued: z.number().int(), message: z.string() });
export type ReminderResponse = z.infer<typeof reminderResponse>;

/** What "Send reminder now" would do: how many guests it reaches, for the admin's confirmation. */
export const reminderPreviewResponse = z.object({ recipients: z.number().int(), deadline: z.string() });
export type ReminderPreviewResponse = z.infer<typeof reminderPreviewResponse>;

export const reminderScheduleBody = z.object({ runAt: z.iso.datetime({ offset: true, error: msg.reminderTimeMissing }) });
export type ReminderScheduleBody = z.infer<typeof reminderScheduleBody>;

export const reminderScheduleSchema = z.object({
  id: z.uuid(),
  runAt: z.string(),
  status: z.enum(REMINDER_SCHEDULE_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Guests it queued a reminder for, once sent. */
  queued: z.number().int().nullable(),
});
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;
export const reminderSchedulesResponse = z.object({ schedules: z.array(reminderScheduleSchema) });
export type ReminderSchedulesResponse = z.infer<typeof reminderSchedulesResponse>;
export const reminderScheduleResponse = z.object({ schedule: reminderScheduleSchema, message: z.string() });
export type ReminderScheduleResponse = z.infer<typeof reminderScheduleResponse>;
