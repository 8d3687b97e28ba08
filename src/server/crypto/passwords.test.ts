import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

const ARGON2ID = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;

describe('password hashing', () => {
  it('hashes with argon2id at OWASP’s minimum cost (19 MiB, two passes) in a process that is not a test run', async () => {
    // This file's own process hashes cheaply (vitest.config.ts), so the shop's cost is read from a fresh Node.
    const script = "import { hashPassword } from './src/server/crypto/passwords.ts'; console.log(await hashPassword('correct horse battery'));";
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    expect(stdout.trim().match(ARGON2ID)?.slice(1)).toEqual(['19456', '2', '1']);
  }, 60_000);

  it('verifies a hash of either cost, and refuses a wrong password or a malformed hash', async () => {
    const cheap = await hashPassword('correct horse battery');
    expect(cheap).toMatch(ARGON2ID);
    expect(await verifyPassword(cheap, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(cheap, 'correct horse battery ')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery')).toBe(false);
  });
});
