import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

async function showDialog(as = aProfile()) {
  const onOpenChange = vi.fn();
  const view = renderApp(<ChangePasswordDialog open onOpenChange={onOpenChange} />, { as });
  const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [['Current password', current], ['New password', next], ['Confirm new password', confirm]] as const) {
      await view.user.clear(dialog.getByLabelText(label));
      await view.user.type(dialog.getByLabelText(label), value);
    }
    await view.user.click(dialog.getByRole('button', { name: 'Change' }));
  };
  return { ...view, dialog, fill, onOpenChange };
}

describe('Change Password', () => {
  it('opens with the focus on the current password, and closes on Escape', async () => {
    const { dialog, user, onOpenChange } = await showDialog();
    expect(dialog.getByLabelText('Current password')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("hints how easy the new password is to guess, by the rule of the account's role", async () => {
    const { dialog, user } = await showDialog(anAdmin());
    await user.type(dialog.getByLabelText('New password'), 'kx7#Qm2');
    expect(await dialog.findByText('Weak · at least 8 characters')).toBeVisible();
    await user.clear(dialog.getByLabelText('New password'));
    await user.type(dialog.getByLabelText('New password'), 'iloveyou');
    expect(await dialog.findByText('Weak · common password')).toBeVisible();
  });

  it('says when the new passwords differ, before asking the server', async () => {
    const { dialog, fill } = await showDialog();
    await fill('old-night-11', 'new-night-77', 'new-night-76');
    expect(await dialog.findByText(msg.newPasswordsMismatch)).toBeVisible();
    expect(sentTo('POST', '/auth/change-password')).toEqual([]);
  });

  it('shows a wrong current password under that field, as an alert tied to it, and not also as a notification', async () => {
    const { dialog, fill } = await showDialog();
    refuse('POST', '/auth/change-password', 400, {
      code: ERROR_CODES.currentPasswordWrong,
      message: msg.currentPasswordWrong,
      messageKey: 'currentPasswordWrong',
      details: { field: 'currentPassword' },
    });
    await fill('not-my-password', 'new-night-77', 'new-night-77');
    expect(await dialog.findByRole('alert')).toHaveTextContent(msg.currentPasswordWrong);
    expect(dialog.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Current password')).toHaveAccessibleDescription(msg.currentPasswordWrong);
    expect(screen.getAllByText(msg.currentPasswordWrong)).toHaveLength(1);
  });

  it("says a failure the server did not explain as a notification, and a success closes the dialog", async () => {
    const { fill, onOpenChange } = await showDialog();
    refuse('POST', '/auth/change-password', 500, { code: ERROR_CODES.internal, message: msg.unexpectedError });
    await fill('old-night-11', 'new-night-77', 'new-night-77');
    await screen.findByText(msg.changePasswordFailed);
    expect(onOpenChange).not.toHaveBeenCalled();

    answer('POST', '/auth/change-password', messageResponse, { message: 'ok' });
    await fill('old-night-11', 'new-night-77', 'new-night-77');
    await screen.findByText(msg.passwordChanged);
    expect(sentTo('POST', '/auth/change-password').at(-1)).toEqual({ currentPassword: 'old-night-11', newPassword: 'new-night-77', confirmPassword: 'new-night-77' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
