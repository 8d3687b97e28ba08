import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const iconSizes: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-8', lg: 'size-12' };
const textSizes: Record<SpinnerSize, string> = { sm: 'text-sm', md: 'text-sm', lg: 'text-base' };

type SpinnerProps = { size?: SpinnerSize; message?: string; className?: string };

export function Spinner({ size = 'md', message, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      // Marks a wait in progress; the browser tests' settle() waits until none is left.
      data-loading
      className={cn('flex items-center justify-center gap-3 text-slate-600', size !== 'sm' && 'flex-col', className)}
    >
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-brand-600', iconSizes[size])} />
      {message ? <p className={textSizes[size]}>{message}</p> : <span className="sr-only">{t('common.loadingShort')}</span>}
    </div>
  );
}

/** Fills the viewport, for whole-page waits such as the session gate. */
export function FullPageSpinner({ message }: { message?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <Spinner size="lg" message={message} />
    </div>
  );
}
