import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

// The verdicts of the rule of docs/decisions/036; the server's answers to them: src/server/auth/password-policy.test.ts.
const guest = { role: 'user', email: 'marlene.huber@example.com' } as const;

describe('passwordStrength', () => {
  it('refuses what is on the common-password list, in any case, with either set of lists', async () => {
    for (const password of ['password1', 'iloveyou', 'PaSsWoRd1', 'motdepasse']) {
      expect(await passwordStrength(password, guest)).toEqual({ refusal: 'common', level: 0 });
      expect(await passwordStrength(password, guest, 'common')).toEqual({ refusal: 'common', level: 0 });
    }
  });

  it("refuses a password built on the person's e-mail", async () => {
    for (const password of ['marlene.huber1', 'Huber1984', 'marlene84']) {
      expect(await passwordStrength(password, guest)).toEqual({ refusal: 'personal', level: 0 });
    }
    // The same password for someone else is only a name and a number.
    expect((await passwordStrength('marlene.huber1', { role: 'user', email: 'ben@example.com' })).refusal).not.toBe('personal');
  });

  it("refuses the shop's own words with a year, and words of German and French only with their lists", async () => {
    expect((await passwordStrength('festival2025', guest)).refusal).toBe('guessable');
    expect((await passwordStrength('Sommerferien', guest)).refusal).toBe('guessable');
    // The web's hint loads the breached passwords only (about 220 KB gzip instead of 1.5 MB): it calls this fine.
    expect((await passwordStrength('Sommerferien', guest, 'common')).refusal).toBeNull();
  });

  it("keeps the spec's 6 characters possible for guests, and asks 8 of staff and admins", async () => {
    expect(await passwordStrength('zq9!Lw', guest)).toEqual({ refusal: null, level: 1 });
    expect(await passwordStrength('kx7#Qm2', guest)).toEqual({ refusal: null, level: 1 });
    for (const role of ['staff', 'admin'] as const) {
      expect(await passwordStrength('kx7#Qm2', { ...guest, role })).toEqual({ refusal: 'tooShort', level: 0 });
      expect((await passwordStrength('kx7#Qm2a', { ...guest, role })).refusal).toBeNull();
    }
  });

  it('grades what it accepts by the guesses it needs, and judges a long password by its first 32 characters', async () => {
    expect((await passwordStrength('brand-new-77', guest)).level).toBe(1);
    expect((await passwordStrength('correct-horse-42', guest)).level).toBe(3);
    expect((await passwordStrength(`correct-horse-42-battery-staple${'!'.repeat(97)}`, guest)).level).toBe(3);
    expect((await passwordStrength(`${'a'.repeat(32)}Zk8#qLw2-correct-horse`, guest)).refusal).toBe('guessable');
  });
});
