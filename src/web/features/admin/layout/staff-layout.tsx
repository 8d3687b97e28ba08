import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { staffNav } from '#web/features/admin/layout/staff-nav.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** /staff: a row of large tabs above the page, so a runner's thumb reaches them on a phone. */
export function StaffLayout() {
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('admin.layout.staffNav')}>
        <ul className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:max-w-md">
          {staffNav.map(({ label, to, icon: Icon }) => (
            <li key={to} className="flex-1">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors',
                    isActive ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner className="py-16" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
