import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Product } from '#shared/schemas/shop.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';
import { lazyNamed, MountOnceOpened } from '#web/lib/lazy-component.tsx';
import { useMyLounges } from '#web/features/lounges/api/my-lounges.ts';
import { Countdown, WaterNotice } from './countdown.tsx';
import { useDeadlinePassed } from '#web/lib/deadline.ts';
import { ProductGrid } from './product-grid.tsx';
import { useAddToCart } from './use-add-to-cart.tsx';
import { YourLounges } from './your-lounges.tsx';

// Its form brings react-hook-form and zod, which the shop's first load does without.
const AssignLoungeDialog = lazyNamed(() => import('./assign-lounge-dialog.tsx'), (m) => m.AssignLoungeDialog);

export function ShopPage() {
  const { profile } = useSession();
  const settings = usePublicSettings();
  const lounges = useMyLounges();
  const [assignOpen, setAssignOpen] = useState(false);
  const deadline = settings.data ? new Date(settings.data.preorderDeadline) : undefined;
  const ended = useDeadlinePassed(deadline);
  const addToCart = useAddToCart(lounges.data ?? [], () => setAssignOpen(true));
  // One function for the page's lifetime that runs the latest add-to-cart flow, so the memoised product
  // grid is not rendered again when the lounges arrive.
  const startAdd = useRef(addToCart.start);
  useLayoutEffect(() => {
    startAdd.current = addToCart.start;
  });
  const onAdd = useCallback((product: Product) => startAdd.current(product), []);

  return (
    <>
      <PageHeader title="Shop" description="Pre-order drinks for delivery to your lounge." />
      {/* The countdown heads the page: lay the page out once the deadline is known, so nothing jumps down. */}
      {settings.isPending ? (
        <Spinner className="py-16" />
      ) : (
        <div className="flex flex-col gap-4">
          {deadline && settings.data && <Countdown deadline={deadline} contactEmail={settings.data.contactEmail} />}
          <WaterNotice />
          {profile && <YourLounges lounges={lounges.data ?? []} loading={lounges.isPending} onAssign={() => setAssignOpen(true)} />}
          <h2 className="sr-only">Products</h2>
          <ProductGrid onAdd={onAdd} addDisabled={ended} />
        </div>
      )}
      {addToCart.dialog}
      {profile && (
        <MountOnceOpened open={assignOpen}>
          <AssignLoungeDialog open={assignOpen} onOpenChange={setAssignOpen} />
        </MountOnceOpened>
      )}
    </>
  );
}
