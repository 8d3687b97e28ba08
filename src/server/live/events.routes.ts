import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { LIVE_CHANGE_EVENT, LIVE_HEARTBEAT_EVENT, type LiveMessage } from '#shared/live-events.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import type { AppContext } from '#server/app-context.ts';
import { readSessionToken } from '#server/auth/cookie.ts';
import { requireActiveUser } from '#server/auth/guards.ts';
import { resolveSession } from '#server/auth/sessions.repo.ts';
import { AppError } from '#server/http/errors.ts';
import { counterNamespace } from '#server/http/rate-limit.ts';
import { messageFor } from './live-audience.ts';
import { LIVE_STREAMS_PER_SESSION, memoryStreamSlots, redisStreamSlots, type StreamSlot } from './stream-slots.ts';

/**
 * `GET /api/events`: a server-sent-events stream per page (decision 021). It sends `change`
 * events with what the session may see of each change any instance announced, and a `heartbeat` every
 * liveHeartbeatMs, so the client can tell a quiet stream from a dead one. At each heartbeat the session is
 * looked up again: signed out, deactivated or given another role, the stream ends (the client reconnects and
 * is judged afresh). A visitor without a session gets a stream too, of the public kinds only (the shop's
 * stock, catalogue and settings), and there is no session to look up at its heartbeats.
 *
 * A session holds at most LIVE_STREAMS_PER_SESSION streams, counted across instances with REDIS_URL; one more is
 * refused with 429. An application (an inactive account) gets none, 403: applying costs nothing, so its streams
 * would be the cheapest way to hold the server's connections (docs/decisions/034).
 */
export const eventsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  // A place lapses after three heartbeats without renewal: the stream's instance died without giving it back.
  const slots = app.redis ? redisStreamSlots(app.redis, counterNamespace(ctx.config), 3 * ctx.config.liveHeartbeatMs) : memoryStreamSlots();
  const streams = new Set<() => Promise<void>>();
  // Open streams would keep a closing server waiting for them: they end first, their clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    await Promise.all([...streams].map((end) => end()));
  });

  app.get('/api/events', { schema: { tags: ['live'], summary: 'Server-sent events: what changed, by id' } }, async (request, reply) => {
    const profile = request.auth?.profile;
    let slot: StreamSlot | null = null;
    if (request.auth) {
      requireActiveUser(request);
      slot = await slots.take(request.auth.tokenHash);
      if (!slot) {
        throw new AppError(429, ERROR_CODES.liveStreamsExhausted, localized('liveStreamsExhausted', { max: LIVE_STREAMS_PER_SESSION }));
      }
    }
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
        (same) => {
          if (!same) return void end();
          send(LIVE_HEARTBEAT_EVENT, {});
          // Redis away for a moment: the place holds until its lease runs out.
          slot?.renew().catch(() => {});
        },
        // The database is away for a moment: no heartbeat, the client's timeout reconnects if it lasts.
        () => {},
      );
    }, ctx.config.liveHeartbeatMs);

    let ended = false;
    /** Ends the stream and gives its place back (a place Redis cannot take back now lapses with its lease). */
    async function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      app.metrics.liveStreams.dec();
      res.end();
      await slot?.release().catch(() => {});
    }
    streams.add(end);
    app.metrics.liveStreams.inc();
    res.on('close', () => void end());
  });
};
