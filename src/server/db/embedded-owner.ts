// The embedded database's directory belongs to one process at a time: PGlite takes no lock of its own, and two
// processes writing one directory corrupt it. Whoever opens it (the shop, or `npm run backup` while the shop is
// stopped) listens on a socket in DATA_DIR for as long as it has it open: another process that wants the directory
// finds it answering and refuses, and `npm run backup` asks it for a dump over it (docs/decisions/037-backups.md).
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { openDatabase, type Database, type DatabaseOptions } from './client.ts';

/** A problem with DATA_DIR that its operator must solve; the commands print its message alone. */
export class DataDirError extends Error {}

const REQUEST = 'dump\n';
/** The longest path a Unix socket takes: 108 bytes on Linux and 104 on macOS, with the closing zero. */
const MAX_SOCKET_PATH = 103;
/** What connecting answers when no process has the directory: no socket, or one left by a process that was killed. */
const NOBODY = new Set(['ENOENT', 'ECONNREFUSED']);

/** Where the process that has dataDir open listens: DATA_DIR/backup.sock, or on Windows a pipe named after it. */
export function ownerSocket(dataDir: string): string {
  const path = resolve(dataDir, 'backup.sock');
  if (process.platform === 'win32') return `\\\\.\\pipe\\lounge-${createHash('sha256').update(path).digest('hex').slice(0, 16)}`;
  // A deep DATA_DIR can be longer than a socket's path may be; from the working directory it is often short enough.
  const shortest = [path, relative(process.cwd(), path)].sort((a, b) => a.length - b.length)[0]!;
  if (Buffer.byteLength(shortest) > MAX_SOCKET_PATH) {
    throw new DataDirError(`DATA_DIR ${dataDir} is too deep for its socket ${path} (at most ${MAX_SOCKET_PATH} bytes): use a shorter path.`);
  }
  return shortest;
}

const inUse = (dataDir: string) =>
  new DataDirError(
    `DATA_DIR ${dataDir} is in use by another process (a running shop, or npm run backup): the embedded database ` +
      'is one process\'s. Stop that process first, or set DATA_DIR to another directory.',
  );

/** Whether a live process listens at path: it accepts, or the socket is another user's (then it is not ours to take). */
function answers(path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createConnection(path, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', (error: NodeJS.ErrnoException) => {
      if (NOBODY.has(error.code ?? '')) resolve(false);
      else if (error.code === 'EACCES') resolve(true);
      else reject(error);
    });
  });
}

const listen = (server: Server, path: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });

const header = (fields: { bytes: number } | { error: string }) => `${JSON.stringify(fields)}\n`;

/**
 * Output per round trip of the compression between its thread and the shop's event loop: zlib's 16 KB made a 5 MB
 * backup wait for 300 turns of a busy shop's loop (36 s in a test on a loaded machine); 8 MB makes it one or a few.
 */
const GZIP_CHUNK = 8 << 20;

/**
 * The database's data directory as a gzipped tar: read while no statement runs (the shop pauses for that), then
 * compressed on libuv's threads while it goes on.
 */
export async function dumpGzipped(database: Database): Promise<Buffer> {
  const tar = await database.dumpDataDir!();
  return promisify(gzip)(Buffer.from(await tar.arrayBuffer()), { chunkSize: GZIP_CHUNK });
}

/** Answers one connection: after the request, a JSON line ({ bytes } or { error }) and the dump's bytes. */
function answer(socket: Socket, dump: () => Promise<Buffer>) {
  socket.on('error', () => {}); // a client gone mid-answer is no concern of the database's owner
  let received = '';
  const onData = (chunk: Buffer) => {
    received += chunk.toString('latin1');
    if (received.length < REQUEST.length) return;
    socket.off('data', onData);
    if (received !== REQUEST) return void socket.destroy();
    dump().then(
      (bytes) => {
        socket.write(header({ bytes: bytes.length }));
        socket.end(bytes);
      },
      (error: unknown) => socket.end(header({ error: error instanceof Error ? error.message : String(error) })),
    );
  };
  socket.on('data', onData);
}

type EmbeddedOptions = Omit<Extract<DatabaseOptions, { kind: 'pglite' }>, 'kind'> & { dataDir: string };

/**
 * Opens the embedded database in dataDir/pglite as the one process that has it: takes the socket first (refusing
 * while another process answers there; taking over a socket left behind by a killed one), then opens the database
 * (`template` and `image` as in openDatabase), and answers dumps until closed.
 */
export async function openEmbeddedDatabase(options: EmbeddedOptions): Promise<Database> {
  const { dataDir } = options;
  const path = ownerSocket(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const server = createServer();
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await answers(path)) throw inUse(dataDir);
    rmSync(path, { force: true });
    await listen(server, path).catch(() => Promise.reject(inUse(dataDir))); // another process took it meanwhile
  }
  // Whoever may connect gets the whole database: the directory's owner alone (the umask may allow more).
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  const database = openDatabase({ kind: 'pglite', ...options });
  // From here on, in the same turn of the event loop as the listening: no connection can have come before.
  const connections = new Set<Socket>();
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    answer(socket, () => dumpGzipped(database));
  });
  return {
    ...database,
    async close() {
      // The database first: the socket keeps the directory taken until PGlite has let go of it.
      await database.close();
      for (const socket of connections) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

/** Asks the process that has dataDir open for a dump of its database (dumpGzipped); null when no process has it. */
export function requestDump(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(ownerSocket(dataDir), () => socket.write(REQUEST));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (NOBODY.has(error.code ?? '') ? resolve(null) : reject(error)));
    socket.on('end', () => {
      const answered = Buffer.concat(chunks);
      const newline = answered.indexOf('\n');
      if (newline < 0) return reject(new DataDirError(`The process that has ${dataDir} open closed the connection without a dump (was it stopping?).`));
      const fields = JSON.parse(answered.subarray(0, newline).toString()) as { bytes?: number; error?: string };
      const body = answered.subarray(newline + 1);
      if (fields.error !== undefined) return reject(new DataDirError(`The process that has ${dataDir} open could not dump it: ${fields.error}`));
      if (body.length !== fields.bytes) return reject(new DataDirError(`The dump of ${dataDir} ended after ${body.length} of ${fields.bytes} bytes.`));
      resolve(body);
    });
  });
}
