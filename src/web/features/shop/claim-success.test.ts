import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { msg } from '#shared/messages.ts';
import type { ClaimLoungesResponse } from '#shared/schemas/shop.ts';
import { messages as deMessages } from '#web/locales/de/messages.po';
import { messages as frMessages } from '#web/locales/fr/messages.po';
import { claimSuccessText } from './claim-success.ts';

// "Assign to Other Lounge" says its success in the guest's language, from the lounges the server names.
const lounge = (category: string, tableNumber: string) => ({ id: `${category}-${tableNumber}`, category, tableNumber, day: null }) as never;
const answer = (lounges: string[][], alreadyAssigned: string[][] = [], joinedWithoutTokens: string[][] = []): ClaimLoungesResponse => ({
  message: '',
  lounges: lounges.map(([c, n]) => lounge(c!, n!)),
  alreadyAssigned: alreadyAssigned.map(([c, n]) => lounge(c!, n!)),
  joinedWithoutTokens: joinedWithoutTokens.map(([c, n]) => lounge(c!, n!)),
  tokensGranted: 30,
  tokenBalance: 110,
});

afterEach(() => i18n.activate('en'));

describe('the lounge claim’s success text', () => {
  it('is the server’s English text in English', () => {
    expect(claimSuccessText(answer([['VIP', '4'], ['VIP', '5']]))).toBe(msg.loungeClaimSuccess({ lounges: 'VIP 4, VIP 5', tokens: 30 }));
    expect(claimSuccessText(answer([['Terrace', '2']], [['Terrace', '1']]))).toBe(msg.loungeClaimSuccess({ lounges: 'Terrace 2', tokens: 30, alreadyAssigned: 'Terrace 1' }));
  });

  it('notes the lounges of a group joined without tokens, after those held before (docs/decisions/032-group-lounges.md)', () => {
    const joined = answer([['VIP', '4'], ['VIP', '5']], [['Terrace', '1']], [['VIP', '4']]);
    expect(claimSuccessText(joined)).toBe(`${msg.loungeClaimSuccess({ lounges: 'VIP 4, VIP 5', tokens: 30, alreadyAssigned: 'Terrace 1' })} ${msg.loungeClaimWithoutTokens({ lounges: 'VIP 4' })}`);
    expect(claimSuccessText(joined)).toBe(
      'Successfully assigned to VIP 4, VIP 5 and received 30 tokens! You were already assigned to Terrace 1. You joined VIP 4 without tokens: they were already transferred.',
    );
    expect(claimSuccessText(answer([['VIP', '4']], [], [['VIP', '4']]))).toBe(`${msg.loungeClaimSuccess({ lounges: 'VIP 4', tokens: 30 })} ${msg.loungeClaimWithoutTokens({ lounges: 'VIP 4' })}`);
    i18n.loadAndActivate({ locale: 'de', messages: deMessages });
    expect(claimSuccessText(answer([['VIP', '4']], [], [['VIP', '4']]))).toBe(
      'Erfolgreich zugewiesen: VIP 4. Sie haben 30 Token erhalten! Ohne Token zugewiesen: VIP 4 (die Token wurden bereits übertragen).',
    );
    i18n.loadAndActivate({ locale: 'fr', messages: frMessages });
    expect(claimSuccessText(answer([['VIP', '4']], [], [['VIP', '4']]))).toBe(
      'Attribution réussie : VIP 4. Vous avez reçu 30 jetons ! Attribuées sans jetons : VIP 4 (leurs jetons avaient déjà été transférés).',
    );
  });

  it('speaks German and French, naming the lounges held before', () => {
    i18n.loadAndActivate({ locale: 'de', messages: deMessages });
    expect(claimSuccessText(answer([['Terrace', '2']], [['Terrace', '1']]))).toBe(
      'Erfolgreich zugewiesen: Terrace 2. Sie haben 30 Token erhalten! Bereits zugewiesen: Terrace 1.',
    );
    i18n.loadAndActivate({ locale: 'fr', messages: frMessages });
    expect(claimSuccessText(answer([['VIP', '4']]))).toBe('Attribution réussie : VIP 4. Vous avez reçu 30 jetons !');
  });
});
