import { and, desc, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditLogFilter } from '#shared/schemas/admin-logs.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { escapeLike, onFestivalDays } from '#server/db/filters.ts';
import { adminAuditLog, profiles } from '#server/db/schema/index.ts';

export type AuditEntry = {
  actorId: string;
  /** Dotted verb, e.g. 'lounge.assign' or 'user.token_balance'. */
  action: string;
  entity: string;
  entityId?: string | null;
  /** JSON snapshots of what changed; never secrets such as password hashes. */
  before?: unknown;
  after?: unknown;
};

/**
 * Records who changed what in the back office. Written in the caller's transaction, so the row
 * exists exactly when the change it describes was committed.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const isId = (text: string) => z.uuid().safeParse(text).success;

function filterCondition(filter: AuditLogFilter) {
  const { actor, action } = filter;
  return and(
    actor ? (isId(actor) ? eq(adminAuditLog.actorId, actor) : like(sql`lower(${profiles.email})`, `%${escapeLike(actor.toLowerCase())}%`)) : undefined,
    // A whole action, or every action of the part before its dot ('lounge' finds 'lounge.assign').
    action ? or(eq(adminAuditLog.action, action), like(adminAuditLog.action, `${escapeLike(action)}.%`)) : undefined,
    filter.entity ? eq(adminAuditLog.entity, filter.entity) : undefined,
    onFestivalDays(adminAuditLog.createdAt, filter.from, filter.to),
  );
}

/** One page of the audit log, newest first (by id, the order the rows were written), older than `before`. */
export function auditLogPage(db: Queryable, filter: AuditLogFilter, before: number | undefined, limit: number) {
  return db
    .select({
      id: adminAuditLog.id,
      createdAt: adminAuditLog.createdAt,
      actorId: adminAuditLog.actorId,
      actorEmail: profiles.email,
      action: adminAuditLog.action,
      entity: adminAuditLog.entity,
      entityId: adminAuditLog.entityId,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
    })
    .from(adminAuditLog)
    .leftJoin(profiles, eq(profiles.id, adminAuditLog.actorId))
    .where(and(filterCondition(filter), before ? lt(adminAuditLog.id, before) : undefined))
    .orderBy(desc(adminAuditLog.id))
    .limit(limit);
}

/** One entity's audit rows of the given actions, oldest first, with their actor's e-mail while that profile exists. */
export function entityHistory(db: Queryable, entity: string, entityId: string, actions: string[]) {
  return db
    .select({ action: adminAuditLog.action, actorId: adminAuditLog.actorId, actorEmail: profiles.email, after: adminAuditLog.after, createdAt: adminAuditLog.createdAt })
    .from(adminAuditLog)
    .leftJoin(profiles, eq(profiles.id, adminAuditLog.actorId))
    .where(and(eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, entityId), inArray(adminAuditLog.action, actions)))
    .orderBy(adminAuditLog.id);
}
