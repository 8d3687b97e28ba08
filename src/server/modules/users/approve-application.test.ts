import { describe, expect, it } from 'vitest';
import { adminUserResponse } from '#shared/schemas/admin-users.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.repo.ts';
import { readJson } from '#server/testing/api-client.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { ledgerRowsOf, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);

describe('approving an application (SPEC §4: status active, role user, balance 0)', () => {
  it('takes a balance an admin gave the application back to 0 through one ledger adjustment', async () => {
    const applicant = await insertProfile(t.database.db, { email: uniqueEmail('applicant'), status: 'inactive' });
    await t.database.db.transaction((tx) => postLedgerEntry(tx, { userId: applicant.id, delta: 30, kind: 'admin_adjustment', actorId: admin.id }));
    const res = await admin.client.post(`/api/admin/applications/${applicant.id}/approve`);
    expect(readJson(res, adminUserResponse).user).toMatchObject({ status: 'active', role: 'user', tokenBalance: 0 });
    const ledger = await ledgerRowsOf(t.database.db, applicant.id);
    expect(ledger.map((r) => [r.kind, r.delta, r.actorId])).toEqual([
      ['admin_adjustment', 30, admin.id],
      ['admin_adjustment', -30, admin.id],
    ]);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('writes no ledger row when the balance is already 0', async () => {
    const applicant = await insertProfile(t.database.db, { email: uniqueEmail('applicant'), status: 'inactive' });
    await admin.client.post(`/api/admin/applications/${applicant.id}/approve`);
    expect(await ledgerRowsOf(t.database.db, applicant.id)).toEqual([]);
  });
});
