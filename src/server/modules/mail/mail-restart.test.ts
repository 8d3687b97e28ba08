import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMailsResponse } from '#shared/schemas/mail.ts';
import { freePort, startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { waitFor } from '#server/testing/wait-for.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '#server/testing/test-db.ts';
import { GOOD_PASSWORD } from '#server/testing/fixtures.ts';

// A server process killed while a mail is on its way: after the restart the mail is sent, once.
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let database: TestDatabase | undefined;
const running: ServerProcess[] = [];
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  if (onPostgres) database = await createTestDatabase();
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await smtp.close();
  await database?.drop();
});

const ADMIN = { email: 'mail-admin@example.com', password: GOOD_PASSWORD };
const dataDir = mkdtempSync(join(tmpdir(), 'lounge-mail-restart-'));

async function serve(port: number) {
  const server = startServerProcess({
    port,
    databaseUrl: database?.url,
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '50',
      MAIL_LEASE_MS: '1000',
      MAIL_RETRY_MS: '200',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  running.push(server);
  await server.waitForOutput(/is running at/, 90_000);
  return server;
}

const post = (server: ServerProcess, path: string, body: unknown, cookie = '') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, cookie }, body: JSON.stringify(body) });

describe('mail across a crash', () => {
  it('a process killed between enqueue and send sends the mail once after its restart', async () => {
    const port = await freePort();
    let server = await serve(port);
    const email = `crash-${Date.now()}@example.com`;
    expect((await post(server, '/api/auth/apply', { email, password: GOOD_PASSWORD })).status).toBe(201);

    // The mail server hangs: the reset mail is claimed and on its way when the process dies.
    smtp.setStalled(true);
    expect((await post(server, '/api/auth/forgot-password', { email })).status).toBe(200);
    server.child.kill('SIGKILL');
    await server.exited;
    smtp.setStalled(false);
    expect(smtp.received.filter((m) => m.to === email)).toEqual([]);

    server = await serve(port);
    await waitFor(() => smtp.received.some((m) => m.to === email), 'the mail after the restart', 60_000);
    const login = await post(server, '/api/auth/login', ADMIN);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const list = async (status: string) =>
      adminMailsResponse.parse(await (await fetch(`${server.url}/api/admin/mails?status=${status}`, { headers: { cookie } })).json());
    await waitFor(async () => (await list('sent')).mails.some((m) => m.recipient === email), 'the mail marked sent');
    expect((await list('waiting')).mails.filter((m) => m.recipient === email)).toEqual([]);
    expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1);
    expect(smtp.received.find((m) => m.to === email)!.text).toContain('/reset-password?token=');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});
