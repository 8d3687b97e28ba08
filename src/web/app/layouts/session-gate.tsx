import { Outlet } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** Holds every route but /login until we know who is signed in (docs/product.md#sign-in-and-registration). */
export function SessionGate() {
  const { isLoading } = useSession();
  if (isLoading) return <FullPageSpinner message={t('app.loading')} />;
  return <Outlet />;
}
