import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { z } from 'zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { loginResponse, messageResponse, profileSchema, type SecondFactorMethod } from '#shared/schemas/auth.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, anAdmin } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { LoginPage } from '#web/features/auth/login-page.tsx';

// The browser's passkey prompt, as @simplewebauthn/browser returns its answer.
const passkeyAnswer = { id: 'credential-1', rawId: 'credential-1', type: 'public-key', response: {}, clientExtensionResults: {} };
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(async () => passkeyAnswer) }));

const proved = z.object({ profile: profileSchema });
const webauthnOptions = z.looseObject({ challenge: z.string() });
const ALL: SecondFactorMethod[] = ['totp', 'webauthn', 'recovery'];

/** The sign-in page, the password sent and answered with a second step that offers `methods`. */
async function atSecondStep(methods = ALL) {
  const view = renderApp(<LoginPage />, { path: '/login' });
  answer('POST', '/auth/login', loginResponse, { secondFactor: { methods } });
  await view.user.type(screen.getByLabelText('Email'), 'anna@example.com');
  await view.user.type(screen.getByLabelText('Password'), 'festival-night-7');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Confirm it is you');
  return view;
}

const codeField = () => screen.getByLabelText('Code from your authenticator app');
const navigatedTo = async () => (await screen.findByRole('status', { name: 'Navigated to' })).textContent;

describe('the sign-in second step', () => {
  it('asks for the app code in place of the password form, focused and made for one-time codes', async () => {
    await atSecondStep();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Need to register? Create account' })).toBeNull();
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  });

  it('refuses a code that is not 6 digits before asking the server, shows the server refusal under the field, and signs in with the right code', async () => {
    const { user } = await atSecondStep();
    await user.type(codeField(), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(msg.secondFactorCodeFormat)).toBeVisible();
    expect(sentTo('POST', '/auth/second-factor')).toEqual([]);

    refuse('POST', '/auth/second-factor', 401, { code: ERROR_CODES.secondFactorInvalid, message: msg.secondFactorCodeInvalid, messageKey: 'secondFactorCodeInvalid' });
    await user.clear(codeField());
    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.secondFactorCodeInvalid);
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(msg.secondFactorCodeInvalid));

    answer('POST', '/auth/second-factor', proved, { profile: anAdmin() });
    await user.clear(codeField());
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Where an admin's sign-in leads, as with the password alone.
    expect(await navigatedTo()).toBe('/admin');
    expect(sentTo('POST', '/auth/second-factor')).toEqual([
      { method: 'totp', code: '654321' },
      { method: 'totp', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, written as printed or not', async () => {
    const { user } = await atSecondStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(screen.queryByLabelText('Code from your authenticator app')).toBeNull();
    answer('POST', '/auth/second-factor', proved, { profile: aProfile() });
    await user.type(field, ' ABCDE-12345 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await navigatedTo()).toBe('/shop');
    expect(sentTo('POST', '/auth/second-factor')).toEqual([{ method: 'recovery', code: 'ABCDE-12345' }]);
  });

  it('switches back from the recovery code to the app code', async () => {
    const { user } = await atSecondStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.click(screen.getByRole('button', { name: 'Use a code from the app' }));
    expect(codeField()).toHaveFocus();
  });

  it('signs in with a passkey: the server challenge, the browser prompt, its answer', async () => {
    const { user } = await atSecondStep();
    answer('POST', '/auth/second-factor/webauthn/options', webauthnOptions, { challenge: 'c-1', rpId: 'shop.test' });
    answer('POST', '/auth/second-factor', proved, { profile: aProfile() });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await navigatedTo()).toBe('/shop');
    expect(sentTo('POST', '/auth/second-factor')).toEqual([{ method: 'webauthn', response: passkeyAnswer }]);
  });

  it('says so when the passkey prompt ends without an answer, and stays', async () => {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    vi.mocked(startAuthentication).mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const { user } = await atSecondStep();
    answer('POST', '/auth/second-factor/webauthn/options', webauthnOptions, { challenge: 'c-2' });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not used. Try again, or choose another way.');
    expect(sentTo('POST', '/auth/second-factor')).toEqual([]);
  });

  it('offers only what the account has: without the app, the passkey leads and the code waits for "Use a recovery code"', async () => {
    await atSecondStep(['webauthn', 'recovery']);
    expect(screen.queryByLabelText('Code from your authenticator app')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  });

  it('Cancel ends the half-done sign-in and shows the password form again', async () => {
    const { user } = await atSecondStep();
    answer('POST', '/auth/logout', messageResponse, { message: 'Signed out' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(sentTo('POST', '/auth/logout')).toHaveLength(1);
    expect(screen.queryByText('Confirm it is you')).toBeNull();
  });

  it('shows the step again after a reload while the sign-in awaits it', async () => {
    renderApp(<LoginPage />, { path: '/login', awaiting: { methods: ['totp', 'recovery'] } });
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
