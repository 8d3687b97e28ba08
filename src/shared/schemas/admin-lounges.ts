import { z } from 'zod';
import { LOUNGE_DAYS } from '../constants.ts';
import { msg } from '../messages.ts';
import { optionalText, wholeNumber } from './admin-common.ts';

export const loungeBody = z.object({
  tableNumber: z.string().trim().min(1, msg.tableNumberRequired).max(32),
  category: z.string().trim().min(1, msg.categoryRequired).max(64),
  day: z.enum(LOUNGE_DAYS, { error: msg.dayRequired }),
  minimumConsumptionTokens: wholeNumber(msg.invalidMinimumConsumption),
  bookingNumber: optionalText(64),
});
export type LoungeBody = z.input<typeof loungeBody>;

export const assignUserBody = z.object({ userId: z.uuid() });
export const assignmentParams = z.object({ id: z.uuid(), userId: z.uuid() });
/** Moves a lounge from the guest who holds it to another; no tokens move (the ledger keeps the grant). */
export const moveLoungeBody = z.object({ fromUserId: z.uuid(), toUserId: z.uuid() });
export type MoveLoungeBody = z.infer<typeof moveLoungeBody>;

export const adminLoungeSchema = z.object({
  id: z.uuid(),
  tableNumber: z.string(),
  category: z.string(),
  day: z.enum(LOUNGE_DAYS).nullable(),
  minimumConsumptionTokens: z.number().int(),
  bookingNumber: z.string().nullable(),
  isOccupied: z.boolean(),
  tokensTransferred: z.boolean(),
  createdAt: z.string(),
  assignedUsers: z.array(z.object({ id: z.uuid(), email: z.string() })),
});
export type AdminLounge = z.infer<typeof adminLoungeSchema>;

export const adminLoungesResponse = z.object({ lounges: z.array(adminLoungeSchema) });
export type AdminLoungesResponse = z.infer<typeof adminLoungesResponse>;

export const adminLoungeResponse = z.object({ lounge: adminLoungeSchema, message: z.string() });
export type AdminLoungeResponse = z.infer<typeof adminLoungeResponse>;
