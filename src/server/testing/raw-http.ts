import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: string; body: string };

/**
 * Sends one HTTP/1.1 request over a real socket to 127.0.0.1, exactly as written: the request line and every
 * header, `Host` included (app.inject and fetch normalise them), so a test can play a client that lies.
 */
export function rawRequest(port: number, requestLine: string, headers: Record<string, string>, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const head = Object.entries({ ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      socket.write(`${requestLine}\r\n${head}\r\n\r\n${body}`);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', rest = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest });
    });
  });
}
