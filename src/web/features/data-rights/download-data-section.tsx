import { useState } from 'react';
import { Download, FileArchive, LoaderCircle } from 'lucide-react';
import { DATA_EXPORT_TTL_HOURS } from '#shared/schemas/data-rights.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { Notice } from '#web/components/ui/notice.tsx';
import { dataExportDownloadUrl, useDataExport, useRequestDataExport } from './api/data-export.ts';

type Requested = { id: string; token: string };

/**
 * "Download my data" (docs/decisions/048): asks the server for an export, follows it while the worker prepares it,
 * then offers its one-time link. The token lives only in this page's memory: a reload asks for a new export, which
 * replaces the old one.
 */
export function DownloadDataSection() {
  const request = useRequestDataExport();
  const [requested, setRequested] = useState<Requested | null>(null);
  const [used, setUsed] = useState(false);
  const status = useDataExport(requested?.id ?? null);
  const state = status.data?.status;

  const prepare = () =>
    submit(() => request.mutateAsync(), {
      fallback: t('dataRights.exportFailed'),
      onSuccess: ({ export: made, token }) => {
        setUsed(false);
        setRequested({ id: made.id, token });
      },
    });

  const failed = state === 'failed' || status.isError;
  const preparing = requested !== null && !failed && !used && state !== 'ready';
  const prepareButton = (label: string) => (
    <div>
      <Button variant="secondary" busy={request.isPending} onClick={() => void prepare()}>
        <FileArchive aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="download-data" className="card flex flex-col gap-3 p-4 sm:p-6">
      <h2 id="download-data" className="font-semibold text-slate-900">
        {t('dataRights.downloadTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('dataRights.downloadText', { hours: DATA_EXPORT_TTL_HOURS })}</p>
      <div aria-live="polite" className="flex flex-col gap-3">
        {requested === null && prepareButton(t('dataRights.prepare'))}
        {preparing && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            {/* Not the app's Spinner: the wait may be long, and browser tests settle on pages without one. */}
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {t('dataRights.preparing')}
          </p>
        )}
        {requested && state === 'ready' && !used && (
          <div className="flex flex-col items-start gap-2">
            <a
              href={dataExportDownloadUrl(requested.id, requested.token)}
              download
              className={buttonClasses()}
              // The link works once: after the click the page offers a new export instead.
              onClick={() => setUsed(true)}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('dataRights.download')}
            </a>
            <p className="text-sm text-slate-600">{t('dataRights.linkOnce', { time: formatDateTime(status.data!.expiresAt) })}</p>
          </div>
        )}
        {used && (
          <>
            <Notice tone="success">{t('dataRights.downloaded')}</Notice>
            {prepareButton(t('dataRights.prepareAgain'))}
          </>
        )}
        {requested && failed && (
          <>
            <Notice tone="danger">{t('dataRights.exportFailed')}</Notice>
            {prepareButton(t('dataRights.prepareAgain'))}
          </>
        )}
      </div>
    </section>
  );
}
