import { describe, expect, it } from 'vitest';
import type { SecurityEventsResponse } from '#shared/schemas/admin-logs.ts';
import { DESKTOP, PHONE, screenshot, watchConsole } from './support/browser.ts';
import { GUEST_PASSWORD, uniqueEmail } from './support/flows.ts';
import { horizontalOverflow, smallTouchTargets } from './support/layout.ts';
import { ADMIN } from './support/server.ts';
import { adminSession } from './support/seed.ts';
import { adminPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

describe('the Security & audit log page', () => {
  it('shows an admin who changed what and who failed to sign in, filtered, on a desktop and a phone', async () => {
    // A back-office change, and a sign-in with a wrong password (recorded just after its answer: waited for).
    const admin = await adminSession(suite.shop);
    const created = uniqueEmail('created');
    await admin.call('POST', '/api/admin/users', { email: created, password: GUEST_PASSWORD });
    const stranger = uniqueEmail('stranger');
    const failed = await fetch(`${suite.shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { origin: suite.shop.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: stranger, password: 'not-the-password-1' }),
    });
    expect(failed.status).toBe(401);
    await expect
      .poll(async () => (await admin.call<SecurityEventsResponse>('GET', `/api/admin/security-events?kind=sign_in.failed&user=${encodeURIComponent(stranger)}`)).events.length)
      .toBe(1);

    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const { context, page } = await adminPage(suite, viewport);
      const errors = watchConsole(page);
      // The table on a desktop, its cards on a phone.
      const shown = (log: string) => page.getByRole(viewport === PHONE ? 'list' : 'region', { name: log, exact: true });
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Admin: Dashboard' }).click();
        await page.getByRole('link', { name: 'Security & audit log' }).click();
      } else {
        await page.getByRole('link', { name: 'Security & audit log' }).click();
      }
      await page.getByRole('heading', { name: 'Security & audit log' }).waitFor();

      // The audit log: the admin's new user, found by who changed it and the action.
      await page.getByLabel('Changed by', { exact: true }).fill(ADMIN.email);
      await page.getByLabel('Action', { exact: true }).fill('user.create');
      // The export carries the filters once they apply (a pause after typing).
      await expect
        .poll(() => page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))
        .toBe(`/api/admin/audit-log.csv?actor=${encodeURIComponent(ADMIN.email)}&action=user.create`);
      await shown('Audit log').getByText(created).waitFor();
      expect(await shown('Audit log').getByText('user.create', { exact: true }).count()).toBe(1);
      await screenshot(page, `security-log-audit-${name}`);

      // The security events: the failed sign-in, found by its kind and the e-mail typed.
      await page.getByRole('tab', { name: 'Security events' }).click();
      await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Sign-in failed' });
      await page.getByLabel('Account', { exact: true }).fill(stranger);
      await expect
        .poll(() => page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))
        .toBe(`/api/admin/security-events.csv?kind=sign_in.failed&user=${encodeURIComponent(stranger)}`);
      await shown('Security events').getByText(stranger).waitFor();
      expect(await shown('Security events').getByText('Sign-in failed', { exact: true }).count()).toBe(1);
      await shown('Security events').getByText('POST /api/auth/login').waitFor();
      await screenshot(page, `security-log-events-${name}`);

      expect(await horizontalOverflow(page, viewport.width)).toBeNull();
      if (viewport === PHONE) expect(await smallTouchTargets(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
