import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import {
  factorAddedResponse,
  passkeyAddBody,
  recoveryCodesResponse,
  secondFactorStatus,
  totpConfirmBody,
  totpSetupResponse,
} from '#shared/schemas/second-factor.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf, requireUser, type Auth } from '#server/auth/guards.ts';
import { stampSecondFactor } from '#server/auth/sessions.repo.ts';
import { shopOrigin } from '#server/http/origin.ts';
import { countRecoveryCodesLeft, countFactors, listPasskeys } from './second-factor.repo.ts';
import { addPasskey, confirmTotp, passkeyRegistrationOptions, removePasskey, removeTotp, renewRecoveryCodes, startTotp, type FactorAdded } from './enrolment.service.ts';
import { removeAllFactors } from './admin-reset.service.ts';
import { secondFactorRequired } from './requirement.ts';
import { requireStepUp, stepUpUntil } from './step-up.ts';
import { relyingPartyAt } from './webauthn.ts';

const tags = ['second factor'];
const owner = ({ profile }: Auth) => ({ id: profile.id, email: profile.email });

/** The signed-in person's own factors (docs/decisions/038), under /api/auth/second-factor. */
export const secondFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const relyingParty = (request: FastifyRequest) => relyingPartyAt(shopOrigin(request, ctx.config));
  const required = (auth: Auth) => secondFactorRequired(db, ctx.config, auth.profile);

  /**
   * Adding a factor to an account that has one asks for a recent proof: a stolen session must not add the thief's
   * authenticator. The first factor needs none, and it stamps the session, which opens the back office to an
   * account that must have one.
   */
  const beforeAdding = (auth: Auth) => requireStepUp(db, auth);
  const added = async (auth: Auth, result: FactorAdded) => {
    if (!auth.secondFactorAt) await stampSecondFactor(db, auth.tokenHash);
    await app.mailQueue.deliverSoon(result.mailIds);
    return { recoveryCodes: result.recoveryCodes };
  };

  app.get('/api/auth/second-factor', { schema: { tags, response: { 200: secondFactorStatus } } }, async (request) => {
    const auth = requireUser(request);
    const [{ totp }, passkeys, recoveryCodesLeft, isRequired] = await Promise.all([
      countFactors(db, auth.profile.id),
      listPasskeys(db, auth.profile.id),
      countRecoveryCodesLeft(db, auth.profile.id),
      required(auth),
    ]);
    return {
      totp,
      passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
      recoveryCodesLeft,
      required: isRequired,
      stepUpUntil: stepUpUntil(auth)?.toISOString() ?? null,
    };
  });

  app.post('/api/auth/second-factor/totp', { schema: { tags, response: { 200: totpSetupResponse } } }, async (request) => {
    const auth = requireUser(request);
    await beforeAdding(auth);
    return startTotp(db, owner(auth));
  });

  app.post(
    '/api/auth/second-factor/totp/confirm',
    { schema: { tags, body: totpConfirmBody, response: { 200: factorAddedResponse } } },
    async (request) => {
      const auth = requireUser(request);
      await beforeAdding(auth);
      return added(auth, await confirmTotp(db, owner(auth), request.body.code));
    },
  );

  app.delete('/api/auth/second-factor/totp', { schema: { tags, response: { 200: messageResponse } } }, async (request) => {
    const auth = requireUser(request);
    await requireStepUp(db, auth);
    await app.mailQueue.deliverSoon(await removeTotp(db, owner(auth), await required(auth)));
    return { message: msg.totpRemoved };
  });

  app.post('/api/auth/second-factor/passkeys/options', { schema: { tags } }, async (request) => {
    const auth = requireUser(request);
    await beforeAdding(auth);
    return passkeyRegistrationOptions(db, owner(auth), auth.tokenHash, relyingParty(request));
  });

  app.post(
    '/api/auth/second-factor/passkeys',
    { schema: { tags, body: passkeyAddBody, response: { 200: factorAddedResponse } } },
    async (request) => {
      const auth = requireUser(request);
      await beforeAdding(auth);
      const { name, response } = request.body;
      return added(auth, await addPasskey(db, owner(auth), auth.tokenHash, relyingParty(request), name, response));
    },
  );

  app.delete(
    '/api/auth/second-factor/passkeys/:id',
    { schema: { tags, params: z.object({ id: z.string().min(1).max(1024) }), response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireUser(request);
      await requireStepUp(db, auth);
      await app.mailQueue.deliverSoon(await removePasskey(db, owner(auth), await required(auth), request.params.id));
      return { message: msg.passkeyRemoved };
    },
  );

  app.post('/api/auth/second-factor/recovery-codes', { schema: { tags, response: { 200: recoveryCodesResponse } } }, async (request) => {
    const auth = requireUser(request);
    await requireStepUp(db, auth);
    const { recoveryCodes, mailIds } = await renewRecoveryCodes(db, owner(auth));
    await app.mailQueue.deliverSoon(mailIds);
    return { recoveryCodes };
  });
};

/** Another admin removes every factor of an account (under /api/admin, behind the back office's guard). */
export const adminSecondFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.delete(
    '/users/:id/second-factor',
    { schema: { tags: ['admin: users'], params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const auth = authOf(request);
      await requireStepUp(db, auth);
      const { email, mailIds } = await removeAllFactors(db, auth.profile.id, request.params.id);
      await app.mailQueue.deliverSoon(mailIds);
      return { message: msg.secondFactorReset({ email }) };
    },
  );
};
