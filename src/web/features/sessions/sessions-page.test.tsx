import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { accountSessionsResponse, endedSessionsResponse, endSessionResponse, type AccountSession } from '#shared/schemas/sessions.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAccountSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { SessionsPage } from './sessions-page.tsx';

const here = () => anAccountSession({ current: true, browser: 'Chrome', os: 'Windows', ipAddress: '198.51.100.4', lastSeenAt: '2026-07-02T19:00:00.000Z' });

function showSessions(sessions: AccountSession[]) {
  answer('GET', '/auth/sessions', accountSessionsResponse, { sessions });
  return renderApp(<SessionsPage />, { as: aProfile(), path: '/account/sessions' });
}

const section = async (name: RegExp | string) => within(await screen.findByRole('region', { name }));
const card = async (name: RegExp | string) => within(await screen.findByRole('article', { name }));

describe('Your sessions', () => {
  it('shows this device first and marked, then the others with device, address, signed in and last active', async () => {
    const phone = anAccountSession({ browser: 'Safari', os: 'iOS', ipAddress: '203.0.113.9', createdAt: '2026-06-28T08:15:00.000Z', lastSeenAt: '2026-07-01T21:40:00.000Z' });
    const unknown = anAccountSession({ browser: null, os: null, ipAddress: null });
    showSessions([here(), phone, unknown]);

    const current = await section('Current session');
    const mine = within(current.getByRole('article'));
    expect(mine.getByRole('heading')).toHaveTextContent('Chrome on WindowsThis device');
    expect(mine.getByText('198.51.100.4')).toBeVisible();
    expect(mine.getByText('Last active').nextSibling).toHaveTextContent('Now');
    expect(mine.queryByRole('button', { name: 'End session' })).toBeNull();

    const others = await section('Other sessions (2)');
    const shown = await card('Safari on iOS');
    expect(others.getAllByRole('article')).toHaveLength(2);
    expect(shown.getByText('IP address').nextSibling).toHaveTextContent('203.0.113.9');
    expect(shown.getByText('Signed in').nextSibling).toHaveTextContent(formatDateTime(phone.createdAt));
    expect(shown.getByText('Last active').nextSibling).toHaveTextContent(formatDateTime(phone.lastSeenAt));
    const nameless = await card('Unknown device');
    expect(nameless.getByText('IP address').nextSibling).toHaveTextContent('Unknown');
  });

  it('ends another session after asking, says so, and shows the list again', async () => {
    const phone = anAccountSession({ browser: 'Safari', os: 'iOS' });
    const { user } = showSessions([here(), phone]);
    await user.click((await card('Safari on iOS')).getByRole('button', { name: 'End session' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End this session?' }));
    expect(dialog.getByText('Safari on iOS will be signed out and must sign in again with the password.')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo('DELETE', `/auth/sessions/${phone.id}`)).toEqual([]);

    await user.click((await card('Safari on iOS')).getByRole('button', { name: 'End session' }));
    answer('DELETE', `/auth/sessions/${phone.id}`, endSessionResponse, { message: msg.sessionEnded, signedOut: false });
    answer('GET', '/auth/sessions', accountSessionsResponse, { sessions: [here()] });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End session' }));
    await screen.findByText(msg.sessionEnded);
    expect(sentTo('DELETE', `/auth/sessions/${phone.id}`)).toHaveLength(1);
    expect(await screen.findByText('No other sessions')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends all other sessions after asking, and says how many ended', async () => {
    const { user } = showSessions([here(), anAccountSession(), anAccountSession({ browser: 'Chrome', os: 'Android' })]);
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End all other sessions?' }));
    expect(dialog.getByText(/This device stays signed in\.$/)).toBeVisible();
    answer('POST', '/auth/sessions/end-others', endedSessionsResponse, { ended: 2, message: msg.otherSessionsEnded({ n: 2 }) });
    answer('GET', '/auth/sessions', accountSessionsResponse, { sessions: [here()] });
    await user.click(dialog.getByRole('button', { name: 'End all other sessions' }));
    await screen.findByText('2 other sessions ended');
    expect(sentTo('POST', '/auth/sessions/end-others')).toHaveLength(1);
    expect(await screen.findByText('No other sessions')).toBeVisible();
  });

  it('says so when a session was already ended elsewhere, and shows the list as it is now', async () => {
    const phone = anAccountSession();
    const { user } = showSessions([here(), phone]);
    await user.click((await card('Firefox on macOS')).getByRole('button', { name: 'End session' }));
    refuse('DELETE', `/auth/sessions/${phone.id}`, 404, { code: ERROR_CODES.notFound, message: msg.sessionNotFound, messageKey: 'sessionNotFound' });
    answer('GET', '/auth/sessions', accountSessionsResponse, { sessions: [here()] });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End session' }));
    await screen.findByText(msg.sessionNotFound);
    expect(await screen.findByText('No other sessions')).toBeVisible();
  });

  it('has an empty state for a single session, without the button to end the others', async () => {
    showSessions([here()]);
    expect(await screen.findByText('No other sessions')).toBeVisible();
    expect(screen.getByText('Your account is signed in on this device only.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Other sessions (0)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it('shows a spinner while the list loads', async () => {
    let release = () => {};
    answer('GET', '/auth/sessions', accountSessionsResponse, () => new Promise((resolve) => (release = () => resolve({ sessions: [here()] }))));
    renderApp(<SessionsPage />, { as: aProfile(), path: '/account/sessions' });
    expect(await screen.findByText('Loading your sessions...')).toBeVisible();
    release();
    expect(await screen.findByRole('article', { name: /Chrome on Windows/ })).toBeVisible();
  });

  it('shows a failure with its reason and Try Again, which loads the list', async () => {
    refuse('GET', '/auth/sessions', 503, { code: ERROR_CODES.unavailable, message: msg.serviceUnavailable, messageKey: 'serviceUnavailable' });
    const { user } = renderApp(<SessionsPage />, { as: aProfile(), path: '/account/sessions' });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Unable to Load Your Sessions');
    expect(failed).toHaveTextContent(msg.serviceUnavailable);
    answer('GET', '/auth/sessions', accountSessionsResponse, { sessions: [here()] });
    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: /Chrome on Windows/ })).toBeVisible();
  });

  it('works from the keyboard: Tab to End session, Enter asks, Escape leaves it', async () => {
    const { user } = showSessions([here(), anAccountSession()]);
    const end = (await card('Firefox on macOS')).getByRole('button', { name: 'End session' });
    for (let presses = 0; document.activeElement !== end && presses < 20; presses++) await user.tab();
    expect(end).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'End this session?' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo('DELETE', /\/auth\/sessions\//)).toEqual([]);
  });
});
