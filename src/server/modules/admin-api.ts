import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/app-context.ts';
import { requireAdmin, requireStaff, type Auth } from '#server/auth/guards.ts';
import { adminAuditLogRoutes } from './audit/audit-log.routes.ts';
import { adminMixDrinksRoutes } from './catalogue/admin-mix-drinks.routes.ts';
import { adminProductsRoutes } from './catalogue/admin-products.routes.ts';
import { adminProductPhotosRoutes } from './catalogue/product-photos.routes.ts';
import { adminDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { adminEditionsRoutes } from './editions/editions.routes.ts';
import { adminPayoutsRoutes } from './payouts/admin-payouts.routes.ts';
import { deliveryRoutes } from './orders/delivery/delivery.routes.ts';
import { adminMailRoutes } from './mail/admin-mail.routes.ts';
import { adminLoungesRoutes } from './lounges/admin-lounges.routes.ts';
import { adminOrdersRoutes } from './orders/admin/admin-orders.routes.ts';
import { adminPackingRoutes } from './packing/packing.routes.ts';
import { adminReportsRoutes } from './reports/reports.routes.ts';
import { adminSecurityEventsRoutes } from './security-log/security-events.routes.ts';
import { adminSettingsRoutes } from './settings/admin-settings.routes.ts';
import { adminStockRoutes } from './stock/stock.routes.ts';
import { adminUsersRoutes } from './users/users.routes.ts';
import { adminSecondFactorRoutes } from './second-factor/second-factor.routes.ts';
import { secondFactorGate } from './second-factor/index.ts';
import { adminSessionsRoutes } from './auth/admin-sessions.routes.ts';
import { adminDataRightsRoutes } from './data-rights/admin-data-rights.routes.ts';

/**
 * One guarded scope: the guard runs `onRequest`, before the body is even read, so that nobody it refuses
 * learns anything from these routes; handlers read the checked profile with `authOf`. After the role, the
 * second-factor gate: an account that must have a second factor enters only with a session that proved one.
 */
const guardedScope =
  (guard: (request: FastifyRequest) => Auth, routes: FastifyPluginAsyncZod<AppContext>[]) =>
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const secondFactor = secondFactorGate(ctx);
    app.addHook('onRequest', async (request) => {
      guard(request);
      await secondFactor(request);
    });
    for (const plugin of routes) await app.register(plugin, ctx);
  };

/** The back office's API under `/api/admin`, for admins only. */
export const adminApi = guardedScope(requireAdmin, [
  adminDashboardRoutes,
  adminEditionsRoutes,
  adminPayoutsRoutes,
  adminUsersRoutes,
  adminSecondFactorRoutes,
  adminSessionsRoutes,
  adminDataRightsRoutes,
  adminLoungesRoutes,
  adminProductsRoutes,
  adminProductPhotosRoutes,
  adminMixDrinksRoutes,
  adminSettingsRoutes,
  adminOrdersRoutes,
  adminReportsRoutes,
  adminMailRoutes,
  adminStockRoutes,
  adminAuditLogRoutes,
  adminSecurityEventsRoutes,
]);

/**
 * The festival day's part of the back office, also under `/api/admin`: the packing list and the delivery run, for staff
 * and admins (docs/product.md#roles-and-permissions). A scope of its own, so one guard per scope stays the rule.
 */
export const staffApi = guardedScope(requireStaff, [adminPackingRoutes, deliveryRoutes]);
