import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { requireAdmin } from '#server/auth/guards.ts';
import { adminMixDrinksRoutes } from './catalogue/admin-mix-drinks.routes.ts';
import { adminProductsRoutes } from './catalogue/admin-products.routes.ts';
import { adminDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { adminLoungesRoutes } from './lounges/admin-lounges.routes.ts';
import { adminOrdersRoutes } from './orders/admin-orders.routes.ts';
import { adminPackingRoutes } from './packing/packing.routes.ts';
import { adminSettingsRoutes } from './settings/admin-settings.routes.ts';
import { adminStockRoutes } from './stock/stock.routes.ts';
import { adminUsersRoutes } from './users/users.routes.ts';

/**
 * The back office's API, registered once under `/api/admin`. One guard for all of it, `onRequest`, before
 * the body is even read, so that nobody but an admin learns anything from these routes; handlers read
 * the checked profile with `authOf`.
 */
export const adminApi =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', async (request) => void requireAdmin(request));
    for (const routes of [
      adminDashboardRoutes,
      adminUsersRoutes,
      adminLoungesRoutes,
      adminProductsRoutes,
      adminMixDrinksRoutes,
      adminSettingsRoutes,
      adminOrdersRoutes,
      adminPackingRoutes,
      adminStockRoutes,
    ]) {
      await app.register(routes, ctx);
    }
  };
