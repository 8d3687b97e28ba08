import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (docs/decisions/038).
const ISSUER = 'Lounge Pre-Order';
const PERIOD_SECONDS = 30;
/** Steps either side of now a code may belong to: a phone's clock a little off still works. */
const DRIFT_STEPS = 1;

const totpOf = (secret: string, label = 'account') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new shared secret, 160 bits as RFC 4226 recommends, in base32 as the apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an app scans, naming the shop and the account. */
export const otpauthUrl = (secret: string, email: string) => totpOf(secret, email).toString();

/** That address as a QR code: an SVG in a data: URL, drawn here so the browser loads no QR library. */
export async function qrCodeOf(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The step a right code belongs to (now, or one step either side), or null for a wrong code. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
