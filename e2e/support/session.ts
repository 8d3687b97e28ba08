import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { createSession } from '#server/auth/sessions.repo.ts';
import { profiles } from '#server/db/schema/index.ts';
import { DESKTOP, newPage, type Viewport } from './browser.ts';
import { ADMIN, type ShopServer } from './server.ts';
import type { HttpSession } from './seed.ts';
import type { Suite } from './suite.ts';

/**
 * Signs a page in as the account with this e-mail by writing a session for it, as the sign-in route does after
 * checking the password, and handing the browser its cookie: for browser tests that are not about signing in
 * (those type into the form: flows.ts signIn). The page is then opened wherever the test needs it.
 */
export async function signInAs(page: Page, shop: ShopServer, email: string) {
  const [profile] = await shop.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email.toLowerCase()));
  if (!profile) throw new Error(`signInAs: no account ${email}`);
  const token = await createSession(shop.database.db, profile.id);
  // The shop under test is served over http at PUBLIC_URL, so its cookie has the plain name (auth/cookie.ts).
  await page.context().addCookies([{ name: 'session', value: token, url: shop.url, httpOnly: true, sameSite: 'Lax' }]);
}

/** A new page (desktop unless told) signed in as the admin, on the dashboard. */
export async function adminPage(suite: Suite, viewport: Viewport = DESKTOP) {
  const opened = await newPage(suite.browser, suite.shop.url, viewport);
  await signInAs(opened.page, suite.shop, ADMIN.email);
  await opened.page.goto('/admin');
  return opened;
}

/** A new page signed in as a seeded guest (with its HTTP session's cookie), at `path`. */
export async function guestPage(suite: Suite, session: HttpSession, viewport: Viewport, path: string) {
  const opened = await newPage(suite.browser, suite.shop.url, viewport);
  await session.signInBrowser(opened.page);
  await opened.page.goto(path);
  return opened;
}
