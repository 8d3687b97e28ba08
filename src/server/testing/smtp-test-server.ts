import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; raw: string; text: string; html: string };

/** Undoes quoted-printable (nodemailer's transfer encoding for long lines and non-ASCII). */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The body of the MIME part with this content type, decoded. */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return '';
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const boundary = /boundary="?([^"\r\n]+)"?/.exec(raw)?.[1];
  const end = boundary ? raw.indexOf(`--${boundary}`, headerEnd) : raw.length;
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, end < 0 ? raw.length : end);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return /quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
}

/**
 * An SMTP server in the test process: keeps every mail it accepts, and can be switched "down" (it refuses
 * each connection, as a mail server that is away does).
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  let down = false;
  let stalled = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      // Stalled: the greeting never comes, so a sender hangs mid-send (until it is killed).
      if (stalled) return;
      callback(down ? Object.assign(new Error('mail server away'), { responseCode: 421 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', subject, raw, text: part(raw, 'text/plain'), html: part(raw, 'text/html') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setDown(value: boolean) {
      down = value;
    },
    setStalled(value: boolean) {
      stalled = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
