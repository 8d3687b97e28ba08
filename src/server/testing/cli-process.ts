import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * One of the commands of src/server/cli/ as an operator runs it (`npm run <command>` is tsx on its file), in a
 * process of its own whose whole environment is PATH and `env`. Answers its exit code and what it printed.
 */
export async function runCli(command: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/server/cli/${command}.ts`, ...args], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
