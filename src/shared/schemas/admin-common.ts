import { z } from 'zod';
import { msg } from '../messages.ts';

/** Largest token figure an admin may type; keeps sums far below PostgreSQL's integer limit. */
export const TOKEN_INPUT_MAX = 1_000_000;

/**
 * A whole number from `min` to `max` whose every failure (missing, NaN from an empty number input,
 * fractions, out of range) carries the same message, because forms show one line per field.
 */
export const wholeNumber = (message: string, min = 0, max = TOKEN_INPUT_MAX) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * Optional free text: surrounding spaces dropped, and an empty value stored as null (docs/product.md#validation-rules).
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const idParams = z.object({ id: z.uuid() });

/**
 * What is wrong with a product picture's address, if anything. The shop shows it as <img src>, and its content
 * security policy (img-src in src/server/http/security-headers.ts) loads pictures of other sites over https
 * only: an http:// address would show as the placeholder, so it is refused with a message that says so, and
 * anything else (javascript:, data:, a relative path) as no valid address.
 */
export function imageUrlProblem(value: string): string | null {
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    return msg.invalidImageUrl;
  }
  if (protocol === 'https:') return null;
  return protocol === 'http:' ? msg.imageUrlNotHttps : msg.invalidImageUrl;
}
