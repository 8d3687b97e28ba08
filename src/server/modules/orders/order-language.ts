import type { Language } from '#shared/constants.ts';
import { TRANSLATED_LANGUAGES, translated, type MixDrinkTranslations, type ProductTranslations } from '#shared/schemas/catalogue-translations.ts';
import type { Order } from '#shared/schemas/orders.ts';

/** The catalogue's translations of an order's products and mix drinks, by id (docs/decisions/045). */
export type CatalogueTexts = {
  products: Map<string, ProductTranslations | null>;
  mixDrinks: Map<string, MixDrinkTranslations | null>;
};

/**
 * An order as a reader of `language` sees it: each line names its product and mix drinks as the catalogue does now
 * in that language, English where a name has no translation. Orders keep no copy of a name (a line joins its
 * product), so a renamed or newly translated product reads the new way in past orders too, as in English.
 */
export function orderIn(order: Order, texts: CatalogueTexts, language: Language): Order {
  if (language === 'en') return order;
  return {
    ...order,
    items: order.items.map((item) => ({
      ...item,
      productName: translated(item.productName, texts.products.get(item.productId), language, 'name'),
      mixDrinks: item.mixDrinks.map((m) => ({ ...m, name: translated(m.name, texts.mixDrinks.get(m.id), language, 'name') })),
    })),
  };
}

/** The order in English and in every translated language, for a mail rendered later in the guest's language. */
export const orderInEveryLanguage = (order: Order, texts: CatalogueTexts): Record<Language, Order> => ({
  en: order,
  ...(Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, orderIn(order, texts, language)])) as Record<
    (typeof TRANSLATED_LANGUAGES)[number],
    Order
  >),
});
