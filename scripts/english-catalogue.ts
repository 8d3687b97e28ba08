/**
 * The English of the server's texts comes from their table (src/shared/messages.ts, mail-messages.ts), not from the
 * English catalogues (docs/decisions/025): each entry, called with placeholders, is its own ICU message. A server
 * text goes into the English catalogue whose German twin holds it, messages.po (everyone), admin.po (the back
 * office) or account.po (the account area), so the web loads it with the texts around it. Lingui reads the catalogues through `catalogueFormat`
 * (lingui.config.ts: the web build, the tests, the tours); scripts/check-catalogues.mjs checks them with `serverTexts`.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { CatalogFormatter, CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { mailMsg } from '../src/shared/mail-messages.ts';
import { icuMessage, type TableText } from '../src/shared/message-forms.ts';
import { variantOf } from '../src/shared/message-variants.ts';
import { msg } from '../src/shared/messages.ts';

/** A server text as the catalogues hold it: its English ICU message and its placeholders' names (sorted). */
export type ServerText = { table: string; message: string; names: string[] };

const TABLES: Record<string, Record<string, TableText>> = { 'src/shared/messages.ts': msg, 'src/shared/mail-messages.ts': mailMsg };

/** Every server text by its catalogue key: the keys of the tables, and the longer form of each variant. */
export function serverTexts(): Map<string, ServerText> {
  const texts = new Map<string, ServerText>();
  for (const [table, entries] of Object.entries(TABLES)) {
    for (const [key, text] of Object.entries(entries)) {
      const variant = variantOf(key);
      texts.set(key, { table, ...icuMessage(text, new Set(variant ? [variant.when] : [])) });
      if (variant) texts.set(variant.key, { table, ...icuMessage(text) });
    }
  }
  return texts;
}

/** The English of the server texts among `germanKeys`, the keys of the German twin of an English catalogue. */
export function serverEnglish(germanKeys: Iterable<string>): Map<string, string> {
  const texts = serverTexts();
  return new Map([...germanKeys].flatMap((key) => (texts.has(key) ? [[key, texts.get(key)!.message] as const] : [])));
}

// Every msgid is an id ('cart.empty', 'addToCart'), not an English sentence to hash.
const po = formatter({ explicitIdAsDefault: true });

/** Gettext catalogues, the English ones completed with the server's texts. */
export const catalogueFormat: CatalogFormatter = {
  ...po,
  async parse(content, ctx) {
    const catalogue = await po.parse(content, ctx);
    if (ctx.locale !== 'en' || !ctx.filename) return catalogue;
    const filename = join(dirname(dirname(ctx.filename)), 'de', basename(ctx.filename));
    const german = await po.parse(readFileSync(filename, 'utf8'), { ...ctx, locale: 'de', filename });
    const english: CatalogType = {};
    for (const [key, message] of serverEnglish(Object.keys(german ?? {}))) english[key] = { translation: message };
    return { ...catalogue, ...english };
  },
};
