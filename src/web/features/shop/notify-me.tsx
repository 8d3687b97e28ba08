import { Bell, BellRing } from 'lucide-react';
import type { LoungeDay } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/shop.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isWaiting, useMyStockWaits, useSetStockWait } from '#web/features/catalogue/api/stock-waits.ts';
import { dayName } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { submit } from '#web/lib/submit.ts';

/**
 * "Notify me" on a product sold out for the guest's days (docs/decisions/046-stock-waits.md): one toggle button per
 * such day, pressed while the guest waits (a line under it says so); pressing it again withdraws. The day is named
 * when the card speaks of several. Loaded with the first sold-out card a guest sees, not with the shop.
 */
export function NotifyMe({ profileId, product, days, namedDays }: { profileId: string; product: Product; days: LoungeDay[]; namedDays: boolean }) {
  const waits = useMyStockWaits(profileId);
  const setWait = useSetStockWait(profileId);
  return (
    <>
      {days.map((day) => {
        const on = isWaiting(waits.data, product.id, day);
        const values = { product: product.name, day: dayName(day) };
        const text = namedDays ? t('shop.notifyMeDay', values) : t('shop.notifyMe');
        const toggle = () =>
          void submit(() => setWait.mutateAsync({ productId: product.id, day, wanted: !on }), {
            fallback: t('shop.notifyMeFailed'),
            success: () => t(on ? 'stockWaitRemoved' : 'stockWaitAdded', values),
          });
        return (
          <div key={day} className="mt-1 flex flex-col gap-1 sm:mt-2">
            <Button
              variant={on ? 'ghost' : 'secondary'}
              fullWidth
              className={on ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-100' : undefined}
              aria-pressed={on}
              aria-label={`${text}: ${product.name}`}
              disabled={waits.isPending}
              busy={setWait.isPending && setWait.variables.productId === product.id && setWait.variables.day === day}
              onClick={toggle}
            >
              {on ? <BellRing aria-hidden="true" className="size-4" /> : <Bell aria-hidden="true" className="size-4" />}
              {text}
            </Button>
            {on && <p className="text-center text-xs text-slate-600">{t('shop.notifyMeWaiting')}</p>}
          </div>
        );
      })}
    </>
  );
}
