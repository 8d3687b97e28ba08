import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { toneClasses, type Tone } from '#web/components/ui/tones.ts';

export type BadgeTone = Tone;

export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
