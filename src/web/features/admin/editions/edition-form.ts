import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { editionBody, type Edition, type EditionBody } from '#shared/schemas/editions.ts';
import { fromDateTimeLocal, isDateTimeLocal, toDateTimeLocal } from '#web/lib/date-time-local.ts';

// The browser edits the deadline in its own time zone (datetime-local); the server takes an instant. The rules keep
// the schemas' English texts, which the fields show in the person's language (lib/i18n/field-errors.ts).
// An empty cutoff is none: guests' changes end with the deadline (docs/decisions/044).
export const editionFormSchema = editionBody.extend({
  preorderDeadline: z.string().refine(isDateTimeLocal, msg.invalidDeadline),
  changeCutoff: z.string().refine((value) => value === '' || isDateTimeLocal(value), msg.invalidChangeCutoff),
});
export type EditionFormValues = z.input<typeof editionFormSchema>;

/** An edition's facts as the form holds them: its Thursday is the festival's start. */
export const editionFormValues = (edition: Edition): EditionFormValues => ({
  name: edition.name,
  festivalStart: edition.days.Thursday,
  preorderDeadline: toDateTimeLocal(edition.preorderDeadline),
  contactEmail: edition.contactEmail,
  changeCutoff: edition.changeCutoff ? toDateTimeLocal(edition.changeCutoff) : '',
});

export const toEditionBody = (values: z.output<typeof editionFormSchema>): EditionBody => ({
  ...values,
  preorderDeadline: fromDateTimeLocal(values.preorderDeadline),
  changeCutoff: values.changeCutoff ? fromDateTimeLocal(values.changeCutoff) : null,
});
