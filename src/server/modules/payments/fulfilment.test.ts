import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, profiles } from '#server/db/schema/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.service.ts';
import { insertProfile, currentEditionId } from '#server/testing/fixtures.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { fulfilPayment } from './fulfilment.ts';
import { insertPayment } from './payments.repo.ts';

const database = useTestDatabase();

async function openPaymentFor(email: string) {
  const user = await insertProfile(database.db, { email });
  const payment = await insertPayment(database.db, {
    editionId: await currentEditionId(database.db),
    userId: user.id,
    packageId: 'tokens-25',
    tokens: 25,
    amountCents: 27_500,
    provider: 'demo',
  });
  return { user, payment };
}
const balanceOf = async (id: string) =>
  (await database.db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, id)))[0]!.b;

describe('fulfilPayment', () => {
  it('credits once, then reports repeated and further events without crediting', async () => {
    const { user, payment } = await openPaymentFor('fulfil1@example.com');
    const event = { eventId: 'evt_f1', type: 'test', paymentId: payment.id };
    expect(await fulfilPayment(database.db, event)).toBe('credited');
    expect(await fulfilPayment(database.db, event)).toBe('duplicate-event');
    expect(await fulfilPayment(database.db, { ...event, eventId: 'evt_f1b' })).toBe('already-paid');
    expect(await balanceOf(user.id)).toBe(25);
  });

  it('treats the one-purchase-per-payment index as "already done" instead of failing', async () => {
    // A purchase row without the payment marked paid: only the unique index stands in the way.
    const { user, payment } = await openPaymentFor('fulfil2@example.com');
    await database.db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: 25, kind: 'purchase', paymentId: payment.id }));
    expect(await fulfilPayment(database.db, { eventId: 'evt_f2', type: 'test', paymentId: payment.id })).toBe('already-paid');
    expect(await balanceOf(user.id)).toBe(25);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('open');
  });
});
