/** Swiss francs as the shop shows them: whole amounts without decimals, others with two. */
export const formatChf = (amount: number) => `${Number.isInteger(amount) ? amount : amount.toFixed(2)} CHF`;

/** SPEC §9: the per-token price is shown with 2 decimals. */
export const perTokenPrice = (priceChf: number, tokens: number) => `${(priceChf / tokens).toFixed(2)} CHF per token`;

export const signedTokens = (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`);

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
