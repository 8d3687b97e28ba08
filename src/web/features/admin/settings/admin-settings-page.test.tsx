import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import { adminSettingsResponse, adminSettingsSaved } from '#shared/schemas/admin-settings.ts';
import { retentionResponse } from '#shared/schemas/retention.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { anAdmin, shopSettings } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminSettingsPage } from './admin-settings-page.tsx';

const settings = { ...shopSettings({ preorderDeadline: '2026-07-02T20:00:00.000Z' }), staffSecondFactorRequired: false };

function showPage() {
  answer('GET', '/admin/settings', adminSettingsResponse, settings);
  answer('PUT', '/admin/settings', adminSettingsSaved, { settings, message: 'ok' });
  // The retention rule's own section (retention-section.test.tsx).
  answer('GET', '/admin/data-rights/retention', retentionResponse, { retentionMonths: null, wouldAnonymise: 0 });
  return renderApp(<AdminSettingsPage />, { as: anAdmin(), path: '/admin/settings' });
}

describe('Settings page', () => {
  it('refuses a contact address that is none, and saves the settings as the server takes them', async () => {
    const { user } = showPage();
    const contact = await screen.findByLabelText('Shop contact e-mail');
    expect(contact).toHaveValue('orders@festival.example');
    await user.clear(contact);
    await user.type(contact, 'bar at festival');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(msg.invalidEmail)).toBeVisible();
    expect(sentTo('PUT', '/admin/settings')).toEqual([]);

    await user.clear(contact);
    await user.type(contact, 'bar@festival.example');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText(msg.settingsSaved);
    // The edition rides along in the public settings; the form sends the settings alone.
    const { edition: _edition, ...sent } = settings;
    expect(sentTo('PUT', '/admin/settings')).toEqual([{ ...sent, contactEmail: 'bar@festival.example' }]);
  });

  it("makes a new package's id from its tokens, with a suffix when that id is taken", async () => {
    const { user } = showPage();
    await user.click(await screen.findByRole('button', { name: 'Add Package' }));
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[3]!).getByText('Made from the tokens on save')).toBeVisible();
    const tokens = within(rows[3]!).getByLabelText('Tokens');
    await user.clear(tokens);
    await user.type(tokens, '25');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText(msg.settingsSaved);
    const [sent] = sentTo('PUT', '/admin/settings') as [{ tokenPackages: { id: string; tokens: number }[] }];
    expect(sent.tokenPackages.map((p) => [p.id, p.tokens])).toEqual([
      ['tokens-25', 25],
      ['tokens-50', 50],
      ['tokens-100', 100],
      ['tokens-25-2', 25],
    ]);
  });

  it('offers TWINT beside the card, and refuses to offer no payment method at all', async () => {
    const { user } = showPage();
    const card = await screen.findByRole('checkbox', { name: 'Card' });
    const twint = screen.getByRole('checkbox', { name: 'TWINT' });
    expect(card).toBeChecked();
    expect(twint).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Payment methods offered' })).toHaveAccessibleDescription(/TWINT takes CHF only/);

    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(msg.paymentMethodsRequired)).toBeVisible();
    expect(sentTo('PUT', '/admin/settings')).toEqual([]);

    await user.click(twint);
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText(msg.settingsSaved);
    expect(sentTo('PUT', '/admin/settings')).toEqual([expect.objectContaining({ paymentMethods: ['card', 'twint'] })]);
  });

  it('saves "Staff need a second factor" with the settings', async () => {
    const { user } = showPage();
    const staffRule = await screen.findByRole('checkbox', { name: 'Staff need a second factor' });
    expect(staffRule).not.toBeChecked();
    expect(staffRule).toHaveAccessibleDescription(/before the packing list and the delivery run open/);
    await user.click(staffRule);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText(msg.settingsSaved);
    expect(sentTo('PUT', '/admin/settings')).toEqual([expect.objectContaining({ staffSecondFactorRequired: true })]);
  });
});
