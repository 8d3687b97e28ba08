import { cn } from '#web/lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:hover:bg-brand-600',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200',
  danger: 'bg-danger-fg text-white shadow-sm hover:opacity-90',
  /** Quiet destructive actions in lists (Delete, Remove, Unassign, Refund); the confirmation uses 'danger'. */
  'danger-ghost': 'text-danger-fg hover:bg-danger-bg active:bg-danger-bg',
};

// Phones get 44px touch targets; larger screens may use the denser sizes.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm sm:min-h-8',
  md: 'min-h-11 px-4 text-sm sm:min-h-10',
  lg: 'min-h-12 px-5 text-base',
};

export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}) {
  const { variant = 'primary', size = 'md', fullWidth = false } = options;
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full');
}
