import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { checkoutSessionBody, demoPaymentSchema, paymentIdParams, redirectResponse } from '#shared/schemas/payments.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireActiveUser, requireUser } from '#server/auth/guards.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { shopOrigin } from '#server/http/origin.ts';
import { createPaymentProvider } from '#server/payments/create-provider.ts';
import { cancelDemoPayment, completeDemoPayment, getDemoPayment, startCheckout } from './payments.service.ts';
import { webhookRoutes } from './webhook.routes.ts';

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const provider = ctx.payments ?? createPaymentProvider(ctx.config);
  const checkoutLimit = {
    rateLimit: { max: ctx.config.rateLimits.checkout.max, timeWindow: ctx.config.rateLimits.checkout.windowMs },
  };
  /** The demo provider's page and actions exist only while it is the shop's provider (docs/decisions/034). */
  const requireDemo = () => {
    if (provider?.name !== 'demo') throw notFound();
  };

  app.post(
    '/api/payments/checkout-session',
    { config: checkoutLimit, schema: { tags, body: checkoutSessionBody, response: { 200: redirectResponse } } },
    async (request) => {
      const auth = requireActiveUser(request);
      if (!provider) throw conflict(msg.cardPaymentsNotConfigured, ERROR_CODES.cardPaymentsNotConfigured);
      return startCheckout({ db, provider, publicUrl: shopOrigin(request, ctx.config), log: request.log }, auth.profile.id, request.body.packageId);
    },
  );

  app.get(
    '/api/payments/demo/:paymentId',
    { schema: { tags, params: paymentIdParams, response: { 200: demoPaymentSchema } } },
    async (request) => {
      const auth = requireUser(request);
      requireDemo();
      return getDemoPayment(db, auth.profile.id, request.params.paymentId);
    },
  );

  app.post(
    '/api/payments/demo/:paymentId/complete',
    { schema: { tags, params: paymentIdParams, response: { 200: redirectResponse } } },
    async (request) => {
      const auth = requireUser(request);
      requireDemo();
      return completeDemoPayment(db, shopOrigin(request, ctx.config), auth.profile.id, request.params.paymentId);
    },
  );

  app.post(
    '/api/payments/demo/:paymentId/cancel',
    { schema: { tags, params: paymentIdParams, response: { 200: redirectResponse } } },
    async (request) => {
      const auth = requireUser(request);
      requireDemo();
      return cancelDemoPayment(db, shopOrigin(request, ctx.config), auth.profile.id, request.params.paymentId);
    },
  );

  await app.register(webhookRoutes, { database: ctx.database, provider });
};
