import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import { adminUserResponse, adminUsersResponse, createUserBody, tokenBalanceBody } from '#shared/schemas/admin-users.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireAdmin } from '#server/auth/guards.ts';
import { toProfileDto } from '#server/auth/profile-dto.ts';
import { shopOrigin } from '#server/http/origin.ts';
import { listActiveUsers, listApplications } from './users.repo.ts';
import { approveApplication, createUser, rejectApplication, sendResetEmail, setTokenBalance } from './users.service.ts';

const tags = ['admin: users'];

export const adminUsersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  // Before body validation, so that nobody but an admin learns anything from these routes.
  app.addHook('onRequest', async (request) => void requireAdmin(request));

  app.get('/api/admin/users', { schema: { tags, response: { 200: adminUsersResponse } } }, async (request) => {
    requireAdmin(request);
    return { users: (await listActiveUsers(db)).map(toProfileDto) };
  });

  app.get('/api/admin/applications', { schema: { tags, response: { 200: adminUsersResponse } } }, async (request) => {
    requireAdmin(request);
    return { users: (await listApplications(db)).map(toProfileDto) };
  });

  app.post(
    '/api/admin/users',
    { schema: { tags, body: createUserBody, response: { 201: adminUserResponse } } },
    async (request, reply) => {
      const { profile } = requireAdmin(request);
      const user = await createUser(db, profile.id, request.body);
      return reply.status(201).send({ user: toProfileDto(user), message: msg.userCreated });
    },
  );

  app.put(
    '/api/admin/users/:id/token-balance',
    { schema: { tags, params: idParams, body: tokenBalanceBody, response: { 200: adminUserResponse } } },
    async (request) => {
      const { profile } = requireAdmin(request);
      const user = await setTokenBalance(db, profile.id, request.params.id, request.body.tokenBalance);
      return { user: toProfileDto(user), message: msg.tokenBalanceUpdated };
    },
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { profile } = requireAdmin(request);
      const user = await sendResetEmail(db, ctx.mailer, shopOrigin(request, ctx.config), profile.id, request.params.id, request.log);
      return { message: msg.resetEmailSent(user.email) };
    },
  );

  app.post(
    '/api/admin/applications/:id/approve',
    { schema: { tags, params: idParams, response: { 200: adminUserResponse } } },
    async (request) => {
      const { profile } = requireAdmin(request);
      const user = await approveApplication(db, profile.id, request.params.id);
      return { user: toProfileDto(user), message: msg.applicationApproved };
    },
  );

  app.delete(
    '/api/admin/applications/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { profile } = requireAdmin(request);
      await rejectApplication(db, profile.id, request.params.id);
      return { message: msg.applicationRejected };
    },
  );
};
