import { useDeadlinePassed } from '#web/lib/deadline.ts';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';

/**
 * The pre-order period as the shop and the cart see it. Ordering is open only while the deadline is known
 * and has not passed: while the settings load, or after they failed to load, nobody can order.
 */
export function usePreorderWindow() {
  const settings = usePublicSettings();
  const deadline = settings.data ? new Date(settings.data.preorderDeadline) : undefined;
  const ended = useDeadlinePassed(deadline);
  return { settings, deadline, ended, canOrder: deadline !== undefined && !ended };
}
