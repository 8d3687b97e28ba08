import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';

const REREAD_AFTER_MS = 1000;

/** URL-style host names (IPv6 in brackets, lower case) of this machine: its names and every interface address. */
function readOwnHostNames(): Set<string> {
  const name = hostname().toLowerCase();
  const addresses = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map(({ address, family }) => (family === 'IPv6' ? `[${address.toLowerCase()}]` : address));
  return new Set(['localhost', name, `${name}.local`, ...addresses]);
}

let ownHostNames = readOwnHostNames();
let readAt = Date.now();

/** Whether a host name is this machine's; on a miss the list is read again (a lease may have changed it), at most once a second. */
function isOwnHostName(name: string): boolean {
  if (ownHostNames.has(name)) return true;
  if (Date.now() - readAt < REREAD_AFTER_MS) return false;
  ownHostNames = readOwnHostNames();
  readAt = Date.now();
  return ownHostNames.has(name);
}

/** The port this request's connection arrived on (an injected test request has none: the configured port). */
const arrivalPort = (request: FastifyRequest, config: Config) => request.socket.localPort ?? config.port;

/**
 * The origin of the address this request was sent to, when that is one of the server's own addresses: the
 * `Host` header names this machine (a name or an interface address) with the port the connection arrived on.
 * Anything else (a name the client chose, say) gives undefined. Only the plain `Host` counts, never
 * X-Forwarded-Host or Forwarded: no header a client writes may choose where the shop's links point. The server
 * itself speaks plain http; an https address needs PUBLIC_URL (docs/operations.md).
 */
export function ownRequestOrigin(request: FastifyRequest, config: Config): string | undefined {
  const host = request.headers.host;
  if (!host) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
  if (Number(url.port || 80) !== arrivalPort(request, config) || !isOwnHostName(url.hostname)) return undefined;
  return url.origin;
}

/** An address the server certainly answers on, to name to someone who used another: the one their connection reached. */
export function arrivalAddress(request: FastifyRequest, config: Config): string {
  const local = request.socket.localAddress?.replace(/^::ffff:/, '');
  const loopback = !local || local === '127.0.0.1' || local === '::1';
  const host = loopback ? 'localhost' : local.includes(':') ? `[${local}]` : local;
  return `http://${host}:${arrivalPort(request, config)}`;
}
