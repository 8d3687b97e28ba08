import type { PayoutWindow } from '#shared/schemas/payouts.ts';
import type { PayoutWindowRow } from './payouts.repo.ts';

export const toWindowDto = (w: PayoutWindowRow): PayoutWindow => ({
  id: w.id,
  editionId: w.editionId,
  editionName: w.editionName,
  loungeTokens: w.loungeTokens,
  loungeTokenCents: w.loungeTokenCents,
  minimumTokens: w.minimumTokens,
  feeTokens: w.feeTokens,
  lastDay: w.lastDay,
  cause: w.cause,
  open: w.open,
});
