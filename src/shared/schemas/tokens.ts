import { z } from 'zod';
import { LEDGER_KINDS } from '../constants.ts';

export const STATEMENT_PAGE_MAX = 100;

/** One row of the guest's token statement, with the balance right after it. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** The row in English words, for any client; the web writes it in the person's language from the fields below. */
  description: z.string(),
  /** The order an order, manual order or refund row is about. */
  orderId: z.uuid().nullable(),
  /** The lounge whose tokens a lounge grant brought. */
  lounge: z.object({ category: z.string(), tableNumber: z.string() }).nullable(),
  /** The tokens a purchase bought. */
  purchasedTokens: z.number().int().nullable(),
  /** Why an admin changed the balance (an adjustment's note, as the admin wrote it); null for other rows. */
  reason: z.string().nullable(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Newest first; `before` is the id of the last row already shown (keyset paging). */
export const ledgerQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(STATEMENT_PAGE_MAX).default(50),
});
export type LedgerQuery = z.input<typeof ledgerQuery>;

export const ledgerResponse = z.object({
  entries: z.array(ledgerEntrySchema),
  /** Pass as `before` to load older rows; null when there are none. */
  nextBefore: z.number().int().nullable(),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;
