// The tokens module's public entry: moving tokens (the only way), the ledger's invariant and totals, refunds per
// order, a guest's statement. Other modules import only this file, and only what it names (docs/decisions/030-module-
// boundaries.md).
export { findLedgerMismatches, findPayoutMismatches, ledgerTotals } from './ledger-check.repo.ts';
export { InsufficientFundsError, ledgerRowFields, refundedTokensByOrder, refundedTokensOf, UserNotFoundError } from './ledger.repo.ts';
export { postLedgerEntry } from './ledger.service.ts';
export { findStatementPage } from './statement.repo.ts';
