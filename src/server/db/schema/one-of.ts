import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b')` for a CHECK constraint, from the value lists of src/shared/constants.ts, so that
 * the database and the API accept the same values. The values are our own constants, never input.
 */
export const oneOf = (column: PgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
