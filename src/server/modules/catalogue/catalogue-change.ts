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

type CatalogueItem = {
  entity: 'product' | 'mix_drink';
  /** Locks the row, refusing one that does not exist (404). */
  lock(tx: Tx, id: string): Promise<{ isActive: boolean }>;
  setInactive(tx: Tx, id: string): Promise<unknown>;
};

/**
 * 'Delete' of a product or a mix drink sets is_active false (docs/product.md#catalogue-states): orders keep referring
 * to it. Repeating it changes nothing and audits nothing.
 */
export async function deactivateCatalogueItem(tx: Tx, actorId: string, { entity, lock, setInactive }: CatalogueItem, id: string) {
  const before = await lock(tx, id);
  if (!before.isActive) return;
  await setInactive(tx, id);
  await catalogueChanged(tx, { actorId, action: `${entity}.deactivate`, entity, entityId: id, before: { isActive: true }, after: { isActive: false } });
}
