import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { adminLoungesResponse } from '#shared/schemas/admin-lounges.ts';
import { adminProductsResponse, type AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { adminUsersResponse } from '#shared/schemas/admin-users.ts';
import { orderChangeResponse } from '#shared/schemas/admin-orders.ts';
import { mixDrinksResponse } from '#shared/schemas/shop.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { aMixDrink, aProfile, anAdmin, anAdminLounge, anAdminProduct, anOrder } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { ManualOrderDialog } from './manual-order-dialog.tsx';

const product = (name: string, tokenPrice: number, maxMixChoices = 0): AdminProduct =>
  anAdminProduct({ name, tokenPrice, maxMixChoices, categoryType: maxMixChoices ? 'bottle' : 'other' });
const moet = product('Moët & Chandon Brut 75cl', 95);
const snacks = product('Snack Platter', 25);
const vodka = product('Grey Goose Vodka 70cl', 120, 3);
const lager = product('Lager 6-pack', 18);
/** Left out of the edition's shop (docs/decisions/031): the server would refuse it. */
const cognac = { ...product('Cognac XO 70cl', 150), offered: false };
const [tonic, gingerAle] = [aMixDrink('Tonic Water'), aMixDrink('Ginger Ale')];

/** The dialog for `guest`, who holds `lounges` (label and day), with the catalogue above. */
function showDialog(guest: Profile, lounges: [category: string, table: string, day: 'Thursday' | 'Friday' | 'Saturday'][]) {
  answer('GET', '/admin/users', adminUsersResponse, { users: [guest, aProfile({ email: 'other@example.com' })] });
  answer('GET', '/admin/products', adminProductsResponse, { products: [moet, snacks, vodka, lager, cognac] });
  answer('GET', '/mix-drinks', mixDrinksResponse, { mixDrinks: [tonic!, gingerAle!] });
  answer('GET', '/admin/lounges', adminLoungesResponse, {
    lounges: lounges.map(([category, tableNumber, day]) =>
      anAdminLounge({ category, tableNumber, day, isOccupied: true, tokensTransferred: true, assignedUsers: [{ id: guest.id, email: guest.email }] }),
    ),
  });
  const onClose = vi.fn();
  const view = renderApp(<ManualOrderDialog open onClose={onClose} />, { as: anAdmin() });
  return { ...view, onClose };
}

async function chooseGuest(user: ReturnType<typeof renderApp>['user'], email: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Create Manual Order' });
  await user.type(within(dialog).getByLabelText('Search users'), email);
  await user.click(await within(dialog).findByRole('button', { name: new RegExp(email) }));
  return within(dialog);
}

/** Creates the order, as the server accepts it with the guest's balance after; what the dialog sent. */
async function createOrder(user: ReturnType<typeof renderApp>['user'], dialog: Awaited<ReturnType<typeof chooseGuest>>, guest: Profile, { free, tokenBalance }: { free: boolean; tokenBalance: number }) {
  const order = { ...anOrder(), userId: guest.id, email: guest.email, isManual: true, isFree: free, createdByEmail: null, history: [], items: [] };
  answer('POST', '/admin/orders/manual', orderChangeResponse, { order, message: 'ok', tokenBalance }, 201);
  await user.click(dialog.getByRole('button', { name: 'Create Order' }));
  await screen.findByText(msg.manualOrderCreated({ free: free ? 'yes' : 'no' }));
  return sentTo('POST', '/admin/orders/manual');
}

describe('Create Manual Order', () => {
  it("gives the guest's only lounge to every line, counts the total against the balance, and may make it free", async () => {
    const guest = aProfile({ email: 'vip5@example.com', tokenBalance: 246 });
    const { user, onClose } = showDialog(guest, [['VIP', '5', 'Friday']]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Manual Order' }));
    expect(dialog.getByRole('button', { name: 'Create Order' })).toBeDisabled();
    await chooseGuest(user, guest.email);

    await user.click(await dialog.findByRole('button', { name: 'Add Moët & Chandon Brut 75cl' }));
    expect(dialog.queryByRole('button', { name: `Add ${cognac.name}` })).toBeNull();
    expect(dialog.getByLabelText('Lounge for Moët & Chandon Brut 75cl')).toHaveDisplayValue('VIP 5 · Friday');
    await user.click(dialog.getByRole('button', { name: 'Increase Moët & Chandon Brut 75cl' }));
    expect(dialog.getByLabelText('Quantity of Moët & Chandon Brut 75cl')).toHaveValue(2);
    // Going below one removes the line.
    await user.click(dialog.getByRole('button', { name: 'Add Snack Platter' }));
    await user.click(dialog.getByRole('button', { name: 'Decrease Snack Platter' }));
    expect(dialog.queryByLabelText('Quantity of Snack Platter')).toBeNull();

    // Typed over the whole box, as a person selects the figure and types another.
    await user.tripleClick(dialog.getByLabelText('Quantity of Moët & Chandon Brut 75cl'));
    await user.keyboard('3');
    expect(dialog.getByText('3 x 95 =', { exact: false })).toHaveTextContent('3 x 95 = 285 tokens');
    expect(dialog.getByRole('alert')).toHaveTextContent(msg.insufficientBalanceHint);
    expect(dialog.getByRole('button', { name: 'Create Order' })).toBeDisabled();

    await user.click(dialog.getByLabelText('Free Order'));
    expect(dialog.queryByText(msg.insufficientBalanceHint)).toBeNull();
    expect(await createOrder(user, dialog, guest, { free: true, tokenBalance: 246 })).toEqual([
      { userId: guest.id, items: [{ productId: moet.id, quantity: 3, loungeId: expect.any(String) }], free: true },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a lounge per line when the guest has several, bottles their mix drinks, and sends a line without a lounge only as chosen', async () => {
    const guest = aProfile({ email: 'terrace@example.com', tokenBalance: 600 });
    const { user } = showDialog(guest, [['Terrace', '2', 'Friday'], ['Terrace', '1', 'Friday'], ['Loft', '4', 'Thursday']]);
    const dialog = await chooseGuest(user, guest.email);

    await user.click(await dialog.findByRole('button', { name: 'Add Grey Goose Vodka 70cl' }));
    const chooser = within(await screen.findByRole('dialog', { name: 'Choose your mix drinks' }));
    await user.click(chooser.getByRole('button', { name: 'Add Tonic Water' }));
    await user.click(chooser.getByRole('button', { name: 'Add Ginger Ale' }));
    await user.click(chooser.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Tonic Water, Ginger Ale')).toBeVisible();

    // Several lounges: nothing is chosen for the admin, in festival order, and the order waits for a choice.
    const vodkaLounge = dialog.getByLabelText('Lounge for Grey Goose Vodka 70cl');
    expect(vodkaLounge).toHaveValue('');
    expect(within(vodkaLounge).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a lounge…',
      'Loft 4 · Thursday',
      'Terrace 1 · Friday',
      'Terrace 2 · Friday',
      msg.noLoungeNotPacked,
    ]);
    expect(dialog.getByText("Choose one of the guest's lounges before creating the order.")).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Create Order' })).toBeDisabled();
    await user.selectOptions(vodkaLounge, 'Terrace 2 · Friday');

    // Changing the drinks opens the chooser with the choice made.
    await user.click(dialog.getByRole('button', { name: 'Change mix drinks of Grey Goose Vodka 70cl' }));
    const again = within(await screen.findByRole('dialog', { name: 'Choose your mix drinks' }));
    await user.click(again.getByRole('button', { name: 'Remove Ginger Ale' }));
    await user.click(again.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Tonic Water')).toBeVisible();

    // A line without a lounge is a choice that says what it means.
    await user.click(dialog.getByRole('button', { name: 'Add Lager 6-pack' }));
    await user.selectOptions(dialog.getByLabelText('Lounge for Lager 6-pack'), msg.noLoungeNotPacked);
    expect(dialog.getAllByText(msg.noLoungeNotPacked).filter((element) => element.tagName === 'P')).toHaveLength(1);

    const [sent] = await createOrder(user, dialog, guest, { free: false, tokenBalance: 462 });
    expect(sent).toEqual({
      userId: guest.id,
      items: [
        { productId: vodka.id, quantity: 1, loungeId: expect.any(String), mixDrinkIds: [tonic!.id] },
        { productId: lager.id, quantity: 1, withoutLounge: true },
      ],
      free: false,
    });
  });
});
