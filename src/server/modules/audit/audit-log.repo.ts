import type { Tx } from '#server/db/client.ts';
import { adminAuditLog } from '#server/db/schema/index.ts';

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
