import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { adminUserOverviewResponse } from '#shared/schemas/admin-users.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminUserPage } from './admin-user-page.tsx';

describe("a guest's page", () => {
  it('removes every second factor of the account after asking, naming it', async () => {
    const guest = aProfile({ email: 'anna@example.com' });
    answer('GET', `/admin/users/${guest.id}`, adminUserOverviewResponse, { user: guest, lounges: [], orders: [], statement: { entries: [], nextBefore: null } });
    const { user } = renderApp(<AdminUserPage />, { as: anAdmin(), path: `/admin/users/${guest.id}`, route: '/admin/users/:userId' });
    await user.click(await screen.findByRole('button', { name: 'Remove second factors' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove second factors' }));
    expect(confirm.getByText(/Every authenticator app, passkey and recovery code of anna@example.com is removed/)).toBeVisible();

    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(sentTo('DELETE', `/admin/users/${guest.id}/second-factor`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove second factors' }));
    answer('DELETE', `/admin/users/${guest.id}/second-factor`, messageResponse, { message: msg.secondFactorReset({ email: guest.email }) });
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove second factors' })).getByRole('button', { name: 'Remove' }));
    await screen.findByText('The second factors of anna@example.com were removed');
    expect(sentTo('DELETE', `/admin/users/${guest.id}/second-factor`)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Remove second factors' })).toBeNull();
  });
});
