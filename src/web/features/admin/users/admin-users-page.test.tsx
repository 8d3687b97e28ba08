import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { adminUserResponse, adminUsersResponse } from '#shared/schemas/admin-users.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

function showPage(users: Profile[], applications: Profile[] = []) {
  answer('GET', '/admin/users', adminUsersResponse, { users });
  answer('GET', '/admin/applications', adminUsersResponse, { users: applications });
  return renderApp(<AdminUsersPage />, { as: anAdmin(), path: '/admin/users' });
}

/** The wide table of active users (a card list beside it carries the same rows for narrow screens). */
const activeTable = async () => within(await screen.findByRole('region', { name: 'Active users' }));
const rowOf = async (email: string) => within((await (await activeTable()).findByText(email)).closest('tr')!);

describe('Users page', () => {
  it('edits a balance only with a whole number and a reason, which it sends with the new balance', async () => {
    const guest = aProfile({ email: 'anna@example.com', tokenBalance: 40 });
    const { user } = showPage([guest]);
    await user.click((await rowOf('anna@example.com')).getByRole('button', { name: 'Edit tokens of anna@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Token Balance' });
    expect(dialog).toHaveTextContent('anna@example.com currently has 40 tokens.');
    const balance = within(dialog).getByLabelText('New balance (tokens)');
    expect(balance).toHaveValue(40);

    await user.clear(balance);
    await user.type(balance, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Balance' }));
    expect(await within(dialog).findByText(msg.invalidTokenAmount)).toBeVisible();
    expect(within(dialog).getByText(msg.adjustmentReasonRequired)).toBeVisible();

    // Spaces are no reason.
    await user.clear(balance);
    await user.type(balance, '75');
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Balance' }));
    await within(dialog).findByText(msg.adjustmentReasonRequired);
    expect(within(dialog).queryByText(msg.invalidTokenAmount)).toBeNull();
    expect(sentTo('PUT', `/admin/users/${guest.id}/token-balance`)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), 'Welcome drinks for the early application');
    answer('PUT', `/admin/users/${guest.id}/token-balance`, adminUserResponse, { user: { ...guest, tokenBalance: 75 }, message: 'ok' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Balance' }));
    await screen.findByText(msg.tokenBalanceUpdated);
    expect(sentTo('PUT', `/admin/users/${guest.id}/token-balance`)).toEqual([{ tokenBalance: 75, reason: 'Welcome drinks for the early application' }]);
    expect(screen.queryByRole('dialog', { name: 'Edit Token Balance' })).toBeNull();
  });

  it('creates a user: checks the e-mail and password first, sends role and initial tokens', async () => {
    const { user } = showPage([]);
    await user.click(await screen.findByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    expect(within(dialog).getByLabelText('Initial tokens')).toHaveValue(100);
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.type(within(dialog).getByLabelText('Password'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText(msg.invalidEmail)).toBeVisible();
    expect(within(dialog).getByText(msg.passwordTooShort)).toBeVisible();

    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'Runner@Example.com');
    await user.type(within(dialog).getByLabelText('Password'), '-night-runner-9');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'staff');
    await user.clear(within(dialog).getByLabelText('Initial tokens'));
    await user.type(within(dialog).getByLabelText('Initial tokens'), '0');
    answer('POST', '/admin/users', adminUserResponse, { user: aProfile({ role: 'staff' }), message: 'ok' }, 201);
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await screen.findByText(msg.userCreated);
    expect(sentTo('POST', '/admin/users')).toEqual([{ email: 'runner@example.com', password: 'abc-night-runner-9', role: 'staff', initialTokens: 0 }]);
  });

  it('asks before giving a role that opens the back office, saying what it may do', async () => {
    const guest = aProfile({ email: 'anna@example.com' });
    const { user } = showPage([guest]);
    const role = (await rowOf('anna@example.com')).getByLabelText('Role of anna@example.com');

    await user.selectOptions(role, 'admin');
    let confirm = await screen.findByRole('dialog', { name: 'Change Role' });
    expect(confirm).toHaveTextContent(
      'Make anna@example.com an admin? An admin may do everything in the back office, including changing token balances and managing users.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Change Role' })).toBeNull();
    expect(role).toHaveValue('user');

    await user.selectOptions(role, 'staff');
    confirm = await screen.findByRole('dialog', { name: 'Change Role' });
    expect(confirm).toHaveTextContent('Make anna@example.com staff? Staff may use the packing list and the delivery run, nothing else of the back office.');
    answer('PUT', `/admin/users/${guest.id}/role`, adminUserResponse, { user: { ...guest, role: 'staff' }, message: 'ok' });
    await user.click(within(confirm).getByRole('button', { name: 'Change Role' }));
    await screen.findByText(msg.roleUpdated);
    expect(sentTo('PUT', `/admin/users/${guest.id}/role`)).toEqual([{ role: 'staff' }]);
  });

  it('takes a role back without asking, and never lets admins change their own', async () => {
    const staff = aProfile({ email: 'runner@example.com', role: 'staff' });
    const me = anAdmin();
    answer('GET', '/admin/users', adminUsersResponse, { users: [staff, me] });
    answer('GET', '/admin/applications', adminUsersResponse, { users: [] });
    const { user } = renderApp(<AdminUsersPage />, { as: me, path: '/admin/users' });
    // Disabled once the session says whose the row is.
    const own = (await rowOf(me.email)).getByLabelText(`Role of ${me.email}`);
    await waitFor(() => expect(own).toBeDisabled());

    answer('PUT', `/admin/users/${staff.id}/role`, adminUserResponse, { user: { ...staff, role: 'user' }, message: 'ok' });
    await user.selectOptions((await rowOf('runner@example.com')).getByLabelText('Role of runner@example.com'), 'user');
    await screen.findByText(msg.roleUpdated);
    expect(screen.queryByRole('dialog', { name: 'Change Role' })).toBeNull();
    expect(sentTo('PUT', `/admin/users/${staff.id}/role`)).toEqual([{ role: 'user' }]);
  });

  it('finds users by part of the e-mail and says when none match', async () => {
    const { user } = showPage([aProfile({ email: 'anna@example.com' }), aProfile({ email: 'ben@example.com' })]);
    await rowOf('anna@example.com');
    await user.type(screen.getByLabelText('Search by e-mail'), 'BEN');
    expect((await activeTable()).queryByText('anna@example.com')).toBeNull();
    expect((await activeTable()).getByText('ben@example.com')).toBeVisible();
    await user.clear(screen.getByLabelText('Search by e-mail'));
    await user.type(screen.getByLabelText('Search by e-mail'), 'no-such-guest');
    expect((await activeTable()).getByText("No users match 'no-such-guest'.")).toBeVisible();
  });

  it('sends a password reset mail and says to whom', async () => {
    const guest = aProfile({ email: 'anna@example.com' });
    const { user } = showPage([guest]);
    answer('POST', `/admin/users/${guest.id}/password-reset`, messageResponse, { message: 'sent' });
    await user.click((await rowOf('anna@example.com')).getByRole('button', { name: 'Send Reset password e-mail to anna@example.com' }));
    await screen.findByText(msg.resetEmailSent({ email: 'anna@example.com' }));
    expect(sentTo('POST', `/admin/users/${guest.id}/password-reset`)).toHaveLength(1);
  });

  it('approves an application after asking, from the Applications tab that counts them', async () => {
    const applicant = aProfile({ email: 'applicant@example.com', status: 'inactive', bookingNumber: 'UNKNOWN-7' });
    const { user } = showPage([aProfile()], [applicant]);
    await user.click(await screen.findByRole('tab', { name: 'Applications (1)' }));
    const table = within(await screen.findByRole('region', { name: 'Applications' }));
    const row = within(table.getByText('applicant@example.com').closest('tr')!);
    expect(row.getByText('UNKNOWN-7')).toBeVisible();
    await user.click(row.getByRole('button', { name: 'Approve applicant@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve Application' });
    expect(confirm).toHaveTextContent('Activate the account of applicant@example.com? They can then order and claim lounges.');
    answer('POST', `/admin/applications/${applicant.id}/approve`, adminUserResponse, { user: { ...applicant, status: 'active' }, message: 'ok' });
    answer('GET', '/admin/applications', adminUsersResponse, { users: [] });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await screen.findByText(msg.applicationApproved);
    expect(sentTo('POST', `/admin/applications/${applicant.id}/approve`)).toHaveLength(1);
    expect(await screen.findByRole('tab', { name: 'Applications (0)' })).toBeVisible();
  });
});
