import { useEffect, useState } from 'react';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import type { MixDrink } from '#shared/schemas/shop.ts';
import { takesMixDrinks } from '#shared/cart-rules.ts';
import { sortLounges } from '#shared/lounge-order.ts';
import { submit } from '#web/lib/submit.ts';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { MixDrinkChooser } from '#web/components/mix-drink-chooser.tsx';
import { useAdminProducts } from '#web/features/admin/catalogue/api/catalogue.ts';
import { useMixDrinks } from '#web/features/catalogue/api/catalogue.ts';
import { useAdminLounges } from '#web/features/admin/lounges/api/lounges.ts';
import { useActiveUsers } from '#web/features/admin/users/api/users.ts';
import { useCreateManualOrder } from '#web/features/admin/orders/api/orders.ts';
import { ProductPicker, UserPicker } from './manual-order-pickers.tsx';
import { ManualOrderLine } from './manual-order-line.tsx';
import { addUnit, setQuantity, toItems, UNCHOSEN, updateLine, type ManualLine } from './manual-order-lines.ts';
import { useShownLine } from './use-shown-line.ts';

/** Failures loading the dialog's lists are only logged (docs/product.md#messages). */
function useLogFailure(error: unknown, what: 'users' | 'products') {
  useEffect(() => {
    if (error) console.error(`Manual order: failed to load ${what}`, error);
  }, [error, what]);
}

/** The mix-drink chooser is open for a product being added, or for a line whose drinks change. */
type Choosing = { product: AdminProduct; lineKey?: number; initial: MixDrink[] };

/** The dialog's body, mounted only while open, so Cancel and closing start the next order afresh. */
function ManualOrderForm({ onDone }: { onDone(): void }) {
  const users = useActiveUsers();
  const products = useAdminProducts();
  const lounges = useAdminLounges();
  const mixDrinks = useMixDrinks();
  useLogFailure(users.error, 'users');
  useLogFailure(products.error, 'products');
  const create = useCreateManualOrder();

  const [userId, setUserId] = useState<string | null>(null);
  const [lines, setLines] = useState<ManualLine[]>([]);
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const [free, setFree] = useState(false);
  const { shown, showLine } = useShownLine();

  const user = users.data?.find((u) => u.id === userId);
  const loungesOf = (id: string | null) => sortLounges((lounges.data ?? []).filter((l) => l.assignedUsers.some((a) => a.id === id)));
  const userLounges = loungesOf(userId);
  // A guest with exactly one lounge gets it, as in the shop; otherwise the admin chooses per line.
  const defaultLounge = (theirs: typeof userLounges) => (theirs.length === 1 ? theirs[0]!.id : UNCHOSEN);
  const total = lines.reduce((sum, l) => sum + l.product.tokenPrice * l.quantity, 0);
  const short = !free && user !== undefined && total > user.tokenBalance;
  const unplaced = lines.some((l) => l.lounge === UNCHOSEN);

  const addToLines = (product: AdminProduct, drinks: MixDrink[]) => {
    const added = addUnit(lines, product, defaultLounge(userLounges), drinks);
    setLines(added.lines);
    showLine(added.key);
  };
  const add = (product: AdminProduct) => {
    if (takesMixDrinks(product)) return setChoosing({ product, initial: [] });
    addToLines(product, []);
  };
  const chosen = (drinks: MixDrink[]) => {
    if (!choosing) return;
    const { product, lineKey } = choosing;
    if (lineKey === undefined) addToLines(product, drinks);
    else setLines((current) => updateLine(current, lineKey, { mixDrinks: drinks }));
    setChoosing(null);
  };

  const createOrder = () => {
    if (!userId || lines.length === 0 || unplaced) return;
    void submit(() => create.mutateAsync({ userId, items: toItems(lines), free }), {
      success: (answer) => t('manualOrderCreated', { free: answer.order.isFree ? 'yes' : 'no' }),
      fallback: t('createManualOrderFailed'),
      onSuccess: onDone,
    });
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        createOrder();
      }}
    >
      <UserPicker
        users={users.data ?? []}
        loading={users.isPending}
        selectedId={userId}
        onSelect={(picked) => {
          setUserId(picked.id);
          // Lounges belong to the guest: a new guest's lines start from that guest's lounges.
          const lounge = defaultLounge(loungesOf(picked.id));
          setLines((current) => current.map((l) => ({ ...l, lounge })));
        }}
      />
      {/* What the edition's shop sells: the server refuses a product the edition leaves out (docs/decisions/031). */}
      <ProductPicker products={(products.data ?? []).filter((p) => p.isActive && p.offered)} loading={products.isPending} onAdd={add} />

      <section aria-label={t('admin.orders.orderItems')} className="rounded-lg bg-slate-50 p-3">
        {lines.length === 0 ? (
          <p className="py-2 text-center text-sm text-slate-500">{t('manualOrderItemsRequired')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {lines.map((line) => (
              <ManualOrderLine
                key={line.key}
                line={line}
                shown={shown(line.key)}
                lounges={userLounges}
                onQuantity={(q) => setLines((current) => setQuantity(current, line.key, q))}
                onLounge={(lounge) => setLines((current) => updateLine(current, line.key, { lounge }))}
                onChangeMixDrinks={() => setChoosing({ product: line.product, lineKey: line.key, initial: line.mixDrinks })}
              />
            ))}
          </ul>
        )}
        <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} className="size-5 accent-brand-600" />
          {t('freeOrder')}
        </label>
        <p className="mt-2 flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-3 font-semibold">
          <span>{t('common.total')}</span>
          <span className="tabular-nums">
            {free ? (
              <>
                <s className="mr-2 font-normal text-slate-500">{formatNumber(total)}</s>
                {t('common.tokens', { tokens: formatNumber(0) })}
              </>
            ) : (
              t('common.tokens', { tokens: formatNumber(total) })
            )}
          </span>
        </p>
        {user && (
          <p className="mt-1 text-right text-sm text-slate-600 tabular-nums">
            {t('admin.orders.balance', { tokens: formatNumber(user.tokenBalance) })}
          </p>
        )}
        {short && (
          <p role="alert" className="mt-1 text-right text-sm font-medium text-danger-fg">
            {t('insufficientBalanceHint')}
          </p>
        )}
      </section>

      <FormActions>
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={create.isPending} disabled={!userId || lines.length === 0 || short || unplaced}>
          {create.isPending ? t('creatingOrder') : t('createOrder')}
        </Button>
      </FormActions>
      {choosing && (
        <MixDrinkChooser
          product={choosing.product}
          mixDrinks={mixDrinks}
          initial={choosing.initial}
          onCancel={() => setChoosing(null)}
          onConfirm={chosen}
        />
      )}
    </form>
  );
}

export function ManualOrderDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('createManualOrder')} size="lg">
      <ManualOrderForm onDone={onClose} />
    </Dialog>
  );
}
