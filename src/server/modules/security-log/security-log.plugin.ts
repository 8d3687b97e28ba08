import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { SecurityEventKind } from '#shared/constants.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/client.ts';
import { sessionStartOf } from '#server/auth/session-start.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { routedPath } from '#server/http/origin.ts';
import { findProfileByEmail } from '#server/modules/profiles/index.ts';
import { accountOfResetToken, recordSecurityEvent, type SecurityEvent } from './security-events.repo.ts';

/** Whom an event is about: the e-mail the body names, the signed-in person, or the owner of a reset link. */
type Subject = 'email' | 'session' | 'resetToken';
type Rule = { kind: SecurityEventKind; subject: Subject };

/** A sign-in's answer; it means signed in only when it did not ask for the second factor. */
const SIGNED_IN = 'POST /api/auth/login 200';

/** What the door's answers mean, by route pattern and status (docs/features.md#security-and-audit-log). */
const RULES: Record<string, Rule> = {
  [SIGNED_IN]: { kind: 'sign_in.succeeded', subject: 'email' },
  'POST /api/auth/login 401': { kind: 'sign_in.failed', subject: 'email' },
  'POST /api/auth/login 429': { kind: 'sign_in.throttled', subject: 'email' },
  'POST /api/auth/forgot-password 200': { kind: 'password_reset.requested', subject: 'email' },
  'POST /api/auth/reset-password 200': { kind: 'password_reset.completed', subject: 'resetToken' },
  'POST /api/auth/change-password 200': { kind: 'password.changed', subject: 'session' },
  // The second factor (docs/decisions/038): a proof's outcome, and changes to one's own factors or another's.
  'POST /api/auth/second-factor 400': { kind: 'second_factor.failed', subject: 'session' },
  'POST /api/auth/second-factor 429': { kind: 'sign_in.throttled', subject: 'session' },
  'POST /api/auth/second-factor/totp/confirm 200': { kind: 'second_factor.added', subject: 'session' },
  'POST /api/auth/second-factor/passkeys 200': { kind: 'second_factor.added', subject: 'session' },
  'DELETE /api/auth/second-factor/totp 200': { kind: 'second_factor.removed', subject: 'session' },
  'DELETE /api/auth/second-factor/passkeys/:id 200': { kind: 'second_factor.removed', subject: 'session' },
  'POST /api/auth/second-factor/recovery-codes 200': { kind: 'recovery_codes.renewed', subject: 'session' },
  'DELETE /api/admin/users/:id/second-factor 200': { kind: 'second_factor.reset_by_admin', subject: 'session' },
};
/** A proof that passed: it completed a sign-in that awaited it, or refreshed a signed-in session's step-up. */
const PROVED = 'POST /api/auth/second-factor 200';
/** Any other 403: a guard, the same-origin check or a rule said no (or the web's files refused a path). */
const REFUSED: Rule = { kind: 'access.refused', subject: 'session' };
/**
 * A sign-in whose password was right and whose answer asks for the second factor (docs/decisions/038): not signed
 * in yet. The second step records its own outcome (second_factor.signed_in or second_factor.failed).
 */
const AWAITING_SECOND_FACTOR: Rule = { kind: 'sign_in.second_factor_awaited', subject: 'email' };

const routeOf = (request: FastifyRequest) => `${request.method} ${routedPath(request)}`;

/** The event an answer makes, if any; `secondStep`: the answer asked for the second factor. */
function ruleFor(request: FastifyRequest, status: number, secondStep: boolean): Rule | undefined {
  const key = `${routeOf(request)} ${status}`;
  if (key === SIGNED_IN && secondStep) return AWAITING_SECOND_FACTOR;
  if (key === PROVED) return { kind: request.auth?.awaitingSecondFactor ? 'second_factor.signed_in' : 'step_up.passed', subject: 'session' };
  return RULES[key] ?? (status === 403 ? REFUSED : undefined);
}

/**
 * A text field of the body as the route's schema left it (the e-mail trimmed and lower-case: emailField), if the
 * body was read: a request the rate limit refused never was. Only the e-mail and the reset token are ever read
 * here, the token only to find its account by its hash.
 */
function bodyText(request: FastifyRequest, field: 'email' | 'token'): string | undefined {
  const body = request.body as Record<string, unknown> | undefined | null;
  const value = body && typeof body === 'object' ? body[field] : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

const NOBODY = { userId: null, email: null };

/** The account and e-mail the event names; an e-mail of no account is kept too. */
async function subjectOf(db: Queryable, request: FastifyRequest, subject: Subject): Promise<Pick<SecurityEvent, 'userId' | 'email'>> {
  switch (subject) {
    case 'session':
      return request.auth ? { userId: request.auth.profile.id, email: request.auth.profile.email } : NOBODY;
    case 'email': {
      const email = bodyText(request, 'email');
      if (!email) return NOBODY;
      return { userId: (await findProfileByEmail(db, email))?.id ?? null, email };
    }
    case 'resetToken': {
      const token = bodyText(request, 'token');
      const account = token ? await accountOfResetToken(db, hashToken(token)) : undefined;
      return account ? { userId: account.id, email: account.email } : NOBODY;
    }
  }
}

/**
 * Records the security events of the auth routes' answers without touching those routes: after each answer is
 * sent, its route and status (and for a sign-in, whether it asked for the second factor) say whether it was a
 * sign-in, a failure, a throttle, a reset, a password change or a refusal. Each event goes to the structured log ('security event') and to the security_events table. Neither
 * ever changes the answer: it has been sent, and a failure to write is logged, not thrown. Closing the app waits
 * for the events still being written.
 */
export const securityLogPlugin = fp(async (app, ctx: AppContext) => {
  const { db } = ctx.database;
  const writing = new Set<Promise<void>>();
  /** Answers that ask for the second factor ({ secondFactor }), seen before they are serialized. */
  const askedSecondFactor = new WeakSet<FastifyRequest>();

  async function record(request: FastifyRequest, status: number, rule: Rule) {
    const seen = { kind: rule.kind, ipAddress: request.ip, detail: { route: routeOf(request), status, userAgent: sessionStartOf(request).userAgent } };
    try {
      const event: SecurityEvent = { ...seen, ...(await subjectOf(db, request, rule.subject)) };
      request.log.info(event, 'security event');
      await recordSecurityEvent(db, event);
    } catch (err) {
      request.log.error({ ...seen, err }, 'security event not recorded');
    }
  }

  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (payload !== null && typeof payload === 'object' && 'secondFactor' in payload) askedSecondFactor.add(request);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const rule = ruleFor(request, reply.statusCode, askedSecondFactor.has(request));
    if (!rule) return;
    const done = record(request, reply.statusCode, rule).finally(() => writing.delete(done));
    writing.add(done);
    await done;
  });

  app.addHook('onClose', async () => {
    await Promise.all(writing);
  });
});
