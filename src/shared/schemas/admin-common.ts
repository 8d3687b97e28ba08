import { z } from 'zod';

/** Largest token figure an admin may type; keeps sums far below PostgreSQL's integer limit. */
export const TOKEN_INPUT_MAX = 1_000_000;

/**
 * A whole number from `min` to `max` whose every failure (missing, NaN from an empty number input,
 * fractions, out of range) carries the same message, because forms show one line per field.
 */
export const wholeNumber = (message: string, min = 0, max = TOKEN_INPUT_MAX) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Optional free text: surrounding spaces dropped, and an empty value stored as null (SPEC §5). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const idParams = z.object({ id: z.uuid() });

export const isHttpUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};
