import { loungeLabel } from '#shared/constants.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';

/** "VIP 4 · Friday", or just the label when the lounge has no day. */
export const loungeWithDay = (lounge: MyLounge) => (lounge.day ? `${loungeLabel(lounge)} · ${lounge.day}` : loungeLabel(lounge));
