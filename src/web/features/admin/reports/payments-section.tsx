import type { CardPaymentsReport } from '#shared/schemas/admin-reports.ts';
import { formatDate } from '#web/lib/format.ts';
import { FigureTable, ReportSection, chf, n } from './report-parts.tsx';

/** Card money: payments and CHF per package and per date paid. */
export function PaymentsSection({ payments }: { payments: CardPaymentsReport }) {
  const money = (m: { payments: number; amountCents: number; tokens: number }) => [n(m.payments), chf(m.amountCents), n(m.tokens)];
  return (
    <ReportSection
      id="report-payments"
      title="Card payments"
      summary={
        <>
          {n(payments.payments)} paid, {chf(payments.amountCents)} for {n(payments.tokens)} tokens
          {payments.averageChfPerToken !== null && <>, {payments.averageChfPerToken.toFixed(2)} CHF per token on average</>}. No card refunds: a
          refunded order returns tokens, not money. The whole festival, whatever the day.
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <FigureTable
          caption="Per package"
          headers={['Package', 'Payments', 'CHF', 'Tokens']}
          rows={payments.perPackage.map((p) => ({ key: p.packageId, cells: [p.packageId, ...money(p)] }))}
        />
        <FigureTable
          caption="Per date paid"
          headers={['Date', 'Payments', 'CHF', 'Tokens']}
          rows={payments.perDate.map((d) => ({ key: d.date, cells: [formatDate(`${d.date}T12:00:00Z`), ...money(d)] }))}
        />
      </div>
    </ReportSection>
  );
}
