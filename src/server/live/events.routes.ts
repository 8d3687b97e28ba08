import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { LIVE_CHANGE_EVENT, LIVE_HEARTBEAT_EVENT, type LiveMessage } from '#shared/live-events.ts';
import type { AppContext } from '#server/app-context.ts';
import { readSessionToken } from '#server/auth/cookie.ts';
import { resolveSession } from '#server/auth/sessions.repo.ts';
import { messageFor } from './live-audience.ts';

/**
 * `GET /api/events`: a server-sent-events stream per page (decision 021). It sends `change`
 * events with what the session may see of each change any instance announced, and a `heartbeat` every
 * liveHeartbeatMs, so the client can tell a quiet stream from a dead one. At each heartbeat the session is
 * looked up again: signed out, deactivated or given another role, the stream ends (the client reconnects and
 * is judged afresh). A visitor without a session gets a stream too, of the public kinds only (the shop's
 * stock, catalogue and settings), and there is no session to look up at its heartbeats.
 */
export const eventsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const streams = new Set<() => void>();
  // Open streams would keep a closing server waiting for them: they end first, their clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get('/api/events', { schema: { tags: ['live'], summary: 'Server-sent events: what changed, by id' } }, async (request, reply) => {
    const profile = request.auth?.profile;
    const token = readSessionToken(request, ctx.config);
    // Still the same person with the same rights? A visitor has nothing that could change.
    const unchanged = async () => {
      if (!profile || !token) return true;
      const now = await resolveSession(db, token);
      return !!now && now.profile.role === profile.role && now.profile.status === profile.status;
    };
    reply.hijack();
    const res: ServerResponse = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // A proxy in front must pass each event on at once instead of buffering the answer.
      'x-accel-buffering': 'no',
      // One stream per connection: once it ends the socket goes too, and never holds a closing server open.
      connection: 'close',
    });
    const send = (event: string, data: LiveMessage | Record<string, never>) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    // The first bytes make the browser's EventSource report the stream open.
    res.write(': open\n\n');

    const viewer = profile ? { profileId: profile.id, role: profile.role } : null;
    const unsubscribe = app.live.subscribe((event) => {
      const message = messageFor(event, viewer);
      if (message) send(LIVE_CHANGE_EVENT, message);
    });
    const heartbeat = setInterval(() => {
      unchanged().then(
        (same) => (same ? send(LIVE_HEARTBEAT_EVENT, {}) : end()),
        // The database is away for a moment: no heartbeat, the client's timeout reconnects if it lasts.
        () => {},
      );
    }, ctx.config.liveHeartbeatMs);

    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      res.end();
    }
    streams.add(end);
    res.on('close', end);
  });
};
