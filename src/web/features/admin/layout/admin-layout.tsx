import { Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { adminNav } from '#web/features/admin/layout/admin-nav.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useEditionParam, withEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { EditionSwitcher } from './edition-switcher.tsx';

function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  // The edition chosen stays chosen from one page of an edition to the next.
  const editionId = useEditionParam();
  return (
    <ul className="flex flex-col gap-1">
      {adminNav.map(({ label, to, icon: Icon, end, byEdition }) => (
        <li key={to}>
          <NavLink
            to={byEdition ? withEdition(to, editionId) : to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors md:min-h-10',
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
              )
            }
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const current = adminNav.find((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to)));
  const editionId = useEditionParam();

  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <nav aria-label={t('nav.admin')} className="md:sticky md:top-24 md:w-56 md:shrink-0">
        <div className="card p-2">
          <p className="hidden items-center gap-2 px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:flex">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('nav.adminPanel')}
          </p>
          {/* On phones the sidebar collapses to a toggle naming the current page. */}
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 text-sm font-medium text-slate-800 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-nav-list"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
              {t('admin.layout.menuToggle', { page: current?.label ?? t('admin.layout.menu') })}
            </span>
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', menuOpen && 'rotate-180')} />
          </button>
          <div id="admin-nav-list" className={cn(menuOpen ? 'block' : 'hidden', 'pt-1 md:block md:pt-0')}>
            <AdminNavList onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      </nav>
      <div className="min-w-0 flex-1">
        {current?.byEdition && <EditionSwitcher />}
        <Suspense fallback={<Spinner className="py-16" />}>
          {/* Another edition is another page: its filters, paging and dialogs start afresh. */}
          <Outlet key={editionId} />
        </Suspense>
      </div>
    </div>
  );
}
