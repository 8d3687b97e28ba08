import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { webhookResponse } from '#shared/schemas/payments.ts';
import type { Database } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { WebhookSignatureError, type PaymentProvider } from '#server/payments/provider.ts';
import { confirmProviderRefunds } from '#server/modules/payouts/index.ts';
import { handleProviderEvent } from './payments.service.ts';

/** Stripe events are larger than our API bodies; stay generous so that no real event is refused. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Registered as its own (encapsulated) plugin: the JSON parser below keeps the raw bytes, which the
 * signature is computed over, and applies to this route only. Exempt from the CSRF guard (app.ts).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ database: Database; provider: PaymentProvider | null }> = async (
  app,
  { database, provider },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/webhook',
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { tags: ['payments'], response: { 200: webhookResponse } } },
    async (request) => {
      if (provider?.name !== 'stripe') throw notFound();
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new WebhookSignatureError('body is not JSON');
        event = provider.parseWebhook(request.body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'webhook signature verification failed');
        throw badRequest(msg.webhookSignatureInvalid, ERROR_CODES.webhookSignatureInvalid);
      }
      if (event?.kind === 'checkout') await handleProviderEvent(database.db, request.log, event);
      // A refund a payout asked for (docs/decisions/040-payouts.md).
      if (event?.kind === 'refund') await confirmProviderRefunds(database.db, request.log, event);
      return { received: true as const };
    },
  );
};
