import { Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { usePageTitle } from '#web/app/page-title.ts';
import { adminRoutes } from '#web/app/admin-routes.tsx';
import { staffRoutes } from '#web/app/staff-routes.tsx';
import { RedirectSignedIn, RequireAdmin, RequireProfile, RequireStaff } from '#web/app/layouts/guards.tsx';
import { RootLayout } from '#web/app/layouts/root-layout.tsx';
import { RouteErrorBoundary } from '#web/app/layouts/route-error.tsx';
import { SessionGate } from '#web/app/layouts/session-gate.tsx';
import { FullPageSpinner } from '#web/components/ui/spinner.tsx';
import { useSessionExpiry } from '#web/features/auth/use-sign-out.ts';
import { useSecondFactorSetupRedirect } from '#web/features/auth/second-factor/setup-required.ts';
import { ShopPage } from '#web/features/shop/shop-page.tsx';
import { lazyNamed } from '#web/lib/lazy-component.tsx';
import { withAccountCatalogue, withGuestPagesCatalogue } from '#web/lib/i18n/area-catalogues.ts';

// Every page is its own chunk, so a visit downloads the layout plus the page it opens: the shop does not
// carry the sign-in forms (react-hook-form, zod) and nobody but admins loads the admin area.
const LoginPage = lazyNamed(() => import('#web/features/auth/login-page.tsx'), (m) => m.LoginPage);
const ResetPasswordPage = lazyNamed(() => import('#web/features/auth/reset-password-page.tsx'), (m) => m.ResetPasswordPage);
const CartPage = lazyNamed(() => withGuestPagesCatalogue(import('#web/features/cart/cart-page.tsx')), (m) => m.CartPage);
const OrdersPage = lazyNamed(() => withGuestPagesCatalogue(import('#web/features/orders/orders-page.tsx')), (m) => m.OrdersPage);
const DemoPaymentPage = lazyNamed(() => withGuestPagesCatalogue(import('#web/features/tokens/demo-payment-page.tsx')), (m) => m.DemoPaymentPage);
const TokensPage = lazyNamed(() => withGuestPagesCatalogue(import('#web/features/tokens/tokens-page.tsx')), (m) => m.TokensPage);
const SessionsPage = lazyNamed(() => withAccountCatalogue(import('#web/features/sessions/sessions-page.tsx')), (m) => m.SessionsPage);
const NotificationsPage = lazyNamed(() => withAccountCatalogue(import('#web/features/notifications/notifications-page.tsx')), (m) => m.NotificationsPage);
const YourDataPage = lazyNamed(() => withAccountCatalogue(import('#web/features/data-rights/your-data-page.tsx')), (m) => m.YourDataPage);
const AccountDeletedPage = lazyNamed(() => withAccountCatalogue(import('#web/features/data-rights/your-data-page.tsx')), (m) => m.AccountDeletedPage);
const SecurityPage = lazyNamed(() => withAccountCatalogue(import('#web/features/auth/second-factor/security-page.tsx')), (m) => m.SecurityPage);

const toShop = <Navigate to={paths.shop} replace />;

const routes: RouteObject[] = [
  {
    element: <RedirectSignedIn />,
    children: [
      {
        path: paths.login,
        element: (
          <Suspense fallback={<FullPageSpinner />}>
            <LoginPage />
          </Suspense>
        ),
      },
    ],
  },
  {
    element: <SessionGate />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: toShop },
          { path: paths.shop, element: <ShopPage /> },
          { path: paths.cart, element: <CartPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          // Outside RequireProfile: shown to the person whose account, and session, have just gone.
          { path: paths.accountDeleted, element: <AccountDeletedPage /> },
          {
            element: <RequireProfile />,
            children: [
              { path: paths.orders, element: <OrdersPage /> },
              { path: paths.tokens, element: <TokensPage /> },
              { path: paths.demoPayment, element: <DemoPaymentPage /> },
              { path: paths.sessions, element: <SessionsPage /> },
              { path: paths.security, element: <SecurityPage /> },
              { path: paths.notifications, element: <NotificationsPage /> },
              { path: paths.yourData, element: <YourDataPage /> },
            ],
          },
          { path: paths.admin.root, element: <RequireAdmin />, children: adminRoutes },
          { path: paths.staff.root, element: <RequireStaff />, children: staffRoutes },
          { path: '*', element: toShop },
        ],
      },
    ],
  },
];

/**
 * The app's routes in React Router's declarative mode: the data router (loaders, actions, fetchers)
 * would add about 16 KB gzip to every first visit and the app loads its data with TanStack Query.
 */
export function AppRoutes() {
  useSessionExpiry();
  useSecondFactorSetupRedirect();
  const { pathname, search } = useLocation();
  usePageTitle(pathname, search);
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
