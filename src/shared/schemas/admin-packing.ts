import { z } from 'zod';
import { editionQuery } from './editions.ts';
import { languageQuery } from './shop.ts';
import { LOUNGE_DAYS } from '../constants.ts';

export const PACKING_VIEWS = ['summary', 'lounge'] as const;
export type PackingView = (typeof PACKING_VIEWS)[number];

/**
 * One festival day of completed orders. `q` keeps only the items whose product name (in English or in `lang`) or
 * lounge label contains it (any case); both views and the CSV are then built from those items.
 */
const packingDayQuery = editionQuery.extend({
  day: z.enum(LOUNGE_DAYS),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((q) => q || undefined),
});

/** The list names products and mix drinks in the staff member's language (`lang`, else their profile's: docs/decisions/045). */
export const packingQuery = packingDayQuery.extend(languageQuery.shape);
export type PackingQuery = z.input<typeof packingQuery>;

/** The CSV names them in English, as every export does (docs/decisions/025). */
export const packingCsvQuery = packingDayQuery.extend({ view: z.enum(PACKING_VIEWS).default('summary') });
export type PackingCsvQuery = z.input<typeof packingCsvQuery>;

const quantityRow = z.object({ id: z.uuid(), name: z.string(), quantity: z.number().int() });
export type PackingQuantity = z.infer<typeof quantityRow>;

export const packingLineSchema = z.object({
  orderItemId: z.uuid(),
  orderId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  /** Each chosen mix drink comes with every bottle of the line, so its quantity follows the line's. */
  mixDrinks: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type PackingLine = z.infer<typeof packingLineSchema>;

export const packingLoungeSchema = z.object({
  loungeId: z.uuid(),
  label: z.string(),
  assignees: z.array(z.string()),
  lines: z.array(packingLineSchema),
});
export type PackingLounge = z.infer<typeof packingLoungeSchema>;

export const packingResponse = z.object({
  day: z.enum(LOUNGE_DAYS),
  /** Completed orders with at least one item for a lounge of that day (the tab counts). */
  dayCounts: z.object({ Thursday: z.number().int(), Friday: z.number().int(), Saturday: z.number().int() }),
  /** Completed orders of any day; none means 'No completed orders found'. */
  completedOrders: z.number().int(),
  /** Sorted by name. */
  productSummary: z.object({ products: z.array(quantityRow), mixDrinks: z.array(quantityRow) }),
  /** Sorted by lounge label. */
  byLounge: z.array(packingLoungeSchema),
});
export type PackingResponse = z.infer<typeof packingResponse>;
