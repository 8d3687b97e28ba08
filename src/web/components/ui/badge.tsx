import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type BadgeTone = 'neutral' | 'brand' | 'pending' | 'completed' | 'cancelled';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  pending: 'bg-pending-bg text-pending-fg ring-pending-line',
  completed: 'bg-completed-bg text-completed-fg ring-completed-line',
  cancelled: 'bg-cancelled-bg text-cancelled-fg ring-cancelled-line',
};

export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
