import type { Tx } from '#server/db/client.ts';
import type { SecurityChange } from '#server/mail/templates/mail-payloads.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';

/**
 * Tells the account's owner of a change to its security, in the transaction of the change (docs/decisions/038):
 * a change they did not make does not go unnoticed. Returns the queued mail's id.
 */
export const queueSecurityMail = (tx: Tx, owner: { id: string; email: string }, change: SecurityChange, name?: string) =>
  enqueueMail(tx, { kind: 'security_change', to: owner.email, profileId: owner.id, payload: { change, ...(name ? { name } : {}) } });
