import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { toneClasses, type Tone } from '#web/components/ui/tones.ts';

type NoticeProps = {
  tone: Exclude<Tone, 'neutral' | 'brand'>;
  icon?: LucideIcon;
  /** 'alert' for problems that need attention now, 'status' for news; none for standing information. */
  role?: 'alert' | 'status';
  className?: string;
  children: ReactNode;
};

/** A boxed message in one of the status tones: hints, warnings, confirmations inside a page or dialog. */
export function Notice({ tone, icon: Icon, role, className, children }: NoticeProps) {
  return (
    <div role={role} className={cn('flex gap-2 rounded-lg p-3 text-sm ring-1 ring-inset', toneClasses[tone], className)}>
      {Icon && <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
