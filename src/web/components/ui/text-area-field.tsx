import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlClasses, FieldFrame, useField, type FieldProps } from '#web/components/ui/field.tsx';

/** A labelled text area, framed like TextField (see field.tsx). */
export function TextAreaField({ label, error, hint, className, id, ...props }: FieldProps & ComponentProps<'textarea'>) {
  const field = useField(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} field={field}>
      <textarea {...field.controlProps} className={cn(controlClasses(error), 'min-h-20 py-2')} {...props} />
    </FieldFrame>
  );
}
