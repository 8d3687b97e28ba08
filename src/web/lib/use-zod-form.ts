import { useEffect, useEffectEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A form checked in the browser by the same zod schema the server checks the body with. */
export function useZodForm<S extends FormSchema>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
}

/**
 * The form of a dialog: each opening starts afresh from `values` (empty for a new record, the record's
 * values for an edit), without the errors and entries of the last visit.
 */
export function useDialogForm<S extends FormSchema>(schema: S, open: boolean, values: DefaultValues<z.input<S>>) {
  const form = useZodForm(schema, values);
  const fill = useEffectEvent(() => form.reset(values));
  useEffect(() => {
    if (open) fill();
  }, [open]);
  return form;
}
