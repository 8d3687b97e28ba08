import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of RouterProvider supports navigate({ flushSync }), which sign-out relies on.
import { RouterProvider } from 'react-router/dom';
import { Providers } from '#web/app/providers.tsx';
import { router } from '#web/app/router.tsx';
import '#web/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
