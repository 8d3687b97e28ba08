import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { shopSettingsBody, type AdminSettings } from '#shared/schemas/admin-settings.ts';
import { isDateTimeLocal, toDateTimeLocal } from '#web/lib/date-time-local.ts';
import { withPackageIds } from './package-ids.ts';

// The browser edits the deadline in its own time zone (datetime-local); the server stores an instant. Its rule
// keeps the schemas' English text, which the form shows in the person's language (lib/i18n/field-errors.ts).
const formSchema = shopSettingsBody.extend({
  preorderDeadline: z.string().refine(isDateTimeLocal, msg.invalidDeadline),
});
export type FormValues = z.input<typeof formSchema>;
export type FormOutput = z.output<typeof formSchema>;
// New packages get their ids just before validation, so the server receives complete packages.
export const resolver: Resolver<FormValues, unknown, FormOutput> = (values, context, options) =>
  zodResolver(formSchema)(withPackageIds(values), context, options);

/** The form's fields of one token package, by its index: `packageField.tokens(2)` is `tokenPackages.2.tokens`. */
export const packageField = {
  id: (index: number) => `tokenPackages.${index}.id` as const,
  tokens: (index: number) => `tokenPackages.${index}.tokens` as const,
  priceChf: (index: number) => `tokenPackages.${index}.priceChf` as const,
  popular: (index: number) => `tokenPackages.${index}.popular` as const,
};

export const toForm = (settings: AdminSettings): FormValues => ({
  ...settings,
  preorderDeadline: toDateTimeLocal(settings.preorderDeadline),
});
