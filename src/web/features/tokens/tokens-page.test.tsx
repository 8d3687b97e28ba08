import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { mailPreferencesResponse } from '#shared/schemas/mail.ts';
import { redirectResponse } from '#shared/schemas/payments.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { ledgerResponse } from '#shared/schemas/tokens.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, publicSettings } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { TokensPage } from './tokens-page.tsx';

function showPage(guest: Profile, settings = publicSettings()) {
  answer('GET', '/settings/public', publicSettingsSchema, settings);
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

  it('lets an account waiting for approval buy nothing, and says why', async () => {
    showPage(aProfile({ status: 'inactive' }));
    // The reminder setting shows once the session has said who this is (until then every button waits anyway).
    await screen.findByRole('region', { name: 'E-mail' });
    for (const item of await packages()) expect(within(item).getByRole('button')).toBeDisabled();
    expect(screen.getByText(msg.accountInactive)).toBeVisible();
  });
});
