import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { msg } from '../messages.ts';

/**
 * Deleting one's own account (docs/decisions/041): the password again, so that a session left open on a shared
 * computer cannot delete it, and the explicit giving-up of a balance above 0.
 */
export const deleteAccountBody = z.object({
  password: z.string().min(1, msg.passwordRequired).max(PASSWORD_MAX, msg.passwordTooLong),
  giveUpTokens: z.boolean().default(false),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** An admin deleting a guest's account on the guest's request; the balance is given up only when said so. */
export const deleteGuestBody = z.object({ giveUpTokens: z.boolean().default(false) });
export type DeleteGuestBody = z.input<typeof deleteGuestBody>;

// Here rather than in constants.ts, which every first visit downloads whole: only the account pages need these.
/**
 * A "Download my data" export (docs/decisions/048): waiting for a worker, being prepared, ready to download once,
 * downloaded (its archive gone), or failed after its attempts; expired ones are removed.
 */
export const DATA_EXPORT_STATUSES = ['waiting', 'preparing', 'ready', 'downloaded', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
/** How long a prepared export waits for its one download (docs/decisions/048). */
export const DATA_EXPORT_TTL_HOURS = 24;

/** One "Download my data" export as its requester sees it (docs/decisions/048). */
export const dataExport = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** After it the link no longer works. */
  expiresAt: z.string(),
});
export type DataExport = z.infer<typeof dataExport>;
export const dataExportResponse = z.object({ export: dataExport });

/**
 * A new export and its one-time download token, given once: the server keeps only its hash. The download is
 * `GET /api/me/data-exports/:id/download?token=…`, by the same account, once.
 */
export const createdDataExportResponse = z.object({ export: dataExport, token: z.string() });
export type CreatedDataExportResponse = z.infer<typeof createdDataExportResponse>;
export const dataExportDownloadQuery = z.object({ token: z.string().min(1).max(100) });
