import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** '452 tokens', '1 token', '0 jeton', '1’250 Token': the figure as the language writes it, the word in its plural. */
export const tokensText = (tokens: number) => `${formatNumber(tokens)} ${t('common.tokensWord', { count: tokens })}`;
