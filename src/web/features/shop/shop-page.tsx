import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import type { Product } from '#shared/schemas/shop.ts';
import { PreorderUnknown } from '#web/components/preorder-notices.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { useMyLounges } from '#web/features/lounges/api/my-lounges.ts';
import { usePreorderWindow } from '#web/features/settings/api/preorder-window.ts';
import { lazyNamed, MountOnceOpened } from '#web/lib/lazy-component.tsx';
import { Countdown, WaterNotice } from './countdown.tsx';
import { ProductGrid } from './product-grid.tsx';
import { useAddToCart } from './use-add-to-cart.tsx';
import { YourLounges } from './your-lounges.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

// Its form brings react-hook-form and zod, which the shop's first load does without.
const AssignLoungeDialog = lazyNamed(() => import('./assign-lounge-dialog.tsx'), (m) => m.AssignLoungeDialog);

/** The festival days of the guest's lounges, in festival order. */
const loungeDays = (lounges: MyLounge[] | undefined) => LOUNGE_DAYS.filter((day) => lounges?.some((l) => l.day === day));

export function ShopPage() {
  const { profile } = useSession();
  const { settings, deadline, canOrder } = usePreorderWindow();
  const lounges = useMyLounges();
  const [assignOpen, setAssignOpen] = useState(false);
  // A signed-in guest's Add to Cart needs their lounges: until they are known it could not tell "choose a
  // lounge" from "claim one first", so it waits.
  const loungesKnown = !profile || lounges.data !== undefined;
  // The current edition's dates, beside the day of each lounge (docs/decisions/031).
  const dates = settings.data?.edition.days;
  const addToCart = useAddToCart(lounges.data, dates, () => setAssignOpen(true));
  // One function for the page's lifetime that runs the latest add-to-cart flow, so the memoised product
  // grid is not rendered again when the lounges arrive.
  const startAdd = useRef(addToCart.start);
  useLayoutEffect(() => {
    startAdd.current = addToCart.start;
  });
  const onAdd = useCallback((product: Product) => startAdd.current(product), []);
  // An applicant may look but not order or claim lounges until approved; the banner above says why, once.
  const applicant = profile?.status === 'inactive';
  // The stock notes speak of the days the guest orders for; a visitor, who has no lounge yet, sees every day's.
  const signedIn = profile !== null;
  const days = useMemo(() => (signedIn ? loungeDays(lounges.data) : LOUNGE_DAYS), [signedIn, lounges.data]);

  return (
    <>
      <PageHeader title={t('nav.shop')} description={t('shop.description')} />
      {/* The countdown heads the page: lay the page out once the deadline is known, so nothing jumps down. */}
      {settings.isPending ? (
        <Spinner className="py-16" />
      ) : (
        <div className="flex flex-col gap-4">
          {deadline && settings.data ? (
            <Countdown deadline={deadline} contactEmail={settings.data.contactEmail} />
          ) : (
            <PreorderUnknown onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
          )}
          <WaterNotice />
          {profile && !applicant && (
            <YourLounges
              lounges={lounges.data ?? []}
              dates={dates}
              loading={lounges.isPending}
              failed={lounges.isError && !lounges.data}
              retrying={lounges.isFetching}
              onRetry={() => void lounges.refetch()}
              onAssign={() => setAssignOpen(true)}
            />
          )}
          <h2 className="sr-only">{t('shop.products')}</h2>
          <ProductGrid
            onAdd={applicant ? undefined : onAdd}
            addDisabled={!canOrder || !loungesKnown}
            days={days}
            waiter={profile && !applicant && canOrder ? profile.id : undefined}
          />
        </div>
      )}
      {addToCart.dialog}
      {profile && !applicant && (
        <MountOnceOpened open={assignOpen}>
          <AssignLoungeDialog open={assignOpen} onOpenChange={setAssignOpen} />
        </MountOnceOpened>
      )}
    </>
  );
}
