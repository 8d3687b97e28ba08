import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { auditLogResponse, type AuditLogEntry } from '#shared/schemas/admin-logs.ts';
import { adminAuditLog } from '#server/db/schema/index.ts';
import { errorOf } from '#server/testing/api-client.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { everyLogPage, expectGuestAndStaffRefused, readLogPage } from '#server/testing/admin-log-suite.ts';
import { parseCsv } from '#server/testing/csv-reader.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { AUDIT_LOG_COLUMNS } from './audit-log.service.ts';

// The back office's audit log, read (docs/features.md#security-and-audit-log): filters, pages newest first, CSV.
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;

/** Two admins' changes around midnight of 18 September in Zurich (22:00 UTC, summer time). */
async function history() {
  const tag = uniqueEmail('auditor').split('@')[0]!;
  const alice = await insertProfile(db(), { email: `alice-${tag}@example.com`, role: 'admin' });
  const bob = await insertProfile(db(), { email: `bob-${tag}@example.com`, role: 'admin' });
  const write = async (actorId: string, action: string, entity: string, at: string, more: Partial<typeof adminAuditLog.$inferInsert> = {}) =>
    (await db().insert(adminAuditLog).values({ actorId, action, entity, createdAt: new Date(at), ...more }).returning())[0]!;
  const assigned = await write(alice.id, 'lounge.assign', 'lounge', '2026-09-17T21:30:00Z', { entityId: 'l-1', after: { userId: bob.id } });
  const moved = await write(bob.id, 'lounge.move', 'lounge', '2026-09-17T22:30:00Z', { entityId: 'l-1' });
  const role = await write(alice.id, 'user.role', 'profile', '2026-09-18T10:00:00Z', { entityId: bob.id, before: { role: 'guest' }, after: { role: 'staff' } });
  const renamed = await write(bob.id, 'product.update', 'product', '2026-09-19T08:00:00Z', { entityId: '=1+2', before: { name: 'Lager, "cold"' }, after: { name: '=HYPERLINK("x")' } });
  return { tag, alice, bob, assigned, moved, role, renamed };
}

const list = (query: Record<string, string | number>) => readLogPage(admin.client, '/api/admin/audit-log', query, auditLogResponse);
const ids = (entries: { id: number }[]) => entries.map((e) => e.id);

describe('GET /api/admin/audit-log', () => {
  it('filters by actor (id or any part of the e-mail), action (whole or before its dot), entity and festival days, newest first', async () => {
    const h = await history();
    const aliceRows = await list({ actor: `ALICE-${h.tag}` });
    expect(ids(aliceRows.entries)).toEqual([h.role.id, h.assigned.id]);
    expect(aliceRows.entries[0]).toEqual({
      id: h.role.id,
      createdAt: '2026-09-18T10:00:00.000Z',
      actorId: h.alice.id,
      actorEmail: h.alice.email,
      action: 'user.role',
      entity: 'profile',
      entityId: h.bob.id,
      before: { role: 'guest' },
      after: { role: 'staff' },
    } satisfies AuditLogEntry);
    expect(ids((await list({ actor: h.bob.id })).entries)).toEqual([h.renamed.id, h.moved.id]);
    expect(ids((await list({ actor: h.tag, action: 'lounge' })).entries)).toEqual([h.moved.id, h.assigned.id]);
    expect(ids((await list({ actor: h.tag, action: 'lounge.assign' })).entries)).toEqual([h.assigned.id]);
    expect((await list({ actor: h.tag, action: 'loun' })).entries).toEqual([]);
    expect(ids((await list({ actor: h.tag, entity: 'profile' })).entries)).toEqual([h.role.id]);
    // 22:30 UTC on the 17th is 00:30 on the 18th in Zurich.
    expect(ids((await list({ actor: h.tag, from: '2026-09-18', to: '2026-09-18' })).entries)).toEqual([h.role.id, h.moved.id]);
    expect(ids((await list({ actor: h.tag, to: '2026-09-17' })).entries)).toEqual([h.assigned.id]);
    expect(ids((await list({ actor: h.tag, from: '2026-09-19' })).entries)).toEqual([h.renamed.id]);
    // LIKE's own characters match themselves.
    expect((await list({ actor: '%' })).entries).toEqual([]);
  });

  it('pages newest first: each page continues before the last one, and the last page says so', async () => {
    const h = await history();
    const pages = await everyLogPage((before) => list({ actor: h.tag, limit: 3, ...before }));
    for (const page of pages) expect(page.entries.length).toBeLessThanOrEqual(3);
    expect(pages.flatMap((page) => ids(page.entries))).toEqual([h.renamed.id, h.role.id, h.moved.id, h.assigned.id]);
  });

  it.each([
    [{ from: '2026-09-19', to: '2026-09-18' }, msg.logRangeReversed],
    [{ from: '2026-02-30' }, msg.logDateInvalid],
    [{ to: '0000-01-01' }, msg.logDateInvalid],
    [{ from: '18.09.2026' }, msg.logDateInvalid],
  ])('refuses %o with a clear message', async (query, message) => {
    const res = await admin.client.get(`/api/admin/audit-log?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
  });
});

describe('GET /api/admin/audit-log.csv', () => {
  it('exports what the filters find, newest first, with JSON snapshots and formulas defused', async () => {
    const h = await history();
    const res = await admin.client.get(`/api/admin/audit-log.csv?actor=${h.bob.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(res.body.slice(1))).toEqual([
      AUDIT_LOG_COLUMNS,
      [String(h.renamed.id), '2026-09-19T08:00:00.000Z', h.bob.id, h.bob.email, 'product.update', 'product', "'=1+2", '{"name":"Lager, \\"cold\\""}', '{"name":"=HYPERLINK(\\"x\\")"}', '2026-09-19T10:00:00+02:00'],
      [String(h.moved.id), '2026-09-17T22:30:00.000Z', h.bob.id, h.bob.email, 'lounge.move', 'lounge', 'l-1', '', '', '2026-09-18T00:30:00+02:00'],
    ]);
  });

  it('refuses a guest and staff, the list and the export alike', async () => {
    await expectGuestAndStaffRefused(t, ['/api/admin/audit-log', '/api/admin/audit-log.csv']);
  });
});
