import { cn } from '#web/lib/cn.ts';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

export const mobileItemClass = ({ isActive = false }: { isActive?: boolean } = {}) =>
  cn(
    'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );
