import { Info } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

type ApplicationOfferProps = { onApply: () => void; busy: boolean; disabled: boolean };

/**
 * Shown when the booking number is unknown or taken: the guest may ask an admin instead (docs/product.md#applications).
 */
export function ApplicationOffer({ onApply, busy, disabled }: ApplicationOfferProps) {
  return (
    <Notice tone="warning" icon={Info} role="alert">
      <p className="font-medium">{t('invalidBooking')}</p>
      <p className="mt-2 text-slate-700">
        {t('auth.applyOffer')}
      </p>
      <Button variant="secondary" fullWidth className="mt-3" onClick={onApply} busy={busy} disabled={disabled}>
        {t('auth.applyInstead')}
      </Button>
    </Notice>
  );
}
