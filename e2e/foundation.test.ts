import { describe, expect, it, vi } from 'vitest';
import { msg } from '#shared/messages.ts';
import { DESKTOP, PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { GUEST_PASSWORD, expectToast, openUserMenu, registerGuest, signIn, uniqueEmail } from './support/flows.ts';
import { ensureAdmin } from '#server/db/seed.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { horizontalOverflow } from './support/layout.ts';
import { adminSession, signInNewGuest } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();



describe('accounts in the browser', () => {
  it('registers with a demo booking number, shows the balance, signs out, signs in and changes the password', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const errors = watchConsole(page);
    await page.goto('/login');
    await page.getByText('Lounge Pre-Order').first().waitFor();
    await page.getByText('Sign in to your account').waitFor();
    await screenshot(page, 'login-desktop');

    // LNG-3003 carries Terrace 1 and Terrace 2 on Friday: 300 + 300 tokens.
    const email = await registerGuest(page, 'LNG-3003');
    await expectToast(page, "Registration successful! You've been assigned to Terrace 1, Terrace 2 with 600 tokens total.");
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: /600/ }).waitFor();
    await header.getByRole('link', { name: /orders/i }).waitFor();
    await header.getByRole('link', { name: /cart/i }).waitFor();
    await screenshot(page, 'shop-after-register-desktop');

    await openUserMenu(page, email);
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill(GUEST_PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('new-night-77');
    // The form's own refusals: src/web/features/auth/change-password-dialog.test.tsx.
    await dialog.getByLabel('Confirm new password').fill('new-night-77');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expectToast(page, msg.passwordChanged);
    await dialog.waitFor({ state: 'detached' });

    await openUserMenu(page, email);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, msg.signedOut);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(GUEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, msg.invalidCredentials);

    await signIn(page, email, 'new-night-77');
    await page.getByRole('banner').getByRole('link', { name: /600/ }).waitFor();
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('sends a non-admin visiting /admin to /shop and an unknown path to /shop', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await signInNewGuest(page, suite.shop, 'LNG-1001');
    await page.goto('/admin/users');
    await page.waitForURL('**/shop');
    await page.goto('/no-such-page');
    await page.waitForURL('**/shop');
    await page.goto('/orders');
    expect(new URL(page.url()).pathname).toBe('/orders');
    await context.close();

    const visitor = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await visitor.page.goto('/orders');
    await visitor.page.waitForURL('**/login');
    await visitor.context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const email = await signInNewGuest(page, suite.shop, 'LNG-4004');
    await openUserMenu(page, email);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: /send/i }).click();
    await page.getByText(msg.resetRequested).first().waitFor();
    // The mail goes out after the answer (so known and unknown e-mails answer alike): wait for it.
    const mail = await vi.waitFor(() => {
      const sent = suite.shop.mailer.sent.find((m) => m.to === email);
      if (!sent) throw new Error(`no reset mail for ${email} yet`);
      return sent;
    }, { timeout: 10_000, interval: 100 });
    const link = /(http:\/\/\S+reset-password\?token=\S+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('reset-night-55');
    await page.getByLabel(/Confirm/).fill('reset-night-55');
    await page.getByRole('button', { name: /reset|save|set/i }).click();
    await page.waitForURL('**/login');
    await signIn(page, email, 'reset-night-55');
    await context.close();
  });

  it('leads an admin to the dashboard, but only once the generated password is replaced, and staff to the delivery run (375 px)', async () => {
    const first = (await ensureAdmin(suite.shop.database.db, uniqueEmail('first-admin')))!;
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    const errors = watchConsole(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(first.email);
    await page.getByLabel('Password').fill(first.password!);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/admin');
    const heading = page.getByRole('heading', { name: 'Choose your own password' });
    await heading.waitFor();
    expect(await horizontalOverflow(page, PHONE.width)).toBeNull();
    await expectNoSeriousViolations(page, 'password change required (375 px)');
    await screenshot(page, 'password-change-required-phone');
    // Every page of the back office waits for it.
    await page.goto('/admin/users');
    await heading.waitFor();
    expect(await page.getByRole('heading', { name: 'Users' }).count()).toBe(0);

    await page.getByLabel('Current password').fill(first.password!);
    await page.getByLabel('New password', { exact: true }).fill('my-own-night-42');
    await page.getByLabel('Confirm new password').fill('my-own-night-42');
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expectToast(page, msg.passwordChanged);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const staffEmail = uniqueEmail('runner');
    const admin = await adminSession(suite.shop);
    await admin.call('POST', '/api/admin/users', { email: staffEmail, password: GUEST_PASSWORD, role: 'staff', initialTokens: 0 });
    const runner = await newPage(suite.browser, suite.shop.url, PHONE);
    await runner.page.goto('/login');
    await runner.page.getByLabel('Email').fill(staffEmail);
    await runner.page.getByLabel('Password').fill(GUEST_PASSWORD);
    await runner.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await runner.page.waitForURL('**/staff/delivery');
    await runner.context.close();
  });

  it('offers an application for an unknown booking number', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Need to register? Create account' }).click();
    await page.getByLabel('Email').fill('applicant@example.com');
    await page.getByLabel('Password').fill(GUEST_PASSWORD);
    await page.getByLabel('Booking number').fill('UNKNOWN-77');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(msg.invalidBooking).first().waitFor();
    await page.getByRole('button', { name: /application/i }).click();
    await page.waitForURL('**/shop');
    await page.getByText(msg.accountInactive).first().waitFor();
    await context.close();
  });

  it('has a working collapsible menu at phone width', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    await page.goto('/login');
    await screenshot(page, 'login-phone');
    const email = await signInNewGuest(page, suite.shop, 'LNG-5005');
    const toggle = page.getByRole('button', { name: /menu/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(email).first().waitFor();
    await screenshot(page, 'shop-menu-open-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
