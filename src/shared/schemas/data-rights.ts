import { z } from 'zod';
import { DATA_EXPORT_STATUSES, PASSWORD_MAX } from '../constants.ts';
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

/** One "Download my data" export as its requester sees it (docs/decisions/048). */
export const dataExport = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** After it the link no longer works. */
  expiresAt: z.iso.datetime({ offset: true }),
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

/** The retention rule (docs/decisions/048): months without activity before an empty guest account is anonymised. */
export const RETENTION_MONTHS_MAX = 240;
const retentionMonthsField = z.number({ error: msg.retentionMonthsInvalid }).int(msg.retentionMonthsInvalid).min(1, msg.retentionMonthsInvalid).max(RETENTION_MONTHS_MAX, msg.retentionMonthsInvalid);
export const retentionBody = z.object({ retentionMonths: retentionMonthsField.nullable() });
export type RetentionBody = z.input<typeof retentionBody>;
export const retentionPreviewQuery = z.object({ months: z.coerce.number({ error: msg.retentionMonthsInvalid }).pipe(retentionMonthsField) });
/** The setting and its dry run: how many guests the saved (or asked-about) months would anonymise now. */
export const retentionResponse = z.object({ retentionMonths: z.number().int().nullable(), wouldAnonymise: z.number().int() });
export type RetentionResponse = z.infer<typeof retentionResponse>;
export const retentionPreviewResponse = z.object({ wouldAnonymise: z.number().int() });
