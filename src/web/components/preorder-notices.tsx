import { CalendarClock, Mail } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { ErrorState } from '#web/components/ui/states.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

type EndedProps = {
  contactEmail: string;
  /** What is over, and what follows; by default the shop's words (orders go by e-mail). */
  title?: string;
  text?: string;
};

/** After the deadline orders go only by e-mail to the shop's contact address (docs/product.md#what-the-shop-is). */
export function PreorderEnded({ contactEmail, title = t('preorderEnded'), text = t('preorderEndedContact', { email: contactEmail }) }: EndedProps) {
  return (
    <section role="status" className="rounded-xl bg-danger-bg p-5 text-danger-fg ring-1 ring-danger-line">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden="true" className="size-5" />
        {title}
      </h2>
      <p className="mt-1 text-sm break-words">{text}</p>
      <a href={`mailto:${contactEmail}`} className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} mt-3`}>
        <Mail aria-hidden="true" className="size-4" />
        {t('preorder.writeEmail')}
      </a>
    </section>
  );
}

/** The shop settings failed to load: without the deadline nobody can order, so say so and offer to retry. */
export function PreorderUnknown({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <ErrorState title={t('preorder.unknownTitle')} onRetry={onRetry} retrying={retrying}>
      {t('preorder.unknownText')}
    </ErrorState>
  );
}
