import type { CardPaymentsReport } from '#shared/schemas/admin-reports.ts';
import { formatDate, perTokenPrice } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { FigureTable, ReportSection, chf, n } from './report-parts.tsx';

/** A date paid (YYYY-MM-DD, the festival's calendar day) as an instant at its noon, so every time zone shows that day. */
const paidOn = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12)).toISOString();
};

/** Card money: payments and CHF per package and per date paid. */
export function PaymentsSection({ payments }: { payments: CardPaymentsReport }) {
  const money = (m: { payments: number; amountCents: number; tokens: number }) => [n(m.payments), chf(m.amountCents), n(m.tokens)];
  const figures = { payments: n(payments.payments), amount: chf(payments.amountCents), count: payments.tokens, tokens: n(payments.tokens) };
  const headers = (first: string) => [first, t('admin.reports.colPayments'), t('admin.reports.colChf'), t('admin.reports.tokens')];
  return (
    <ReportSection
      id="report-payments"
      title={t('admin.reports.cardPayments')}
      summary={
        <>
          {payments.averageChfPerToken === null
            ? t('admin.reports.paymentsSummary', figures)
            : t('admin.reports.paymentsSummaryAverage', { ...figures, average: perTokenPrice(payments.averageChfPerToken, 1) })}{' '}
          {t('admin.reports.paymentsNote')}
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <FigureTable
          caption={t('admin.reports.perPackage')}
          headers={headers(t('admin.reports.colPackage'))}
          rows={payments.perPackage.map((p) => ({ key: p.packageId, cells: [p.packageId, ...money(p)] }))}
        />
        <FigureTable
          caption={t('admin.reports.perDate')}
          headers={headers(t('admin.reports.colDate'))}
          rows={payments.perDate.map((d) => ({ key: d.date, cells: [formatDate(paidOn(d.date)), ...money(d)] }))}
        />
      </div>
    </ReportSection>
  );
}
