import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import { endedSessionsResponse } from '#shared/schemas/sessions.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { EndSessionsAction } from './end-sessions-action.tsx';

describe('End all sessions, on a user page', () => {
  it('asks first, naming the user; then ends them and says how many', async () => {
    const guest = aProfile({ email: 'anna@example.com' });
    const { user } = renderApp(<EndSessionsAction user={guest} />, { as: anAdmin(), path: `/admin/users/${guest.id}` });
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End all sessions?' }));
    expect(dialog.getByText('anna@example.com is signed out on every device and must sign in again.')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(sentTo('POST', `/admin/users/${guest.id}/end-sessions`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    answer('POST', `/admin/users/${guest.id}/end-sessions`, endedSessionsResponse, { ended: 3, message: msg.userSessionsEnded({ email: guest.email, n: 3 }) });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End all sessions' }));
    await screen.findByText('3 sessions of anna@example.com ended');
    expect(sentTo('POST', `/admin/users/${guest.id}/end-sessions`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells an admin on their own page that the session they use stays', async () => {
    const me = anAdmin();
    const { user } = renderApp(<EndSessionsAction user={me} />, { as: me, path: `/admin/users/${me.id}` });
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End all sessions?' }));
    expect(await dialog.findByText('Your account is signed out on every other device. This session stays signed in.')).toBeVisible();
  });
});
