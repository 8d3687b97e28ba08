import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#web/components/ui/button-styles.ts';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Disables the button and shows a spinner while work is under way. */
  busy?: boolean;
};

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    >
      {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
