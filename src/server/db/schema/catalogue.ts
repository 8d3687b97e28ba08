import { sql } from 'drizzle-orm';
import { CATEGORY_TYPES } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, createdAt, updatedAt } from './columns.ts';

export const products = pgTable(
  'products',
  {
    id: generatedId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    tokenPrice: integer('token_price').notNull(),
    category: text('category'),
    categoryType: text('category_type', { enum: CATEGORY_TYPES })
      .notNull()
      .default('other'),
    maxMixChoices: integer('max_mix_choices').notNull().default(0),
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

export const mixDrinks = pgTable('mix_drinks', {
  id: generatedId(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});
