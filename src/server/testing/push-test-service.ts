import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A browser vendor's push service for tests (docs/decisions/043-web-push.md): an HTTPS endpoint on 127.0.0.1 with a
// certificate of its own, and browsers' subscriptions whose keys the test holds, so that every message the
// server sends is decrypted here (aes128gcm, RFC 8188 and RFC 8291) and its VAPID signature checked (RFC 8292).

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A subscription's body as PushSubscription.toJSON() gives it, for a push service that exists nowhere. */
export const pushSubscriptionSample = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
  keys: { p256dh: b64url(createECDH('prime256v1').generateKeys()), auth: b64url(randomBytes(16)) },
  language: 'en' as const,
});

/** One browser's subscription at the test push service: its private key stays with the test. */
export type TestBrowser = {
  endpoint: string;
  body: { endpoint: string; keys: { p256dh: string; auth: string }; language: 'en' | 'de' | 'fr' };
  /** From now on the push service answers 410 Gone for it (the browser unsubscribed). */
  unsubscribe(): void;
};

export type ReceivedPush = {
  endpoint: string;
  /** The decrypted message, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | undefined;
  /** The VAPID public key the request was signed with. */
  vapidKey: string;
  /** What the push service answered. */
  status: number;
};

/** Decrypts an aes128gcm body (one record) with the receiving browser's key pair and auth secret. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks "vapid t=<jwt>, k=<key>": signed with ES256 by that key, for this push service's origin. Answers the key. */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string };
  if (aud !== origin) throw new Error(`VAPID audience ${aud}, expected ${origin}`);
  return key;
}

/**
 * Starts the push service. `origin` is what PUSH_SERVICE_ORIGINS must list; `agent` trusts its certificate in this
 * process, and `caFile` in a server process (NODE_EXTRA_CA_CERTS). `received` lists every message, decrypted.
 */
export async function startPushTestService() {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  const keyFile = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', caFile, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const cert = readFileSync(caFile);
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  let origin = '';

  const server: Server = createServer({ key: readFileSync(keyFile), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const browser = browsers.get(endpoint);
      if (!browser || browser.gone) {
        response.writeHead(browser ? 410 : 404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const vapidKey = checkVapid(request.headers.authorization, origin);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth)) as ReceivedPush['payload'];
        const urgency = request.headers.urgency as string | undefined;
        received.push({ endpoint, payload, ttl: Number(request.headers.ttl), urgency, vapidKey, status: 201 });
        response.writeHead(201).end();
      } catch (error) {
        failures.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    origin,
    caFile,
    agent: new Agent({ ca: cert }),
    received,
    /** Requests that could not be decrypted or verified: a test expects none. */
    failures,
    /** A new browser subscribed at this push service, reading the shop in `language`. */
    browser(language: TestBrowser['body']['language'] = 'en'): TestBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      const state = { ecdh, auth, gone: false };
      browsers.set(endpoint, state);
      return {
        endpoint,
        body: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) }, language },
        unsubscribe: () => void (state.gone = true),
      };
    },
    /** The messages one browser received. */
    of: (browser: TestBrowser) => received.filter((push) => push.endpoint === browser.endpoint),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PushTestService = Awaited<ReturnType<typeof startPushTestService>>;
