import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { z } from 'zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { profileSchema } from '#shared/schemas/auth.ts';
import { adminUserResponse } from '#shared/schemas/admin-users.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { TokenBalanceDialog } from '#web/features/admin/users/token-balance-dialog.tsx';
import { StepUp } from './step-up.tsx';

const proved = z.object({ profile: profileSchema });
const admin = anAdmin();
const guest = aProfile({ email: 'anna@example.com', tokenBalance: 40 });
const balancePath = `/admin/users/${guest.id}/token-balance`;
const stepUpRequired = { code: ERROR_CODES.stepUpRequired, message: msg.stepUpRequired, messageKey: 'stepUpRequired' as const, details: { methods: ['totp', 'recovery'] } };

/** The token edit of a guest, sent once and refused for want of a recent proof; the step-up dialog over it. */
async function editRefusedForStepUp() {
  const view = renderApp(
    <>
      <TokenBalanceDialog user={guest} onClose={vi.fn()} />
      <StepUp />
    </>,
    { as: admin, path: '/admin/users' },
  );
  const edit = within(await screen.findByRole('dialog', { name: 'Edit Token Balance' }));
  await view.user.clear(edit.getByLabelText('New balance (tokens)'));
  await view.user.type(edit.getByLabelText('New balance (tokens)'), '75');
  await view.user.type(edit.getByLabelText('Reason'), 'Birthday round');
  refuse('PUT', balancePath, 403, stepUpRequired);
  await view.user.click(edit.getByRole('button', { name: 'Save Balance' }));
  const stepUp = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
  return { ...view, edit, stepUp };
}

describe('the step-up dialog', () => {
  it('opens over the form on STEP_UP_REQUIRED, takes the proof, sends the same request again and the form hears its answer', async () => {
    const { user, edit, stepUp } = await editRefusedForStepUp();
    expect(stepUp.getByText(msg.stepUpRequired)).toBeVisible();
    expect(stepUp.getByLabelText('Code from your authenticator app')).toHaveFocus();
    // The form waits with what was typed, hidden from assistive technology while the dialog is over it.
    expect(edit.getByLabelText('New balance (tokens)')).toHaveValue(75);
    expect(edit.getByRole('button', { name: 'Save Balance', hidden: true })).toBeDisabled();

    answer('POST', '/auth/second-factor', proved, { profile: admin });
    answer('PUT', balancePath, adminUserResponse, { user: { ...guest, tokenBalance: 75 }, message: 'ok' });
    await user.type(stepUp.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(stepUp.getByRole('button', { name: 'Verify' }));

    await screen.findByText(msg.tokenBalanceUpdated);
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(sentTo('POST', '/auth/second-factor')).toEqual([{ method: 'totp', code: '123456' }]);
    const body = { tokenBalance: 75, reason: 'Birthday round' };
    expect(sentTo('PUT', balancePath)).toEqual([body, body]);
  });

  it('keeps the dialog open on a wrong code, and sends nothing again meanwhile', async () => {
    const { user, stepUp } = await editRefusedForStepUp();
    refuse('POST', '/auth/second-factor', 401, { code: ERROR_CODES.secondFactorInvalid, message: msg.secondFactorCodeInvalid, messageKey: 'secondFactorCodeInvalid' });
    await user.type(stepUp.getByLabelText('Code from your authenticator app'), '000000');
    await user.click(stepUp.getByRole('button', { name: 'Verify' }));
    expect(await stepUp.findByText(msg.secondFactorCodeInvalid)).toBeVisible();
    expect(sentTo('PUT', balancePath)).toHaveLength(1);
  });

  it('cancelled, gives the form the refusal it had, with its values still there to send again', async () => {
    const { user, edit, stepUp } = await editRefusedForStepUp();
    await user.click(stepUp.getByRole('button', { name: 'Cancel' }));
    // The server's own text, as the form shows any refusal.
    await screen.findByText(msg.stepUpRequired);
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(edit.getByLabelText('New balance (tokens)')).toHaveValue(75);
    expect(edit.getByLabelText('Reason')).toHaveValue('Birthday round');
    expect(sentTo('PUT', balancePath)).toHaveLength(1);
    expect(sentTo('POST', '/auth/second-factor')).toEqual([]);
  });
});
