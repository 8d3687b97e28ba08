import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction, ROW_LOCK } from '#server/db/transaction.ts';
import { mixDrinks } from '#server/db/schema/index.ts';
import { notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/audit-log.ts';
import { toAdminMixDrinkDto } from './admin-mix-drinks.repo.ts';

async function lockMixDrink(tx: Tx, id: string) {
  const [row] = await tx.select().from(mixDrinks).where(eq(mixDrinks.id, id)).for(ROW_LOCK);
  if (!row) throw notFound(msg.adminMixDrinkNotFound);
  return row;
}

export async function createMixDrink(db: Db, actorId: string, name: string) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(mixDrinks).values({ name }).returning();
    await writeAudit(tx, { actorId, action: 'mix_drink.create', entity: 'mix_drink', entityId: row!.id, after: { name } });
    return toAdminMixDrinkDto(row!);
  });
}

export async function renameMixDrink(db: Db, actorId: string, id: string, name: string) {
  return inTransaction(db, async (tx) => {
    const before = await lockMixDrink(tx, id);
    const [after] = await tx.update(mixDrinks).set({ name }).where(eq(mixDrinks.id, id)).returning();
    await writeAudit(tx, {
      actorId,
      action: 'mix_drink.update',
      entity: 'mix_drink',
      entityId: id,
      before: { name: before.name },
      after: { name },
    });
    return toAdminMixDrinkDto(after!);
  });
}

/** 'Delete' sets is_active false (SPEC §4); past orders keep their mix drinks. */
export async function deactivateMixDrink(db: Db, actorId: string, id: string) {
  await inTransaction(db, async (tx) => {
    const before = await lockMixDrink(tx, id);
    if (!before.isActive) return;
    await tx.update(mixDrinks).set({ isActive: false }).where(eq(mixDrinks.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'mix_drink.deactivate',
      entity: 'mix_drink',
      entityId: id,
      before: { isActive: true },
      after: { isActive: false },
    });
  });
}
