import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { mailPreferencesResponse } from '#shared/schemas/mail.ts';
import { redirectResponse } from '#shared/schemas/payments.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { ledgerResponse } from '#shared/schemas/tokens.ts';
import { payoutChoiceResponse, payoutOfferResponse, type PayoutOffer } from '#shared/schemas/payouts.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anEdition, publicSettings } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { TokensPage } from './tokens-page.tsx';

const NO_WINDOW: PayoutOffer = { window: null, balance: 0, payableTokens: 0, payoutTokens: 0, payoutCents: 0, canPayOut: false, choice: null };

function showPage(guest: Profile, settings = publicSettings(), payout: PayoutOffer = NO_WINDOW) {
  answer('GET', '/settings/public', publicSettingsSchema, settings);
  answer('GET', '/me/payout', payoutOfferResponse, payout);
  answer('GET', '/me/ledger', ledgerResponse, { entries: [], nextBefore: null });
  answer('GET', '/me/mail-preferences', mailPreferencesResponse, { reminders: true });
  return renderApp(<TokensPage />, { as: guest, path: '/tokens' });
}

const packages = async () => within(await screen.findByRole('list', { name: 'Token packages' })).getAllByRole('listitem');

describe('Tokens page', () => {
  it('offers the packages with their price per token and the popular one marked', async () => {
    showPage(aProfile());
    const [small, popular, large] = await packages();
    expect(small).toHaveTextContent(/25\s*tokens.*275 CHF.*11\.00 CHF per token/);
    expect(popular).toHaveTextContent(/Most Popular.*50\s*tokens.*500 CHF.*10\.00 CHF per token/);
    expect(large).toHaveTextContent(/100\s*tokens.*950 CHF.*9\.50 CHF per token/);
    expect(small).not.toHaveTextContent('Most Popular');
  });

  it('opens the payment for the package chosen, every other button waiting meanwhile', async () => {
    const { user, router } = showPage(aProfile());
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    answer('POST', '/payments/checkout-session', redirectResponse, async () => {
      await opened;
      return { url: '/pay/demo/session-1' };
    });
    const [small, popular] = await packages();
    await user.click(within(popular!).getByRole('button', { name: 'Buy 50 tokens' }));
    expect(within(small!).getByRole('button', { name: 'Buy 25 tokens' })).toBeDisabled();
    open();
    await expect.poll(() => router.state.location.pathname).toBe('/pay/demo/session-1');
    expect(sentTo('POST', '/payments/checkout-session')).toEqual([{ packageId: 'tokens-50' }]);
  });

  it('says when the payment could not be opened, and lets the guest try again', async () => {
    const { user } = showPage(aProfile());
    refuse('POST', '/payments/checkout-session', 502, { code: ERROR_CODES.unavailable, message: 'Bad gateway' });
    const [small] = await packages();
    await user.click(within(small!).getByRole('button', { name: 'Buy 25 tokens' }));
    await screen.findByText(msg.paymentSessionFailed);
    expect(within(small!).getByRole('button', { name: 'Buy 25 tokens' })).toBeEnabled();
  });

  it('offers no package, and says why, when the shop takes no card payments', async () => {
    showPage(aProfile(), publicSettings({ cardPayments: 'none' }));
    expect(await screen.findByText(msg.cardPaymentsNotConfigured)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Token packages' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
  });

  it('sells nothing once pre-orders are closed, and says why with the contact address to write to', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const closed = { preorderDeadline: past, contactEmail: 'bar@festival.example' };
    showPage(aProfile(), publicSettings({ ...closed, edition: anEdition({ ...closed, state: 'running' }) }));
    const heading = await screen.findByRole('heading', { name: 'Tokens are no longer sold' });
    const notice = heading.closest('section')!;
    expect(notice).toHaveTextContent(msg.tokenSalesClosed({ email: 'bar@festival.example' }));
    expect(within(notice).getByRole('link', { name: 'Write an e-mail' })).toHaveAttribute('href', 'mailto:bar@festival.example');
    expect(screen.queryByRole('list', { name: 'Token packages' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
  });

  it('says how the guest will pay: by card, or by card or TWINT when the shop offers both', async () => {
    showPage(aProfile(), publicSettings({ paymentMethods: ['card', 'twint'] }));
    expect(await screen.findByText('Pay by card or TWINT on the next page.')).toBeVisible();
  });

  it('shows the refusal of a payment opened just after the close, and then the closed page', async () => {
    const { user } = showPage(aProfile());
    const text = msg.tokenSalesClosed({ email: 'orders@festival.example' });
    refuse('POST', '/payments/checkout-session', 409, {
      code: ERROR_CODES.tokenSalesClosed,
      message: text,
      messageKey: 'tokenSalesClosed',
      params: { email: 'orders@festival.example' },
    });
    const [small] = await packages();
    const past = new Date(Date.now() - 60_000).toISOString();
    answer('GET', '/settings/public', publicSettingsSchema, publicSettings({ preorderDeadline: past, edition: anEdition({ preorderDeadline: past, state: 'running' }) }));
    await user.click(within(small!).getByRole('button', { name: 'Buy 25 tokens' }));
    // The notification says it at once; the page then shows the closed notice instead of the packages.
    await screen.findByRole('heading', { name: 'Tokens are no longer sold' });
    expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('list', { name: 'Token packages' })).toBeNull();
  });

  it('lets an account waiting for approval buy nothing, and says why', async () => {
    showPage(aProfile({ status: 'inactive' }));
    // The reminder setting shows once the session has said who this is (until then every button waits anyway).
    await screen.findByRole('region', { name: 'E-mail' });
    for (const item of await packages()) expect(within(item).getByRole('button')).toBeDisabled();
    expect(screen.getByText(msg.accountInactive)).toBeVisible();
  });

  describe('after an edition, in a payout window (docs/decisions/040-payouts.md)', () => {
    const window = {
      id: '00000000-0000-4000-8000-000000000001',
      editionId: '00000000-0000-4000-8000-000000000002',
      editionName: 'Festival 2026',
      loungeTokens: false,
      loungeTokenCents: 0,
      minimumTokens: 10,
      feeTokens: 5,
      lastDay: '2026-12-31',
      cause: 'Rescue boats',
      open: true,
    };
    const offer: PayoutOffer = { window, balance: 115, payableTokens: 115, payoutTokens: 110, payoutCents: 110_000, canPayOut: true, choice: null };

    it('offers keeping, a payout with its fee and a donation, and asks before paying out', async () => {
      const { user } = showPage(aProfile({ tokenBalance: 115 }), publicSettings(), offer);
      const options = within(await screen.findByRole('list', { name: 'What happens to your tokens' })).getAllByRole('listitem');
      expect(options.map((o) => o.textContent)).toEqual([
        expect.stringMatching(/Keep them for next year.*115 tokens stay in your account/),
        expect.stringMatching(/110 tokens go back to your card or TWINT: 1.100 CHF\. A fee of 5 tokens is kept\./),
        expect.stringMatching(/115 tokens go to Rescue boats/),
      ]);
      answer('POST', '/me/payout', payoutChoiceResponse, {
        offer: { ...offer, balance: 0, canPayOut: false, choice: { choice: 'payout', tokens: 115, feeTokens: 5, amountCents: 110_000, status: 'refunding', createdAt: '2026-11-28T10:00:00Z' } },
        message: 'ok',
      });
      await user.click(within(options[1]!).getByRole('button', { name: 'Ask for a payout' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('115 tokens leave your account and 1');
      expect(sentTo('POST', '/me/payout')).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Ask for a payout' }));
      await screen.findByText(/Payout of 115 tokens requested: 1.100 CHF are on their way back/);
      expect(sentTo('POST', '/me/payout')).toEqual([{ choice: 'payout' }]);
      // The offer's "you can also have them paid back" is answered: only the status stays.
      expect(screen.queryByText(/can also have them paid back/)).toBeNull();
    });

    it('says why a payout is not possible below the minimum, and shows nothing without a window', async () => {
      showPage(aProfile({ tokenBalance: 6 }), publicSettings(), { ...offer, balance: 6, payableTokens: 6, payoutTokens: 1, payoutCents: 1000, canPayOut: false });
      await screen.findByText('A payout needs at least 10 tokens; you have 6 tokens that can be paid back.');
      expect(screen.getByRole('button', { name: 'Ask for a payout' })).toBeDisabled();
    });
  });
});
