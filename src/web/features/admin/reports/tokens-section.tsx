import type { ReactNode } from 'react';
import type { BridgeLines, TokensReport } from '#shared/schemas/admin-reports.ts';
import type { LoungeDay } from '#shared/constants.ts';
import { toneClasses } from '#web/components/ui/tones.ts';
import { cn } from '#web/lib/cn.ts';
import { dayName } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartWithTable, FigureTable, ReportSection, n, signed } from './report-parts.tsx';
import { TokensPerDay } from './tokens-per-day.tsx';

/** The bridge's lines, each named in the catalogue (read at render time, in the active language). */
const LINES: { key: keyof BridgeLines; labelKey: string }[] = [
  { key: 'grantedByLounges', labelKey: 'admin.reports.lineGrantedByLounges' },
  { key: 'boughtByCard', labelKey: 'admin.reports.lineBoughtByCard' },
  { key: 'adminAdjustments', labelKey: 'admin.reports.lineAdminAdjustments' },
  { key: 'manualOrderCharges', labelKey: 'admin.reports.lineManualOrderCharges' },
  { key: 'spentOnOrders', labelKey: 'admin.reports.lineSpentOnOrders' },
  { key: 'refunded', labelKey: 'admin.reports.lineRefunded' },
  { key: 'forfeited', labelKey: 'admin.reports.lineForfeited' },
  { key: 'paidOut', labelKey: 'admin.reports.linePaidOut' },
  { key: 'donated', labelKey: 'admin.reports.lineDonated' },
];

/**
 * One of the two checks, badge-coloured. They are sentences, longer in German and French than in English: they
 * wrap on a phone (a Badge never wraps) rather than widen the page.
 */
function CheckNote({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <p className={cn('rounded-lg px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', toneClasses[ok ? 'success' : 'danger'])}>{children}</p>;
}

/** The bridge from 0 to what is owed, and the same lines split by festival day. */
export function TokensSection({ tokens, day }: { tokens: TokensReport; day: LoungeDay | null }) {
  const days = tokens.perDay.filter((d): d is typeof d & { day: LoungeDay } => d.day !== null);
  const spent = (d: BridgeLines) => 0 - (d.spentOnOrders + d.manualOrderCharges + d.refunded) || 0;
  const figures = { total: n(tokens.total), liability: n(tokens.liability) };
  return (
    <ReportSection
      id="report-tokens"
      title={t('admin.reports.tokens')}
      summary={
        <>
          {t('admin.reports.liabilityNow')}{' '}
          <strong className="text-slate-900 tabular-nums">{t('common.tokens', { tokens: n(tokens.liability) })}</strong>
          {day && ` ${t('admin.reports.liabilityWholeFestival')}`}.
        </>
      }
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <CheckNote ok={tokens.reconciles}>
          {tokens.reconciles ? t('admin.reports.reconciles', figures) : t('admin.reports.doesNotReconcile', figures)}
        </CheckNote>
        <CheckNote ok={tokens.ledgerCheck.ok}>
          {tokens.ledgerCheck.ok
            ? t('admin.reports.ledgerCheckOk')
            : t('admin.reports.ledgerCheckMismatches', { count: tokens.ledgerCheck.mismatches, mismatches: n(tokens.ledgerCheck.mismatches) })}
        </CheckNote>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FigureTable
          caption={t('admin.reports.bridgeCaption')}
          headers={[t('admin.reports.colLine'), t('admin.reports.tokens')]}
          rows={[
            ...LINES.map((line) => ({ key: line.key, cells: [t(line.labelKey), signed(tokens.lines[line.key])] })),
            { key: 'total', cells: [t('admin.reports.lineLiability'), n(tokens.total)], emphasis: true },
          ]}
        />
        <TokensPerDay tokens={tokens} day={day} />
      </div>
      <div className="mt-6">
        <ChartWithTable
          title={t('admin.reports.spentPerDay')}
          chart={<BarChart title="tokens-per-day" data={days.map((d) => ({ label: dayName(d.day), value: spent(d) }))} />}
          table={
            <FigureTable
              caption={t('admin.reports.spentPerDayCaption')}
              headers={[t('admin.reports.colDay'), t('admin.reports.tokens')]}
              rows={days.map((d) => ({ key: d.day, cells: [dayName(d.day), n(spent(d))] }))}
            />
          }
        />
      </div>
    </ReportSection>
  );
}
