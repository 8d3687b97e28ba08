import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** One round trip to the database; rejects when it is unreachable. */
export const pingDatabase = (db: Db) => db.execute(sql`select 1`);
