import { hostname } from 'node:os';
import type { Queryable } from '#server/db/client.ts';
import { securityEvents } from '#server/db/schema/index.ts';

/** Names this process in every event it writes, so an event can be traced to the instance that saw it. */
const INSTANCE = `${hostname()}:${process.pid}`;

export type SecurityEvent = {
  /** Dotted kind, e.g. 'sign_in.failed', 'second_factor.added', 'step_up.passed'. */
  kind: string;
  userId?: string | null;
  email?: string | null;
  ipAddress?: string | null;
  /** What else explains the event; never a secret (no passwords, codes or tokens). */
  detail?: Record<string, unknown> | null;
};

/** Appends one event to the security log (append-only by trigger: docs/architecture.md#invariants). */
export async function recordSecurityEvent(db: Queryable, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ipAddress: event.ipAddress ?? null,
    instance: INSTANCE,
    detail: event.detail ?? null,
  });
}
