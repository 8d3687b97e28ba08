import { z } from 'zod';
import { msg } from '../messages.ts';

// Apart from data-rights.ts: the back office needs these, the account pages the others, and each area's chunk
// carries only its own.
/** The retention rule (docs/decisions/048): months without activity before an empty guest account is anonymised. */
export const RETENTION_MONTHS_MAX = 240;
const retentionMonthsField = z.number({ error: msg.retentionMonthsInvalid }).int(msg.retentionMonthsInvalid).min(1, msg.retentionMonthsInvalid).max(RETENTION_MONTHS_MAX, msg.retentionMonthsInvalid);
export const retentionBody = z.object({ retentionMonths: retentionMonthsField.nullable() });
export type RetentionBody = z.input<typeof retentionBody>;
// A digit string rather than z.coerce: coerce would be one more chunk shared by back-office pages (the /shop budget
// counts every chunk name the entry lists).
export const retentionPreviewQuery = z.object({
  months: z.string().regex(/^\d{1,3}$/, msg.retentionMonthsInvalid).transform(Number).pipe(retentionMonthsField),
});
/** The setting and its dry run: how many guests the saved (or asked-about) months would anonymise now. */
export const retentionResponse = z.object({ retentionMonths: z.number().int().nullable(), wouldAnonymise: z.number().int() });
export type RetentionResponse = z.infer<typeof retentionResponse>;
export const retentionPreviewResponse = z.object({ wouldAnonymise: z.number().int() });
