import { loungeLabel } from '#shared/constants.ts';
import type { ClaimLoungesResponse } from '#shared/schemas/shop.ts';
import { t } from '#web/lib/i18n/i18n.ts';

const list = (lounges: ClaimLoungesResponse['lounges']) => lounges.map(loungeLabel).join(', ');

/**
 * The success text (docs/product.md#messages) of "Assign to Other Lounge" in the guest's language, from the lounges and
 * tokens the server names (its `message` is the English text, which this equals in English): the lounges claimed and
 * the tokens received, then the notes on lounges held before and on lounges joined without tokens.
 */
export function claimSuccessText({ lounges, alreadyAssigned, joinedWithoutTokens, tokensGranted }: ClaimLoungesResponse): string {
  const values = { lounges: list(lounges), tokens: tokensGranted };
  const claimed =
    alreadyAssigned.length > 0
      ? t('loungeClaimSuccessAlready', { ...values, alreadyAssigned: list(alreadyAssigned) })
      : t('loungeClaimSuccess', values);
  return joinedWithoutTokens.length > 0 ? `${claimed} ${t('loungeClaimWithoutTokens', { lounges: list(joinedWithoutTokens) })}` : claimed;
}
