import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { localizeFieldError } from '#web/lib/i18n/field-errors.ts';

export type FieldProps = { label: string; error?: string; hint?: ReactNode; className?: string };

/**
 * The ids that tie one control to its label, hint and error, and the attributes the control carries
 * for them: a screen reader reads the hint and the error with the field, and hears that it is invalid.
 */
export function useField(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    inputId,
    hintId,
    errorId,
    controlProps: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** What inputs, selects and text areas share: the frame, the type size and the red border while invalid. */
export const controlClasses = (error?: string) =>
  cn(
    // The focus ring (red while invalid) comes from styles.css like every other control's.
    'w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 sm:text-sm',
    error ? 'border-danger-fg' : 'border-slate-300',
  );

/**
 * Label above one control, hint and error below it. The error is an alert, so it is announced when it
 * appears, also when it comes from the server while the focus is elsewhere.
 */
export function FieldFrame({
  label,
  error,
  hint,
  className,
  field,
  children,
}: FieldProps & { field: ReturnType<typeof useField>; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={field.inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={field.hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={field.errorId} role="alert" className="text-sm text-danger-fg">
          {localizeFieldError(error)}
        </p>
      )}
    </div>
  );
}
