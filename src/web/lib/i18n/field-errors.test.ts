import { afterEach, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { localizeFieldError } from '#web/lib/i18n/field-errors.ts';
import { messages as germanMessages } from '#web/locales/de/messages.po';
import { messages as germanAdminMessages } from '#web/locales/de/admin.po';

// The suite runs in English (vitest.config.ts setup); one test switches to German and back.
afterEach(() => i18n.activate('en'));

describe('field errors', () => {
  it('keep the spec texts in English, and a text the table does not know as it came', () => {
    for (const text of [msg.invalidEmail, msg.tableNumberRequired, msg.productNameRequired, msg.onePopularPackage]) {
      expect(localizeFieldError(text)).toBe(text);
    }
    expect(localizeFieldError('Too big: expected string to have <=200 characters')).toBe('Too big: expected string to have <=200 characters');
    expect(localizeFieldError(undefined)).toBeUndefined();
  });

  it("show the schemas' rule texts of guest and back-office forms in the person's language", () => {
    i18n.load('de', germanMessages);
    i18n.load('de', germanAdminMessages);
    i18n.activate('de');
    expect(localizeFieldError(msg.invalidEmail)).toBe('Ungültige E-Mail-Adresse');
    expect(localizeFieldError(msg.tableNumberRequired)).toBe('Die Tischnummer ist erforderlich');
    for (const text of [msg.productNameRequired, msg.invalidStockQuantity, msg.packageIdsUnique, msg.invalidTokenAmount, msg.festivalStartThursday]) {
      expect(localizeFieldError(text)).not.toBe(text);
    }
  });
});
