import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { editionsResponse } from '#shared/schemas/editions.ts';
import { adminPayoutWindowResponse, savePayoutWindowResponse } from '#shared/schemas/payouts.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { anAdmin, anEdition } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminEditionsPage } from './admin-editions-page.tsx';

// docs/decisions/040-payouts.md: a closed edition's payout window, opened from the editions page.
const closed = anEdition({ name: 'Festival 2025', state: 'closed', isCurrent: false });
const current = anEdition({ name: 'Festival 2026' });
const refunds = { waiting: 1, sending: 0, refunded: 3, refused: 1, failed: 0 };
const summary = { kept: { guests: 4, tokens: 320 }, paidOut: { guests: 2, tokens: 150, amountCents: 150_000 }, donated: { guests: 1, tokens: 20 }, refunds, manualTransfers: 1 };
const window = { id: crypto.randomUUID(), editionId: closed.id, editionName: closed.name, loungeTokens: false, loungeTokenCents: 0, minimumTokens: 10, feeTokens: 0, lastDay: '2026-12-31', cause: null, open: true };

describe('the payout window of a closed edition', () => {
  it('is offered on closed editions only, opens with its rules and sends them', async () => {
    answer('GET', '/admin/editions', editionsResponse, { editions: [current, closed] });
    const empty = { kept: { guests: 0, tokens: 0 }, paidOut: { guests: 0, tokens: 0, amountCents: 0 }, donated: { guests: 0, tokens: 0 }, refunds: { ...refunds, waiting: 0, refunded: 0, refused: 0 }, manualTransfers: 0 };
    answer('GET', `/admin/editions/${closed.id}/payout-window`, adminPayoutWindowResponse, { window: null, summary: empty });
    answer('PUT', `/admin/editions/${closed.id}/payout-window`, savePayoutWindowResponse, { window: { ...window, cause: 'Rescue boats', feeTokens: 2 }, summary, message: 'ok' });
    const { user } = renderApp(<AdminEditionsPage />, { as: anAdmin(), path: '/admin/editions' });
    await screen.findAllByText('Festival 2025');
    expect(screen.queryByRole('button', { name: 'Payout window of Festival 2026' })).toBeNull();
    // The table and its cards for phones both offer it.
    await user.click(screen.getAllByRole('button', { name: 'Payout window of Festival 2025' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Payout window of Festival 2025' });
    const fee = within(dialog).getByLabelText('Fee (tokens)');
    await user.clear(fee);
    await user.type(fee, '2');
    await user.type(within(dialog).getByLabelText('Cause for donations'), 'Rescue boats');
    await user.clear(within(dialog).getByLabelText('Last day'));
    await user.type(within(dialog).getByLabelText('Last day'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Open window' }));
    await screen.findByText('Payout window of Festival 2025 saved');
    expect(sentTo('PUT', `/admin/editions/${closed.id}/payout-window`)).toEqual([
      { lastDay: '2026-12-31', minimumTokens: 10, feeTokens: 2, loungeTokens: false, loungeTokenCents: 0, cause: 'Rescue boats' },
    ]);
    // Saved: what guests chose and the finance team's exports.
    const figures = await within(dialog).findByRole('region', { name: 'What guests chose' });
    expect(figures).toHaveTextContent(/Tokens kept\s*320.*Paid out \(2 guests\)\s*150 tokens · 1.500 CHF.*Payouts for bank transfer\s*1/);
    expect(within(figures).getByRole('link', { name: 'Bank transfers (CSV)' })).toHaveAttribute('href', `/api/admin/editions/${closed.id}/bank-transfers.csv`);
  });
});
