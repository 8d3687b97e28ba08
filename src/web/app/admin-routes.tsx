import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { withAdminCatalogue } from '#web/lib/i18n/area-catalogues.ts';
import { paths } from '#web/lib/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { lazyNamed as named } from '#web/lib/lazy-component.tsx';

// Admin code is split out so guests never download it; each page is its own chunk.

const AdminLayout = named(() => withAdminCatalogue(import('#web/features/admin/layout/admin-layout.tsx')), (m) => m.AdminLayout);
const AdminDashboardPage = named(() => import('#web/features/admin/dashboard/admin-dashboard-page.tsx'), (m) => m.AdminDashboardPage);
const AdminUsersPage = named(() => import('#web/features/admin/users/admin-users-page.tsx'), (m) => m.AdminUsersPage);
const AdminUserPage = named(() => import('#web/features/admin/users/admin-user-page.tsx'), (m) => m.AdminUserPage);
const AdminLoungesPage = named(() => import('#web/features/admin/lounges/admin-lounges-page.tsx'), (m) => m.AdminLoungesPage);
const AdminProductsPage = named(() => import('#web/features/admin/catalogue/admin-products-page.tsx'), (m) => m.AdminProductsPage);
const AdminMixDrinksPage = named(() => import('#web/features/admin/catalogue/admin-mix-drinks-page.tsx'), (m) => m.AdminMixDrinksPage);
const AdminOrdersPage = named(() => import('#web/features/admin/orders/admin-orders-page.tsx'), (m) => m.AdminOrdersPage);
const AdminPackingPage = named(() => import('#web/features/admin/packing/admin-packing-page.tsx'), (m) => m.AdminPackingPage);
const DeliveryPage = named(() => import('#web/features/admin/delivery/delivery-page.tsx'), (m) => m.DeliveryPage);
const AdminReportsPage = named(() => import('#web/features/admin/reports/admin-reports-page.tsx'), (m) => m.AdminReportsPage);
const AdminStockPage = named(() => import('#web/features/admin/stock/admin-stock-page.tsx'), (m) => m.AdminStockPage);
const AdminMailPage = named(() => import('#web/features/admin/mail/admin-mail-page.tsx'), (m) => m.AdminMailPage);
const AdminSettingsPage = named(() => import('#web/features/admin/settings/admin-settings-page.tsx'), (m) => m.AdminSettingsPage);
const AdminEditionsPage = named(() => import('#web/features/admin/editions/admin-editions-page.tsx'), (m) => m.AdminEditionsPage);
const AdminSecurityLogPage = named(() => import('#web/features/admin/security-log/admin-security-log-page.tsx'), (m) => m.AdminSecurityLogPage);

/** Children of the RequireAdmin guard. */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<Spinner className="py-16" />}>
        <AdminLayout />
      </Suspense>
    ),
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: paths.admin.users, element: <AdminUsersPage /> },
      { path: paths.admin.user, element: <AdminUserPage /> },
      { path: paths.admin.lounges, element: <AdminLoungesPage /> },
      { path: paths.admin.products, element: <AdminProductsPage /> },
      { path: paths.admin.mixDrinks, element: <AdminMixDrinksPage /> },
      { path: paths.admin.orders, element: <AdminOrdersPage /> },
      { path: paths.admin.packing, element: <AdminPackingPage /> },
      { path: paths.admin.delivery, element: <DeliveryPage /> },
      { path: paths.admin.reports, element: <AdminReportsPage /> },
      { path: paths.admin.stock, element: <AdminStockPage /> },
      { path: paths.admin.mail, element: <AdminMailPage /> },
      { path: paths.admin.settings, element: <AdminSettingsPage /> },
      { path: paths.admin.editions, element: <AdminEditionsPage /> },
      { path: paths.admin.securityLog, element: <AdminSecurityLogPage /> },
    ],
  },
];
