import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import { catalogueChanged, deactivateCatalogueItem } from './catalogue-change.ts';
import { insertMixDrinkRow, lockMixDrink as lockMixDrinkRow, updateMixDrinkRow, type MixDrinkInput } from './admin-mix-drinks.repo.ts';
import { toAdminMixDrinkDto } from './catalogue.presenter.ts';

async function lockMixDrink(tx: Tx, id: string) {
  const row = await lockMixDrinkRow(tx, id);
  if (!row) throw notFound(msg.adminMixDrinkNotFound);
  return row;
}

export async function createMixDrink(db: Db, actorId: string, input: MixDrinkInput) {
  return inTransaction(db, async (tx) => {
    const row = await insertMixDrinkRow(tx, input);
    await catalogueChanged(tx, {
      actorId,
      action: 'mix_drink.create',
      entity: 'mix_drink',
      entityId: row.id,
      after: { name: row.name, translations: row.translations },
    });
    return toAdminMixDrinkDto(row);
  });
}

export async function renameMixDrink(db: Db, actorId: string, id: string, input: MixDrinkInput) {
  return inTransaction(db, async (tx) => {
    const before = await lockMixDrink(tx, id);
    const after = await updateMixDrinkRow(tx, id, input);
    await catalogueChanged(tx, {
      actorId,
      action: 'mix_drink.update',
      entity: 'mix_drink',
      entityId: id,
      before: { name: before.name, translations: before.translations },
      after: { name: after.name, translations: after.translations },
    });
    return toAdminMixDrinkDto(after);
  });
}

const mixDrinkItem = { entity: 'mix_drink', lock: lockMixDrink, setInactive: (tx: Tx, id: string) => updateMixDrinkRow(tx, id, { isActive: false }) } as const;

/** 'Delete' sets is_active false (docs/product.md#catalogue-states); past orders keep their mix drinks. */
export async function deactivateMixDrink(db: Db, actorId: string, id: string) {
  await inTransaction(db, (tx) => deactivateCatalogueItem(tx, actorId, mixDrinkItem, id));
}
