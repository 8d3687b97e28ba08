import { CreditCard, Smartphone } from 'lucide-react';
import type { PaymentMethod } from '#shared/constants.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/**
 * How the guest will pay, said before they choose a package: the methods of the shop settings, chosen on the payment
 * page (docs/decisions/039).
 */
export function PaymentMethods({ methods }: { methods: PaymentMethod[] }) {
  const card = methods.some((m) => m === 'card');
  const twint = methods.some((m) => m === 'twint');
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {card && <CreditCard aria-hidden="true" className="size-5 text-slate-500" />}
      {twint && <Smartphone aria-hidden="true" className="size-5 text-slate-500" />}
      {card && twint ? t('tokens.methods.cardOrTwint') : twint ? t('tokens.methods.twint') : t('tokens.methods.card')}
    </p>
  );
}
