import { sql } from 'drizzle-orm';
import { CATEGORY_TYPES } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { MixDrinkTranslations, ProductTranslations } from '#shared/schemas/catalogue-translations.ts';
import { bytea, generatedId, createdAt, updatedAt, requiredRef } from './columns.ts';
import { editionIdColumn } from './editions.ts';

export const products = pgTable(
  'products',
  {
    id: generatedId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** The address part of the product's uploaded photo (product_photos), which the shop shows instead of image_url. */
    photoHash: text('photo_hash'),
    tokenPrice: integer('token_price').notNull(),
    category: text('category'),
    categoryType: text('category_type', { enum: CATEGORY_TYPES })
      .notNull()
      .default('other'),
    maxMixChoices: integer('max_mix_choices').notNull().default(0),
    /** German and French name, description and category; null or a missing text shows the English (docs/decisions/045). */
    translations: jsonb('translations').$type<ProductTranslations>(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_active_name_idx').on(t.isActive, t.name),
    check('products_token_price_check', sql`${t.tokenPrice} >= 0`),
    check('products_max_mix_choices_check', sql`${t.maxMixChoices} between 0 and 10`),
    check('products_category_type_check', oneOf(t.categoryType, CATEGORY_TYPES)),
  ],
);

/**
 * A product's uploaded photo as the shop serves it (docs/decisions/047-product-photos.md): two WebP sizes made on the
 * server, kept in the database so every instance serves them. `hash` names what was uploaded for this product, so
 * a photo's address never changes and browsers keep it a year; a new photo replaces the row and gets a new address.
 */
export const productPhotos = pgTable('product_photos', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull().unique(),
  small: bytea('small').notNull(),
  large: bytea('large').notNull(),
  createdAt: createdAt(),
});

export const mixDrinks = pgTable('mix_drinks', {
  id: generatedId(),
  name: text('name').notNull(),
  /** German and French names; null or a missing one shows the English (docs/decisions/045). */
  translations: jsonb('translations').$type<MixDrinkTranslations>(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * The products an edition leaves out of its shop (docs/decisions/031): a row hides the product from that edition's
 * catalogue and refuses it in that edition's orders. No row means offered, so every product is offered in every
 * edition until an admin leaves it out, and a new product needs no second step to be sold.
 */
export const editionHiddenProducts = pgTable(
  'edition_hidden_products',
  {
    editionId: editionIdColumn('cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.productId] })],
);
