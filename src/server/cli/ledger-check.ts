// `npm run ledger:check`: verifies, for every profile, that the cached balance equals the sum of its
// ledger rows, that payouts match their ledger rows and refunds (docs/decisions/040-payouts.md), and for every stock row that units sold equal the sum of its live order lines (docs/decisions/018);
// exits 1 and lists the differences when one does not. Uses the same database as the server.
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { findLedgerMismatches, findPayoutMismatches, ledgerTotals } from '#server/modules/tokens/index.ts';
import { stockMismatches } from '#server/modules/stock/index.ts';

const config = loadConfig();
const database = config.databaseUrl
  ? openDatabase({ kind: 'pg', url: config.databaseUrl })
  : openDatabase({ kind: 'pglite', dataDir: config.dataDir });

try {
  const { db } = database;
  const { profiles: people, ledger: rows } = await ledgerTotals(db);
  const mismatches = await findLedgerMismatches(db);
  console.log(`profiles: ${people.n}, balances total: ${people.total} tokens`);
  console.log(`ledger rows: ${rows.n}, ledger total: ${rows.total} tokens`);
  if (mismatches.length === 0) {
    console.log('OK: every balance equals the sum of its ledger rows');
  } else {
    console.log(`MISMATCH for ${mismatches.length} profile(s):`);
    for (const m of mismatches) console.log(`  ${m.email} (${m.userId}): balance ${m.balance}, ledger ${m.ledgerSum}`);
    process.exitCode = 1;
  }
  // Payouts and donations after an edition (docs/decisions/040-payouts.md).
  const payoutProblems = await findPayoutMismatches(db);
  if (payoutProblems.length === 0) {
    console.log('OK: every payout and donation has its one ledger row, no payment is refunded beyond what it paid');
  } else {
    console.log(`PAYOUT MISMATCH (${payoutProblems.length}):`);
    for (const problem of payoutProblems) console.log(`  ${problem}`);
    process.exitCode = 1;
  }
  const stock = await stockMismatches(db);
  if (stock.length === 0) {
    console.log('OK: every stock row\'s units sold equal its live order lines, none above its limit');
  } else {
    console.log(`STOCK MISMATCH for ${stock.length} product day(s):`);
    for (const s of stock) console.log(`  ${s.productId} ${s.day}: sold ${s.sold}, live lines ${s.liveUnits}, limit ${s.quantity ?? 'none'}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
