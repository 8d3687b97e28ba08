import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { DEFAULT_TOKEN_PACKAGES } from '#shared/constants.ts';
import { adminSettingsResponse, adminSettingsSaved } from '#shared/schemas/admin-settings.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId } from '#server/testing/admin-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
const savedSettings = async () => readJson(await admin.client.get('/api/admin/settings'), adminSettingsResponse);

const body = (overrides: Record<string, unknown> = {}) => ({
  preorderDeadline: '2031-09-17T20:00:00+02:00',
  contactEmail: 'Bar@Festival.example',
  tokenPackages: [
    { id: 'small', tokens: 10, priceChf: 120.5, popular: false },
    { id: 'big', tokens: 200, priceChf: 1800, popular: true },
  ],
  ...overrides,
});

describe('shop settings', () => {
  it('reads the defaults, saves a change that the public settings follow at once, and audits it', async () => {
    const initial = await savedSettings();
    expect(initial.tokenPackages).toEqual(DEFAULT_TOKEN_PACKAGES);

    const since = await lastAuditId(t.database.db);
    const res = await admin.client.put('/api/admin/settings', body());
    expect(res.statusCode).toBe(200);
    expect(readJson(res, adminSettingsSaved).message).toBe(msg.settingsSaved);
    const expected = {
      preorderDeadline: '2031-09-17T18:00:00.000Z',
      contactEmail: 'bar@festival.example',
      tokenPackages: body().tokenPackages,
    };
    // The deadline and contact address are the current edition's (docs/decisions/031-editions.md).
    const edition = { preorderDeadline: expected.preorderDeadline, contactEmail: expected.contactEmail, isCurrent: true };
    expect(readJson(res, adminSettingsSaved).settings).toMatchObject({ ...expected, edition });
    expect(readJson(await new ApiClient(t.app).get('/api/settings/public'), publicSettingsSchema)).toMatchObject({ ...expected, edition });
    const [audit] = await auditRowsSince(t.database.db, since);
    expect(audit).toMatchObject({ action: 'settings.update', before: { tokenPackages: DEFAULT_TOKEN_PACKAGES }, after: expected });
  });

  it.each([
    [{ preorderDeadline: 'tomorrow' }, msg.invalidDeadline],
    [{ preorderDeadline: '2031-09-17T20:00:00' }, msg.invalidDeadline],
    [{ contactEmail: 'nope' }, msg.invalidEmail],
    [{ tokenPackages: [] }, msg.packageCount],
    [{ tokenPackages: Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, tokens: 1, priceChf: 1, popular: false })) }, msg.packageCount],
    [{ tokenPackages: [{ id: 'a', tokens: 1, priceChf: 1 }, { id: 'a', tokens: 2, priceChf: 2 }] }, msg.packageIdsUnique],
    [{ tokenPackages: [{ id: 'a', tokens: 1, priceChf: 1, popular: true }, { id: 'b', tokens: 2, priceChf: 2, popular: true }] }, msg.onePopularPackage],
    [{ tokenPackages: [{ id: 'a', tokens: 0, priceChf: 1 }] }, msg.packageTokensInvalid],
    [{ tokenPackages: [{ id: 'a', tokens: 1.5, priceChf: 1 }] }, msg.packageTokensInvalid],
    [{ tokenPackages: [{ id: 'a', tokens: 1, priceChf: 0 }] }, msg.packagePriceInvalid],
    [{ tokenPackages: [{ id: 'a', tokens: 1, priceChf: 1.005 }] }, msg.packagePriceInvalid],
    [{ tokenPackages: [{ id: 'A B', tokens: 1, priceChf: 1 }] }, msg.packageIdInvalid],
  ])('refuses %j with 400 and keeps the saved settings', async (overrides, message) => {
    const before = await savedSettings();
    const res = await admin.client.put('/api/admin/settings', body(overrides));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await savedSettings()).toEqual(before);
  });
});
