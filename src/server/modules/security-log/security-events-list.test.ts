import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { securityEventsResponse, type SecurityEventEntry } from '#shared/schemas/admin-logs.ts';
import { securityEvents } from '#server/db/schema/index.ts';
import { errorOf } from '#server/testing/api-client.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { everyLogPage, expectGuestAndStaffRefused, readLogPage } from '#server/testing/admin-log-suite.ts';
import { parseCsv } from '#server/testing/csv-reader.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { SECURITY_EVENT_COLUMNS } from './security-events.service.ts';

// The back office's security log, read (docs/features.md#security-and-audit-log): filters, pages newest first, CSV.
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;

/** A guest's night around midnight of 18 September in Zurich (22:00 UTC, summer time), from two networks. */
async function night() {
  const tag = uniqueEmail('door').split('@')[0]!;
  const guest = await insertProfile(db(), { email: `guest-${tag}@example.com` });
  const write = async (kind: string, at: string, more: Partial<typeof securityEvents.$inferInsert> = {}) =>
    (await db().insert(securityEvents).values({ kind, instance: 'web-1:42', createdAt: new Date(at), email: guest.email, userId: guest.id, ...more }).returning())[0]!;
  const failed = await write('sign_in.failed', '2026-09-17T21:30:00Z', { ipAddress: '203.0.113.7', detail: { route: 'POST /api/auth/login', status: 401 } });
  const signedIn = await write('sign_in.succeeded', '2026-09-17T22:30:00Z', { ipAddress: '203.0.113.7' });
  const refused = await write('access.refused', '2026-09-18T10:00:00Z', { ipAddress: '198.51.100.20', detail: { route: 'GET /api/admin/users', status: 403 } });
  // An e-mail of no account, typed to start a formula.
  const stranger = await write('sign_in.failed', '2026-09-19T08:00:00Z', { ipAddress: '198.51.100.21', userId: null, email: `=cmd-${tag}@example.com` });
  return { tag, guest, failed, signedIn, refused, stranger };
}

const list = (query: Record<string, string | number>) => readLogPage(admin.client, '/api/admin/security-events', query, securityEventsResponse);
const ids = (events: { id: number }[]) => events.map((e) => e.id);

describe('GET /api/admin/security-events', () => {
  it('filters by kind (whole or before its dot), user (id or any part of the e-mail), address start and festival days, newest first', async () => {
    const n = await night();
    const all = await list({ user: n.tag.toUpperCase() });
    expect(ids(all.events)).toEqual([n.stranger.id, n.refused.id, n.signedIn.id, n.failed.id]);
    expect(all.events.at(-1)).toEqual({
      id: n.failed.id,
      createdAt: '2026-09-17T21:30:00.000Z',
      kind: 'sign_in.failed',
      userId: n.guest.id,
      email: n.guest.email,
      ipAddress: '203.0.113.7',
      instance: 'web-1:42',
      detail: { route: 'POST /api/auth/login', status: 401 },
    } satisfies SecurityEventEntry);
    expect(ids((await list({ user: n.guest.id })).events)).toEqual([n.refused.id, n.signedIn.id, n.failed.id]);
    expect(ids((await list({ user: n.tag, kind: 'sign_in' })).events)).toEqual([n.stranger.id, n.signedIn.id, n.failed.id]);
    expect(ids((await list({ user: n.tag, kind: 'sign_in.failed' })).events)).toEqual([n.stranger.id, n.failed.id]);
    expect((await list({ user: n.tag, kind: 'sign' })).events).toEqual([]);
    expect(ids((await list({ user: n.tag, address: '198.51.100.' })).events)).toEqual([n.stranger.id, n.refused.id]);
    expect(ids((await list({ user: n.tag, address: '203.0.113.7' })).events)).toEqual([n.signedIn.id, n.failed.id]);
    // LIKE's own characters match themselves.
    expect((await list({ user: n.tag, address: '%' })).events).toEqual([]);
    // 22:30 UTC on the 17th is 00:30 on the 18th in Zurich.
    expect(ids((await list({ user: n.tag, from: '2026-09-18', to: '2026-09-18' })).events)).toEqual([n.refused.id, n.signedIn.id]);
  });

  it('pages newest first: each page continues before the last one, and the last page says so', async () => {
    const n = await night();
    const pages = await everyLogPage((before) => list({ user: n.tag, limit: 3, ...before }));
    expect(pages.flatMap((page) => ids(page.events))).toEqual([n.stranger.id, n.refused.id, n.signedIn.id, n.failed.id]);
  });

  it('refuses dates in the wrong order with a clear message', async () => {
    const res = await admin.client.get('/api/admin/security-events?from=2026-09-19&to=2026-09-18');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(msg.logRangeReversed);
  });
});

describe('GET /api/admin/security-events.csv', () => {
  it('exports what the filters find, newest first, with the detail as JSON and formulas defused', async () => {
    const n = await night();
    const res = await admin.client.get(`/api/admin/security-events.csv?user=${n.tag}&kind=sign_in.failed`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="security-events.csv"');
    expect(parseCsv(res.body.slice(1))).toEqual([
      SECURITY_EVENT_COLUMNS,
      [String(n.stranger.id), '2026-09-19T08:00:00.000Z', 'sign_in.failed', '', `'=cmd-${n.tag}@example.com`, '198.51.100.21', 'web-1:42', '', '2026-09-19T10:00:00+02:00'],
      [String(n.failed.id), '2026-09-17T21:30:00.000Z', 'sign_in.failed', n.guest.id, n.guest.email, '203.0.113.7', 'web-1:42', '{"route":"POST /api/auth/login","status":401}', '2026-09-17T23:30:00+02:00'],
    ]);
  });

  it('refuses a guest and staff, the list and the export alike', async () => {
    await expectGuestAndStaffRefused(t, ['/api/admin/security-events', '/api/admin/security-events.csv']);
  });
});
