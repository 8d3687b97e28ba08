import type { Tx } from '#server/db/client.ts';
import { queuePayoutWindowMail } from '#server/modules/mail/index.ts';
import { guestsWithPayableTokens, type PayoutWindowRow } from './payouts.repo.ts';

/**
 * Tells every guest who holds tokens a payout could pay back that a window opened (docs/decisions/040-payouts.md), in
 * the transaction that opened it, through the mail outbox (decision 022), each in their language when it is sent. A
 * notice about the guest's money: it goes out whatever their reminder setting. Returns the mails queued.
 */
export async function queuePayoutWindowMails(tx: Tx, window: PayoutWindowRow): Promise<number> {
  let queued = 0;
  for (const guest of await guestsWithPayableTokens(tx)) {
    const payable = window.loungeTokens ? guest.balance : Math.min(guest.balance, guest.bought);
    if (payable <= 0) continue;
    const payload = { edition: window.editionName, tokens: guest.balance, payable, lastDay: window.lastDay, cause: window.cause };
    queued += (await queuePayoutWindowMail(tx, guest, window.id, payload)).length;
  }
  return queued;
}
