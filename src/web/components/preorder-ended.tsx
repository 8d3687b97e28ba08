import { CalendarClock, Mail } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';

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
