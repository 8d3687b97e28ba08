import { Info } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';

type ApplicationOfferProps = { onApply: () => void; busy: boolean; disabled: boolean };

/** Shown when the booking number is unknown or taken: the guest may ask an admin instead (DESIGN §6.5). */
export function ApplicationOffer({ onApply, busy, disabled }: ApplicationOfferProps) {
  return (
    <Notice tone="warning" icon={Info} role="alert">
      <p className="font-medium">{msg.invalidBooking}</p>
      <p className="mt-2 text-slate-700">
        If your booking is not in our system yet, you can apply with these details. An admin will review your
        application and activate your account.
      </p>
      <Button variant="secondary" fullWidth className="mt-3" onClick={onApply} busy={busy} disabled={disabled}>
        Submit an application instead
      </Button>
    </Notice>
  );
}
