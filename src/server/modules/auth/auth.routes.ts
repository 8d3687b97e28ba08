import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '#shared/constants.ts';
import {
  applyBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  profileSchema,
  profileUpdateBody,
  registerBody,
  registerResponse,
  resetPasswordBody,
  sessionResponse,
} from '#shared/schemas/auth.ts';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import { languageFromAcceptLanguage } from '#server/http/accept-language.ts';
import { shopOrigin } from '#server/http/origin.ts';
import { counterNamespace } from '#server/http/rate-limit.ts';
import { registerWithBooking, submitApplication } from '#server/modules/registration/index.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '#server/auth/cookie.ts';
import { requireUser } from '#server/auth/guards.ts';
import { changePassword, checkPassword } from './account.service.ts';
import { registerSecondStep } from './second-step.routes.ts';
import { createLoginThrottle } from '#server/auth/login-throttle.ts';
import { readDeviceCookie, rememberDevice } from '#server/auth/device-cookie.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { createSession, deleteSession, type SessionStart } from '#server/auth/sessions.repo.ts';
import { sessionStartOf } from '#server/auth/session-start.ts';
import { changeLanguage, toProfileDto } from '#server/modules/profiles/index.ts';
import { secondFactorMethods } from '#server/modules/second-factor/index.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const authLimit = { rateLimit: { max: ctx.config.rateLimits.auth.max, timeWindow: ctx.config.rateLimits.auth.windowMs } };
  /** The language a new account speaks: the one chosen in the form, else the browser's. */
  const languageOf = (request: FastifyRequest, chosen: Language | undefined) =>
    chosen ?? languageFromAcceptLanguage(request.headers['accept-language']);
  /**
   * A new session for whoever just proved who they are, replacing the one this browser held (another account's, or
   * a sign-in left waiting for its second factor): a session token is never carried over a sign-in.
   */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: string, start: SessionStart) => {
    const previous = readSessionToken(request, ctx.config);
    if (previous) await deleteSession(db, previous);
    setSessionCookie(reply, ctx.config, await createSession(db, userId, start));
  };
  const throttle = createLoginThrottle(app.redis, counterNamespace(ctx.config), ctx.config.loginThrottle);

  app.get('/api/auth/session', { schema: { tags, response: { 200: sessionResponse } } }, async (request) => {
    const { auth } = request;
    if (auth?.awaitingSecondFactor) return { profile: null, secondFactor: { methods: await secondFactorMethods(db, auth.profile.id) } };
    return { profile: auth ? toProfileDto(auth.profile) : null };
  });

  app.post(
    '/api/auth/login',
    { config: authLimit, schema: { tags, body: loginBody, response: { 200: loginResponse } } },
    async (request, reply) => {
      const { email, password, language } = request.body;
      const checked = await checkPassword(db, throttle, email, password, readDeviceCookie(request, ctx.config));
      let { profile } = checked;
      // A language chosen on the sign-in page is the person's newest choice: it replaces the profile's.
      if (language && language !== profile.language) {
        await changeLanguage(db, profile.id, language);
        profile = { ...profile, language };
      }
      // An account with a second factor gets a session that opens only the second step (docs/decisions/038); the
      // failures stay counted until that step succeeds too.
      const methods = await secondFactorMethods(db, profile.id);
      if (methods.length) {
        await startSession(request, reply, profile.id, { ...sessionStartOf(request), awaitingSecondFactor: true });
        return { secondFactor: { methods } };
      }
      await throttle.clear(email, checked.device);
      await startSession(request, reply, profile.id, sessionStartOf(request));
      // This browser is known to the account from now on (auth/device-cookie.ts). After the session cookie: test
      // clients that keep an answer's first cookie only want the session.
      rememberDevice(request, reply, ctx.config, profile);
      return { profile: toProfileDto(profile) };
    },
  );

  app.post(
    '/api/auth/register',
    { config: authLimit, schema: { tags, body: registerBody, response: { 201: registerResponse } } },
    async (request, reply) => {
      const result = await registerWithBooking(db, { ...request.body, language: languageOf(request, request.body.language) });
      await startSession(request, reply, result.profile.id, sessionStartOf(request));
      rememberDevice(request, reply, ctx.config, result.profile);
      return reply.status(201).send({ ...result, profile: toProfileDto(result.profile) });
    },
  );

  app.post(
    '/api/auth/apply',
    {
      config: authLimit,
      schema: { tags, body: applyBody, response: { 201: z.object({ profile: profileSchema, message: z.string() }) } },
    },
    async (request, reply) => {
      const profile = await submitApplication(db, { ...request.body, language: languageOf(request, request.body.language) });
      await startSession(request, reply, profile.id, sessionStartOf(request));
      rememberDevice(request, reply, ctx.config, profile);
      return reply.status(201).send({ profile: toProfileDto(profile), message: msg.applicationSubmitted });
    },
  );

  app.post('/api/auth/logout', { schema: { tags, response: { 200: messageResponse } } }, async (request, reply) => {
    const token = readSessionToken(request, ctx.config);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, ctx.config);
    return { message: msg.signedOut };
  });

  app.post(
    '/api/auth/change-password',
    { config: authLimit, schema: { tags, body: changePasswordBody, response: { 200: messageResponse } } },
    async (request, reply) => {
      const { profile, secondFactorAt } = requireUser(request);
      // The new session has proved what this one proved: a second factor stays proved across a password change.
      const changed = await changePassword(db, profile, request.body, { ...sessionStartOf(request), secondFactorAt });
      setSessionCookie(reply, ctx.config, changed.sessionToken);
      await app.mailQueue.deliverSoon(changed.mailIds);
      // The new password ends the account's device cookies (they are signed with its hash); this browser gets a new one.
      rememberDevice(request, reply, ctx.config, changed.profile);
      return { message: msg.passwordChanged };
    },
  );

  // The person's own settings; like the other changes a guest makes to their account (password, reminders), not
  // audited: the audit log records what staff do to other people's accounts.
  app.patch(
    '/api/auth/profile',
    {
      schema: {
        tags,
        summary: 'Change the signed-in person\'s settings',
        description: 'Sets the language of the shop and of the mails to this person: en, de or fr. Answers 204.',
        body: profileUpdateBody,
        response: { 204: z.void().describe('Saved; no body') },
      },
    },
    async (request, reply) => {
      await changeLanguage(db, requireUser(request).profile.id, request.body.language);
      return reply.status(204).send();
    },
  );

  // The reset mail is queued with its token and claimed at once, then sent after the answer, so a known e-mail
  // is not told apart by a slow mail server; closing the app waits for it, and the queue retries a failure.
  app.post(
    '/api/auth/forgot-password',
    { config: authLimit, schema: { tags, body: forgotPasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      const ids = await requestPasswordReset(db, shopOrigin(request, ctx.config), request.body.email);
      await app.mailQueue.deliverSoon(ids);
      return { message: msg.resetRequested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: authLimit, schema: { tags, body: resetPasswordBody, response: { 200: messageResponse } } },
    async (request, reply) => {
      const { profile, mailIds } = await resetPassword(db, request.body.token, request.body.password);
      await app.mailQueue.deliverSoon(mailIds);
      // A guest who proved they own the mailbox may sign in again at once, from this browser even while
      // unknown browsers are refused again.
      await throttle.clear(profile.email);
      rememberDevice(request, reply, ctx.config, profile);
      return { message: msg.resetDone };
    },
  );

  registerSecondStep(app, ctx, throttle);
};
