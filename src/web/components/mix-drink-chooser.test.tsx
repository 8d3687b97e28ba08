import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import { aMixDrink } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { MixDrinkChooser } from './mix-drink-chooser.tsx';

const drinks = ['Tonic Water', 'Ginger Ale', 'Sprite', 'Coca-Cola'].map(aMixDrink);
const loaded = { isPending: false, isError: false, isFetching: false, data: drinks, refetch: () => undefined };

function showChooser(max = 3) {
  const onConfirm = vi.fn();
  const view = renderApp(<MixDrinkChooser product={{ name: 'Grey Goose Vodka 70cl', maxMixChoices: max }} mixDrinks={loaded} onCancel={vi.fn()} onConfirm={onConfirm} />);
  return { ...view, onConfirm };
}

describe('the mix-drink chooser (the shop and manual orders)', () => {
  it('confirms only with a drink chosen, refuses one twice and a fourth of three, and confirms the choice in order', async () => {
    const { user, onConfirm } = showChooser();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your mix drinks' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Add Tonic Water' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tonic Water (selected)' }));
    expect(within(dialog).getByText(msg.mixDrinkAlreadySelected)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add Ginger Ale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Sprite' }));
    expect(within(dialog).getByText('Selected (3 of 3)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add Coca-Cola' }));
    expect(within(dialog).getByText(msg.tooManyMixDrinks({ n: 3 }))).toBeVisible();

    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith([drinks[0], drinks[1], drinks[2]]);
  });

  it('describes the drinks past the maximum as unavailable, for screen readers too; taking one back frees them', async () => {
    const { user } = showChooser();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your mix drinks' });
    const cola = within(dialog).getByRole('button', { name: 'Add Coca-Cola' });
    expect(cola).not.toHaveAccessibleDescription();
    for (const drink of ['Tonic Water', 'Ginger Ale', 'Sprite']) await user.click(within(dialog).getByRole('button', { name: `Add ${drink}` }));
    expect(cola).toHaveAccessibleDescription(msg.tooManyMixDrinks({ n: 3 }));
    // The chosen ones are not described as unavailable.
    expect(within(dialog).getByRole('button', { name: 'Sprite (selected)' })).not.toHaveAccessibleDescription();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Sprite' }));
    expect(cola).not.toHaveAccessibleDescription();
    expect(within(dialog).getByText('Selected (2 of 3)')).toBeVisible();
  });
});
