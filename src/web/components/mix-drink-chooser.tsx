import { useId, useState } from 'react';
import { Check, X } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { MixDrink } from '#shared/schemas/shop.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorState } from '#web/components/ui/states.tsx';

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
 * Free mix drinks for a bottle (SPEC §5): at most max_mix_choices different ones, no duplicates, at least one.
 * One chooser for the shop's add-to-cart flow and the back office's manual orders, so both follow the same rules.
 */
export function MixDrinkChooser({ product, mixDrinks, initial = [], onCancel, onConfirm }: Props) {
  const [selected, setSelected] = useState<MixDrink[]>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const max = product.maxMixChoices;
  // At the maximum the drinks not chosen look disabled and the spec's message says why (and describes
  // them); a press still answers with that message rather than nothing.
  const full = selected.length >= max;
  const fullHintId = useId();
  const notice = problem ?? (full ? msg.tooManyMixDrinks(max) : null);
  const describeFull = full && notice === msg.tooManyMixDrinks(max);

  const pick = (drink: MixDrink) => {
    if (selected.some((s) => s.id === drink.id)) return setProblem(msg.mixDrinkAlreadySelected);
    if (selected.length >= max) return setProblem(msg.tooManyMixDrinks(max));
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
      title="Choose your mix drinks"
      description={`${product.name} comes with up to ${max} different free mix drinks. Choose at least one.`}
      size="lg"
    >
      {mixDrinks.isPending && <Spinner size="sm" className="py-6" />}
      {mixDrinks.isError && (
        <ErrorState compact title={msg.loadMixDrinksFailed} onRetry={() => void mixDrinks.refetch()} retrying={mixDrinks.isFetching} />
      )}
      {mixDrinks.data && (
        <div className="flex flex-col gap-4">
          <div>
            <h3 className="mb-2 text-sm font-medium text-slate-800">
              Selected ({selected.length} of {max})
            </h3>
            {selected.length === 0 ? (
              <p className="text-sm text-slate-500">None yet.</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {selected.map((drink) => (
                  <li key={drink.id}>
                    <Button variant="secondary" size="sm" onClick={() => unpick(drink)} aria-label={`Remove ${drink.name}`}>
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
          <ul aria-label="Mix drinks" className="grid grid-cols-2 gap-2">
            {mixDrinks.data.map((drink) => {
              const isSelected = selected.some((s) => s.id === drink.id);
              return (
                <li key={drink.id}>
                  <button
                    type="button"
                    onClick={() => pick(drink)}
                    aria-label={isSelected ? `${drink.name} (selected)` : `Add ${drink.name}`}
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
          Cancel
        </Button>
        <Button onClick={() => onConfirm(selected)} disabled={selected.length === 0}>
          Confirm
        </Button>
      </FormActions>
    </Dialog>
  );
}
