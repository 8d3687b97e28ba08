import { beforeChangeCutoff, changeCutoffOf } from '#shared/change-cutoff.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import type { Queryable } from '#server/db/client.ts';
import { AppError, conflict } from '#server/http/errors.ts';
import type { EditionRow } from '#server/modules/editions/index.ts';
import { guestOrderRights } from '#server/modules/settings/index.ts';

/**
 * What a guest may still do to their own pending order (docs/decisions/044): cancel or change it only while the shop
 * settings allow it, and only until the order's edition's cutoff (its own, or else its pre-order deadline). Each
 * refusal names the contact address, where the guest can still ask.
 */
export async function requireGuestMay(db: Queryable, action: 'cancel' | 'change', edition: EditionRow, now: Date) {
  const rights = await guestOrderRights(db);
  const email = edition.contactEmail;
  if (!(action === 'cancel' ? rights.mayCancel : rights.mayChange)) {
    throw new AppError(403, ERROR_CODES.guestChangesOff, localized(action === 'cancel' ? 'guestCancelOff' : 'guestChangeOff', { email }), {
      contactEmail: email,
    });
  }
  if (!beforeChangeCutoff(edition, now)) {
    throw conflict(localized(action === 'cancel' ? 'cancelCutoffPassed' : 'changeCutoffPassed', { email }), ERROR_CODES.orderChangeClosed, {
      contactEmail: email,
      cutoff: changeCutoffOf(edition).toISOString(),
    });
  }
}
