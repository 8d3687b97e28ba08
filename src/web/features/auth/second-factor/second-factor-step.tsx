import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Profile, SecondFactorMethod } from '#shared/schemas/auth.ts';
import { toast } from '#web/lib/toast.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useLogout } from '#web/features/auth/api/logout.ts';
import { setSignedIn, setSignedOut } from '#web/features/auth/api/session.ts';
import { returnPath } from '#web/features/auth/return-path.ts';
import { SecondFactorProof } from './second-factor-proof.tsx';

/**
 * The sign-in's second step, in place of the password form once the password was right
 * (docs/decisions/038-second-factor.md); a reload while it waits shows it again. A proof signs in and goes on as
 * the password alone does for an account without a factor; Cancel ends the half-done sign-in.
 */
export function SecondFactorStep({ methods }: { methods: SecondFactorMethod[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();

  const onProved = (profile: Profile) => {
    setSignedIn(queryClient, profile);
    void navigate(returnPath(location.state, profile.role), { replace: true });
  };
  const onCancel = async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.error('Cancelling the second step failed', error);
      toast.error(t('signOutError'));
      return;
    }
    setSignedOut(queryClient);
  };

  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">{t('secondFactor.stepTitle')}</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t('secondFactor.stepText')}</p>
      <SecondFactorProof methods={methods} onProved={onProved} onCancel={() => void onCancel()} cancelling={logout.isPending} />
    </>
  );
}
