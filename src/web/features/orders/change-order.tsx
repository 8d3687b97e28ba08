import { useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { MAX_LINE_QUANTITY, takesMixDrinks } from '#shared/cart-limits.ts';
import { changeCutoffOf } from '#shared/change-cutoff.ts';
import type { MixDrink, Product } from '#shared/schemas/shop.ts';
import type { Order, OrderItem } from '#shared/schemas/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QuantityStepper, RemoveLineButton } from '#web/components/line-controls.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { MixDrinkChooser } from '#web/components/mix-drink-chooser.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { useMixDrinks, useProducts } from '#web/features/catalogue/api/catalogue.ts';
import { formatDateTime, loungeWithDay } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { submit } from '#web/lib/submit.ts';
import { useChangeMyOrder } from './api/my-orders.ts';

/** A line as the dialog edits it: its new quantity and, once the guest chose again, its new mix drinks. */
type Draft = { quantity: number; mixDrinks: MixDrink[] | null };

const sameDrinks = (a: { id: string }[], b: { id: string }[]) => a.map((d) => d.id).sort().join() === b.map((d) => d.id).sort().join();

/**
 * One line of the change: − and + (down to 0, which removes it), Remove, and "Change drinks" for a bottle still in
 * the shop. A line whose product left the shop can only shrink, as the server allows (docs/decisions/044).
 */
function LineEditor({ item, days, draft, product, onChange, onChooseDrinks }: {
  item: OrderItem;
  days: Order['edition']['days'];
  draft: Draft;
  product: Product | undefined;
  onChange(draft: Draft): void;
  onChooseDrinks(): void;
}) {
  const drinks = draft.mixDrinks ?? item.mixDrinks;
  const removed = draft.quantity === 0;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={removed ? 'font-medium break-words text-slate-500 line-through' : 'font-medium break-words text-slate-900'}>{item.productName}</p>
          <p className="text-sm text-slate-600">{item.lounge ? loungeWithDay(item.lounge, days) : t('noLoungeAssigned')}</p>
          <p className="text-sm text-slate-600 tabular-nums">{t('cart.tokensEach', { tokens: item.tokenPrice })}</p>
        </div>
        <p className="shrink-0 font-semibold whitespace-nowrap text-slate-900 tabular-nums">{t('common.tokens', { tokens: item.tokenPrice * draft.quantity })}</p>
      </div>
      {drinks.length > 0 && !removed && (
        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{t('orders.mixDrinks', { names: drinks.map((m) => m.name).join(', ') })}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuantityStepper
          productName={item.productName}
          quantity={draft.quantity}
          onQuantity={(quantity) => onChange({ ...draft, quantity })}
          canDecrease={draft.quantity > 0}
          // More units need the product still in the shop; fewer are always possible.
          canIncrease={product !== undefined && draft.quantity < MAX_LINE_QUANTITY}
        />
        <div className="flex items-center gap-1">
          {product && takesMixDrinks(product) && !removed && (
            <Button variant="ghost" size="sm" onClick={onChooseDrinks}>
              <Sparkles aria-hidden="true" className="size-4" />
              {t('orders.changeDrinks')}
            </Button>
          )}
          {!removed && <RemoveLineButton productName={item.productName} onRemove={() => onChange({ ...draft, quantity: 0 })} />}
        </div>
      </div>
    </li>
  );
}

/** The new total, what the change charges or gives back, and whether the balance covers it. */
function Summary({ order, total, balance }: { order: Order; total: number; balance: number | null }) {
  const difference = total - order.totalTokens;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm">
      <dt className="text-slate-600">{t('orders.newTotal')}</dt>
      <dd className="text-right font-semibold text-slate-900 tabular-nums">{t('common.tokens', { tokens: total })}</dd>
      {difference !== 0 && (
        <>
          <dt className="text-slate-600">{difference > 0 ? t('orders.toPay') : t('orders.toGetBack')}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums">{t('common.tokens', { tokens: Math.abs(difference) })}</dd>
        </>
      )}
      {balance !== null && (
        <>
          <dt className="text-slate-600">{t('orders.balanceAfter')}</dt>
          <dd className="text-right text-slate-900 tabular-nums">{t('common.tokens', { tokens: balance - difference })}</dd>
        </>
      )}
    </dl>
  );
}

/** The change dialog: every line of the order, the totals, and "Save changes" (docs/product.md#guests-cancel-or-change-their-pending-orders). */
export function ChangeOrderDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const change = useChangeMyOrder(order.id);
  const products = useProducts();
  const { profile } = useSession();
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => Object.fromEntries(order.items.map((i) => [i.id, { quantity: i.quantity, mixDrinks: null }])));
  const [choosingFor, setChoosingFor] = useState<OrderItem | null>(null);
  const mixDrinks = useMixDrinks({ enabled: choosingFor !== null });
  const productOf = (item: OrderItem) => products.data?.find((p) => p.id === item.productId);

  const lines = order.items.map((item) => ({ item, draft: drafts[item.id]! }));
  const changed = lines.filter(({ item, draft }) => draft.quantity !== item.quantity || (draft.mixDrinks && !sameDrinks(draft.mixDrinks, item.mixDrinks)));
  const total = lines.reduce((sum, { item, draft }) => sum + item.tokenPrice * draft.quantity, 0);
  const cancels = lines.every(({ draft }) => draft.quantity === 0);
  const balance = profile ? profile.tokenBalance : null;
  // The server refuses it whole too; saying so here saves the guest the attempt.
  const shortOf = balance !== null && total - order.totalTokens > balance ? { current: balance, required: total - order.totalTokens } : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) return onClose();
    const body = {
      lines: changed.map(({ item, draft }) => ({ itemId: item.id, quantity: draft.quantity, ...(draft.mixDrinks && { mixDrinkIds: draft.mixDrinks.map((m) => m.id) }) })),
    };
    await submit(() => change.mutateAsync(body), {
      // The server's answer, in the guest's language.
      success: (answer) =>
        answer.order.status === 'cancelled'
          ? t('orderRefunded', { tokens: order.totalTokens })
          : total > order.totalTokens
            ? t('orderChangedCharged', { tokens: total - order.totalTokens })
            : total < order.totalTokens
              ? t('orderChangedReturned', { tokens: order.totalTokens - total })
              : t('orderChangedEven'),
      fallback: t('unexpectedError'),
      onSuccess: onClose,
    });
  };

  return (
    <>
      <FormDialog
        open
        onClose={onClose}
        onSubmit={(event) => void save(event)}
        busy={change.isPending}
        title={t('orders.changeTitle')}
        description={t('orders.changeUntil', { date: formatDateTime(changeCutoffOf(order.edition)) })}
        submitLabel={cancels ? t('orders.cancel') : t('orders.saveChange')}
        size="lg"
      >
        <ul className="divide-y divide-slate-100">
          {lines.map(({ item, draft }) => (
            <LineEditor
              key={item.id}
              item={item}
              days={order.edition.days}
              draft={draft}
              product={productOf(item)}
              onChange={(next) => setDrafts({ ...drafts, [item.id]: next })}
              onChooseDrinks={() => setChoosingFor(item)}
            />
          ))}
        </ul>
        <Summary order={order} total={total} balance={balance} />
        {cancels && <Notice tone="warning">{t('orders.allZeroCancels', { tokens: order.totalTokens })}</Notice>}
        {shortOf && (
          <Notice tone="danger" role="alert">
            {t('insufficientBalance', shortOf)}
          </Notice>
        )}
        {changed.length === 0 && <p className="text-sm text-slate-600">{t('orders.nothingChanged')}</p>}
      </FormDialog>
      {choosingFor && (
        <MixDrinkChooser
          product={{ name: choosingFor.productName, maxMixChoices: productOf(choosingFor)?.maxMixChoices ?? 0 }}
          mixDrinks={mixDrinks}
          initial={drafts[choosingFor.id]!.mixDrinks ?? choosingFor.mixDrinks.map(({ id, name }) => ({ id, name }))}
          onCancel={() => setChoosingFor(null)}
          onConfirm={(chosen) => {
            setDrafts({ ...drafts, [choosingFor.id]: { ...drafts[choosingFor.id]!, mixDrinks: chosen } });
            setChoosingFor(null);
          }}
        />
      )}
    </>
  );
}

/** "Change order" on a guest's own pending order; the dialog's code and data are fetched when it opens. */
export function ChangeOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('orders.change')}
      </Button>
      {open && <ChangeOrderDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
