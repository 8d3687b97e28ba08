import Fastify, { type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppContext } from './app-context.ts';
import { photoSrcSet, photoUrl, SHOP_FIRST_SCREEN, SHOP_PHOTO_SIZES } from '#shared/photos.ts';
import { readSessionToken } from './auth/cookie.ts';
import { sessionPlugin } from './auth/guards.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { secondFactorRoutes } from './modules/second-factor/second-factor.routes.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { healthRoutes } from './http/health.routes.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { requestLogFields } from './http/log-redaction.ts';
import { registerMetrics } from './http/metrics.routes.ts';
import { registerGracefulClose } from './http/graceful-close.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { connectRedis } from './redis.ts';
import { countMailsByStatus, createMailQueue, type MailQueue } from './modules/mail/index.ts';
import { createPushQueue, vapidKeys, type PushQueue } from './modules/push/index.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { securityLogPlugin } from './modules/security-log/index.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebStatic } from './http/web-static.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { adminApi, staffApi } from './modules/admin-api.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { productPhotoRoutes } from './modules/catalogue/product-photos.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { createCatalogueCache } from './modules/catalogue/index.ts';
import { createLiveHub } from './live/live-hub.ts';
import { eventsRoutes } from './live/events.routes.ts';
import { myLoungesRoutes } from './modules/lounges/my-lounges.routes.ts';
import { checkoutRoutes } from './modules/orders/checkout/checkout.routes.ts';
import { myOrdersRoutes } from './modules/orders/my-orders.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { mailPreferencesRoutes } from './modules/mail/mail.routes.ts';
import { statementRoutes } from './modules/tokens/statement.routes.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { createRefundQueue, type RefundQueue } from './modules/payouts/index.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.ts';
import { dataExportRoutes } from './modules/data-rights/data-export.routes.ts';
import { createDataRightsWorker, RETENTION_EVERY_MS, type DataRightsWorker } from './modules/data-rights/index.ts';

/** Paths that authenticate by signature instead of a session cookie. */
export const CSRF_EXEMPT = ['/api/payments/webhook'];
const BODY_LIMIT = 64 * 1024;

/** onRoute sees every route as it is added, schemas included (tests build their route table from it). */
export type BuildOptions = { onRoute?: (route: RouteOptions) => void };

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters' store (REDIS_URL); undefined on a single instance without it. */
    redis: Redis | undefined;
    /** The mail outbox's worker: routes hand it the mails they just committed (decision 022). */
    mailQueue: MailQueue;
    /** The push outbox's worker (docs/decisions/043-web-push.md). */
    pushQueue: PushQueue;
    /** Prepares "Download my data" exports and runs the retention rule (docs/decisions/048). */
    dataRightsWorker: DataRightsWorker;
    /** The payout refund queue's worker (docs/decisions/040-payouts.md). */
    refundQueue: RefundQueue;
  }
}

export async function buildApp(ctx: AppContext, logger: FastifyServerOptions['logger'] = false, options: BuildOptions = {}) {
  const { config } = ctx;
  // A hop count trusts that many proxies in front (Fastify's types lack the number form).
  const hops = config.trustProxy;
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const redactingLogger = logger && typeof logger === 'object' ? { ...logger, serializers: { req: requestLogFields } } : logger;
  const app = Fastify({ logger: redactingLogger, trustProxy, bodyLimit: BODY_LIMIT, return503OnClosing: true, frameworkErrors });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerGracefulClose(app);
  // First, so that its timing hook sees every request and the routes below find app.metrics.
  registerMetrics(app, config, {
    countMails: (statuses) => countMailsByStatus(ctx.database.db, statuses),
    poolUse: ctx.database.poolUse,
    log: app.log,
  });

  const https = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(app, https);
  await app.register(cookie);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await registerRateLimit(app, config, redis);
  const mailQueue = createMailQueue(ctx.database.db, ctx.mailer, { ...config.mail, shopUrl: config.publicUrl }, app.log);
  app.decorate('mailQueue', mailQueue);
  app.addHook('onReady', async () => mailQueue.start());
  // Closing waits for the mails on their way; a mail not yet claimed stays queued for the next start.
  app.addHook('onClose', async () => mailQueue.stop());
  // Push messages poll, lease and retry like mails; the VAPID keys are made (or read) at start.
  const pushQueue = createPushQueue(ctx.database.db, { ...config.mail, vapidSubject: config.push.vapidSubject, agent: ctx.pushAgent }, app.log);
  app.decorate('pushQueue', pushQueue);
  app.addHook('onReady', async () => {
    await vapidKeys(ctx.database.db);
    pushQueue.start();
  });
  app.addHook('onClose', async () => pushQueue.stop());
  // Exports are claimed, leased and retried like mails (docs/decisions/048).
  const dataRightsWorker = createDataRightsWorker(ctx.database.db, { ...config.mail, retentionEveryMs: RETENTION_EVERY_MS }, app.log);
  app.decorate('dataRightsWorker', dataRightsWorker);
  app.addHook('onReady', async () => dataRightsWorker.start());
  app.addHook('onClose', async () => dataRightsWorker.stop());
  // Payout refunds poll, lease and retry like mails, on the mail queue's timings (docs/decisions/040-payouts.md).
  const refundQueue = createRefundQueue(ctx.database.db, ctx.payments ?? createPaymentProvider(config), config.mail, app.log);
  app.decorate('refundQueue', refundQueue);
  app.addHook('onReady', async () => refundQueue.start());
  app.addHook('onClose', async () => refundQueue.stop());
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lounge Pre-Order API',
        version: '1.0.0',
        description:
          'Errors answer `{ error: { code, message, messageKey?, params?, details? } }`: `message` is English; `messageKey` ' +
          'names the text in src/shared/messages.ts (or mail-messages.ts) and `params` its placeholders, so a client can show it in another ' +
          "language (docs/decisions/025). A person's language (en, de, fr) is on their profile: PATCH /api/auth/profile.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every instance hears every change through LISTEN (decision 021): the event streams forward them, and the
  // catalogue cache is dropped on a catalogue change or when notifications may have been missed (decision 002).
  const live = createLiveHub(ctx.database, app.log);
  app.decorate('live', live);
  app.addHook('onReady', async () => live.start());
  app.addHook('onClose', async () => live.stop());
  const catalogue = createCatalogueCache(ctx.database.db, config.catalogueCacheMs);
  app.decorate('catalogue', catalogue);
  live.subscribe((event) => {
    if (event.kind === 'catalogue' || event.kind === 'resync') catalogue.invalidate();
  });
  await app.register(sessionPlugin, ctx);
  // After the session (it names who was refused), before the routes whose answers it records.
  await app.register(securityLogPlugin, ctx);
  registerCsrfGuard(app, config, CSRF_EXEMPT);
  registerInputGuard(app);

  await app.register(healthRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(secondFactorRoutes, ctx);
  await app.register(sessionsRoutes, ctx);
  await app.register(settingsRoutes, ctx);
  await app.register(catalogueRoutes, ctx);
  await app.register(productPhotoRoutes, ctx);
  await app.register(stockRoutes, ctx);
  await app.register(myLoungesRoutes, ctx);
  await app.register(checkoutRoutes, ctx);
  await app.register(myOrdersRoutes, ctx);
  await app.register(paymentRoutes, ctx);
  await app.register(statementRoutes, ctx);
  await app.register(payoutRoutes, ctx);
  await app.register(mailPreferencesRoutes, ctx);
  await app.register(dataRightsRoutes, ctx);
  await app.register(dataExportRoutes, ctx);
  await app.register(pushRoutes, ctx);
  await app.register(eventsRoutes, ctx);
  await app.register(adminApi(ctx), { prefix: '/api/admin' });
  await app.register(staffApi(ctx), { prefix: '/api/admin' });

  // A signed-in guest's shop paints the first product's photo last of all, its address arriving only with the
  // catalogue: the HTML answer names it, so the photo downloads beside the scripts. Without a session cookie the
  // page goes to the sign-in page, and with a chosen category (a query string) it shows other products first.
  const shopPhotos = (request: FastifyRequest) =>
    readSessionToken(request, config) === undefined || request.url.includes('?')
      ? []
      : catalogue
          .firstPhotos(SHOP_FIRST_SCREEN)
          .slice(0, 1)
          .map((hash) => ({ href: photoUrl(hash, 'small'), srcset: photoSrcSet(hash), sizes: SHOP_PHOTO_SIZES }));
  await registerWebStatic(app, config.webRoot, { '/shop': shopPhotos });
  return app;
}
