import { toast } from '#web/lib/toast.ts';
import type { FieldValues, Path, UseFormGetValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';

export type SubmitOptions<R, F extends FieldValues> = {
  /** The spec's text for a failure the server did not explain (no answer, a crash), e.g. 'Failed to save product'. */
  fallback: string;
  /** The success notification: a fixed text, or one taken from the answer (usually the server's message). */
  success?: string | ((result: R) => string);
  /** Runs after a success: close the dialog, leave the page. */
  onSuccess?(result: R): void;
  /** The form being sent: an error the server ties to one of its fields (`details.field`) shows under that field. */
  form?: { setError: UseFormSetError<F>; getValues: UseFormGetValues<F> };
  /** Errors that name no field of the form show under this field rather than as a notification. */
  errorField?: Path<F>;
  /** Sees every error first; returns true when it has shown the error itself. */
  handleError?(error: unknown): boolean;
};

/** The field of the form the server's error is about, if it names one the form has. */
function fieldOf<F extends FieldValues>(error: unknown, form: SubmitOptions<unknown, F>['form']): Path<F> | undefined {
  const field = error instanceof ApiError ? error.details?.field : undefined;
  if (!form || typeof field !== 'string') return undefined;
  return form.getValues(field as Path<F>) === undefined ? undefined : (field as Path<F>);
}

/**
 * Sends a form or runs an action with the app's feedback: on success the success notification and
 * `onSuccess`; on failure the error under the form field it concerns, or else a notification with the
 * server's message or the spec's fallback text. Never throws, so callers may simply await it.
 */
export async function submit<R, F extends FieldValues = FieldValues>(action: () => Promise<R>, options: SubmitOptions<R, F>) {
  let result: R;
  try {
    result = await action();
  } catch (error) {
    if (options.handleError?.(error)) return;
    const message = errorMessage(error, options.fallback);
    const field = fieldOf(error, options.form) ?? options.errorField;
    if (field && options.form) options.form.setError(field, { message });
    else toast.error(message);
    return;
  }
  const success = typeof options.success === 'function' ? options.success(result) : options.success;
  if (success) toast.success(success);
  options.onSuccess?.(result);
}

/** A form's submit handler: checks the fields, then sends the values through `submit` with the form's field errors. */
export function submitForm<F extends FieldValues, T extends FieldValues, R>(
  form: UseFormReturn<F, unknown, T>,
  action: (values: T) => Promise<R>,
  options: Omit<SubmitOptions<R, F>, 'form'>,
) {
  return form.handleSubmit((values) => submit(() => action(values), { ...options, form }));
}
