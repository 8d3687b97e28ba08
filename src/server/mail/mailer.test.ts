import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { fileMailer, smtpMailer } from './mailer.ts';

describe('mailers', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through a real SMTP peer', async () => {
    await smtpMailer(`smtp://127.0.0.1:${port}`, 'Shop <shop@example.com>').send({
      to: 'guest@example.com',
      subject: 'Reset your password',
      text: 'Open https://shop.example/reset-password?token=abc',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: guest@example.com');
    expect(received[0]).toContain('Subject: Reset your password');
    expect(received[0]).toContain('reset-password?token=abc');
  });

  it('writes an .eml file when no SMTP server is configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-'));
    const logged: unknown[] = [];
    await fileMailer(dir, 'shop@example.com', { info: (o: unknown) => logged.push(o) }).send({
      to: 'guest@example.com',
      subject: 'Hello',
      text: 'Body text',
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const content = await readFile(join(dir, files[0]!), 'utf8');
    expect(content).toContain('Subject: Hello');
    expect(content).toContain('Body text');
    expect(logged).toHaveLength(1);
  });
});
