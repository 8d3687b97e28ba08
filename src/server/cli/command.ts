// What the commands of cli/ share: a refusal an operator can act on is printed as its message alone, anything else
// with its stack; either way the process exits 1.
import { ConfigError } from '#server/config.ts';
import { DataDirError } from '#server/db/embedded-owner.ts';

/** A refusal or failure whose message says what to do. */
export class CommandError extends Error {}

export async function runCommand(command: () => Promise<void>) {
  try {
    await command();
  } catch (error) {
    const told = error instanceof CommandError || error instanceof DataDirError || error instanceof ConfigError;
    console.error(told ? error.message : error);
    process.exitCode = 1;
  }
}
