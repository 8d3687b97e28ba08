import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/** `note` (e.g. 'Sold out', docs/decisions/018) is shown after the label; a disabled choice cannot be taken. */
export type Choice = { value: string; label: string; note?: string | null; disabled?: boolean };

/** A short list of big buttons: the day chooser and the lounge chooser of the add-to-cart flow. */
export function ChoiceDialog({
  title,
  description,
  choices,
  onChoose,
  onCancel,
}: {
  title: string;
  description: string;
  choices: Choice[];
  onChoose(value: string): void;
  onCancel(): void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()} title={title} description={description} size="sm">
      <ul className="flex flex-col gap-2">
        {choices.map((choice) => (
          <li key={choice.value}>
            <Button variant="secondary" fullWidth className="justify-between gap-2" onClick={() => onChoose(choice.value)} disabled={choice.disabled}>
              <span className="min-w-0 text-left">{choice.label}</span>
              {choice.note && <span className="shrink-0 text-xs font-medium text-slate-600">{choice.note}</span>}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" fullWidth className="mt-3" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </Dialog>
  );
}
