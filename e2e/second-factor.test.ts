import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { ensureAdmin } from '#server/db/seed.ts';
import { profiles, sessions } from '#server/db/schema/index.ts';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { GUEST_PASSWORD, expectToast, openUserMenu, uniqueEmail } from './support/flows.ts';
import { horizontalOverflow } from './support/layout.ts';
import { HttpSession } from './support/seed.ts';
import { startShop, type ShopServer } from './support/server.ts';

/*
 * The second factor in the browser (docs/decisions/038-second-factor.md): the authenticator app with its codes
 * made here from the key the page shows, passkeys through Chromium's virtual authenticator, the back office's
 * rule for admins (this shop runs with ADMIN_SECOND_FACTOR=required) and the step-up dialog over a token edit.
 * The dialogs' fields, refusals and states are component tests (src/web/features/auth/second-factor/, app/step-up.test.tsx).
 */

let shop: ShopServer;
let browser: Browser;
/**
 * The shop at localhost: browsers let WebAuthn name a domain as its relying party, never an IP address, and localhost
 * is a secure origin over http. Without PUBLIC_URL the shop answers at whatever address it is reached by.
 */
let url: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ adminSecondFactor: 'required' }, { publicUrl: false }), launchBrowser()]);
  url = shop.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/**
 * A code of the authenticator app for this key. Each step's code is accepted once, so a test asks for the next
 * step's (the server allows one step of drift): never one already used, without waiting for the clock.
 */
const appCode = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + 30_000 });

async function openPage(viewport = DESKTOP) {
  const opened = await newPage(browser, url, viewport);
  return { ...opened, errors: watchConsole(opened.page) };
}

/** A guest registered through the API with a demo booking number of their own, the page signed in as them. */
async function signedInGuest(page: Page, bookingNumber: string) {
  const email = uniqueEmail('factor');
  const session = new HttpSession(url);
  await session.call('POST', '/api/auth/register', { email, password: GUEST_PASSWORD, bookingNumber });
  await session.signInBrowser(page);
  return email;
}

async function signInWithPassword(page: Page, email: string, password = GUEST_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page, email: string) {
  await openUserMenu(page, email);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
}

/**
 * Takes the page's picture at desktop width and at 375 px. The phone one waits until nothing scrolls sideways: the
 * header follows the new width a moment after the resize.
 */
async function pictures(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => horizontalOverflow(page, PHONE.width), { timeout: 15_000 }).toBeNull();
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** The recovery codes dialog after a first factor: the ten codes, read, then saved and closed. */
async function keepRecoveryCodes(page: Page, picture?: string) {
  const dialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await dialog.getByRole('listitem').first().waitFor();
  const codes = await dialog.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  if (picture) {
    await expectNoSeriousViolations(page, 'recovery codes dialog');
    await pictures(page, picture);
  }
  await expect(dialog.getByRole('button', { name: 'Done' }).isDisabled()).resolves.toBe(true);
  await dialog.getByLabel('I have saved these codes').check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  return codes;
}

/** On the Security page: sets up the authenticator app from the key shown, returns the key and the recovery codes. */
async function setUpApp(page: Page, picture?: string) {
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up authenticator app' });
  await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await setup.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  if (picture) await pictures(page, picture);
  await setup.getByLabel('Code from your authenticator app').fill(new TOTP({ secret }).generate());
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codes = await keepRecoveryCodes(page, picture && `${picture}-codes`);
  return { secret, codes };
}

describe('second factor in the browser', () => {
  it('a guest sets up the authenticator app from the account menu, then signs in with a code, and once with a recovery code', async () => {
    const { context, page, errors } = await openPage();
    const email = await signedInGuest(page, 'LNG-1001');
    await page.goto('/shop');
    await openUserMenu(page, email);
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await page.waitForURL('**/account/security');
    await page.getByRole('region', { name: 'Authenticator app' }).getByText('Off', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'Security page');
    await pictures(page, 'security-page');

    const { secret, codes } = await setUpApp(page, 'security-app-setup');
    await page.getByRole('region', { name: 'Authenticator app' }).getByText('On', { exact: true }).waitFor();
    await page.getByText('10 codes left').waitFor();
    await pictures(page, 'security-page-app-on');

    await signOut(page, email);
    await signInWithPassword(page, email);
    const code = page.getByLabel('Code from your authenticator app');
    await code.waitFor();
    expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoSeriousViolations(page, 'sign-in second step');
    await pictures(page, 'sign-in-second-step');
    await code.fill(appCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/shop');
    await page.getByRole('button', { name: email }).waitFor();

    await signOut(page, email);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!.toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/shop');
    await page.goto('/account/security');
    await page.getByText('9 codes left').waitFor();

    // A used recovery code does not sign in twice.
    await signOut(page, email);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(msg.secondFactorCodeInvalid).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors.filter((error) => !error.includes('401') && !error.includes('400'))).toEqual([]);
    await context.close();
  });

  it('a guest adds a passkey (a virtual authenticator), then signs in with password and passkey', async () => {
    const { context, page } = await openPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const email = await signedInGuest(page, 'LNG-4004');
    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const add = page.getByRole('dialog', { name: 'Add a passkey' });
    await add.getByLabel('Name').fill('Test laptop');
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await keepRecoveryCodes(page);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByText('Test laptop').waitFor();
    await passkeys.getByText(/not used yet/).waitFor();
    await pictures(page, 'security-page-passkey');

    await signOut(page, email);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL('**/shop');
    await page.goto('/account/security');
    await passkeys.getByText(/last used/).waitFor();
    await context.close();
  });

  it('an admin without a second factor is taken to Security, and the back office opens once the app is set up', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(shop.database.db, email, 'admin-secret-2');
    const { context, page } = await openPage();
    await signInWithPassword(page, email, 'admin-secret-2');
    await page.waitForURL('**/account/security');
    await page.getByText(msg.secondFactorSetupRequired).waitFor();
    await pictures(page, 'security-setup-required');
    await setUpApp(page);
    await page.waitForURL((address) => address.pathname === '/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it('an admin whose last proof is older than 15 minutes confirms a token edit in the step-up dialog; the edit is saved as typed', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(shop.database.db, email, 'admin-secret-3');
    const guestEmail = uniqueEmail('guest');
    await new HttpSession(url).call('POST', '/api/auth/register', { email: guestEmail, password: GUEST_PASSWORD, bookingNumber: 'LNG-5005' });
    const [guest] = await shop.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, guestEmail));
    const [admin] = await shop.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));

    const { context, page } = await openPage();
    await signInWithPassword(page, email, 'admin-secret-3');
    await page.waitForURL('**/account/security');
    const { secret } = await setUpApp(page);
    await page.waitForURL((address) => address.pathname === '/admin');
    // Sixteen minutes ago, as far as this session's step-up knows.
    await shop.database.db.update(sessions).set({ secondFactorAt: new Date(Date.now() - 16 * 60_000) }).where(eq(sessions.userId, admin!.id));

    await page.goto(`/admin/users/${guest!.id}`);
    await page.getByRole('button', { name: `Edit tokens of ${guestEmail}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Token Balance' });
    await edit.getByLabel('New balance (tokens)').fill('321');
    await edit.getByLabel('Reason').fill('Birthday round for the table');
    await edit.getByRole('button', { name: 'Save Balance' }).click();

    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await stepUp.getByText(msg.stepUpRequired).waitFor();
    await expectNoSeriousViolations(page, 'step-up dialog');
    await pictures(page, 'step-up-dialog');
    await stepUp.getByLabel('Code from your authenticator app').fill(appCode(secret));
    await stepUp.getByRole('button', { name: 'Verify' }).click();

    await expectToast(page, msg.tokenBalanceUpdated);
    await edit.waitFor({ state: 'detached' });
    await page.getByText('321 tokens').first().waitFor();
    await page.getByText('Birthday round for the table').first().waitFor();
    await context.close();
  });
});
