import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

const controlClasses = (error?: string) =>
  cn(
    'w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
    error ? 'border-danger-fg' : 'border-slate-300',
  );

type FieldFrameProps = { label: string; error?: string; hint?: ReactNode; className?: string };

/** Label, hint and error around one control, tied together for screen readers (like TextField). */
function useFieldIds(id: string | undefined, hint: ReactNode, error?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function FieldFrame({ label, error, hint, className, ids, children }: FieldFrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-danger-fg">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({ label, error, hint, className, id, children, ...props }: FieldFrameProps & ComponentProps<'select'>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} ids={ids}>
      <select
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses(error), 'min-h-11')}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, className, id, ...props }: FieldFrameProps & ComponentProps<'textarea'>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} ids={ids}>
      <textarea
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses(error), 'min-h-20 py-2')}
        {...props}
      />
    </FieldFrame>
  );
}
