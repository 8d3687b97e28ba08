import { ERROR_CODES } from '#shared/api-error.ts';
import type { PaymentMethod, TokenPackage } from '#shared/constants.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import { methodsForPayment, methodTakesCurrency, SHOP_CURRENCY } from '#shared/payment-methods.ts';
import type { AdminSettings } from '#shared/schemas/admin-settings.ts';
import type { Db } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { currentEdition, setDeadlineAndContact } from '#server/modules/editions/index.ts';
import { lockShopSettings, updateShopSettings, withEdition } from './settings.repo.ts';
import { toAdminSettingsDto } from './settings.presenter.ts';

export type SettingsInput = {
  preorderDeadline: string;
  contactEmail: string;
  tokenPackages: TokenPackage[];
  staffSecondFactorRequired?: boolean;
  paymentMethods?: PaymentMethod[];
  guestsMayCancel?: boolean;
  guestsMayChange?: boolean;
};

/**
 * The payment methods must suit the shop's currency (TWINT takes CHF only), and leave every package a method its
 * price fits (TWINT takes at most 5,000 CHF a payment): docs/decisions/039.
 */
function requireMethodsFit(methods: PaymentMethod[], packages: TokenPackage[]) {
  if (!methods.every((m) => methodTakesCurrency(m, SHOP_CURRENCY))) {
    throw badRequest(msg.twintNeedsChf, ERROR_CODES.validation, { field: 'paymentMethods' });
  }
  const unpayable = packages.find(
    (p) => methodsForPayment(methods, { currency: SHOP_CURRENCY, amountCents: Math.round(p.priceChf * 100) }).length === 0,
  );
  if (unpayable) {
    throw badRequest(localized('packageBeyondTwint', { tokens: unpayable.tokens }), ERROR_CODES.validation, { field: 'paymentMethods' });
  }
}

/**
 * The shop, checkout and payments read the settings on every request, so a saved change applies at once
 * everywhere (docs/product.md#shop-settings). The deadline and contact address are the current edition's
 * (docs/decisions/031-editions.md); the token packages and payment methods belong to no edition.
 */
export async function saveShopSettings(db: Db, actorId: string, input: SettingsInput): Promise<AdminSettings> {
  return inTransaction(db, async (tx) => {
    const edition = await setDeadlineAndContact(tx, (await currentEdition(tx)).id, {
      preorderDeadline: new Date(input.preorderDeadline),
      contactEmail: input.contactEmail,
    });
    const before = await lockShopSettings(tx);
    requireMethodsFit(input.paymentMethods ?? before.paymentMethods, input.tokenPackages);
    const { tokenPackages, staffSecondFactorRequired, paymentMethods, guestsMayCancel, guestsMayChange } = input;
    const after = await updateShopSettings(tx, { tokenPackages, staffSecondFactorRequired, paymentMethods, guestsMayCancel, guestsMayChange });
    await notifyLive(tx, { kind: 'settings' });
    const dto = toAdminSettingsDto(withEdition(after, edition.after));
    const beforeDto = toAdminSettingsDto(withEdition(before, edition.before));
    await writeAudit(tx, { actorId, action: 'settings.update', entity: 'shop_settings', entityId: '1', before: beforeDto, after: dto });
    return dto;
  });
}
