import { useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { rememberOpener, returnFocus } from './focus-return.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider dialogs for tables and pickers. */
  size?: 'sm' | 'md' | 'lg';
  /** Opens over another dialog (the step-up over a form): its backdrop covers that one too. */
  overDialogs?: boolean;
};

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' };

/** The dialog itself; import Dialog from dialog.tsx, which loads this on first opening. */
export function DialogPanel({ open, onOpenChange, title, description, children, size = 'md', overDialogs = false }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cn('fixed inset-0 bg-slate-900/50 backdrop-blur-[1px]', overDialogs ? 'z-[60]' : 'z-40')} />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
            overDialogs ? 'z-[70]' : 'z-50',
            'overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6',
            widths[size],
          )}
          // Without a description Radix warns unless aria-describedby is explicitly empty.
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Radix gives the focus back only to a Dialog.Trigger; ours open from code (see focus-return.ts).
          onOpenAutoFocus={() => {
            opener.current = rememberOpener();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
        >
          <div className="mb-4 pr-10">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
            )}
          </div>
          {children}
          {/* Last in the DOM so that opening focuses the first field rather than the close button. */}
          <RadixDialog.Close
            aria-label={t('common.close')}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 sm:top-4 sm:right-4 sm:size-9"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
