import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import { DownloadLink } from '#web/components/ui/download-link.tsx';
import { PrintableHeader, PrintablePage } from '#web/components/ui/printable-page.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { dayName, formatFestivalDateTime } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useUrlParams } from '#web/lib/use-url-params.ts';
import { usePrintTime } from '#web/lib/use-print-time.ts';
import { exportUrls, useReports } from '#web/features/admin/reports/api/reports.ts';
import { useEditionParam, useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { payoutExportUrls } from '#web/features/admin/editions/api/payouts.ts';
import { ConsumptionSection } from './consumption-section.tsx';
import { EditionsSection } from './editions-section.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { TokensSection } from './tokens-section.tsx';
import './reports-print.css';

/** The tab of the whole festival (no day in the URL). */
const FESTIVAL = 'wholeFestival';
const isDay = (value: string | null): value is LoungeDay => LOUNGE_DAYS.includes(value as LoungeDay);

 /** Reports (decision 027): the festival's tokens, card money and consumption, for all days or one. */
export function AdminReportsPage() {
  // The day lives in the URL, so a reload or a shared link shows the same report.
  const url = useUrlParams();
  const raw = url.params.get('day');
  const day = isDay(raw) ? raw : null;
  const reports = useReports(day);
  const printedAt = usePrintTime();
  const failed = t('admin.reports.failed');
  useFailureToast(reports.error, failed);
  const data = reports.data;
  const urls = exportUrls(day, useEditionParam());
  // A closed edition's payouts (docs/decisions/040-payouts.md): every refund with the provider's refund id.
  const { edition } = useShownEdition();
  const payouts = edition?.state === 'closed' ? payoutExportUrls(edition.id).payouts : null;

  return (
    <PrintablePage name="reports">
      <PrintableHeader
        title={t('title.admin.reports')}
        description={t('admin.reports.description')}
        printLabel={t('admin.reports.print')}
        downloads={
          <>
            <DownloadLink href={urls.orderLines}>{t('admin.reports.exportOrderLines')}</DownloadLink>
            <DownloadLink href={urls.ledger}>{t('admin.reports.exportLedger')}</DownloadLink>
            <DownloadLink href={urls.payments}>{t('admin.reports.exportPayments')}</DownloadLink>
            {payouts && <DownloadLink href={payouts}>{t('admin.payouts.exportPayouts')}</DownloadLink>}
          </>
        }
      />
      <p className="hidden text-lg font-semibold print:block">{day ? dayName(day) : t('admin.reports.wholeFestival')}</p>
      <p className="mb-4 hidden text-sm text-slate-700 print:block">{t('admin.printedAt', { time: formatFestivalDateTime(printedAt) })}</p>
      <Tabs
        label={t('admin.reports.festivalDay')}
        value={day ?? FESTIVAL}
        onValueChange={(value) => url.set('day', value === FESTIVAL ? null : value)}
        items={[{ value: FESTIVAL, label: t('admin.reports.wholeFestival') }, ...LOUNGE_DAYS.map((d) => ({ value: d, label: dayName(d) }))]}
      >
        <QueryState query={reports} failedMessage={failed}>
          {data && (
            <div aria-busy={reports.isFetching} className={reports.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <TokensSection tokens={data.tokens} day={data.day} />
              <PaymentsSection payments={data.cardPayments} />
              <ConsumptionSection consumption={data.consumption} />
            </div>
          )}
        </QueryState>
      </Tabs>
      <EditionsSection />
    </PrintablePage>
  );
}
