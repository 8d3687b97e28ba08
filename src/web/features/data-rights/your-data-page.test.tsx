import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { YourDataPage } from './your-data-page.tsx';

// "Delete my account" on "Your data" (docs/decisions/041, 048): the balance, the tick that gives it up, the password,
// and what follows a deletion (signed out, the confirmation page).

function show(tokenBalance: number, role: 'user' | 'admin' = 'user') {
  answer('POST', '/me/account/delete', messageResponse, { message: msg.accountDeleted });
  const as = role === 'admin' ? anAdmin({ tokenBalance }) : aProfile({ tokenBalance });
  return renderApp(<YourDataPage />, { as, path: '/account/data' });
}

describe('Delete my account', () => {
  it('deletes an account without tokens with the password, forgets the session and shows the confirmation', async () => {
    const { user, queryClient } = show(0);
    expect(await screen.findByText('0 tokens')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('/account/deleted');
    expect(sentTo('POST', '/me/account/delete')).toEqual([{ password: 'correct horse', giveUpTokens: false }]);
    expect(queryClient.getQueryData(['auth', 'session'])).toMatchObject({ profile: null });
    expect(dialog).not.toBeInTheDocument();
  });

  it('with a balance, asks for the tick before sending, then sends that the tokens are given up', async () => {
    const { user } = show(12);
    expect(await screen.findByText('12 tokens')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog');
    expect(screen.getByText(/Your account still holds 12 tokens/)).toBeVisible();
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Tick the box to confirm that you give up your remaining tokens')).toBeVisible();
    expect(sentTo('POST', '/me/account/delete')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'I give up my remaining 12 tokens' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('/account/deleted');
    expect(sentTo('POST', '/me/account/delete')).toEqual([{ password: 'correct horse', giveUpTokens: true }]);
  });

  it('works from the keyboard alone: Enter opens, Space ticks, Enter confirms', async () => {
    const { user } = show(3);
    (await screen.findByRole('button', { name: 'Delete my account' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    const box = screen.getByRole('checkbox');
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    screen.getByLabelText('Your password').focus();
    await user.keyboard('correct horse{Enter}');
    expect(await screen.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('/account/deleted');
  });

  it('shows a wrong password under the field and stays signed in', async () => {
    const { user, queryClient } = show(0);
    refuse('POST', '/me/account/delete', 400, { code: ERROR_CODES.validation, message: msg.passwordWrong, messageKey: 'passwordWrong', details: { field: 'password' } });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('This password is incorrect')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(queryClient.getQueryData(['auth', 'session'])).toMatchObject({ profile: { email: expect.any(String) } });
  });

  it('says why when orders are pending', async () => {
    const { user } = show(0);
    refuse('POST', '/me/account/delete', 409, { code: ERROR_CODES.pendingOrders, message: msg.pendingOrdersLeft, messageKey: 'pendingOrdersLeft' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText(/This account has pending orders/)).toBeVisible();
  });

  it('offers no deletion to staff and admins', async () => {
    show(0, 'admin');
    expect(await screen.findByText(/ask an admin to make your account a guest account first/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });
});
