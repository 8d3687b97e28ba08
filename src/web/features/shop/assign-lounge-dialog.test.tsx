import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { claimLoungesResponse } from '#shared/schemas/shop.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aMyLounge, aProfile } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AssignLoungeDialog } from './assign-lounge-dialog.tsx';

function showDialog() {
  const onOpenChange = vi.fn();
  const view = renderApp(<AssignLoungeDialog open onOpenChange={onOpenChange} />, { as: aProfile() });
  return { ...view, onOpenChange };
}

describe('Assign to Other Lounge', () => {
  it('asks for a booking number, and shows a refused one under the field rather than as a notification', async () => {
    const { user } = showDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign to Other Lounge' }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await dialog.findByText(msg.enterBookingNumber)).toBeVisible();
    expect(sentTo('POST', '/me/lounges/claim')).toEqual([]);

    refuse('POST', '/me/lounges/claim', 400, { code: ERROR_CODES.bookingInvalid, message: msg.invalidBooking, messageKey: 'invalidBooking' });
    await user.type(dialog.getByLabelText('Booking number'), 'LNG-0000');
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await dialog.findByText(msg.invalidBooking)).toBeVisible();
    expect(dialog.getByLabelText('Booking number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(msg.invalidBooking)).toHaveLength(1);
  });

  it("claims the booking's lounges and names them with the tokens they bring", async () => {
    const { user, onOpenChange } = showDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign to Other Lounge' }));
    answer('POST', '/me/lounges/claim', claimLoungesResponse, {
      message: 'ok',
      lounges: [aMyLounge({ tableNumber: '2' }), aMyLounge({ tableNumber: '4', day: 'Friday' })],
      alreadyAssigned: [],
      joinedWithoutTokens: [],
      tokensGranted: 300,
      tokenBalance: 500,
    });
    await user.type(dialog.getByLabelText('Booking number'), ' LNG-2002 ');
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    await screen.findByText('Successfully assigned to VIP 2, VIP 4 and received 300 tokens!');
    expect(sentTo('POST', '/me/lounges/claim')).toEqual([{ bookingNumber: 'LNG-2002' }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
