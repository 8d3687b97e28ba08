import { Bar } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import { formatNumber } from '#web/lib/format.ts';

export type ChartDatum = { label: string; value: number };

// A narrow drawing, scaled to its half of the card: the text stays readable at 375 px and beside a table.
const WIDTH = 360;
const ROW = 30;
const BAR = 22;
// The label column is as wide as the longest label needs, between these (a name longer than the widest wraps).
const LABEL_MIN = 96;
const LABEL_MAX = 176;
const VALUE = 48;

const FONT_SIZE = 14;
const LINE_HEIGHT = 17;
// Room for glyphs that reach past their advance width, and for a font a little wider than the one measured.
const LABEL_MARGIN = 4;

let measure: CanvasRenderingContext2D | null | undefined;
/** How wide a text is at the chart's font; without a canvas (tests) it counts characters. */
function widthOf(text: string) {
  if (measure === undefined) {
    measure = document.createElement('canvas').getContext('2d');
    const font = `${FONT_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
    if (measure) measure.font = font;
  }
  return measure ? measure.measureText(text).width : text.length * FONT_SIZE * 0.6;
}
const fits = (text: string, width: number) => widthOf(text) <= width;
// Between a label's text and its bar.
const LABEL_GAP = 8;

/**
 * A product or category name in lines that fit the label column: names are data of any length and in any
 * language ("Whispering Angel Rosé 75cl"), and a name cut short on a phone is a name nobody can read. Lines
 * break between words; a word wider than the column is broken where it must be.
 */
function wrapLabel(label: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (fits(longer, width)) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (rest.length > 1 && !fits(rest, width)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut), width)) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * Horizontal bars, one per category, with its label (on as many lines as it needs, the row growing with it)
 * and value written beside it, so the chart reads without a legend and prints in black and white. The SVG
 * scales to its box; it is hidden from assistive technology because the table next to it holds the same figures.
 */
export function BarChart({ data, title }: { data: ChartDatum[]; title: string }) {
  const widest = Math.max(0, ...data.map((d) => widthOf(d.label)));
  const labelWidth = Math.min(LABEL_MAX, Math.max(LABEL_MIN, Math.ceil(widest) + LABEL_GAP + LABEL_MARGIN));
  const rows: (ChartDatum & { lines: string[]; middle: number })[] = [];
  let top = 0;
  for (const d of data) {
    const lines = wrapLabel(d.label, labelWidth - LABEL_GAP - LABEL_MARGIN);
    const rowHeight = Math.max(ROW, lines.length * LINE_HEIGHT + 8);
    rows.push({ ...d, lines, middle: top + rowHeight / 2 });
    top += rowHeight;
  }
  const height = Math.max(top, ROW);
  const x = scaleLinear({ domain: [0, Math.max(1, ...data.map((d) => d.value))], range: [0, WIDTH - labelWidth - VALUE] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true" data-chart={title}>
      {rows.map((d, i) => {
        const width = x(Math.max(0, d.value));
        return (
          <g key={`${d.label}-${i}`}>
            <text y={d.middle - ((d.lines.length - 1) * LINE_HEIGHT) / 2} dominantBaseline="middle" textAnchor="end" className="fill-slate-700 text-[14px]">
              {d.lines.map((line, j) => (
                <tspan key={j} x={labelWidth - LABEL_GAP} dy={j ? LINE_HEIGHT : 0}>
                  {line}
                </tspan>
              ))}
            </text>
            <Bar x={labelWidth} y={d.middle - BAR / 2} width={width} height={BAR} rx={3} className="fill-brand-500" />
            <text x={labelWidth + width + 6} y={d.middle} dominantBaseline="middle" className="fill-slate-900 text-[14px] font-semibold">
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
