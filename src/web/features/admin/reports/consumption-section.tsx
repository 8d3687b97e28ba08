import type { ConsumptionReport } from '#shared/schemas/admin-reports.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { BarChart, ColumnChart } from './bar-chart.tsx';
import { ChartWithTable, FigureTable, ReportSection, n } from './report-parts.tsx';

const TOP = 8;
const hourLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' });

/** What was drunk: per product, category type, day and lounge category, and when it was ordered. */
export function ConsumptionSection({ consumption }: { consumption: ConsumptionReport }) {
  const top = consumption.byProduct.slice(0, TOP);
  const units = (row: { units: number; tokens: number }) => [n(row.units), n(row.tokens)];
  return (
    <ReportSection
      id="report-consumption"
      title="Consumption"
      summary={
        <>
          {n(consumption.orders)} orders (not cancelled), {n(consumption.units)} units, {n(consumption.tokens)} tokens.
        </>
      }
    >
      <div className="space-y-8">
        <ChartWithTable
          title="Top products by units"
          chart={<BarChart title="top-products" data={top.map((p) => ({ label: p.name, value: p.units }))} />}
          table={<FigureTable caption={`Top ${TOP} products`} headers={['Product', 'Units', 'Tokens']} rows={top.map((p) => ({ key: p.productId, cells: [p.name, ...units(p)] }))} />}
        />
        <ChartWithTable
          title="Tokens per category type"
          chart={<BarChart title="category-types" data={consumption.byCategoryType.map((c) => ({ label: c.categoryType, value: c.tokens }))} />}
          table={<FigureTable caption="Per category type" headers={['Type', 'Units', 'Tokens']} rows={consumption.byCategoryType.map((c) => ({ key: c.categoryType, cells: [c.categoryType, ...units(c)] }))} />}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <FigureTable caption="Consumption per festival day" headers={['Day', 'Units', 'Tokens']} rows={consumption.byDay.map((d) => ({ key: d.day ?? 'none', cells: [d.day ?? 'No lounge day', ...units(d)] }))} />
          <FigureTable
            caption="Per lounge category"
            headers={['Category', 'Units', 'Tokens']}
            rows={consumption.byLoungeCategory.map((c) => ({ key: c.category ?? 'none', cells: [c.category ?? 'No lounge', ...units(c)] }))}
          />
        </div>
        <ChartWithTable
          title="Orders per hour before the deadline"
          chart={<ColumnChart title="orders-per-hour" data={consumption.ordersPerHour.map((h) => ({ label: hourLabel.format(new Date(h.hour)), value: h.orders }))} />}
          table={
            <>
              <p className="mb-2 text-sm text-slate-600">
                Deadline {formatDateTime(consumption.preorderDeadline)}; {n(consumption.ordersAfterDeadline)} orders entered after it.
              </p>
              <div className="max-h-64 overflow-y-auto print:max-h-none">
                <FigureTable
                  caption="Orders per hour"
                  headers={['Hour', 'Orders']}
                  rows={consumption.ordersPerHour.map((h) => ({ key: h.hour, cells: [formatDateTime(h.hour), n(h.orders)] }))}
                />
              </div>
            </>
          }
        />
      </div>
    </ReportSection>
  );
}
