import type { CategoryType } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** The shop's sections, in the order a guest thinks of them; 'other' (snacks, soft drinks) comes last. */
const groups: { type: CategoryType; label: () => string }[] = [
  { type: 'bottle', label: () => t('category.bottle') },
  { type: 'sparkling', label: () => t('category.sparkling') },
  { type: 'wine', label: () => t('category.wine') },
  { type: 'rose', label: () => t('category.rose') },
  { type: 'beer', label: () => t('category.beer') },
  { type: 'water', label: () => t('category.water') },
  { type: 'other', label: () => t('category.other') },
];

const chip = (active: boolean) =>
  cn(
    'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 ring-inset sm:min-h-9',
    active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
  );

/**
 * Narrows the product grid to one category type. Only the types that have products are offered; on a
 * phone the row scrolls sideways rather than wrapping into several lines.
 */
export function CategoryFilter({ present, value, onChange }: { present: Set<CategoryType>; value: CategoryType | null; onChange(value: CategoryType | null): void }) {
  const shown = groups.filter((group) => present.has(group.type));
  if (shown.length < 2) return null;
  return (
    <div role="group" aria-label={t('category.label')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      <button type="button" aria-pressed={value === null} className={chip(value === null)} onClick={() => onChange(null)}>
        {t('category.all')}
      </button>
      {shown.map((group) => (
        <button key={group.type} type="button" aria-pressed={value === group.type} className={chip(value === group.type)} onClick={() => onChange(group.type)}>
          {group.label()}
        </button>
      ))}
    </div>
  );
}

/** The category type named in the URL (?type=wine), if it is one. */
export function categoryTypeOf(value: string | null): CategoryType | null {
  return groups.find((group) => group.type === value)?.type ?? null;
}
