import { useDeadlinePassed } from '#web/lib/deadline.ts';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';

/**
 * The pre-order period as the shop, the cart and /tokens see it: the server's rule (docs/product.md#editions), open
 * while the current edition is open and its deadline has not passed. While the settings load, or after they failed
 * to load, nobody can order.
 */
export function usePreorderWindow() {
  const settings = usePublicSettings();
  const deadline = settings.data ? new Date(settings.data.preorderDeadline) : undefined;
  const ended = useDeadlinePassed(deadline);
  return { settings, deadline, ended, canOrder: settings.data?.edition.state === 'open' && !ended };
}
