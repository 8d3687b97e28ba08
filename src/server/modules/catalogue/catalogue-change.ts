import type { Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { writeAudit, type AuditEntry } from '#server/modules/audit/index.ts';

/**
 * An admin's change of the catalogue, in its transaction: every instance drops its cached catalogue and every open
 * shop reads it again (decision 021), and the change is audited.
 */
export async function catalogueChanged(tx: Tx, entry: AuditEntry) {
  await notifyLive(tx, { kind: 'catalogue' });
  await writeAudit(tx, entry);
}
