import { cn } from '#web/lib/cn.ts';

type SwitchProps = {
  /** What is on or off, read as the switch's name. */
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** While the change is being saved, or before the current value is known. */
  disabled?: boolean;
  /** A line under the label: what turning it off means. */
  description?: string;
  /** Only assistive technology reads the label: the switch sits under a heading that says what it does (a table cell). */
  labelHidden?: boolean;
  className?: string;
};

/** An on/off choice that takes effect at once (no form to send): the whole row is the 44 px target. */
export function Switch({ label, checked, onCheckedChange, disabled = false, description, labelHidden = false, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        // Without a visible label the switch is only as wide as its knob (and 44 px high), not its whole cell.
        labelHidden ? 'inline-flex' : 'flex w-full',
        'min-h-11 items-center justify-between gap-4 rounded-lg text-left disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    >
      <span className={labelHidden ? 'sr-only' : 'min-w-0'}>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {description && <span className="block text-sm text-slate-600">{description}</span>}
      </span>
      <span
        aria-hidden="true"
        className={cn('relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors', checked ? 'bg-brand-600' : 'bg-slate-300')}
      >
        <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')} />
      </span>
    </button>
  );
}
