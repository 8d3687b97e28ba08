import { Bar } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import { formatNumber } from '#web/lib/format.ts';

export type ChartDatum = { label: string; value: number };

// A narrow drawing, scaled to its half of the card: the text stays readable at 375 px and beside a table.
const WIDTH = 360;
const ROW = 30;
const LABEL = 132;
const VALUE = 48;

const FONT_SIZE = 14;
// Room for glyphs that reach past their advance width, and for a font a little wider than the one measured.
const LABEL_MARGIN = 4;

let measure: CanvasRenderingContext2D | null | undefined;
/**
 * A product or category name shortened with an ellipsis until it fits the label column at the chart's font:
 * names are data of any length, and a wide one ("Grey Goose Vodka") was cut at the chart's edge on a phone.
 * Without a canvas (tests) it counts characters.
 */
function fitLabel(label: string, width: number) {
  if (measure === undefined) {
    measure = document.createElement('canvas').getContext('2d');
    const font = `${FONT_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
    if (measure) measure.font = font;
  }
  const fits = (text: string) => (measure ? measure.measureText(text).width : text.length * FONT_SIZE * 0.6) <= width;
  if (fits(label)) return label;
  let cut = label;
  while (cut.length > 1 && !fits(`${cut.trimEnd()}…`)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Horizontal bars, one per category, with its label and value written beside it (so the chart reads
 * without a legend and prints in black and white). The SVG scales to its box; it is hidden from
 * assistive technology because the table next to it holds the same figures.
 */
export function BarChart({ data, title }: { data: ChartDatum[]; title: string }) {
  const height = Math.max(data.length, 1) * ROW;
  const y = scaleBand({ domain: data.map((_, i) => String(i)), range: [0, height], padding: 0.25 });
  const x = scaleLinear({ domain: [0, Math.max(1, ...data.map((d) => d.value))], range: [0, WIDTH - LABEL - VALUE] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true" data-chart={title}>
      {data.map((d, i) => {
        const top = y(String(i)) ?? 0;
        const width = x(Math.max(0, d.value));
        return (
          <g key={`${d.label}-${i}`}>
            <text x={LABEL - 8} y={top + y.bandwidth() / 2} dominantBaseline="middle" textAnchor="end" className="fill-slate-700 text-[14px]">
              {fitLabel(d.label, LABEL - 8 - LABEL_MARGIN)}
            </text>
            <Bar x={LABEL} y={top} width={width} height={y.bandwidth()} rx={3} className="fill-brand-500" />
            <text x={LABEL + width + 6} y={top + y.bandwidth() / 2} dominantBaseline="middle" className="fill-slate-900 text-[14px] font-semibold">
              {formatNumber(d.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Columns over time (orders per hour); the first and last times label the axis (labels come formatted). */
export function ColumnChart({ data, title }: { data: ChartDatum[]; title: string }) {
  const height = 180;
  const x = scaleBand({ domain: data.map((_, i) => String(i)), range: [40, WIDTH - 6], padding: 0.15 });
  const top = Math.max(1, ...data.map((d) => d.value));
  const y = scaleLinear({ domain: [0, top], range: [height - 24, 8] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true" data-chart={title}>
      <text x={34} y={y(top)} textAnchor="end" dominantBaseline="middle" className="fill-slate-600 text-[14px]">
        {formatNumber(top)}
      </text>
      <text x={34} y={y(0)} textAnchor="end" dominantBaseline="middle" className="fill-slate-600 text-[14px]">
        {formatNumber(0)}
      </text>
      {data.map((d, i) => (
        <Bar key={`${d.label}-${i}`} x={x(String(i))} y={y(d.value)} width={x.bandwidth()} height={y(0) - y(d.value)} className="fill-brand-500" />
      ))}
      {data.length > 0 && (
        <>
          <text x={40} y={height - 6} className="fill-slate-600 text-[14px]">
            {data[0]!.label}
          </text>
          {data.length > 1 && (
            <text x={WIDTH - 6} y={height - 6} textAnchor="end" className="fill-slate-600 text-[14px]">
              {data.at(-1)!.label}
            </text>
          )}
        </>
      )}
    </svg>
  );
}
