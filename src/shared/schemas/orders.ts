import { z } from 'zod';
import { CATEGORY_TYPES, ORDER_STATUSES } from '../constants.ts';
import { msg } from '../messages.ts';
import { MAX_LINE_QUANTITY, MAX_MIX_CHOICES, MAX_ORDER_LINES } from '../cart-rules.ts';
import { orderDeliverySchema } from '../order-delivery.ts';
import { myLoungeSchema } from './auth.ts';
import { editionSchema } from './editions.ts';

export { MAX_LINE_QUANTITY, MAX_MIX_CHOICES, MAX_ORDER_LINES } from '../cart-rules.ts';

export const checkoutItemSchema = z.object({
  productId: z.uuid(msg.productUnavailable),
  quantity: z
    .number(msg.quantityRange)
    .int(msg.quantityRange)
    .min(1, msg.quantityRange)
    .max(MAX_LINE_QUANTITY, msg.quantityRange),
  loungeId: z.uuid(msg.loungeNotAssigned),
  mixDrinkIds: z.array(z.uuid(msg.mixDrinkUnavailable)).max(MAX_MIX_CHOICES, msg.tooManyMixDrinks({ n: MAX_MIX_CHOICES })).optional(),
  /** The price the guest saw; the server charges its own price and refuses the checkout if they differ. */
  tokenPrice: z.number().int().min(0).optional(),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

export const checkoutBody = z.object({
  items: z.array(checkoutItemSchema).min(1, msg.cartEmpty).max(MAX_ORDER_LINES, msg.tooManyOrderLines({ n: MAX_ORDER_LINES })),
  /** One per Place Order attempt, so a double submit makes one order. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type CheckoutBody = z.input<typeof checkoutBody>;

export const orderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  photoHash: z.string().nullable(),
  categoryType: z.enum(CATEGORY_TYPES),
  quantity: z.number().int(),
  tokenPrice: z.number().int(),
  loungeId: z.uuid().nullable(),
  /** Null when the item has no lounge or the lounge no longer exists. */
  lounge: myLoungeSchema.nullable(),
  mixDrinks: z.array(z.object({ id: z.uuid(), name: z.string(), quantity: z.number().int() })),
  /** When a runner brought this line to its lounge; null until then (docs/decisions/028). */
  deliveredAt: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  totalTokens: z.number().int(),
  /** Tokens a refund gave back; 0 for a cancelled order means the tokens were kept. */
  refundedTokens: z.number().int(),
  createdAt: z.string(),
  /**
   * The festival edition it is for (docs/decisions/031): /orders groups a guest's history by it, and names each
   * line's day with that edition's date; until its cutoff (changeCutoffOf) a pending order may be cancelled or
   * changed, and after it the guest is told to write to the contact address.
   */
  edition: editionSchema.pick({ id: true, name: true, days: true, preorderDeadline: true, changeCutoff: true, contactEmail: true }),
  /** How far it has been brought to its lounges: a fact beside the status, from its lines. */
  delivery: orderDeliverySchema,
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const checkoutResponse = z.object({ order: orderSchema, tokenBalance: z.number().int() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const myOrdersResponse = z.object({ orders: z.array(orderSchema) });
export type MyOrdersResponse = z.infer<typeof myOrdersResponse>;

/** A guest's own cancellation or change: the order as it now is, the success message and the balance after it. */
export const cancelMyOrderResponse = z.object({ order: orderSchema, message: z.string(), tokenBalance: z.number().int() });
export type CancelMyOrderResponse = z.infer<typeof cancelMyOrderResponse>;

/**
 * A guest's change of their pending order (docs/decisions/044): each named line gets its new quantity (0 removes it)
 * and, when given, its new mix drinks; lines not named stay as they are. Every line at 0 cancels the order.
 */
export const changeMyOrderBody = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.uuid(msg.orderLineNotFound),
        quantity: z.number(msg.changeQuantityRange).int(msg.changeQuantityRange).min(0, msg.changeQuantityRange).max(MAX_LINE_QUANTITY, msg.changeQuantityRange),
        mixDrinkIds: z.array(z.uuid(msg.mixDrinkUnavailable)).max(MAX_MIX_CHOICES, msg.tooManyMixDrinks({ n: MAX_MIX_CHOICES })).optional(),
      }),
    )
    .min(1, msg.orderChangeEmpty)
    .max(MAX_ORDER_LINES, msg.tooManyOrderLines({ n: MAX_ORDER_LINES }))
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, msg.orderLineTwice),
});
export type ChangeMyOrderBody = z.input<typeof changeMyOrderBody>;
