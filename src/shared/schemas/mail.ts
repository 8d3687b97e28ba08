import { z } from 'zod';
import { MAIL_KINDS, MAIL_STATUSES } from '../constants.ts';

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
