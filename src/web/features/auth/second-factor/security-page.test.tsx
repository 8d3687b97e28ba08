import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { z } from 'zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import {
  factorAddedResponse,
  recoveryCodesResponse,
  secondFactorStatus,
  totpSetupResponse,
  type SecondFactorStatus,
} from '#shared/schemas/second-factor.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { SecurityPage } from './security-page.tsx';

const registration = { id: 'new-key', rawId: 'new-key', type: 'public-key', response: {}, clientExtensionResults: {} };
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(async () => registration) }));

const webauthnOptions = z.looseObject({ challenge: z.string() });
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-${String(10000 + i)}`);

const status = (overrides: Partial<SecondFactorStatus> = {}): SecondFactorStatus => ({
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  required: false,
  stepUpUntil: null,
  ...overrides,
});

function showPage(factors: SecondFactorStatus, options: { state?: unknown } = {}) {
  answer('GET', '/auth/second-factor', secondFactorStatus, factors);
  const view = renderApp(<SecurityPage />, { as: aProfile({ email: 'anna@example.com' }), path: '/account/security' });
  if (options.state) void view.router.navigate('/account/security', { state: options.state, replace: true });
  return view;
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

beforeEach(() => {
  // happy-dom has no WebAuthn; a browser that has it offers passkeys.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Security page', () => {
  it('shows the factors: the app off, no passkeys yet, and no recovery codes before a first factor', async () => {
    showPage(status());
    const app = await section('Authenticator app');
    expect(app.getByText('Off')).toBeVisible();
    expect(app.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
    expect((await section('Passkeys')).getByText('No passkeys yet.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Recovery codes' })).toBeNull();
  });

  it('says so when the factors cannot be loaded, and tries again', async () => {
    refuse('GET', '/auth/second-factor', 500, { code: ERROR_CODES.internal, message: 'boom' });
    const { user } = renderApp(<SecurityPage />, { as: aProfile(), path: '/account/security' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your second factors');
    answer('GET', '/auth/second-factor', secondFactorStatus, status());
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await section('Authenticator app');
  });

  it('sets up the app: QR code and key to scan, a first code to confirm, then the recovery codes once', async () => {
    const { user } = showPage(status());
    answer('POST', '/auth/second-factor/totp', totpSetupResponse, {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/Lounge:anna@example.com?secret=JBSWY3DPEHPK3PXP',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    await user.click((await section('Authenticator app')).getByRole('button', { name: 'Set up authenticator app' }));
    const setup = within(await screen.findByRole('dialog', { name: 'Set up authenticator app' }));
    expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(setup.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await user.click(setup.getByRole('button', { name: 'Copy the key' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');

    const code = setup.getByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12 34');
    await user.click(setup.getByRole('button', { name: 'Turn on' }));
    expect(await setup.findByText(msg.secondFactorCodeFormat)).toBeVisible();
    expect(sentTo('POST', '/auth/second-factor/totp/confirm')).toEqual([]);

    answer('POST', '/auth/second-factor/totp/confirm', factorAddedResponse, { recoveryCodes: CODES });
    answer('GET', '/auth/second-factor', secondFactorStatus, status({ totp: true, recoveryCodesLeft: 10 }));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(setup.getByRole('button', { name: 'Turn on' }));
    expect(sentTo('POST', '/auth/second-factor/totp/confirm')).toEqual([{ code: '123456' }]);

    const codes = within(await screen.findByRole('dialog', { name: 'Save your recovery codes' }));
    expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(screen.queryByRole('dialog', { name: 'Set up authenticator app' })).toBeNull();
    await user.click(codes.getByLabelText('I have saved these codes'));
    await user.click(codes.getByRole('button', { name: 'Done' }));
    expect((await section('Authenticator app')).getByText('On')).toBeVisible();
  });

  it('lets the recovery codes go only once saved: copied, downloaded, then ticked', async () => {
    const { user } = showPage(status({ totp: true, recoveryCodesLeft: 3 }));
    expect((await section('Recovery codes')).getByText('3 codes left')).toBeVisible();
    await user.click((await section('Recovery codes')).getByRole('button', { name: 'Make new recovery codes' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Make new recovery codes?' }));
    answer('POST', '/auth/second-factor/recovery-codes', recoveryCodesResponse, { recoveryCodes: CODES });
    answer('GET', '/auth/second-factor', secondFactorStatus, status({ totp: true, recoveryCodesLeft: 10 }));
    await user.click(confirm.getByRole('button', { name: 'Make new recovery codes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const codes = within(dialog);
    const done = codes.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await user.click(codes.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    await screen.findByText('Recovery codes copied');

    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:codes'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await user.click(codes.getByRole('button', { name: 'Download' }));
    expect(files).toHaveLength(1);
    const text = await files[0]!.text();
    expect(text).toContain('anna@example.com');
    for (const code of CODES) expect(text).toContain(code);

    await user.click(codes.getByLabelText('I have saved these codes'));
    await user.click(done);
    expect(screen.queryByRole('dialog', { name: 'Save your recovery codes' })).toBeNull();
    expect((await section('Recovery codes')).getByText('10 codes left')).toBeVisible();
  });

  it('lists passkeys with their dates, removes one after asking, and turns the app off after asking', async () => {
    const { user } = showPage(
      status({
        totp: true,
        recoveryCodesLeft: 9,
        passkeys: [
          { id: 'k1', name: 'My phone', createdAt: '2026-07-01T10:00:00.000Z', lastUsedAt: '2026-07-03T18:30:00.000Z' },
          { id: 'k2', name: 'Office key', createdAt: '2026-07-02T10:00:00.000Z', lastUsedAt: null },
        ],
      }),
    );
    const passkeys = await section('Passkeys');
    const [phone, key] = passkeys.getAllByRole('listitem');
    expect(phone).toHaveTextContent('My phone');
    expect(phone).toHaveTextContent(/Added .+ · last used .+/);
    expect(key).toHaveTextContent('not used yet');

    await user.click(passkeys.getByRole('button', { name: 'Remove passkey Office key' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove this passkey?' }));
    expect(confirm.getByText('Office key will no longer sign you in.')).toBeVisible();
    answer('DELETE', '/auth/second-factor/passkeys/k2', messageResponse, { message: msg.passkeyRemoved });
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await screen.findByText(msg.passkeyRemoved);
    expect(sentTo('DELETE', '/auth/second-factor/passkeys/k2')).toHaveLength(1);

    await user.click((await section('Authenticator app')).getByRole('button', { name: 'Turn off' }));
    const turnOff = within(await screen.findByRole('dialog', { name: 'Turn off the authenticator app?' }));
    refuse('DELETE', '/auth/second-factor/totp', 409, { code: ERROR_CODES.conflict, message: msg.lastSecondFactor, messageKey: 'lastSecondFactor' });
    await user.click(turnOff.getByRole('button', { name: 'Turn off' }));
    await screen.findByText(msg.lastSecondFactor);
  });

  it('adds a passkey under a name: the server options, the browser prompt, its answer', async () => {
    const { user } = showPage(status({ totp: true, recoveryCodesLeft: 10 }));
    await user.click((await section('Passkeys')).getByRole('button', { name: 'Add a passkey' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
    await user.click(dialog.getByRole('button', { name: 'Add a passkey' }));
    expect(await dialog.findByText(msg.passkeyNameRequired)).toBeVisible();

    answer('POST', '/auth/second-factor/passkeys/options', webauthnOptions, { challenge: 'c-1' });
    answer('POST', '/auth/second-factor/passkeys', factorAddedResponse, { recoveryCodes: null });
    await user.type(dialog.getByLabelText('Name'), 'Laptop');
    await user.click(dialog.getByRole('button', { name: 'Add a passkey' }));
    await screen.findByText('Passkey added');
    expect(sentTo('POST', '/auth/second-factor/passkeys')).toEqual([{ name: 'Laptop', response: registration }]);
    // Not the first factor: no recovery codes to show.
    expect(screen.queryByRole('dialog', { name: 'Save your recovery codes' })).toBeNull();
  });

  it('says where passkeys cannot work, and offers none there', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    showPage(status());
    const passkeys = await section('Passkeys');
    expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
    expect(passkeys.getByText(/Passkeys work only when the shop is opened at a secure/)).toBeVisible();
  });

  it('sent here by the back office: says why, and once a factor is added and its codes saved, goes back to the page asked for', async () => {
    const { user } = showPage(status({ required: true }), { state: { setupRequired: true, from: '/admin/users' } });
    expect(await screen.findByText(msg.secondFactorSetupRequired)).toBeVisible();
    answer('POST', '/auth/second-factor/passkeys/options', webauthnOptions, { challenge: 'c-2' });
    answer('POST', '/auth/second-factor/passkeys', factorAddedResponse, { recoveryCodes: CODES });
    await user.click((await section('Passkeys')).getByRole('button', { name: 'Add a passkey' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
    await user.type(dialog.getByLabelText('Name'), 'Phone');
    await user.click(dialog.getByRole('button', { name: 'Add a passkey' }));
    const codes = within(await screen.findByRole('dialog', { name: 'Save your recovery codes' }));
    await user.click(codes.getByLabelText('I have saved these codes'));
    await user.click(codes.getByRole('button', { name: 'Done' }));
    expect((await screen.findByRole('status', { name: 'Navigated to' })).textContent).toBe('/admin/users');
  });

});
