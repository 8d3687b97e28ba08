import { Clock } from 'lucide-react';
import { useSession } from '#web/features/auth/api/session.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** Applications (inactive profiles) can sign in but not order yet (docs/product.md#roles-and-permissions). */
export function InactiveBanner() {
  const { profile } = useSession();
  if (profile?.status !== 'inactive') return null;
  return (
    <div role="status" className="border-b border-warning-line bg-warning-bg text-warning-fg">
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm font-medium sm:px-6 lg:px-8">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {t('accountInactive')}
      </p>
    </div>
  );
}
