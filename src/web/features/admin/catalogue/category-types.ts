import type { CategoryType } from '#shared/constants.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/*
 * A category type as the back office names it (the products table and the product form show the same names).
 * Five of them share the words of the general catalogue (messages.po); bottle and sparkling have the back
 * office's own, naming the one type of one product. The shop's filter shows the products' categories instead.
 */
const names: Record<CategoryType, () => string> = {
  other: () => t('category.other'),
  bottle: () => t('admin.catalogue.typeBottle'),
  beer: () => t('category.beer'),
  sparkling: () => t('admin.catalogue.typeSparkling'),
  water: () => t('category.water'),
  wine: () => t('category.wine'),
  rose: () => t('category.rose'),
};

/** The name of a category type in the active language. */
export const categoryTypeName = (type: CategoryType) => names[type]();
