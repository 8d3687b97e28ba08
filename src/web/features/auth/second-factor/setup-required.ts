import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSecondFactorSetupRequired } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

/** What the Security page is opened with when the back office refused an account without a second factor. */
export type SecurityPageState = { setupRequired?: boolean; from?: string };

/**
 * An account that must have a second factor and has none (an admin; staff when the shop says so) is refused by the
 * back office with 403 SECOND_FACTOR_SETUP_REQUIRED (docs/decisions/038-second-factor.md): whatever page asked, the
 * person is taken to the Security page to add one, and from there back to that page. Mounted once, inside the router.
 */
export function useSecondFactorSetupRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onRefused = useEffectEvent(() => {
    if (pathname === paths.security) return;
    const state: SecurityPageState = { setupRequired: true, from: `${pathname}${search}` };
    // In place of the refused page, so that Back does not lead to the refusal again.
    void navigate(paths.security, { replace: true, state });
  });
  useEffect(() => onSecondFactorSetupRequired(() => onRefused()), []);
}
