import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * The closing row of a form or dialog (Cancel, then the main action): side by side on the right on
 * larger screens; on phones stacked at full width with the main action on top, under the thumb.
 */
export function FormActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}
