import '#web/lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '#web/app/providers.tsx';
import { LanguageBoundary } from '#web/app/language-boundary.tsx';
import { activateLanguage, initialLanguage } from '#web/lib/i18n/i18n.ts';
import { AppRoutes } from '#web/app/router.tsx';
import '#web/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render waits for the visitor's catalogue (a few KB, fetched in parallel with the session), so no
// page ever shows in one language and then another.
void activateLanguage(initialLanguage()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        {/* Without transitions a navigation commits at once, so sign-out can leave a guarded page
          synchronously (flushSync) before it clears the session. */}
        <BrowserRouter useTransitions={false}>
          <LanguageBoundary>
            <AppRoutes />
          </LanguageBoundary>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
