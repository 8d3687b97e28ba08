import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns many tables share, defined once so that every table's key and times are alike.

/** The key of a table whose rows are named by a random uuid. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Bytes kept in the database (a photo, an export's zip), so that every instance serves them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
