import { useId, useState } from 'react';
import { Check, X } from 'lucide-react';
import type { MixDrink } from '#shared/schemas/shop.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorState } from '#web/components/ui/states.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/** The drinks on offer, as a query: the shop passes the public list, the back office its active ones. */
type MixDrinkList = { isPending: boolean; isError: boolean; isFetching: boolean; data: MixDrink[] | undefined; refetch(): unknown };

type Props = {
  product: { name: string; maxMixChoices: number };
  mixDrinks: MixDrinkList;
  /** What is chosen when the chooser opens (changing a manual order line's drinks); empty by default. */
  initial?: MixDrink[];
  onCancel(): void;
  onConfirm(mixDrinks: MixDrink[]): void;
};

/**
 * Free mix drinks for a bottle (docs/product.md#validation-rules): at most max_mix_choices different ones, no
 * duplicates, at least one. One chooser for the shop's add-to-cart flow and the back office's manual orders, so both
 * follow the same rules.
 */
export function MixDrinkChooser({ product, mixDrinks, initial = [], onCancel, onConfirm }: Props) {
  const [selected, setSelected] = useState<MixDrink[]>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const max = product.maxMixChoices;
  // At the maximum the drinks not chosen look disabled and the spec's message says why (and describes
  // them); a press still answers with that message rather than nothing.
  const full = selected.length >= max;
  const fullHintId = useId();
  const notice = problem ?? (full ? t('tooManyMixDrinks', { n: max }) : null);
  const describeFull = full && notice === t('tooManyMixDrinks', { n: max });

  const pick = (drink: MixDrink) => {
    if (selected.some((s) => s.id === drink.id)) return setProblem(t('mixDrinkAlreadySelected'));
    if (selected.length >= max) return setProblem(t('tooManyMixDrinks', { n: max }));
    setProblem(null);
    setSelected([...selected, drink]);
  };
  const unpick = (drink: MixDrink) => {
    setProblem(null);
    setSelected(selected.filter((s) => s.id !== drink.id));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('mix.title')}
      description={t('mix.description', { product: product.name, max })}
      size="lg"
    >
      {mixDrinks.isPending && <Spinner size="sm" className="py-6" />}
      {mixDrinks.isError && (
        <ErrorState compact title={t('loadMixDrinksFailed')} onRetry={() => void mixDrinks.refetch()} retrying={mixDrinks.isFetching} />
      )}
      {mixDrinks.data && (
        <div className="flex flex-col gap-4">
          <div>
            <h3 className="mb-2 text-sm font-medium text-slate-800">
              {t('mix.selected', { count: selected.length, max })}
            </h3>
            {selected.length === 0 ? (
              <p className="text-sm text-slate-500">{t('mix.noneYet')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {selected.map((drink) => (
                  <li key={drink.id}>
                    <Button variant="secondary" size="sm" onClick={() => unpick(drink)} aria-label={t('cart.removeProduct', { product: drink.name })}>
                      {drink.name}
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {/* Empty until there is a problem or the maximum is reached, so it takes no room; present from the start so it is announced. */}
            <div aria-live="assertive">
              {notice && (
                <p id={fullHintId} className={cn('mt-2 text-sm', problem ? 'font-medium text-danger-fg' : 'text-slate-600')}>
                  {notice}
                </p>
              )}
            </div>
          </div>
          <ul aria-label={t('mix.list')} className="grid grid-cols-2 gap-2">
            {mixDrinks.data.map((drink) => {
              const isSelected = selected.some((s) => s.id === drink.id);
              return (
                <li key={drink.id}>
                  <button
                    type="button"
                    onClick={() => pick(drink)}
                    aria-label={isSelected ? t('mix.selectedName', { name: drink.name }) : t('mix.add', { name: drink.name })}
                    aria-describedby={describeFull && !isSelected ? fullHintId : undefined}
                    className={cn(
                      'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border px-3 text-left text-sm',
                      isSelected && 'border-brand-600 bg-brand-50 font-medium text-brand-700',
                      !isSelected && !full && 'border-slate-300 bg-white hover:bg-slate-50',
                      !isSelected && full && 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500',
                    )}
                  >
                    {drink.name}
                    {isSelected && <Check aria-hidden="true" className="size-4" />}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <FormActions className="mt-5">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onConfirm(selected)} disabled={selected.length === 0}>
          {t('mix.confirm')}
        </Button>
      </FormActions>
    </Dialog>
  );
}
