import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mails } from '#server/db/schema/index.ts';
import type { AnyMail } from '#server/mail/templates/mail-payloads.ts';
import { renderMail } from '#server/mail/templates/render-mail.tsx';
import { adminUserResponse } from '#shared/schemas/admin-users.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.service.ts';
import { readJson } from '#server/testing/api-client.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { ledgerRowsOf, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);

describe('approving an application (account states: status active, role user, balance 0)', () => {
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

  it('welcomes the approved guest once, in the approval transaction, without lounges or tokens to announce', async () => {
    const email = uniqueEmail('applicant');
    const applicant = await insertProfile(t.database.db, { email, status: 'inactive' });
    const welcomes = () => t.database.db.select().from(mails).where(eq(mails.recipient, email));
    expect(await welcomes()).toEqual([]);

    expect((await admin.client.post(`/api/admin/applications/${applicant.id}/approve`)).statusCode).toBe(200);
    // Approving again is refused (no longer an application) and queues nothing.
    expect((await admin.client.post(`/api/admin/applications/${applicant.id}/approve`)).statusCode).toBe(404);
    const [welcome, ...more] = await welcomes();
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({ kind: 'welcome', profileId: applicant.id, dedupeKey: `welcome:${applicant.id}`, status: 'waiting' });
    const mail = await renderMail({ kind: welcome!.kind, payload: welcome!.payload } as AnyMail, 'http://shop.example');
    expect(mail.subject).toBe('Welcome to the Lounge Pre-Order');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('No lounge is assigned to you yet.');
      expect(part).toContain('add your lounge with its booking number');
      expect(part).not.toContain('You received');
    }
  });
});
