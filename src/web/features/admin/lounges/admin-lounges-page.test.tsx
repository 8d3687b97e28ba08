import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import { adminLoungeResponse, adminLoungesResponse, type AdminLounge } from '#shared/schemas/admin-lounges.ts';
import { adminUsersResponse } from '#shared/schemas/admin-users.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin, anAdminLounge } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminLoungesPage } from './admin-lounges-page.tsx';

const answerLounges = (lounges: AdminLounge[]) => answer('GET', '/admin/lounges', adminLoungesResponse, { lounges });
const changed = (lounge: AdminLounge) => ({ lounge, message: 'ok' });

function showPage(lounges: AdminLounge[]) {
  answerLounges(lounges);
  return renderApp(<AdminLoungesPage />, { as: anAdmin(), path: '/admin/lounges' });
}

/** The wide table (the card list beside it carries the same rows for narrow screens). */
const table = async () => within(await screen.findByRole('region', { name: 'Lounges' }));
const rowOf = async (label: string) => within((await (await table()).findByText(label, { selector: 'span' })).closest('tr')!);

describe('Lounges page', () => {
  it('adds a lounge: the form names what is missing, then sends the lounge as typed', async () => {
    const { user } = showPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add Lounge' }));
    const form = await screen.findByRole('dialog', { name: 'Add Lounge' });
    await user.click(within(form).getByRole('button', { name: 'Add Lounge' }));
    await within(form).findByText(msg.tableNumberRequired);
    expect(within(form).getByText(msg.categoryRequired)).toBeVisible();
    expect(within(form).getByText(msg.dayRequired)).toBeVisible();
    expect(sentTo('POST', '/admin/lounges')).toEqual([]);

    await user.type(within(form).getByLabelText('Table number'), '42');
    await user.type(within(form).getByLabelText('Category'), 'Garden');
    await user.selectOptions(within(form).getByLabelText('Day'), 'Saturday');
    await user.clear(within(form).getByLabelText('Minimum consumption (tokens)'));
    await user.type(within(form).getByLabelText('Minimum consumption (tokens)'), '350');
    await user.type(within(form).getByLabelText('Booking number (optional)'), 'GARDEN-42');
    answer('POST', '/admin/lounges', adminLoungeResponse, changed(anAdminLounge({ tableNumber: '42', category: 'Garden', day: 'Saturday' })), 201);
    await user.click(within(form).getByRole('button', { name: 'Add Lounge' }));

    await screen.findByText(msg.loungeCreated);
    expect(sentTo('POST', '/admin/lounges')).toEqual([
      { tableNumber: '42', category: 'Garden', day: 'Saturday', minimumConsumptionTokens: 350, bookingNumber: 'GARDEN-42' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add Lounge' })).toBeNull();
  });

  it('edits a lounge in the same form, filled with its values', async () => {
    const lounge = anAdminLounge({ category: 'Terrace', tableNumber: '2', day: 'Friday', minimumConsumptionTokens: 300, bookingNumber: 'LNG-3003' });
    const { user } = showPage([lounge]);
    await user.click((await table()).getByRole('button', { name: 'Edit Terrace 2' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Lounge' });
    expect(within(form).getByLabelText('Minimum consumption (tokens)')).toHaveValue(300);
    expect(within(form).getByLabelText('Day')).toHaveValue('Friday');
    await user.clear(within(form).getByLabelText('Booking number (optional)'));
    answer('PUT', `/admin/lounges/${lounge.id}`, adminLoungeResponse, changed(lounge));
    await user.click(within(form).getByRole('button', { name: 'Save Lounge' }));
    await screen.findByText(msg.loungeUpdated);
    // An emptied booking number is sent as none (the shared schema's optional text).
    expect(sentTo('PUT', `/admin/lounges/${lounge.id}`)).toEqual([
      { tableNumber: '2', category: 'Terrace', day: 'Friday', minimumConsumptionTokens: 300, bookingNumber: null },
    ]);
  });

  it('lists lounges by day, category and table number, with day tabs in festival order and their counts', async () => {
    const { user } = showPage([
      anAdminLounge({ category: 'VIP', tableNumber: '10', day: 'Saturday' }),
      anAdminLounge({ category: 'VIP', tableNumber: '2', day: 'Saturday' }),
      anAdminLounge({ category: 'Garden', tableNumber: '42', day: 'Saturday' }),
      anAdminLounge({ category: 'VIP', tableNumber: '1', day: 'Thursday' }),
    ]);
    await rowOf('VIP 1');
    const labels = (await table()).getAllByRole('row').slice(1).map((row) => row.querySelector('td span')!.textContent);
    expect(labels).toEqual(['VIP 1', 'Garden 42', 'VIP 2', 'VIP 10']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Days (4)', 'Thursday (1)', 'Saturday (3)']);

    await user.click(screen.getByRole('tab', { name: 'Thursday (1)' }));
    expect((await table()).queryByText('Garden 42')).toBeNull();
    expect((await table()).getByText('VIP 1')).toBeVisible();
  });

  it('reads a free, an assigned and an unassigned lounge plainly; tokens once given out are not offered again', async () => {
    const free = anAdminLounge({ category: 'Garden', tableNumber: '42' });
    const held = anAdminLounge({ category: 'VIP', tableNumber: '2', isOccupied: true, tokensTransferred: true, assignedUsers: [{ id: aProfile().id, email: 'anna@example.com' }] });
    const given = anAdminLounge({ category: 'VIP', tableNumber: '3', tokensTransferred: true });
    showPage([free, held, given]);

    const freeRow = await rowOf('Garden 42');
    expect(freeRow.getByText('Available')).toBeVisible();
    expect(freeRow.getByText('Tokens Available')).toBeVisible();
    expect(freeRow.getByText('Not assigned')).toBeVisible();
    expect(freeRow.getByRole('button', { name: 'Assign user to Garden 42' })).toBeEnabled();

    const heldRow = await rowOf('VIP 2');
    expect(heldRow.getByText('Assigned')).toBeVisible();
    expect(heldRow.getByText('Tokens Transferred')).toBeVisible();
    expect(heldRow.getByText('anna@example.com')).toBeVisible();
    expect(heldRow.getByRole('button', { name: 'Move VIP 2 to another guest' })).toBeEnabled();

    const givenRow = await rowOf('VIP 3');
    expect(givenRow.getByText('Available')).toBeVisible();
    expect(givenRow.getByText('Tokens Transferred')).toBeVisible();
    expect(givenRow.getByRole('button', { name: 'Assign user to VIP 3' })).toBeDisabled();
  });

  it('asks before unassigning, naming the guest and the lounge', async () => {
    const guest = aProfile({ email: 'anna@example.com' });
    const lounge = anAdminLounge({ category: 'Garden', tableNumber: '42', isOccupied: true, tokensTransferred: true, assignedUsers: [{ id: guest.id, email: guest.email }] });
    const { user } = showPage([lounge]);
    await user.click(await (await table()).findByRole('button', { name: 'Unassign anna@example.com from Garden 42' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unassign User' });
    expect(confirm).toHaveTextContent(msg.confirmUnassign({ email: 'anna@example.com', lounge: 'Garden 42' }));
    answer('DELETE', `/admin/lounges/${lounge.id}/assignments/${guest.id}`, adminLoungeResponse, changed(lounge));
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    await screen.findByText(msg.userUnassigned);
    expect(sentTo('DELETE', `/admin/lounges/${lounge.id}/assignments/${guest.id}`)).toHaveLength(1);
  });

  it('shows a group lounge as its first guest plus "+N more", with an unassign button per guest naming them', async () => {
    const guests = ['anna@example.com', 'ben@example.com', 'cleo@example.com'].map((email) => aProfile({ email }));
    const lounge = anAdminLounge({
      category: 'VIP',
      tableNumber: '7',
      isOccupied: true,
      tokensTransferred: true,
      assignedUsers: guests.map(({ id, email }) => ({ id, email })),
    });
    const { user } = showPage([lounge]);
    const row = await rowOf('VIP 7');
    expect(row.getByText('anna@example.com')).toBeVisible();
    expect(row.getByText('+2 more')).toBeVisible();
    expect(row.queryByText('ben@example.com')).toBeNull();
    expect(row.getAllByRole('button', { name: /^Unassign / }).map((b) => b.getAttribute('aria-label'))).toEqual(
      guests.map(({ email }) => `Unassign ${email} from VIP 7`),
    );
    // Further guests join with the booking number, not through the back office (docs/decisions/032-group-lounges.md).
    expect(row.queryByRole('button', { name: 'Assign user to VIP 7' })).toBeNull();

    await user.click(row.getByRole('button', { name: 'Unassign ben@example.com from VIP 7' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unassign User' });
    // Others stay on the lounge: the plain question.
    expect(within(confirm).getByText(msg.confirmUnassign({ email: 'ben@example.com', lounge: 'VIP 7' }))).toBeVisible();
    answer('DELETE', `/admin/lounges/${lounge.id}/assignments/${guests[1]!.id}`, adminLoungeResponse, changed(lounge));
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    await screen.findByText(msg.userUnassigned);
    expect(sentTo('DELETE', `/admin/lounges/${lounge.id}/assignments/${guests[1]!.id}`)).toHaveLength(1);
  });

  it('says what follows before the last guest leaves a lounge whose tokens went out', async () => {
    const anna = aProfile({ email: 'anna@example.com' });
    const given = anAdminLounge({ category: 'VIP', tableNumber: '8', isOccupied: true, tokensTransferred: true, assignedUsers: [{ id: anna.id, email: anna.email }] });
    const untouched = anAdminLounge({ category: 'VIP', tableNumber: '9', isOccupied: true, assignedUsers: [{ id: anna.id, email: anna.email }] });
    const { user } = showPage([given, untouched]);

    await user.click(await (await table()).findByRole('button', { name: 'Unassign anna@example.com from VIP 8' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unassign User' });
    expect(confirm).toHaveTextContent(
      `${msg.confirmUnassign({ email: 'anna@example.com', lounge: 'VIP 8' })} anna@example.com is its last guest: the lounge stays, but its tokens were already transferred ` +
        'and will not be granted again. A guest with its booking number can rejoin it through “Assign to Other Lounge”.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sentTo('DELETE', `/admin/lounges/${given.id}/assignments/${anna.id}`)).toEqual([]);

    // Tokens never given out: the next guest in receives them, nothing to explain.
    await user.click((await table()).getByRole('button', { name: 'Unassign anna@example.com from VIP 9' }));
    const plain = await screen.findByRole('dialog', { name: 'Unassign User' });
    expect(within(plain).getByText(msg.confirmUnassign({ email: 'anna@example.com', lounge: 'VIP 9' }))).toBeVisible();
  });

  it('assigns a guest found by e-mail only once the admin confirms the tokens it grants; backing out sends nothing', async () => {
    const anna = aProfile({ email: 'anna@example.com', tokenBalance: 350 });
    const ben = aProfile({ email: 'ben@example.com' });
    const lounge = anAdminLounge({ category: 'VIP', tableNumber: '3', minimumConsumptionTokens: 150 });
    answer('GET', '/admin/users', adminUsersResponse, { users: [anna, ben] });
    const { user } = showPage([lounge]);
    await user.click(await (await table()).findByRole('button', { name: 'Assign user to VIP 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign User to VIP 3' });
    await user.type(within(dialog).getByLabelText('Search users'), 'ANNA');
    expect(await within(dialog).findByText('350 tokens')).toBeVisible();
    expect(within(dialog).queryByText('ben@example.com')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Assign anna@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Assign lounge' });
    expect(confirm).toHaveTextContent(msg.confirmAssign({ email: 'anna@example.com', tokens: 150 }));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Assign lounge' })).toBeNull();
    expect(sentTo('POST', `/admin/lounges/${lounge.id}/assignments`)).toEqual([]);

    answer('POST', `/admin/lounges/${lounge.id}/assignments`, adminLoungeResponse, changed(lounge));
    await user.click(within(dialog).getByRole('button', { name: 'Assign anna@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Assign lounge' })).getByRole('button', { name: 'Assign' }));
    await screen.findByText(msg.userAssigned);
    expect(sentTo('POST', `/admin/lounges/${lounge.id}/assignments`)).toEqual([{ userId: anna.id }]);
  });

  it('moves an assigned lounge to another guest after saying that no tokens move', async () => {
    const anna = aProfile({ email: 'anna@example.com' });
    const ben = aProfile({ email: 'ben@example.com' });
    const lounge = anAdminLounge({ category: 'VIP', tableNumber: '3', isOccupied: true, tokensTransferred: true, assignedUsers: [{ id: anna.id, email: anna.email }] });
    answer('GET', '/admin/users', adminUsersResponse, { users: [anna, ben] });
    const { user } = showPage([lounge]);
    await user.click(await (await table()).findByRole('button', { name: 'Move VIP 3 to another guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move VIP 3 to another guest' });
    await user.type(within(dialog).getByLabelText('Search users'), 'ben@');
    await user.click(await within(dialog).findByRole('button', { name: 'Move to ben@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move lounge' });
    expect(confirm).toHaveTextContent(msg.confirmMoveLounge({ lounge: 'VIP 3', from: 'anna@example.com', to: 'ben@example.com' }));
    answer('POST', `/admin/lounges/${lounge.id}/move`, adminLoungeResponse, changed(lounge));
    await user.click(within(confirm).getByRole('button', { name: 'Move' }));
    await screen.findByText(msg.loungeMoved({ email: 'ben@example.com' }));
    expect(sentTo('POST', `/admin/lounges/${lounge.id}/move`)).toEqual([{ fromUserId: anna.id, toUserId: ben.id }]);
  });
});
