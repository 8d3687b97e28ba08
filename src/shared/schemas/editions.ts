import { z } from 'zod';
import { EDITION_STATES } from '../constants.ts';
import { msg } from '../messages.ts';
import { emailField } from './auth.ts';

/** One year's festival as clients see it (docs/decisions/031). */
export const editionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.enum(EDITION_STATES),
  /** The edition guests see. */
  isCurrent: z.boolean(),
  /** The date (YYYY-MM-DD) of each festival day. */
  days: z.object({ Thursday: z.string(), Friday: z.string(), Saturday: z.string() }),
  preorderDeadline: z.string(),
  /** Until when guests may cancel or change pending orders; null: the pre-order deadline (changeCutoffOf). */
  changeCutoff: z.string().nullable(),
  contactEmail: z.string(),
});
export type Edition = z.infer<typeof editionSchema>;

export const editionsResponse = z.object({ editions: z.array(editionSchema) });
export type EditionsResponse = z.infer<typeof editionsResponse>;

/** Back-office reads name the edition they show; without it, the current one. */
export const editionQuery = z.object({ edition: z.uuid(msg.editionNotFound).optional() });
export type EditionQuery = z.input<typeof editionQuery>;

const editionFields = {
  name: z.string(msg.editionNameRequired).trim().min(1, msg.editionNameRequired).max(60, msg.editionNameTooLong),
  /** A Thursday: the editions service says so when it is not (a refinement here would hide the field's format). */
  festivalStart: z.iso.date(msg.festivalStartThursday),
  preorderDeadline: z.iso.datetime({ offset: true, error: msg.invalidDeadline }),
  contactEmail: emailField,
  /** Null: guests' cancellations and changes end with the pre-order deadline; absent: unchanged (docs/decisions/044). */
  changeCutoff: z.iso.datetime({ offset: true, error: msg.invalidChangeCutoff }).nullable().optional(),
};

/** An edition's own facts, as the admin edits them. */
export const editionBody = z.object(editionFields);
export type EditionBody = z.input<typeof editionBody>;

/** "Prepare next edition": the new edition's facts, and the edition whose lounges, offer and stock it copies. */
export const prepareEditionBody = z.object({ ...editionFields, copyFrom: z.uuid(msg.editionNotFound) });
export type PrepareEditionBody = z.input<typeof prepareEditionBody>;

export const editionResponse = z.object({ edition: editionSchema, message: z.string() });
export type EditionResponse = z.infer<typeof editionResponse>;

/** One edition's figures beside the others' (reports): tokens by kind of movement, and its best sellers. */
export const editionFiguresSchema = z.object({
  edition: editionSchema,
  tokensGranted: z.number().int(),
  tokensBought: z.number().int(),
  tokensSpent: z.number().int(),
  tokensRefunded: z.number().int(),
  orders: z.number().int(),
  topProducts: z.array(z.object({ productId: z.uuid(), name: z.string(), quantity: z.number().int() })),
});
export const editionComparisonResponse = z.object({ editions: z.array(editionFiguresSchema) });
export type EditionComparison = z.infer<typeof editionComparisonResponse>;
