import { z } from 'zod';
import { msg } from '../messages.ts';

/**
 * The back office's two logs (docs/features.md#security-and-audit-log): the audit log (what admins and staff
 * changed) and the security log (what happened at the door). Both are read newest first, a page at a time.
 */
export const LOG_PAGE_DEFAULT = 50;
export const LOG_PAGE_MAX = 200;
export const LOG_FILTER_MAX = 100;

/** Free text of a filter: surrounding spaces dropped, empty as absent. */
const filterText = z
  .string()
  .trim()
  .max(LOG_FILTER_MAX)
  .optional()
  .transform((text) => text || undefined);

/** A calendar day of the festival's time zone (YYYY-MM-DD); PostgreSQL knows no year 0. */
const logDay = z
  .iso.date(msg.logDateInvalid)
  .refine((day) => !day.startsWith('0000'), msg.logDateInvalid)
  .optional();

/** `from` and `to` are whole days, both included, in the festival's time zone. */
const range = { from: logDay, to: logDay };
const inOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const reversed = { message: msg.logRangeReversed, path: ['to'] };

/** `before`: the `nextBefore` of the page before (entries with a smaller id, which are older). */
const paging = {
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(LOG_PAGE_MAX).default(LOG_PAGE_DEFAULT),
};

/**
 * `actor`: the actor's id, or any part of their e-mail (any case). `action`: a whole action ('lounge.assign') or
 * the part before its dot ('lounge'). `entity`: the kind of thing changed ('profile', 'lounge'), whole.
 */
const auditFilter = { actor: filterText, action: filterText, entity: filterText, ...range };
export const auditLogCsvQuery = z.object(auditFilter).refine(inOrder, reversed);
export const auditLogQuery = z.object({ ...auditFilter, ...paging }).refine(inOrder, reversed);
export type AuditLogFilter = z.infer<typeof auditLogCsvQuery>;

/**
 * `kind`: a whole kind ('sign_in.failed') or the part before its dot ('sign_in'). `user`: the account's id, or
 * any part of the e-mail the event names (any case). `address`: the start of the client's address ('10.0.').
 */
const securityFilter = { kind: filterText, user: filterText, address: filterText, ...range };
export const securityEventsCsvQuery = z.object(securityFilter).refine(inOrder, reversed);
export const securityEventsQuery = z.object({ ...securityFilter, ...paging }).refine(inOrder, reversed);
export type SecurityEventsFilter = z.infer<typeof securityEventsCsvQuery>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** Null once the actor's account was deleted. */
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** JSON snapshots of what changed, as the change wrote them. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponse = z.object({
  entries: z.array(auditLogEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

export const securityEventSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.string(),
  userId: z.uuid().nullable(),
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** The server process that saw it (host:pid). */
  instance: z.string(),
  /** What else explains it (the route, the browser); never a secret. */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type SecurityEventEntry = z.infer<typeof securityEventSchema>;

export const securityEventsResponse = z.object({
  events: z.array(securityEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type SecurityEventsResponse = z.infer<typeof securityEventsResponse>;
