/**
 * The floor for the catalogue read: a bare Fastify server, logging as the app does, whose routes send
 * constant JSON bodies (the exact bytes the app's catalogue route answered with, passed in as files).
 * Benchmark-only; nothing in the app uses it.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(process.env.BENCH_CONSTANT_BODIES ?? '{}') as Record<string, string>;
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/api/health', async () => ({ status: 'ok' }));
for (const [name, file] of Object.entries(bodies)) {
  const body = readFileSync(file);
  app.get(`/constant/${name}`, (_request, reply) => {
    void reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
}
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
