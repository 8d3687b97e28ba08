import { Outlet } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/features/auth/api/session.ts';

/** Holds every route but /login until we know who is signed in (SPEC §2). */
export function SessionGate() {
  const { isLoading } = useSession();
  if (isLoading) return <FullPageSpinner message="Loading application..." />;
  return <Outlet />;
}
