import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { msg } from '#shared/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { AppError, forbidden, unauthorized } from '#server/http/errors.ts';
import { isApiPath } from '#server/http/origin.ts';
import { readSessionToken } from './cookie.ts';
import { resolveSession, type SessionUser } from './sessions.repo.ts';

export type Auth = {
  profile: SessionUser;
  tokenHash: string;
  /** The password was right, the second factor is still to come: such a session is not signed in yet. */
  awaitingSecondFactor: boolean;
  /** When this session last proved a second factor; null when it never did (docs/decisions/038). */
  secondFactorAt: Date | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** Loads the session (if any) for every API request, before any handler runs. */
export const sessionPlugin = fp(async (app, ctx: AppContext) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request)) return;
    const token = readSessionToken(request, ctx.config);
    if (token) request.auth = await resolveSession(ctx.database.db, token);
  });
});

export function requireUser(request: FastifyRequest): Auth {
  if (!request.auth || request.auth.awaitingSecondFactor) throw unauthorized();
  return request.auth;
}

/** A session, signed in or still awaiting its second factor: the second step of a sign-in takes either. */
export function requireSession(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Applications (inactive profiles) may sign in and look, but not order, buy or claim lounges. */
export function requireActiveUser(request: FastifyRequest): Auth {
  const auth = requireUser(request);
  if (auth.profile.status !== 'active') throw forbidden(msg.accountInactive);
  return auth;
}

/**
 * The back office opens only once a password the server generated (and printed on its console) has been
 * replaced: until then its holder is told so, with a code of its own, on every back-office route.
 */
function requireOwnPassword(auth: Auth): Auth {
  if (auth.profile.mustChangePassword) {
    throw new AppError(403, ERROR_CODES.passwordChangeRequired, msg.passwordChangeRequired);
  }
  return auth;
}

export function requireAdmin(request: FastifyRequest): Auth {
  const auth = requireUser(request);
  if (auth.profile.role !== 'admin' || auth.profile.status !== 'active') throw forbidden();
  return requireOwnPassword(auth);
}

/** The delivery run and the packing list: staff or admin, active (docs/product.md#roles-and-permissions). */
export function requireStaff(request: FastifyRequest): Auth {
  const auth = requireUser(request);
  if ((auth.profile.role !== 'staff' && auth.profile.role !== 'admin') || auth.profile.status !== 'active') throw forbidden();
  return requireOwnPassword(auth);
}

/**
 * The profile a scope's guard already checked (the back office's `onRequest` requireAdmin): handlers of a
 * guarded scope read it here instead of checking again. Called outside such a scope it is our bug.
 */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error(`authOf() on an unguarded route: ${request.routeOptions.url}`);
  return request.auth;
}
