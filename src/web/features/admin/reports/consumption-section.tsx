import type { CategoryType } from '#shared/constants.ts';
import type { ConsumptionReport } from '#shared/schemas/admin-reports.ts';
import { dayName, formatDateTime } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { BarChart, ColumnChart } from './bar-chart.tsx';
import { ChartWithTable, FigureTable, ReportSection, n } from './report-parts.tsx';

const TOP = 8;

/**
 * A category type as the back office names it, the same names as the products table and form: five read as the
 * shop's category filter (messages.po), bottle and sparkling as the catalogue names the type of one product.
 */
const CATEGORY_TYPE_KEYS: Record<CategoryType, string> = {
  other: 'category.other',
  bottle: 'admin.catalogue.typeBottle',
  beer: 'category.beer',
  sparkling: 'admin.catalogue.typeSparkling',
  water: 'category.water',
  wine: 'category.wine',
  rose: 'category.rose',
};
const categoryTypeName = (type: CategoryType) => t(CATEGORY_TYPE_KEYS[type]);

/** What was drunk: per product, category type, day and lounge category, and when it was ordered. */
export function ConsumptionSection({ consumption }: { consumption: ConsumptionReport }) {
  const top = consumption.byProduct.slice(0, TOP);
  const units = (row: { units: number; tokens: number }) => [n(row.units), n(row.tokens)];
  const headers = (first: string) => [first, t('admin.reports.colUnits'), t('admin.reports.tokens')];
  return (
    <ReportSection
      id="report-consumption"
      title={t('admin.reports.consumption')}
      summary={t('admin.reports.consumptionSummary', {
        orderCount: consumption.orders,
        orders: n(consumption.orders),
        unitCount: consumption.units,
        units: n(consumption.units),
        tokenCount: consumption.tokens,
        tokens: n(consumption.tokens),
      })}
    >
      <div className="space-y-8">
        <ChartWithTable
          title={t('admin.reports.topProducts')}
          chart={<BarChart title="top-products" data={top.map((p) => ({ label: p.name, value: p.units }))} />}
          table={
            <FigureTable
              caption={t('admin.reports.topProductsCaption', { count: top.length })}
              headers={headers(t('admin.reports.colProduct'))}
              rows={top.map((p) => ({ key: p.productId, cells: [p.name, ...units(p)] }))}
            />
          }
        />
        <ChartWithTable
          title={t('admin.reports.perCategoryType')}
          chart={<BarChart title="category-types" data={consumption.byCategoryType.map((c) => ({ label: categoryTypeName(c.categoryType), value: c.tokens }))} />}
          table={
            <FigureTable
              caption={t('admin.reports.perCategoryTypeCaption')}
              headers={headers(t('admin.reports.colType'))}
              rows={consumption.byCategoryType.map((c) => ({ key: c.categoryType, cells: [categoryTypeName(c.categoryType), ...units(c)] }))}
            />
          }
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <FigureTable
            caption={t('admin.reports.perDayCaption')}
            headers={headers(t('admin.reports.colDay'))}
            rows={consumption.byDay.map((d) => ({ key: d.day ?? 'none', cells: [d.day ? dayName(d.day) : t('admin.reports.noLoungeDay'), ...units(d)] }))}
          />
          <FigureTable
            caption={t('admin.reports.perLoungeCategory')}
            headers={headers(t('category.label'))}
            rows={consumption.byLoungeCategory.map((c) => ({ key: c.category ?? 'none', cells: [c.category ?? t('admin.reports.noLounge'), ...units(c)] }))}
          />
        </div>
        <ChartWithTable
          title={t('admin.reports.ordersPerHourTitle')}
          chart={<ColumnChart title="orders-per-hour" data={consumption.ordersPerHour.map((h) => ({ label: formatDateTime(h.hour), value: h.orders }))} />}
          table={
            <>
              <p className="mb-2 text-sm text-slate-600">
                {t('admin.reports.deadlineNote', {
                  deadline: formatDateTime(consumption.preorderDeadline),
                  count: consumption.ordersAfterDeadline,
                  orders: n(consumption.ordersAfterDeadline),
                })}
              </p>
              <div className="max-h-64 overflow-y-auto print:max-h-none">
                <FigureTable
                  caption={t('admin.reports.ordersPerHour')}
                  headers={[t('admin.reports.colHour'), t('admin.reports.colOrders')]}
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
