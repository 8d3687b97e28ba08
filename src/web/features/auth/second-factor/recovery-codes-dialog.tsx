import { useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { t } from '#web/lib/i18n/i18n.ts';
import { copyText, downloadText } from '#web/lib/copy-and-download.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { useSession } from '#web/features/auth/api/session.ts';

const FILE_NAME = 'lounge-preorder-recovery-codes.txt';

/**
 * New recovery codes, shown once (the server keeps only their hashes): to copy or download, and closed only once
 * the person says they have saved them.
 */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose(): void }) {
  // Each set of codes asks afresh whether it was saved.
  return <RecoveryCodesPanel key={codes?.join() ?? ''} codes={codes} onClose={onClose} />;
}

function RecoveryCodesPanel({ codes, onClose }: { codes: string[] | null; onClose(): void }) {
  const { profile } = useSession();
  const [saved, setSaved] = useState(false);
  const fileText = `${t('secondFactor.codesFileHeading', { email: profile?.email ?? '' })}\n\n${codes?.join('\n')}\n`;
  return (
    <Dialog
      open={codes !== null}
      // Escape, the close button and the backdrop close it too, but only once the codes are saved.
      onOpenChange={(open) => !open && saved && onClose()}
      title={t('secondFactor.codesTitle')}
      description={t('secondFactor.codesText')}
    >
      {codes && (
        <div className="flex flex-col gap-4">
          <ol
            aria-label={t('secondFactor.recoveryCodes')}
            className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 ring-1 ring-slate-200 sm:text-base"
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copyText(codes.join('\n'), t('secondFactor.codesCopied'))}>
              <Copy aria-hidden="true" className="size-4" />
              {t('secondFactor.copy')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => downloadText(FILE_NAME, fileText)}>
              <Download aria-hidden="true" className="size-4" />
              {t('secondFactor.download')}
            </Button>
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-5 accent-brand-600" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
            {t('secondFactor.codesSaved')}
          </label>
          <FormActions>
            <Button disabled={!saved} onClick={onClose}>
              {t('secondFactor.done')}
            </Button>
          </FormActions>
        </div>
      )}
    </Dialog>
  );
}
