import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { adminMixDrinkResponse, adminMixDrinksResponse, type AdminMixDrink } from '#shared/schemas/admin-catalogue.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { anAdmin, newId } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminMixDrinksPage } from './admin-mix-drinks-page.tsx';

const aMixDrinkRow = (name: string, isActive = true): AdminMixDrink => ({ id: newId(), name, translations: null, isActive, createdAt: '2026-07-01T10:00:00.000Z' });

function showPage(mixDrinks: AdminMixDrink[]) {
  answer('GET', '/admin/mix-drinks', adminMixDrinksResponse, { mixDrinks });
  return renderApp(<AdminMixDrinksPage />, { as: anAdmin(), path: '/admin/mix-drinks' });
}

type User = ReturnType<typeof showPage>['user'];

/** Opens the edit form of `mixDrink` from its row of the table. */
async function openEdit(user: User, mixDrink: AdminMixDrink) {
  const table = within(await screen.findByRole('region', { name: 'Mix drinks' }));
  await user.click(table.getByRole('button', { name: `Edit ${mixDrink.name}` }));
  return screen.findByRole('dialog', { name: 'Edit Mix Drink' });
}

/** Saves the open form as the server accepts it; what the page sent. */
async function saveEdit(user: User, form: HTMLElement, mixDrink: AdminMixDrink) {
  answer('PUT', `/admin/mix-drinks/${mixDrink.id}`, adminMixDrinkResponse, { mixDrink, message: 'ok' });
  await user.click(within(form).getByRole('button', { name: 'Save Mix Drink' }));
  await screen.findByText(msg.mixDrinkUpdated);
  return sentTo('PUT', `/admin/mix-drinks/${mixDrink.id}`);
}

describe('Mix drinks page', () => {
  it('adds a mix drink only with a name', async () => {
    const { user } = showPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add Mix Drink' }));
    const form = await screen.findByRole('dialog', { name: 'Add Mix Drink' });
    await user.type(within(form).getByLabelText('Name'), '  ');
    await user.click(within(form).getByRole('button', { name: 'Add Mix Drink' }));
    expect(await within(form).findByText(msg.mixDrinkNameRequired)).toBeVisible();
    await user.type(within(form).getByLabelText('Name'), 'Elderflower Tonic');
    answer('POST', '/admin/mix-drinks', adminMixDrinkResponse, { mixDrink: aMixDrinkRow('Elderflower Tonic'), message: 'ok' }, 201);
    await user.click(within(form).getByRole('button', { name: 'Add Mix Drink' }));
    await screen.findByText(msg.mixDrinkCreated);
    expect(sentTo('POST', '/admin/mix-drinks')).toEqual([{ name: 'Elderflower Tonic', translations: null }]);
  });

  it('renames a mix drink and asks before deleting one', async () => {
    const tonic = aMixDrinkRow('Tonic Water');
    const { user } = showPage([tonic, aMixDrinkRow('Ginger Ale', false)]);
    const table = within(await screen.findByRole('region', { name: 'Mix drinks' }));
    expect(within(table.getByText('Ginger Ale').closest('tr')!).getByText('Inactive')).toBeVisible();

    const form = await openEdit(user, tonic);
    expect(within(form).getByLabelText('Name')).toHaveValue('Tonic Water');
    await user.type(within(form).getByLabelText('Name'), ' Light');
    expect(await saveEdit(user, form, tonic)).toEqual([{ name: 'Tonic Water Light', translations: null }]);

    await user.click(table.getByRole('button', { name: 'Delete Tonic Water' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Mix Drink' });
    expect(confirm).toHaveTextContent(msg.confirmDeleteMixDrink);
    answer('DELETE', `/admin/mix-drinks/${tonic.id}`, messageResponse, { message: 'ok' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText(msg.mixDrinkDeactivated);
    expect(sentTo('DELETE', `/admin/mix-drinks/${tonic.id}`)).toHaveLength(1);
  });

  it('edits its German and French names, filled with those it has (docs/decisions/045)', async () => {
    const tonic = { ...aMixDrinkRow('Tonic Water'), translations: { de: { name: 'Tonicwasser' } } };
    const { user } = showPage([tonic]);
    const form = await openEdit(user, tonic);
    expect(within(form).getByLabelText('German name')).toHaveValue('Tonicwasser');
    await user.type(within(form).getByLabelText('French name'), 'Eau tonique');
    expect(await saveEdit(user, form, tonic)).toEqual([
      { name: 'Tonic Water', translations: { de: { name: 'Tonicwasser' }, fr: { name: 'Eau tonique' } } },
    ]);
  });
});
