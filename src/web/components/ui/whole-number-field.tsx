import { TextField, type TextFieldProps } from '#web/components/ui/text-field.tsx';

/**
 * A whole number of tokens or units, in steps of one and not below `min` (0 unless given): the phone's number
 * keypad. Register it with `valueAsNumber`.
 */
export function WholeNumberField({ min = 0, ...props }: Omit<TextFieldProps, 'type' | 'inputMode' | 'step'>) {
  return <TextField type="number" inputMode="numeric" min={min} step={1} {...props} />;
}
