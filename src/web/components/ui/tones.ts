/** The colour tones of styles.css as class sets: background, text and ring, for badges and notices alike. */
export type Tone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

export const toneClasses: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  info: 'bg-info-bg text-info-fg ring-info-line',
  success: 'bg-success-bg text-success-fg ring-success-line',
  warning: 'bg-warning-bg text-warning-fg ring-warning-line',
  danger: 'bg-danger-bg text-danger-fg ring-danger-line',
};
