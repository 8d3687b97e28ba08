/** measure, app figure, floor figure, ratio, target, met (null: information only), note */
export type Row = [string, string, string, string, string, boolean | null, string];

const HEADER: Row = ['Measure', 'App', 'Floor', 'Ratio', 'Target', null, 'Note'];

export function printReport(rows: Row[], heading: string[]) {
  const cells = [HEADER, ...rows].map((row) => [row[0], row[1], row[2], row[3], row[4], row[5] === null ? '' : row[5] ? 'ok' : 'MISSED', row[6]]);
  cells[0]![5] = 'Met';
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(heading.join('\n'));
  console.log('');
  console.log(line(cells[0]!));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}
