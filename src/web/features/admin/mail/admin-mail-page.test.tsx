import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { z } from 'zod';
import { mailMsg } from '#shared/mail-messages.ts';
import { msg } from '#shared/messages.ts';
import {
  adminMailSchema,
  adminMailsResponse,
  reminderPreviewResponse,
  reminderResponse,
  reminderScheduleResponse,
  reminderSchedulesResponse,
  type AdminMail,
  type ReminderSchedule,
} from '#shared/schemas/mail.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { anAdmin, newId, publicSettings } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminMailPage } from './admin-mail-page.tsx';

/** A retried mail, as the retry route answers (its schema is written in the route). */
const retriedResponse = z.object({ mail: adminMailSchema, message: z.string() });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const aSchedule = (overrides: Partial<ReminderSchedule> = {}): ReminderSchedule => ({
  id: newId(),
  runAt: inAnHour(),
  status: 'scheduled',
  createdAt: '2026-07-01T10:00:00.000Z',
  finishedAt: null,
  queued: null,
  ...overrides,
});
const failedWelcome: AdminMail = {
  id: newId(),
  kind: 'welcome',
  recipient: 'anna@example.com',
  subject: 'Welcome to the Lounge Pre-Order',
  status: 'failed',
  attempts: 2,
  lastError: 'connect ECONNREFUSED: mail server away',
  createdAt: '2026-07-01T10:00:00.000Z',
  nextAttemptAt: '2026-07-01T10:00:00.000Z',
  sentAt: null,
};

function showPage({ path = '/admin/mail', schedules = [] as ReminderSchedule[], mails = [] as AdminMail[] } = {}) {
  answer('GET', '/admin/mails', adminMailsResponse, { mails, counts: { waiting: 0, sending: 0, sent: 3, failed: mails.length } });
  answer('GET', '/admin/mails/reminder-schedules', reminderSchedulesResponse, { schedules });
  answer('GET', '/settings/public', publicSettingsSchema, publicSettings());
  return renderApp(<AdminMailPage />, { as: anAdmin(), path, route: '/admin/mail' });
}

async function openSendReminder(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Send reminder now' }));
  return within(await screen.findByRole('dialog', { name: 'Send reminder now' }));
}

describe('Mail page: the reminder', () => {
  it('says how many guests a reminder sent now reaches, and sends it', async () => {
    answer('GET', '/admin/mails/reminders', reminderPreviewResponse, { recipients: 2, deadline: inAnHour() });
    const { user } = showPage();
    const dialog = await openSendReminder(user);
    expect(await dialog.findByText('2 guests with tokens left will get the reminder now.', { exact: false })).toBeVisible();
    answer('POST', '/admin/mails/reminders', reminderResponse, { queued: 2, message: 'ok' });
    await user.click(dialog.getByRole('button', { name: 'Send to 2 guests' }));
    await screen.findByText(msg.reminderQueued({ n: 2 }));
    expect(sentTo('POST', '/admin/mails/reminders')).toHaveLength(1);
  });

  it('cannot send a reminder that would reach nobody, nor one after the pre-order closed, and says which', async () => {
    answer('GET', '/admin/mails/reminders', reminderPreviewResponse, { recipients: 0, deadline: inAnHour() });
    const { user } = showPage();
    let dialog = await openSendReminder(user);
    expect(await dialog.findByText('Nobody would get this reminder now: no guest with tokens left is waiting for it.', { exact: false })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    // After the deadline the server counts nobody (reminder.service.ts); the page says why.
    answer('GET', '/admin/mails/reminders', reminderPreviewResponse, { recipients: 0, deadline: new Date(Date.now() - 60_000).toISOString() });
    dialog = await openSendReminder(user);
    expect(await dialog.findByText(mailMsg.reminderTooLate)).toBeVisible();
    expect(dialog.queryByText(/^Nobody would get/)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(sentTo('POST', '/admin/mails/reminders')).toEqual([]);
  });

  it('schedules a reminder only with a time, sent as an instant', async () => {
    const { user } = showPage();
    await user.click(await screen.findByRole('button', { name: 'Schedule reminder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule reminder' }));
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await dialog.findByText(mailMsg.reminderTimeMissing)).toBeVisible();
    expect(sentTo('POST', '/admin/mails/reminder-schedules')).toEqual([]);

    await user.type(dialog.getByLabelText('Send at'), '2026-07-03T18:30');
    answer('POST', '/admin/mails/reminder-schedules', reminderScheduleResponse, { schedule: aSchedule(), message: 'ok' }, 201);
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await screen.findByText(mailMsg.reminderScheduled);
    expect(sentTo('POST', '/admin/mails/reminder-schedules')).toEqual([{ runAt: new Date('2026-07-03T18:30').toISOString() }]);
  });

  it('lists a scheduled reminder until it is cancelled, after asking', async () => {
    const scheduled = aSchedule();
    const { user } = showPage({ schedules: [scheduled, aSchedule({ status: 'cancelled', finishedAt: '2026-07-01T11:00:00.000Z' })] });
    const list = within(await screen.findByRole('list', { name: 'Scheduled reminders' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    await user.click(list.getByRole('button', { name: /^Cancel the reminder of / }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancel scheduled reminder' }));
    answer('POST', `/admin/mails/reminder-schedules/${scheduled.id}/cancel`, reminderScheduleResponse, { schedule: { ...scheduled, status: 'cancelled' }, message: 'ok' });
    await user.click(confirm.getByRole('button', { name: 'Cancel reminder' }));
    await screen.findByText(mailMsg.reminderScheduleCancelled);
    expect(sentTo('POST', `/admin/mails/reminder-schedules/${scheduled.id}/cancel`)).toHaveLength(1);
  });
});

describe('Mail page: the lists', () => {
  it('shows a failed mail with its kind and last error, and queues it again', async () => {
    const { user } = showPage({ path: '/admin/mail?status=failed', mails: [failedWelcome] });
    expect(await screen.findByRole('tab', { name: 'Failed (1)' })).toHaveAttribute('aria-selected', 'true');
    const table = within(await screen.findByRole('region', { name: 'Failed mails' }));
    const row = within(table.getByText('anna@example.com').closest('tr')!);
    expect(row.getByText('Welcome')).toBeVisible();
    expect(row.getByText(/mail server away/)).toBeVisible();
    answer('POST', `/admin/mails/${failedWelcome.id}/retry`, retriedResponse, { mail: { ...failedWelcome, status: 'waiting' }, message: 'ok' });
    await user.click(row.getByRole('button', { name: 'Retry mail to anna@example.com: Welcome to the Lounge Pre-Order' }));
    await screen.findByText(msg.mailRequeued);
    expect(sentTo('POST', `/admin/mails/${failedWelcome.id}/retry`)).toHaveLength(1);
  });
});
