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

type TextFunctionKey = { [K in keyof Msg]: Msg[K] extends (...args: never[]) => string ? K : never }[keyof Msg];
type ArgsOf<K extends TextFunctionKey> = Msg[K] extends (...args: infer A) => string ? A : never;

/**
 * The placeholder names of each message with figures that an API error may carry, in the order of its
 * arguments: the contract with the web catalogues ({product}, {day}, {left} ...). The type holds each list to
 * the message's number of arguments.
 */
export const MESSAGE_PARAMS = {
  accountLocked: ['minutes'],
  wrongAddress: ['publicUrl'],
  insufficientBalance: ['current', 'required'],
  priceChanged: ['product', 'price'],
  preorderClosed: ['email'],
  orderNotPending: ['status'],
  outOfStock: ['product', 'day', 'left'],
  guestLimitReached: ['product', 'day', 'max', 'already'],
  stockBelowSold: ['product', 'day', 'sold'],
  tooManyMixDrinks: ['n'],
  mixDrinkRequired: ['product'],
  mixDrinksNotIncluded: ['product'],
  tooManyOrderLines: ['n'],
  editionClosed: ['edition'],
  loungeOfOtherEdition: ['lounge', 'edition'],
} as const satisfies { [K in TextFunctionKey]?: { readonly length: ArgsOf<K>['length'] } & readonly string[] };

export type ParamMessageKey = keyof typeof MESSAGE_PARAMS;
type Names<K extends ParamMessageKey> = (typeof MESSAGE_PARAMS)[K];
/** `{ product: string; day: string; left: number }` for outOfStock: each name with its argument's type. */
export type ParamsOf<K extends ParamMessageKey> = {
  [I in keyof Names<K> & `${number}` as Names<K>[I] & string]: ArgsOf<K>[I & keyof ArgsOf<K>];
};

/** A message with figures, as text and as key and named parameters. */
export function localized<K extends ParamMessageKey>(key: K, params: ParamsOf<K>): Localized {
  const named = params as MessageParams;
  const args = MESSAGE_PARAMS[key].map((name) => named[name]);
  return { key, params: named, text: (msg[key] as (...a: unknown[]) => string)(...args) };
}
