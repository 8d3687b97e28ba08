import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { LOUNGE_DAYS, loungeLabel, type LoungeDay } from '#shared/constants.ts';
import { sortLounges } from '#shared/lounge-order.ts';
import type { EditionDays } from '#shared/edition-days.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import { takesMixDrinks } from '#shared/cart-limits.ts';
import type { MixDrink, Product } from '#shared/schemas/shop.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import { useCart } from '#web/features/cart/api/cart-context.tsx';
import { stockText, unitsLeft, useStock } from '#web/features/catalogue/api/stock.ts';
import { useMixDrinks } from '#web/features/catalogue/api/catalogue.ts';
import { ChoiceDialog } from './choice-dialog.tsx';
import { dayWithDate, loungeWithDay } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { lazyNamed } from '#web/lib/lazy-component.tsx';

// Only bottles open the mix-drink chooser: its code is fetched then, not with the shop's first visit (the budget).
const MixDrinkChooser = lazyNamed(() => import('#web/components/mix-drink-chooser.tsx'), (m) => m.MixDrinkChooser);

const NO_DAY = 'none';
const dayKey = (lounge: MyLounge): string => lounge.day ?? NO_DAY;

type Flow = { product: Product; mixDrinks?: MixDrink[]; day?: string; step: 'mix' | 'day' | 'lounge' };

/**
 * Add to Cart (docs/product.md#validation-rules): sign-in first; bottles with mix choices open the mix-drink chooser;
 * with several lounges the lounge chooser opens, preceded by the day chooser when the lounges span days
 * (docs/product.md#festival-days); a single lounge is used as is. `lounges` is undefined until the guest's lounges have
 * loaded: nothing starts before then (the shop keeps the button disabled), and only a guest known to have none is asked
 * to claim one. The choosers name each day with its date in the current edition (`dates`, docs/decisions/031).
 */
export function useAddToCart(loaded: MyLounge[] | undefined, dates: EditionDays | undefined, onNeedLounge: () => void) {
  const lounges = loaded ?? [];
  const { profile } = useSession();
  const { addItem } = useCart();
  const navigate = useNavigate();
  const [flow, setFlow] = useState<Flow | null>(null);
  const stock = useStock();
  // Fetched when the chooser first opens, as before it was shared with the back office.
  const mixDrinks = useMixDrinks({ enabled: flow?.step === 'mix' });
  // The choosers say which days are sold out for the product (decision 018); those cannot be chosen.
  const stockChoice = (productId: string, day: LoungeDay | null) => {
    const left = unitsLeft(stock.data, productId, day);
    return { note: stockText(left), disabled: left === 0 };
  };

  const add = (product: Product, loungeId: string, mixDrinks?: MixDrink[]) => {
    const { id, name, tokenPrice, imageUrl, photoHash, categoryType } = product;
    addItem({ product: { id, name, tokenPrice, imageUrl, photoHash, categoryType }, selectedLoungeId: loungeId, ...(mixDrinks ? { mixDrinks } : {}) });
    setFlow(null);
    toast.success(t('shop.added', { product: product.name }));
  };

  const advance = (next: Omit<Flow, 'step'>) => {
    if (takesMixDrinks(next.product) && !next.mixDrinks) return setFlow({ ...next, step: 'mix' });
    const candidates = next.day === undefined ? lounges : lounges.filter((l) => dayKey(l) === next.day);
    if (candidates.length === 1) return add(next.product, candidates[0]!.id, next.mixDrinks);
    const days = new Set(lounges.map(dayKey));
    if (next.day === undefined && days.size > 1) return setFlow({ ...next, step: 'day' });
    setFlow({ ...next, step: 'lounge' });
  };

  const start = (product: Product) => {
    if (!profile) {
      toast.error(t('signInToAddToCart'));
      navigate(paths.login);
      return;
    }
    if (!loaded) return;
    if (loaded.length === 0) {
      onNeedLounge();
      return;
    }
    advance({ product });
  };

  const cancel = () => setFlow(null);
  let dialog = null;
  if (flow?.step === 'mix') {
    dialog = (
      <Suspense fallback={null}>
        <MixDrinkChooser product={flow.product} mixDrinks={mixDrinks} onCancel={cancel} onConfirm={(chosen) => advance({ ...flow, mixDrinks: chosen })} />
      </Suspense>
    );
  } else if (flow?.step === 'day') {
    const present = new Set(lounges.map(dayKey));
    const order: string[] = [...LOUNGE_DAYS, NO_DAY];
    dialog = (
      <ChoiceDialog
        title={t('shop.chooseDay')}
        description={t('shop.chooseDayText', { product: flow.product.name })}
        choices={order
          .filter((d) => present.has(d))
          .map((d) => ({ value: d, label: d === NO_DAY ? t('shop.dayNotSet') : dayWithDate(d as LoungeDay, dates), ...stockChoice(flow.product.id, d === NO_DAY ? null : (d as LoungeDay)) }))}
        onChoose={(day) => advance({ ...flow, day })}
        onCancel={cancel}
      />
    );
  } else if (flow?.step === 'lounge') {
    const candidates = sortLounges(flow.day === undefined ? lounges : lounges.filter((l) => dayKey(l) === flow.day));
    dialog = (
      <ChoiceDialog
        title={t('shop.chooseLounge')}
        description={t('shop.chooseLoungeText', { product: flow.product.name })}
        choices={candidates.map((l) => ({
          value: l.id,
          label: flow.day === undefined ? loungeWithDay(l, dates) : loungeLabel(l),
          ...stockChoice(flow.product.id, l.day),
        }))}
        onChoose={(loungeId) => add(flow.product, loungeId, flow.mixDrinks)}
        onCancel={cancel}
      />
    );
  }
  return { start, dialog };
}
