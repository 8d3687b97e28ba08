import { CalendarClock, Mail } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { ErrorState } from '#web/components/ui/states.tsx';

/** After the deadline orders go only by e-mail to the shop's contact address (SPEC §1). */
export function PreorderEnded({ contactEmail }: { contactEmail: string }) {
  return (
    <section role="status" className="rounded-xl bg-danger-bg p-5 text-danger-fg ring-1 ring-danger-line">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden="true" className="size-5" />
        {msg.preorderEnded}
      </h2>
      <p className="mt-1 text-sm break-words">{msg.preorderEndedContact(contactEmail)}</p>
      <a href={`mailto:${contactEmail}`} className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} mt-3`}>
        <Mail aria-hidden="true" className="size-4" />
        Write an e-mail
      </a>
    </section>
  );
}

/** The shop settings failed to load: without the deadline nobody can order, so say so and offer to retry. */
export function PreorderUnknown({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <ErrorState title="Unable to Load the Pre-Order Period" onRetry={onRetry} retrying={retrying}>
      Ordering is paused until the pre-order deadline is known.
    </ErrorState>
  );
}
