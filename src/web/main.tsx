import '#web/lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '#web/app/providers.tsx';
import { AppRoutes } from '#web/app/router.tsx';
import '#web/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      {/* Without transitions a navigation commits at once, so sign-out can leave a guarded page
          synchronously (flushSync) before it clears the session. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
