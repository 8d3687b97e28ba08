import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { adminUserResponse } from '#shared/schemas/admin-users.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { auditRowsSince, lastAuditId, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);

describe('edit user: role', () => {
  it('makes a guest staff and back, audited once per change', async () => {
    const user = await insertProfile(t.database.db, { email: uniqueEmail('runner') });
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.put(`/api/admin/users/${user.id}/role`, { role: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, adminUserResponse)).toMatchObject({ user: { id: user.id, role: 'staff' }, message: msg.roleUpdated });
    // The same role again changes nothing and writes no audit row.
    expect((await admin.client.put(`/api/admin/users/${user.id}/role`, { role: 'staff' })).statusCode).toBe(200);
    expect((await admin.client.put(`/api/admin/users/${user.id}/role`, { role: 'user' })).statusCode).toBe(200);
    const audit = await auditRowsSince(t.database.db, since);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['user.role', { role: 'user' }, { role: 'staff' }],
      ['user.role', { role: 'staff' }, { role: 'user' }],
    ]);
  });

  it('creates staff accounts directly', async () => {
    const res = await admin.client.post('/api/admin/users', { email: uniqueEmail('staff'), password: 'runner-pass-77', role: 'staff', initialTokens: 0 });
    expect(readJson(res, adminUserResponse).user.role).toBe('staff');
  });

  it('refuses an unknown role, an unknown user and the admin\'s own role, with 4xx', async () => {
    const user = await insertProfile(t.database.db, { email: uniqueEmail('other') });
    expect((await admin.client.put(`/api/admin/users/${user.id}/role`, { role: 'owner' })).statusCode).toBe(400);
    expect((await admin.client.put(`/api/admin/users/${crypto.randomUUID()}/role`, { role: 'staff' })).statusCode).toBe(404);
    const own = await admin.client.put(`/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect(own.statusCode).toBe(409);
    expect(errorOf(own)).toMatchObject({ code: ERROR_CODES.ownRole, message: msg.ownRoleLocked });
  });
});
