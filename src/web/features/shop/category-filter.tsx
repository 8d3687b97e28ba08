import { cn } from '#web/lib/cn.ts';
import { t } from '#web/lib/i18n/i18n.ts';

const chip = (active: boolean) =>
  cn(
    'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 ring-inset sm:min-h-9',
    active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
  );

/**
 * Narrows the product grid to one category, named as on the product cards (shop-categories.ts). Offered from
 * two categories on; on a phone the row scrolls sideways rather than wrapping into several lines.
 */
export function CategoryFilter({ categories, value, onChange }: { categories: string[]; value: string | null; onChange(value: string | null): void }) {
  if (categories.length < 2) return null;
  return (
    <div role="group" aria-label={t('category.label')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      <button type="button" aria-pressed={value === null} className={chip(value === null)} onClick={() => onChange(null)}>
        {t('category.all')}
      </button>
      {categories.map((category) => (
        <button key={category} type="button" aria-pressed={value === category} className={chip(value === category)} onClick={() => onChange(category)}>
          {category}
        </button>
      ))}
    </div>
  );
}
