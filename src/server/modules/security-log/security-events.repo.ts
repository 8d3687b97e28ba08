import { hostname } from 'node:os';
import { and, desc, eq, like, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SecurityEventsFilter } from '#shared/schemas/admin-logs.ts';
import type { Queryable } from '#server/db/client.ts';
import { escapeLike, onFestivalDays } from '#server/db/filters.ts';
import { passwordResetTokens, profiles, securityEvents } from '#server/db/schema/index.ts';

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

/** The account a password reset link was made for, by the hash of its token (used or not). */
export async function accountOfResetToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(passwordResetTokens)
    .innerJoin(profiles, eq(profiles.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

const isId = (text: string) => z.uuid().safeParse(text).success;

function filterCondition(filter: SecurityEventsFilter) {
  const { kind, user, address } = filter;
  return and(
    // A whole kind, or every kind of the part before its dot ('sign_in' finds 'sign_in.failed').
    kind ? or(eq(securityEvents.kind, kind), like(securityEvents.kind, `${escapeLike(kind)}.%`)) : undefined,
    user ? (isId(user) ? eq(securityEvents.userId, user) : like(sql`lower(${securityEvents.email})`, `%${escapeLike(user.toLowerCase())}%`)) : undefined,
    address ? like(securityEvents.ipAddress, `${escapeLike(address)}%`) : undefined,
    onFestivalDays(securityEvents.createdAt, filter.from, filter.to),
  );
}

/** One page of the security log, newest first (by id, the order the events were written), older than `before`. */
export function securityEventPage(db: Queryable, filter: SecurityEventsFilter, before: number | undefined, limit: number) {
  return db
    .select()
    .from(securityEvents)
    .where(and(filterCondition(filter), before ? lt(securityEvents.id, before) : undefined))
    .orderBy(desc(securityEvents.id))
    .limit(limit);
}
