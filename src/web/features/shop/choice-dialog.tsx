import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

export type Choice = { value: string; label: string };

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
            <Button variant="secondary" fullWidth className="justify-start" onClick={() => onChoose(choice.value)}>
              {choice.label}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" fullWidth className="mt-3" onClick={onCancel}>
        Cancel
      </Button>
    </Dialog>
  );
}
