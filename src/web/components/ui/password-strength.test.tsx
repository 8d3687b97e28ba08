import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Role } from '#shared/constants.ts';
import { renderApp } from '#web/testing/render.tsx';
import { PasswordStrength } from './password-strength.tsx';

/** A password field as the forms have it, with the hint under it. */
function NewPassword({ role, email }: { role: Role; email?: string }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="new-password">New password</label>
      <input id="new-password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordStrength password={password} role={role} email={email} />
    </>
  );
}

function show(role: Role = 'user', email?: string) {
  const view = renderApp(<NewPassword role={role} email={email} />);
  const type = async (password: string) => {
    await view.user.clear(screen.getByLabelText('New password'));
    await view.user.type(screen.getByLabelText('New password'), password);
  };
  return { ...view, type };
}

/** The hint's text as a screen reader hears it, once typing has paused and the verdict is in. */
const verdict = async (text: string) => {
  const hint = await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === `Password strength: ${text}`);
  expect(hint.closest('[aria-live="polite"]')).toHaveAttribute('aria-atomic', 'true');
  return hint;
};

describe('the password strength hint', () => {
  it('says nothing before the person types, then judges what they type', async () => {
    const { type, container } = show();
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    await type('password1');
    await verdict('Weak · common password');
    await type('correct-horse-42');
    await verdict('Strong');
    await type('zq9!Lw');
    await verdict('Fair');
  });

  it("says when a password is built on the person's e-mail", async () => {
    const { type } = show('user', 'marlene.huber@example.com');
    await type('marlene.huber1');
    await verdict('Weak · contains your e-mail address');
  });

  it('asks 8 characters of staff and admins, and the spec’s 6 of guests', async () => {
    const staff = show('staff');
    await staff.type('kx7#Qm2');
    await verdict('Weak · at least 8 characters');
    staff.unmount();

    const guest = show('user');
    await guest.type('kx7#');
    await verdict('Weak · at least 6 characters');
    await guest.type('kx7#Qm2');
    await verdict('Fair');
  });

  it('takes no focus: the next Tab leaves the password field for what follows the hint', async () => {
    const { type, user } = show();
    await type('password1');
    await verdict('Weak · common password');
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
