/**
 * A message of src/shared/messages.ts (or mail-messages.ts) named by its key, with the figures and names it shows: what an API error
 * carries besides its English text, so the web renders it in the person's language (docs/decisions/025).
 */
import type { mailMsg } from './mail-messages.ts';
import { msg } from './messages.ts';

type Msg = typeof msg;
/** A text's key: in src/shared/messages.ts, or in mail-messages.ts (the back office's reminder texts). */
export type MessageKey = keyof Msg | keyof typeof mailMsg;
/** The figures and names of a message, by placeholder name. */
export type MessageParams = Record<string, string | number>;
export type Localized = { key: MessageKey; params?: MessageParams; text: string };

/** The keys of the texts with values. */
export type ParamMessageKey = { [K in keyof Msg]: Msg[K] extends (params: never) => string ? K : never }[keyof Msg];
/** `{ product: string; day: string; left: number }` for outOfStock: the names and types its entry declares. */
export type ParamsOf<K extends ParamMessageKey> = Parameters<Msg[K]>[0];

/** A message with values, as text and as key and named parameters (the names are the catalogues' placeholders). */
export function localized<K extends ParamMessageKey>(key: K, params: ParamsOf<K>): Localized {
  const text = (msg[key] as (params: ParamsOf<K>) => string)(params);
  return { key, params: params as MessageParams, text };
}
