import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { adminRoutes } from '#web/app/admin-routes.tsx';
import { RedirectSignedIn, RequireAdmin, RequireProfile } from '#web/app/layouts/guards.tsx';
import { RootLayout } from '#web/app/layouts/root-layout.tsx';
import { RouteError } from '#web/app/layouts/route-error.tsx';
import { SessionGate } from '#web/app/layouts/session-gate.tsx';
import { LoginPage } from '#web/features/auth/login-page.tsx';
import { ResetPasswordPage } from '#web/features/auth/reset-password-page.tsx';
import { CartPage } from '#web/features/cart/cart-page.tsx';
import { OrdersPage } from '#web/features/orders/orders-page.tsx';
import { ShopPage } from '#web/features/shop/shop-page.tsx';
import { DemoPaymentPage } from '#web/features/tokens/demo-payment-page.tsx';
import { TokensPage } from '#web/features/tokens/tokens-page.tsx';

const toShop = <Navigate to={paths.shop} replace />;

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { element: <RedirectSignedIn />, children: [{ path: paths.login, element: <LoginPage /> }] },
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
              {
                element: <RequireProfile />,
                children: [
                  { path: paths.orders, element: <OrdersPage /> },
                  { path: paths.tokens, element: <TokensPage /> },
                  { path: paths.demoPayment, element: <DemoPaymentPage /> },
                ],
              },
              { path: paths.admin.root, element: <RequireAdmin />, children: adminRoutes },
              { path: '*', element: toShop },
            ],
          },
        ],
      },
    ],
  },
]);
