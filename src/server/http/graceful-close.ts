import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (SIGTERM), answers still being sent ask the client to close its keep-alive
 * connection: otherwise such a connection, idle once its last request is answered, keeps the server
 * (and the deploy waiting for it) open until the keep-alive timeout. New requests get 503 meanwhile
 * (Fastify's return503OnClosing).
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
