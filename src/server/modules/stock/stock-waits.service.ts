import { ERROR_CODES } from '#shared/api-error.ts';
import type { LoungeDay } from '#shared/constants.ts';
import { editionDays } from '#shared/edition-days.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import type { StockWaitChangeResponse } from '#shared/schemas/stock.ts';
import type { Db, Queryable, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { currentEdition, findEdition, requirePreordersOpen, writableCurrentEdition } from '#server/modules/editions/index.ts';
import { listUserLounges } from '#server/modules/lounges/index.ts';
import { queueStockBackMail } from '#server/modules/mail/index.ts';
import { deleteOpenWait, findOpenWait, insertWait, openWaitsOf, shopProduct, takeOldestWaits } from './stock-waits.repo.ts';
import { lockStockRows, type StockKey } from './stock.repo.ts';

/**
 * "Notify me" on a sold-out product (docs/decisions/046-stock-waits.md). A guest waits for a product and one of their
 * festival days of the current edition while it is sold out there; when units come back (an admin raises or lifts
 * the limit, a cancel or refund returns them), as many waiting guests as units came back are told, oldest first,
 * each by one mail, in the transaction that freed the units. Only admins see how many wait.
 */

type Day = { productId: string; day: LoungeDay };

/** The guest's open waits in the current edition. */
export async function myStockWaits(db: Queryable, profileId: string) {
  return openWaitsOf(db, (await currentEdition(db)).id, profileId);
}

/**
 * The guest asks to be told. Refused while the product is not in the shop (404), on a day without a lounge of theirs
 * (409), after the pre-order deadline (409) and while units are left (409, NOT_SOLD_OUT). Asking again while waiting
 * changes nothing. The stock row is locked first, so no freeing of units can slip between the look and the wait.
 */
export async function askToBeTold(db: Db, profileId: string, { productId, day }: Day): Promise<StockWaitChangeResponse> {
  return inTransaction(db, async (tx) => {
    const edition = await writableCurrentEdition(tx);
    requirePreordersOpen(edition, new Date());
    const product = await shopProduct(tx, edition.id, productId);
    if (!product) throw notFound(msg.productNotInShop);
    if (!(await listUserLounges(tx, profileId, edition.id)).some((lounge) => lounge.day === day)) {
      throw conflict(localized('stockWaitNoLounge', { day }), ERROR_CODES.loungeNotAssigned, { day });
    }
    const key = { editionId: edition.id, productId, day };
    const [stock] = await lockStockRows(tx, [key]);
    if (!(await findOpenWait(tx, key, profileId))) {
      const soldOut = stock?.quantity != null && stock.sold >= stock.quantity;
      if (!soldOut) throw conflict(localized('stockWaitNotSoldOut', { product: product.name, day }), ERROR_CODES.notSoldOut, { productId, day });
      await insertWait(tx, key, profileId);
    }
    return { waits: await openWaitsOf(tx, edition.id, profileId), message: msg.stockWaitAdded({ product: product.name, day }) };
  });
}

/** The guest no longer wants to be told; withdrawing a wait that is not there (told already, or never asked) is no error. */
export async function withdrawWait(db: Db, profileId: string, { productId, day }: Day): Promise<StockWaitChangeResponse> {
  return inTransaction(db, async (tx) => {
    const edition = await writableCurrentEdition(tx);
    const product = await shopProduct(tx, edition.id, productId);
    await deleteOpenWait(tx, { editionId: edition.id, productId, day }, profileId);
    return { waits: await openWaitsOf(tx, edition.id, profileId), message: msg.stockWaitRemoved({ product: product?.name ?? productId, day }) };
  });
}

/**
 * Units of a product and day came back: tells `freed` of its waiting guests, oldest first (all of them when null:
 * the day became unlimited), and marks them told, in the caller's transaction, which holds the day's stock row, so
 * two changes tell one after the other and nobody twice. Nobody is told of a product no longer in the shop, or once
 * the edition's pre-order period has ended (they could not order it); their waits stay.
 */
export async function tellWaitingGuests(tx: Tx, key: StockKey, freed: number | null) {
  if (freed !== null && freed <= 0) return;
  const edition = await findEdition(tx, key.editionId);
  if (!edition || Date.now() >= edition.preorderDeadline.getTime()) return;
  const product = await shopProduct(tx, key.editionId, key.productId);
  if (!product) return;
  const date = editionDays(edition.festivalStart)[key.day];
  for (const wait of await takeOldestWaits(tx, key, freed)) {
    await queueStockBackMail(tx, { id: wait.profileId, email: wait.email }, { id: wait.id, product: product.name, productTranslations: product.translations, day: key.day, date });
  }
}
