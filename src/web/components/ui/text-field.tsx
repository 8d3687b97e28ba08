import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlClasses, FieldFrame, useField, type FieldProps } from '#web/components/ui/field.tsx';

export type TextFieldProps = ComponentProps<'input'> & FieldProps;

/** A labelled input whose hint and error are announced with it (see field.tsx). */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const field = useField(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} field={field}>
      <input {...field.controlProps} className={cn(controlClasses(error), 'min-h-11')} {...props} />
    </FieldFrame>
  );
}
