import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { AuthCard } from '#web/features/auth/auth-card.tsx';
import { LoginForm } from '#web/features/auth/login-form.tsx';
import { RegisterForm } from '#web/features/auth/register-form.tsx';
import { useLanguage } from '#web/features/auth/api/language.ts';
import { rememberSignInLanguage } from '#web/features/auth/api/sign-in-language.ts';
import { LanguageSwitcher } from '#web/components/language-switcher.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { lazyNamed } from '#web/lib/lazy-component.tsx';
import { withAccountCatalogue } from '#web/lib/i18n/area-catalogues.ts';
import { t } from '#web/lib/i18n/i18n.ts';

// Only accounts with a second factor see its step: its code and texts are fetched when it shows.
const SecondFactorStep = lazyNamed(() => withAccountCatalogue(import('#web/features/auth/second-factor/second-factor-step.tsx')), (m) => m.SecondFactorStep);

export function LoginPage() {
  // The mode lives in the URL so "Create account" links can open the register form directly.
  const [searchParams, setSearchParams] = useSearchParams();
  const isRegister = searchParams.get('mode') === 'register';
  const { secondFactor } = useSession();
  const { language, choose } = useLanguage();
  const toggleMode = () => setSearchParams(isRegister ? {} : { mode: 'register' }, { replace: true });

  return (
    <AuthCard subtitle={isRegister ? t('auth.registerSubtitle') : t('auth.signInSubtitle')}>
      {/* Keyed so switching modes starts from an empty form with no stale errors. */}
      {secondFactor ? (
        <Suspense fallback={<Spinner className="py-8" />}>
          <SecondFactorStep methods={secondFactor.methods} />
        </Suspense>
      ) : isRegister ? (
        <RegisterForm key="register" />
      ) : (
        <LoginForm key="signin" />
      )}
      <div className="mt-6 flex flex-col items-center gap-2 border-t border-slate-200 pt-4">
        {!secondFactor && (
          <button
            type="button"
            onClick={toggleMode}
            className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:underline sm:min-h-9"
          >
            {isRegister ? t('auth.haveAccount') : t('auth.needAccount')}
          </button>
        )}
        <Link
          to={paths.shop}
          className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm text-slate-500 hover:text-slate-800 sm:min-h-9"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('auth.browseShop')}
        </Link>
        <LanguageSwitcher
          language={language}
          onChange={(next) => {
            rememberSignInLanguage(next);
            void choose(next);
          }}
        />
      </div>
    </AuthCard>
  );
}
