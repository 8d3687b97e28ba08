import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/index.ts';

/** The 'Active Users' tab and the assign dialog: every active profile, admins included, by e-mail. */
export const listActiveUsers = (db: Queryable) =>
  db.select().from(profiles).where(eq(profiles.status, 'active')).orderBy(asc(profiles.email));

/** Applications are profiles with role user and status inactive (docs/product.md#account-states). */
export const listApplications = (db: Queryable) =>
  db
    .select()
    .from(profiles)
    .where(and(eq(profiles.role, 'user'), eq(profiles.status, 'inactive')))
    .orderBy(asc(profiles.createdAt), asc(profiles.email));
