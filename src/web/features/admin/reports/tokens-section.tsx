import type { BridgeLines, TokensReport } from '#shared/schemas/admin-reports.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { signedTokens } from '#web/lib/format.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartWithTable, FigureTable, ReportSection, n } from './report-parts.tsx';

const LINES: { key: keyof BridgeLines; label: string }[] = [
  { key: 'grantedByLounges', label: 'Granted by lounges' },
  { key: 'boughtByCard', label: 'Bought by card' },
  { key: 'adminAdjustments', label: 'Admin adjustments' },
  { key: 'manualOrderCharges', label: 'Manual-order charges' },
  { key: 'spentOnOrders', label: 'Spent on orders' },
  { key: 'refunded', label: 'Refunded' },
];
const signed = (value: number) => (value === 0 ? '0' : signedTokens(value));

/** The bridge from 0 to what is owed, and the same lines split by festival day. */
export function TokensSection({ tokens, day }: { tokens: TokensReport; day: string | null }) {
  const days = tokens.perDay.filter((d) => d.day !== null);
  const spent = (d: BridgeLines) => 0 - (d.spentOnOrders + d.manualOrderCharges + d.refunded) || 0;
  return (
    <ReportSection
      id="report-tokens"
      title="Tokens"
      summary={
        <>
          Outstanding liability now: <strong className="text-slate-900 tabular-nums">{n(tokens.liability)} tokens</strong>
          {day && ' (the whole festival: a balance belongs to no day)'}.
        </>
      }
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge tone={tokens.reconciles ? 'success' : 'danger'}>
          {tokens.reconciles ? `The ledger adds up to the liability: ${n(tokens.total)} = ${n(tokens.liability)}` : `The ledger adds up to ${n(tokens.total)}, balances to ${n(tokens.liability)}`}
        </Badge>
        <Badge tone={tokens.ledgerCheck.ok ? 'success' : 'danger'}>
          {tokens.ledgerCheck.ok ? 'Ledger check: every balance equals its ledger rows' : `Ledger check: ${tokens.ledgerCheck.mismatches} balances differ from their ledger`}
        </Badge>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FigureTable
          caption="From 0 to the liability"
          headers={['Line', 'Tokens']}
          rows={[
            ...LINES.map((line) => ({ key: line.key, cells: [line.label, signed(tokens.lines[line.key])] })),
            { key: 'total', cells: ['Liability (sum of balances)', n(tokens.total)], emphasis: true },
          ]}
        />
        <FigureTable
          caption="Tokens moved per festival day"
          headers={['Day', 'Granted', 'Spent', 'Net']}
          rows={tokens.perDay.map((d) => ({
            key: d.day ?? 'none',
            cells: [d.day ?? 'No day (card, adjustments, no lounge)', n(d.grantedByLounges), n(spent(d)), signed(d.net)],
            emphasis: d.day !== null && d.day === day,
          }))}
        />
      </div>
      <div className="mt-6">
        <ChartWithTable
          title="Tokens spent per festival day"
          chart={<BarChart title="tokens-per-day" data={days.map((d) => ({ label: d.day!, value: spent(d) }))} />}
          table={<FigureTable caption="Tokens spent per festival day (orders and manual orders, less refunds)" headers={['Day', 'Tokens']} rows={days.map((d) => ({ key: d.day!, cells: [d.day, n(spent(d))] }))} />}
        />
      </div>
    </ReportSection>
  );
}
