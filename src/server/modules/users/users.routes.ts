import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import {
  adminUserOverviewResponse,
  adminUserResponse,
  adminUsersResponse,
  createUserBody,
  roleBody,
  tokenBalanceBody,
} from '#shared/schemas/admin-users.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { toProfileDto } from '#server/modules/profiles/index.ts';
import { shopOrigin } from '#server/http/origin.ts';
import { requireStepUp } from '#server/modules/second-factor/index.ts';
import { listActiveUsers, listApplications } from './users.repo.ts';
import { approveApplication, createUser, rejectApplication, sendResetEmail, setRole, setTokenBalance, userOverview } from './users.service.ts';

const tags = ['admin: users'];

export const adminUsersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/users', { schema: { tags, response: { 200: adminUsersResponse } } }, async () => ({ users: (await listActiveUsers(db)).map(toProfileDto) }));

  app.get(
    '/users/:id',
    { schema: { tags, params: idParams, response: { 200: adminUserOverviewResponse } } },
    async (request) => {
      const overview = await userOverview(db, request.params.id);
      return { ...overview, user: toProfileDto(overview.user) };
    },
  );

  app.get('/applications', { schema: { tags, response: { 200: adminUsersResponse } } }, async () => ({ users: (await listApplications(db)).map(toProfileDto) }));

  app.post(
    '/users',
    { schema: { tags, body: createUserBody, response: { 201: adminUserResponse } } },
    async (request, reply) => {
      const auth = authOf(request);
      // Tokens or a role beyond a guest's are what a stolen admin session would mint: they ask for a recent proof.
      if (request.body.initialTokens > 0 || request.body.role !== 'user') await requireStepUp(db, auth);
      const user = await createUser(db, auth.profile.id, request.body);
      return reply.status(201).send({ user: toProfileDto(user), message: msg.userCreated });
    },
  );

  app.put(
    '/users/:id/token-balance',
    { schema: { tags, params: idParams, body: tokenBalanceBody, response: { 200: adminUserResponse } } },
    async (request) => {
      const auth = authOf(request);
      await requireStepUp(db, auth);
      const user = await setTokenBalance(db, auth.profile.id, request.params.id, request.body);
      return { user: toProfileDto(user), message: msg.tokenBalanceUpdated };
    },
  );

  app.put(
    '/users/:id/role',
    { schema: { tags, params: idParams, body: roleBody, response: { 200: adminUserResponse } } },
    async (request) => {
      const auth = authOf(request);
      await requireStepUp(db, auth);
      const user = await setRole(db, auth.profile.id, request.params.id, request.body.role);
      return { user: toProfileDto(user), message: msg.roleUpdated };
    },
  );

  app.post(
    '/users/:id/password-reset',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      const { user, mailIds } = await sendResetEmail(db, shopOrigin(request, ctx.config), profile.id, request.params.id);
      await app.mailQueue.deliverSoon(mailIds);
      return { message: msg.resetEmailSent({ email: user.email }) };
    },
  );

  app.post(
    '/applications/:id/approve',
    { schema: { tags, params: idParams, response: { 200: adminUserResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      const user = await approveApplication(db, profile.id, request.params.id);
      return { user: toProfileDto(user), message: msg.applicationApproved };
    },
  );

  app.delete(
    '/applications/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      await rejectApplication(db, profile.id, request.params.id);
      return { message: msg.applicationRejected };
    },
  );
};
