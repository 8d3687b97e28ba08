import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'react-hot-toast';
import type { Profile, SecondFactorChallenge } from '#shared/schemas/auth.ts';
import { sessionResponse } from '#shared/schemas/auth.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { CartProvider } from '#web/features/cart/api/cart-context.tsx';
import { answer } from './fake-api.ts';

type RenderOptions = {
  /** Who is signed in (the session answer); nobody by default. */
  as?: Profile | null;
  /** Nobody is signed in yet: a sign-in had the right password and awaits this second factor. */
  awaiting?: SecondFactorChallenge;
  /** The address the component is shown at, with its query ('/admin/orders?day=Friday'). */
  path?: string;
  /** The route pattern, when the component reads its parameters ('/admin/users/:userId'). */
  route?: string;
  /** The guest's cart (the shop's and the cart page's store), which reads the guest's lounges. */
  cart?: boolean;
};

/** Any other address: where the component sent the person, readable by role. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <output aria-label="Navigated to">{pathname + search}</output>;
}

/**
 * Renders a page or part as the app does (texts, server state, router, notifications; app/providers.tsx), with
 * what the person types and clicks through user-event. Queries do not retry: a refusal shows at once.
 */
export function renderApp(ui: ReactElement, { as = null, awaiting, path = '/', route, cart = false }: RenderOptions = {}) {
  answer('GET', '/auth/session', sessionResponse, awaiting ? { profile: null, secondFactor: awaiting } : { profile: as });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route ?? path.split('?')[0], element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {cart ? (
          <CartProvider>
            <RouterProvider router={router} />
          </CartProvider>
        ) : (
          <RouterProvider router={router} />
        )}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, user, router, queryClient };
}
