import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSchema } from '#shared/schemas/auth.ts';
import { secondFactorProofBody } from '#shared/schemas/second-factor.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireSession } from '#server/auth/guards.ts';
import { setSessionCookie } from '#server/auth/cookie.ts';
import { knownDevice, readDeviceCookie, rememberDevice } from '#server/auth/device-cookie.ts';
import type { LoginThrottle } from '#server/auth/login-throttle.ts';
import { sessionStartOf } from '#server/auth/session-start.ts';
import { createSession, endSession } from '#server/auth/sessions.repo.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { shopOrigin } from '#server/http/origin.ts';
import { toProfileDto } from '#server/modules/profiles/index.ts';
import { passkeyProofOptions, proveSecondFactor, relyingPartyAt } from '#server/modules/second-factor/index.ts';
import { countedAttempt } from './account.service.ts';

const tags = ['auth'];

/**
 * The second factor as a step of its own (docs/decisions/038): it completes a sign-in that awaits it, or, in a
 * signed-in session, refreshes the step-up that actions moving tokens ask for. Each proof is an attempt counted
 * like a password (the same throttle), under the sign-in's rate limit; the security log records its outcome from
 * the answer (modules/security-log).
 */
export function registerSecondStep(app: FastifyInstance, ctx: AppContext, throttle: LoginThrottle) {
  const { db } = ctx.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authLimit = { rateLimit: { max: ctx.config.rateLimits.auth.max, timeWindow: ctx.config.rateLimits.auth.windowMs } };

  routes.post('/api/auth/second-factor/webauthn/options', { config: authLimit, schema: { tags } }, async (request) => {
    const auth = requireSession(request);
    return passkeyProofOptions(db, auth.profile, auth.tokenHash, relyingPartyAt(shopOrigin(request, ctx.config)));
  });

  routes.post(
    '/api/auth/second-factor',
    { config: authLimit, schema: { tags, body: secondFactorProofBody, response: { 200: z.object({ profile: profileSchema }) } } },
    async (request, reply) => {
      const auth = requireSession(request);
      const { profile } = auth;
      const device = knownDevice(readDeviceCookie(request, ctx.config), profile);
      const mailIds = await countedAttempt(throttle, profile.email, device, () =>
        proveSecondFactor(db, profile, auth.tokenHash, request.body, relyingPartyAt(shopOrigin(request, ctx.config))),
      );
      await throttle.clear(profile.email, device);
      await app.mailQueue.deliverSoon(mailIds);
      // A new session replaces the one that gave the proof, awaiting or signed in (a step-up): a cookie seen before
      // the proof is worth nothing after it (ASVS 7.2.4).
      const token = await inTransaction(db, async (tx) => {
        await endSession(tx, auth.tokenHash);
        return createSession(tx, profile.id, { ...sessionStartOf(request), secondFactorAt: new Date() });
      });
      setSessionCookie(reply, ctx.config, token);
      if (auth.awaitingSecondFactor) rememberDevice(request, reply, ctx.config, profile);
      return { profile: toProfileDto(profile) };
    },
  );
}
