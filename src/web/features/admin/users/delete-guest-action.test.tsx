import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { DeleteGuestAction } from './delete-guest-action.tsx';

const deleteUrl = (id: string) => `/admin/users/${id}/delete`;

describe('Delete account, on a guest’s page', () => {
  it('says what goes and what stays; with tokens left it asks for the giving-up before sending, then opens the users list', async () => {
    const guest = aProfile({ email: 'anna@example.com', tokenBalance: 40 });
    const { user } = renderApp(<DeleteGuestAction user={guest} />, { as: anAdmin(), path: `/admin/users/${guest.id}` });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this guest’s account?' }));
    expect(dialog.getByText(/the e-mail address anna@example.com, the sign-in and the account’s personal data are erased for good/)).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Tick the box: the guest’s remaining tokens are given up with the account.');
    expect(sentTo('POST', deleteUrl(guest.id))).toEqual([]);

    answer('POST', deleteUrl(guest.id), messageResponse, { message: msg.guestDeleted });
    await user.click(dialog.getByRole('checkbox', { name: 'The guest gives up the remaining 40 tokens' }));
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('/admin/users');
    expect(sentTo('POST', deleteUrl(guest.id))).toEqual([{ giveUpTokens: true }]);
    await screen.findByText(msg.guestDeleted);
  });

  it('sends at once without tokens left, and shows a refusal for pending orders in the dialog', async () => {
    const guest = aProfile({ tokenBalance: 0 });
    const { user } = renderApp(<DeleteGuestAction user={guest} />, { as: anAdmin(), path: `/admin/users/${guest.id}` });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    refuse('POST', deleteUrl(guest.id), 409, { code: ERROR_CODES.pendingOrders, message: msg.pendingOrdersLeft, messageKey: 'pendingOrdersLeft' });
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(msg.pendingOrdersLeft);
    expect(sentTo('POST', deleteUrl(guest.id))).toEqual([{ giveUpTokens: false }]);
  });
});
