import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { MixDrinkBody, ProductBody } from '#shared/schemas/admin-catalogue.ts';
import { TRANSLATED_LANGUAGES, type TextTranslations, type TranslatedLanguage } from '#shared/schemas/catalogue-translations.ts';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { localizeFieldError } from '#web/lib/i18n/field-errors.ts';

/*
 * The German and French texts of a product or mix drink (docs/decisions/045-catalogue-translations.md), in a section
 * that opens by itself when the record has any: each field optional, an empty one shows guests the English. Each
 * label names its language, so the English "Name" and the German one are never two fields of one name.
 */

const LEGEND: Record<TranslatedLanguage, () => string> = {
  de: () => t('admin.catalogue.german'),
  fr: () => t('admin.catalogue.french'),
};
const NAME: Record<TranslatedLanguage, () => string> = {
  de: () => t('admin.catalogue.nameDe'),
  fr: () => t('admin.catalogue.nameFr'),
};
const DESCRIPTION: Record<TranslatedLanguage, () => string> = {
  de: () => t('admin.catalogue.descriptionDe'),
  fr: () => t('admin.catalogue.descriptionFr'),
};
const CATEGORY: Record<TranslatedLanguage, () => string> = {
  de: () => t('admin.catalogue.categoryDe'),
  fr: () => t('admin.catalogue.categoryFr'),
};

/** The form's values: every field present (empty when not translated), so a reset clears what the last visit typed. */
export function translationValues<F extends string>(fields: readonly F[], stored: TextTranslations<F> | null | undefined) {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, Object.fromEntries(fields.map((field) => [field, stored?.[language]?.[field] ?? '']))]),
  ) as Record<TranslatedLanguage, Record<F, string>>;
}

const hasAny = (stored: TextTranslations<string> | null | undefined) =>
  TRANSLATED_LANGUAGES.some((language) => Object.values(stored?.[language] ?? {}).some(Boolean));

function TranslationsSection({ stored, children }: { stored: TextTranslations<string> | null | undefined; children: (language: TranslatedLanguage) => ReactNode }) {
  return (
    <details open={hasAny(stored)} className="group rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">{t('admin.catalogue.translations')}</summary>
      <p className="mt-1 text-xs text-slate-500">{t('admin.catalogue.translationsHint')}</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {TRANSLATED_LANGUAGES.map((language) => (
          <fieldset key={language} lang={language} className="grid content-start gap-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">{LEGEND[language]()}</legend>
            {children(language)}
          </fieldset>
        ))}
      </div>
    </details>
  );
}

export function ProductTranslationFields({ form, stored }: { form: UseFormReturn<ProductBody>; stored: TextTranslations<string> | null | undefined }) {
  const errors = form.formState.errors.translations;
  return (
    <TranslationsSection stored={stored}>
      {(language) => (
        <>
          <TextField label={NAME[language]()} error={localizeFieldError(errors?.[language]?.name?.message)} {...form.register(`translations.${language}.name`)} />
          <TextAreaField
            label={DESCRIPTION[language]()}
            rows={2}
            error={localizeFieldError(errors?.[language]?.description?.message)}
            {...form.register(`translations.${language}.description`)}
          />
          <TextField
            label={CATEGORY[language]()}
            error={localizeFieldError(errors?.[language]?.category?.message)}
            {...form.register(`translations.${language}.category`)}
          />
        </>
      )}
    </TranslationsSection>
  );
}

export function MixDrinkTranslationFields({ form, stored }: { form: UseFormReturn<MixDrinkBody>; stored: TextTranslations<string> | null | undefined }) {
  const errors = form.formState.errors.translations;
  return (
    <TranslationsSection stored={stored}>
      {(language) => (
        <TextField label={NAME[language]()} error={localizeFieldError(errors?.[language]?.name?.message)} {...form.register(`translations.${language}.name`)} />
      )}
    </TranslationsSection>
  );
}
