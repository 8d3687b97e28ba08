import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import type { Role } from '#shared/constants.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { cn } from '#web/lib/cn.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

// On a phone the dialog is the one scrolling area; from sm up the lists scroll inside it to keep the lines in view.
const listClasses = 'divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200 sm:max-h-52 sm:overflow-y-auto';

/** An account's role in words; English shows it as the role's name ('user', 'staff', 'admin'). */
const roleName = (role: Role) =>
  ({ user: t('admin.orders.roleUser'), staff: t('admin.orders.roleStaff'), admin: t('admin.orders.roleAdmin') })[role];

/** The texts of each picker (built at render time, so they follow the active language); `none`: nothing matches. */
const textsOf = {
  users: () => ({ legend: t('admin.orders.customer'), search: t('admin.orders.searchUsers'), list: t('admin.orders.users'), none: t('admin.orders.noUsers') }),
  products: () => ({ legend: t('admin.orders.products'), search: t('admin.orders.searchProducts'), list: t('admin.orders.products'), none: t('admin.orders.noProducts') }),
};

type SearchablePickerProps<T> = {
  kind: keyof typeof textsOf;
  items: T[];
  /** What the search box looks in, matched without regard to case. */
  textOf(item: T): string;
  loading: boolean;
  renderItem(item: T): ReactNode;
};

/** A picker of the dialog: its legend, a search box that narrows the list, and the list of what matches. */
function SearchablePicker<T>({ kind, items, textOf, loading, renderItem }: SearchablePickerProps<T>) {
  const texts = textsOf[kind]();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = items.filter((item) => textOf(item).toLowerCase().includes(needle));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{texts.legend}</legend>
      <TextField label={texts.search} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      {loading ? (
        <Spinner className="py-6" />
      ) : (
        <ul className={listClasses} aria-label={texts.list}>
          {shown.length === 0 && <li className="px-3 py-5 text-center text-sm text-slate-500">{texts.none}</li>}
          {shown.map(renderItem)}
        </ul>
      )}
    </fieldset>
  );
}

/** Who the order is for: e-mail, role and balance of every active account (docs/product.md#back-office-orders). */
export function UserPicker({
  users,
  loading,
  selectedId,
  onSelect,
}: {
  users: Profile[];
  loading: boolean;
  selectedId: string | null;
  onSelect(user: Profile): void;
}) {
  return (
    <SearchablePicker
      kind="users"
      items={users}
      textOf={(user) => user.email}
      loading={loading}
      renderItem={(user) => {
        const selected = user.id === selectedId;
        return (
          <li key={user.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(user)}
              className={cn(
                'flex min-h-11 w-full flex-col items-start gap-1 px-3 py-2 text-left text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3',
                selected ? 'bg-brand-50 ring-2 ring-brand-500 ring-inset' : 'hover:bg-slate-50',
              )}
            >
              <span className="w-full min-w-0 truncate font-medium text-slate-900 sm:w-auto">{user.email}</span>
              <span className="flex shrink-0 items-center gap-2">
                <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{roleName(user.role)}</Badge>
                <span className="text-slate-600 tabular-nums">{t('common.tokens', { tokens: formatNumber(user.tokenBalance) })}</span>
              </span>
            </button>
          </li>
        );
      }}
    />
  );
}

/** The active catalogue with an Add button per product. */
export function ProductPicker({ products, loading, onAdd }: { products: AdminProduct[]; loading: boolean; onAdd(product: AdminProduct): void }) {
  return (
    <SearchablePicker
      kind="products"
      items={products}
      textOf={(product) => product.name}
      loading={loading}
      renderItem={(product) => (
        <li key={product.id} className="flex items-center justify-between gap-3 px-3 py-1.5">
          <span className="min-w-0 text-sm">
            <span className="font-medium text-slate-900">{product.name}</span>
            <span className="block text-slate-600 tabular-nums sm:ml-2 sm:inline">{t('common.tokens', { tokens: formatNumber(product.tokenPrice) })}</span>
          </span>
          <Button size="sm" variant="secondary" onClick={() => onAdd(product)} aria-label={t('admin.orders.addProduct', { product: product.name })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.orders.add')}
          </Button>
        </li>
      )}
    />
  );
}
