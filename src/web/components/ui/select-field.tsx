import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlClasses, FieldFrame, useField, type FieldProps } from '#web/components/ui/field.tsx';

/** A labelled select, framed like TextField (see field.tsx). */
export function SelectField({ label, error, hint, className, id, children, ...props }: FieldProps & ComponentProps<'select'>) {
  const field = useField(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} field={field}>
      <select {...field.controlProps} className={cn(controlClasses(error), 'min-h-11')} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** The choices of a select from a list of codes: one option each, its value the code, its text `label(code)`. */
export function Options<V extends string>({ values, label }: { values: readonly V[]; label(value: V): string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
