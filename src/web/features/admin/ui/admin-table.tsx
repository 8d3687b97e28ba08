import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A table in its own horizontal scroll container: on a phone the page itself never scrolls sideways,
 * and the region is focusable so keyboard users can scroll it too.
 */
export function AdminTable({ label, minWidth = 'min-w-[44rem]', children }: { label: string; minWidth?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className={cn('w-full border-collapse text-left text-sm', minWidth)}>{children}</table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase', className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-slate-100 px-4 py-3 align-top text-slate-800', className)} {...props} />;
}
