import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { mailMsg } from '#shared/mail-messages.ts';
import type { AdminMailsResponse, ReminderPreviewResponse } from '#shared/schemas/mail.ts';
import { mails } from '#server/db/schema/index.ts';
import { smtpMailer } from '#server/mail/mailer.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { waitFor } from '#server/testing/wait-for.ts';
import { ADMIN, startShop, type ShopServer } from './support/server.ts';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast, openUserMenu } from './support/flows.ts';
import { signInAs } from './support/session.ts';
import { adminSession, seededGuest, signInNewGuest } from './support/seed.ts';

// The shop sends through a real SMTP conversation to a server in this test, which can be switched off.
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let shop: ShopServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // A fast worker and two attempts, so a mail fails for good within a second while the server is away.
  const mail = { pollMs: 100, leaseMs: 10_000, maxAttempts: 2, retryBaseMs: 50 };
  [shop, browser] = await Promise.all([startShop({ mail }, { mailer: smtpMailer(smtp.url, 'Shop <shop@example.com>') }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await smtp?.close();
});

const arrivedTo = (email: string, subject: string) => smtp.received.filter((m) => m.to === email && m.subject === subject);
const WELCOME = 'Welcome to the Lounge Pre-Order';
const REMINDER = 'Your tokens are waiting';

async function mailList(status: 'waiting' | 'sent' | 'failed') {
  return (await adminSession(shop)).call<AdminMailsResponse>('GET', `/api/admin/mails?status=${status}`);
}

describe('mail in the back office', () => {
  it('an admin sees a mail that failed while the mail server was away, retries it, and it arrives once', async () => {
    smtp.setDown(true);
    const guest = await seededGuest(shop, ['LNG-1001']);
    await waitFor(async () => (await mailList('failed')).mails.some((m) => m.recipient === guest.email), 'the welcome to fail', 60_000);

    const { page, context } = await newPage(browser, shop.url, DESKTOP);
    const errors = watchConsole(page);
    await signInAs(page, shop, ADMIN.email);
    await page.goto('/admin/mail?status=failed');
    const failedList = page.getByRole('region', { name: 'Failed mails' });
    const row = failedList.getByRole('row').filter({ hasText: guest.email });
    await row.getByText('Welcome', { exact: true }).waitFor();
    await row.getByText(/mail server away/).waitFor();
    expect(await page.getByRole('tab', { name: /^Failed \(\d+\)$/ }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'mail-failed-desktop');

    smtp.setDown(false);
    await row.getByRole('button', { name: `Retry mail to ${guest.email}: ${WELCOME}` }).click();
    await expectToast(page, msg.mailRequeued);
    await waitFor(async () => (await mailList('sent')).mails.some((m) => m.recipient === guest.email), 'the retried mail marked sent', 60_000);
    expect(arrivedTo(guest.email, WELCOME)).toHaveLength(1);

    await page.getByRole('tab', { name: /^Sent/ }).click();
    await page.getByRole('region', { name: 'Sent mails' }).getByRole('row').filter({ hasText: guest.email }).waitFor();
    await page.getByRole('tab', { name: /^Failed/ }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Failed mails' }).getByRole('row').filter({ hasText: guest.email }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const phone = await newPage(browser, shop.url, PHONE);
    await signInAs(phone.page, shop, ADMIN.email);
    await phone.page.goto('/admin/mail?status=sent');
    await phone.page.getByRole('list', { name: 'Sent mails' }).getByText(guest.email).waitFor();
    await screenshot(phone.page, 'mail-sent-phone');
    await phone.context.close();
    // Still once, however long the worker has kept running since.
    expect(arrivedTo(guest.email, WELCOME)).toHaveLength(1);
  });

  it('a guest who turned reminders off gets none when an admin sends one; another guest does', async () => {
    const quiet = await newPage(browser, shop.url, DESKTOP);
    const quietErrors = watchConsole(quiet.page);
    const quietEmail = await signInNewGuest(quiet.page, shop, 'LNG-4004');
    await quiet.page.goto('/tokens');
    const reminderSwitch = quiet.page.getByRole('switch', { name: /Reminder e-mails/ });
    // Enabled once the guest's current choice has arrived.
    await quiet.page.locator('[role="switch"]:not([disabled])').waitFor();
    expect(await reminderSwitch.getAttribute('aria-checked')).toBe('true');
    await reminderSwitch.click();
    await expectToast(quiet.page, msg.remindersOff);
    expect(await reminderSwitch.getAttribute('aria-checked')).toBe('false');
    // The account menu shows the same choice.
    await openUserMenu(quiet.page, quietEmail);
    expect(await quiet.page.getByRole('menuitemcheckbox', { name: 'Reminder e-mails' }).getAttribute('aria-checked')).toBe('false');
    await screenshot(quiet.page, 'mail-reminders-off-menu-desktop');
    await quiet.context.close();
    // And the phone menu, in a fresh session of the same guest: the switch there can turn them on again.
    const phone = await newPage(browser, shop.url, PHONE);
    await signInAs(phone.page, shop, quietEmail);
    await phone.page.goto('/shop');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const phoneSwitch = phone.page.getByRole('navigation', { name: 'Mobile' }).getByRole('switch', { name: 'Reminder e-mails' });
    await phone.page.locator('#mobile-menu [role="switch"]:not([disabled])').waitFor();
    expect(await phoneSwitch.getAttribute('aria-checked')).toBe('false');
    await screenshot(phone.page, 'mail-reminders-off-menu-phone');
    await phoneSwitch.click();
    await expectToast(phone.page, msg.remindersOn);
    await phone.page.locator('#mobile-menu [role="switch"][aria-checked="true"]:not([disabled])').waitFor();
    await phoneSwitch.click();
    await expectToast(phone.page, msg.remindersOff);
    await phone.page.locator('#mobile-menu [role="switch"][aria-checked="false"]:not([disabled])').waitFor();
    await phone.context.close();

    const other = await seededGuest(shop, ['LNG-6006']);
    const { recipients } = await (await adminSession(shop)).call<ReminderPreviewResponse>('GET', '/api/admin/mails/reminders');
    expect(recipients).toBeGreaterThanOrEqual(1);

    const admin = await newPage(browser, shop.url, DESKTOP);
    const adminErrors = watchConsole(admin.page);
    await signInAs(admin.page, shop, ADMIN.email);
    await admin.page.goto('/admin/mail');
    await admin.page.getByRole('button', { name: 'Send reminder now' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Send reminder now' });
    await confirm.waitFor();
    await screenshot(admin.page, 'mail-send-reminder-confirm-desktop');
    await confirm.getByRole('button', { name: `Send to ${recipients} ${recipients === 1 ? 'guest' : 'guests'}` }).click();
    await expectToast(admin.page, msg.reminderQueued({ n: recipients }));

    await waitFor(() => arrivedTo(other.email, REMINDER).length > 0, 'the reminder to the other guest', 60_000);
    await waitFor(async () => (await mailList('waiting')).mails.length === 0, 'every queued mail sent', 60_000);
    expect(arrivedTo(other.email, REMINDER)).toHaveLength(1);
    expect(arrivedTo(quietEmail, REMINDER)).toEqual([]);
    const queuedForQuiet = await shop.database.db.select().from(mails).where(and(eq(mails.recipient, quietEmail), eq(mails.kind, 'reminder')));
    expect(queuedForQuiet).toEqual([]);

    // Reaching nobody, after the pre-order closed, and a schedule without a time: the confirmation and the form say
    // so (src/web/features/admin/mail/admin-mail-page.test.tsx, docs/decisions/029-component-tests.md); the server's
    // counts are API tests (reminder-schedule.test.ts).
    // A scheduled one is listed until it is cancelled.
    await admin.page.getByRole('button', { name: 'Schedule reminder' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Schedule reminder' });
    const inAnHour = new Date(Date.now() + 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog
      .getByLabel('Send at')
      .fill(`${inAnHour.getFullYear()}-${pad(inAnHour.getMonth() + 1)}-${pad(inAnHour.getDate())}T${pad(inAnHour.getHours())}:${pad(inAnHour.getMinutes())}`);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expectToast(admin.page, mailMsg.reminderScheduled);
    const scheduled = admin.page.getByRole('list', { name: 'Scheduled reminders' }).getByRole('listitem').filter({ hasText: 'Scheduled' });
    await scheduled.waitFor();
    await screenshot(admin.page, 'mail-reminder-scheduled-desktop');
    await scheduled.getByRole('button', { name: /^Cancel the reminder of / }).click();
    await admin.page.getByRole('dialog', { name: 'Cancel scheduled reminder' }).getByRole('button', { name: 'Cancel reminder' }).click();
    await expectToast(admin.page, mailMsg.reminderScheduleCancelled);
    await admin.page.getByRole('list', { name: 'Scheduled reminders' }).getByText('Cancelled', { exact: true }).waitFor();

    expect(quietErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await admin.context.close();
  });
});
