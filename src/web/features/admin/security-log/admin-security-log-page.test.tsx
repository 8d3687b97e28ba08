import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES } from '#shared/api-error.ts';
import { auditLogResponse, securityEventsResponse, type AuditLogEntry, type SecurityEventEntry } from '#shared/schemas/admin-logs.ts';
import { answer, refuse, type SentRequest } from '#web/testing/fake-api.ts';
import { anAdmin, newId } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminSecurityLogPage } from './admin-security-log-page.tsx';

const anEntry = (overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 7,
  createdAt: '2026-09-18T10:00:00.000Z',
  actorId: newId(),
  actorEmail: 'alice@example.com',
  action: 'user.role',
  entity: 'profile',
  entityId: 'a1b2c3',
  before: { role: 'guest' },
  after: { role: 'staff' },
  ...overrides,
});

const anEvent = (overrides: Partial<SecurityEventEntry> = {}): SecurityEventEntry => ({
  id: 12,
  createdAt: '2026-09-18T10:00:00.000Z',
  kind: 'sign_in.failed',
  userId: null,
  email: 'anna@example.com',
  ipAddress: '203.0.113.7',
  instance: 'web-1:42',
  detail: { route: 'POST /api/auth/login', status: 401 },
  ...overrides,
});

/** Records the query strings an answer was asked with, as objects, in order. */
function recorder() {
  const sent: Record<string, string>[] = [];
  const record = (request: SentRequest) => sent.push(Object.fromEntries(new URLSearchParams(request.path.split('?')[1])));
  return { sent, record, last: () => sent.at(-1) };
}

const show = (path = '/admin/security-log') => renderApp(<AdminSecurityLogPage />, { as: anAdmin(), path, route: '/admin/security-log' });
const auditTable = async () => within(await screen.findByRole('region', { name: 'Audit log' }));
const eventsTable = async () => within(await screen.findByRole('region', { name: 'Security events' }));

describe('Security & audit log page', () => {
  it('shows the audit log newest first, filters it, pages it and exports what the filters find', async () => {
    const audit = recorder();
    answer('GET', '/admin/audit-log', auditLogResponse, (request) => {
      audit.record(request);
      const query = audit.last()!;
      if (query.actor === 'nobody') return { entries: [], nextBefore: null };
      if (query.before === '7') return { entries: [anEntry({ id: 3, action: 'lounge.move', actorId: null, actorEmail: null, before: null, after: null })], nextBefore: null };
      return { entries: [anEntry()], nextBefore: 7 };
    });
    const { user } = show();

    const table = await auditTable();
    const row = within(table.getByText('user.role').closest('tr')!);
    expect(row.getByText('alice@example.com')).toBeVisible();
    expect(row.getByText('a1b2c3')).toBeVisible();
    expect(row.getByText('Before').closest('td')).toHaveTextContent(/^Before\s*role: guest\s*After\s*role: staff$/);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit-log.csv?');

    // Older continues before the last entry shown; an entry of a deleted account with nothing recorded says so.
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of the audit log' })).getByRole('button', { name: 'Older' }));
    const older = within((await (await auditTable()).findByText('lounge.move')).closest('tr')!);
    expect(older.getByText('Unknown')).toBeVisible();
    expect(older.getByText('Nothing recorded')).toBeVisible();
    expect(audit.last()).toEqual({ before: '7' });
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await (await auditTable()).findByText('user.role');

    // A filter starts again from the newest entries, and the export carries it.
    await user.type(screen.getByLabelText('Changed by'), ' alice ');
    await user.type(screen.getByLabelText('Action'), 'user');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-09-17' } });
    await waitFor(() => expect(audit.last()).toEqual({ actor: 'alice', action: 'user', from: '2026-09-17' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit-log.csv?actor=alice&action=user&from=2026-09-17');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-09-17');

    await user.clear(screen.getByLabelText('Changed by'));
    await user.type(screen.getByLabelText('Changed by'), 'nobody');
    expect(await (await auditTable()).findByText('No changes match these filters.')).toBeVisible();
  });

  it('shows the security events with their names, any kind the page does not know, and what is unknown', async () => {
    const events = recorder();
    answer('GET', '/admin/security-events', securityEventsResponse, (request) => {
      events.record(request);
      return {
        events: [
          anEvent(),
          anEvent({ id: 11, kind: 'device.trusted', email: null, ipAddress: null, detail: null }),
          anEvent({ id: 10, kind: 'access.refused', detail: { route: 'GET /api/admin/users', status: 403, userAgent: 'Firefox' } }),
        ],
        nextBefore: null,
      };
    });
    const { user } = show('/admin/security-log?log=security');

    const table = await eventsTable();
    const failed = within(table.getByText('Sign-in failed').closest('tr')!);
    expect(failed.getByText('sign_in.failed')).toBeVisible();
    expect(failed.getByText('203.0.113.7')).toBeVisible();
    expect(failed.getByText('POST /api/auth/login')).toBeVisible();
    expect(failed.getByText('Request:', { exact: false })).toBeVisible();
    const unknownKind = within(table.getAllByText('device.trusted')[0]!.closest('tr')!);
    expect(unknownKind.getAllByText('Unknown')).toHaveLength(3);
    expect(within(table.getByText('Access refused').closest('tr')!).getByText('Firefox')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Event'), 'Sign-in failed');
    await user.type(screen.getByLabelText('IP address'), '203.0.');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-18' } });
    await waitFor(() => expect(events.last()).toEqual({ kind: 'sign_in.failed', address: '203.0.', to: '2026-09-18' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/security-events.csv?kind=sign_in.failed&address=203.0.&to=2026-09-18');
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-09-18');
  });

  it('switches logs by tab, keeping the choice in the address', async () => {
    answer('GET', '/admin/audit-log', auditLogResponse, { entries: [anEntry()], nextBefore: null });
    answer('GET', '/admin/security-events', securityEventsResponse, { events: [anEvent()], nextBefore: null });
    const { user, router } = show();
    await auditTable();
    await user.click(screen.getByRole('tab', { name: 'Security events' }));
    await eventsTable();
    expect(router.state.location.search).toBe('?log=security');
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    await auditTable();
    expect(router.state.location.search).toBe('');
  });

  it('shows loading until the log arrives', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer('GET', '/admin/audit-log', auditLogResponse, async () => {
      await held;
      return { entries: [anEntry()], nextBefore: null };
    });
    show();
    expect(await screen.findByText('Loading...')).toBeVisible();
    release();
    await auditTable();
  });

  it('says when the log failed to load, and tries again', async () => {
    refuse('GET', '/admin/audit-log', 500, { code: ERROR_CODES.internal, message: 'boom' });
    const { user } = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the audit log');
    answer('GET', '/admin/audit-log', auditLogResponse, { entries: [anEntry()], nextBefore: null });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await auditTable();
  });
});
