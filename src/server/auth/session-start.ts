import type { FastifyRequest } from 'fastify';
import type { SessionStart } from './sessions.repo.ts';

/** Longest browser name kept with a session: enough to tell devices apart, bounded against oversized headers. */
const USER_AGENT_MAX = 400;

/** Where a new session signs in from, as the person's list of their sessions shows it. */
export const sessionStartOf = (request: FastifyRequest): SessionStart => ({
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
  ipAddress: request.ip,
});
