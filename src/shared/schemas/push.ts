import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

// Push messages (docs/decisions/043-web-push.md): the shop's public VAPID key, and a browser's subscription as
// PushSubscription.toJSON() gives it, with the shop's language on that device.

export const pushStateResponse = z.object({
  /** The application server key a browser subscribes with (base64url). */
  publicKey: z.string(),
  /** How many of this person's browsers receive messages. */
  devices: z.number().int(),
});
export type PushState = z.infer<typeof pushStateResponse>;

export const pushSubscriptionBody = z.object({
  /** Where the browser's push service takes its messages; the server accepts only https and known services. */
  endpoint: z.url().max(2048),
  keys: z.object({
    /** An uncompressed P-256 point: 65 bytes, base64url. */
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be a P-256 public key in base64url'),
    /** 16 bytes, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'must be 16 bytes in base64url'),
  }),
  language: z.enum(LANGUAGES),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2048) });
