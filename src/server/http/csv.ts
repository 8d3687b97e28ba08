import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * leading = + - @ or tab would make a spreadsheet run it as a formula (product names and e-mails come
 * from people), so such a field gets a leading apostrophe. null is an empty field.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: CsvValue[][]) => rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');


// Excel reads a UTF-8 file as such only with a byte order mark ('Jack Daniel’s', 'Rosé').
export const BOM = '\uFEFF';

/** An edition's name as part of a download's file name: 'Festival 2026' gives 'festival-2026'. */
export const fileNamePart = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-') || 'edition';

const csvHeaders = (reply: FastifyReply, filename: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');

/** A whole CSV answer built in memory (small tables such as the packing list). */
export const sendCsv = (reply: FastifyReply, filename: string, csv: string) => csvHeaders(reply, filename).send(BOM + csv);

/**
 * A CSV answer written batch by batch as the batches arrive, so that an export of any size holds one
 * batch in memory, and a slow download pauses the reading (the stream asks for the next batch only
 * when the previous one has been taken).
 */
export function streamCsv(reply: FastifyReply, filename: string, header: string[], batches: AsyncIterable<CsvValue[][]>) {
  async function* chunks() {
    yield BOM + toCsv([header]);
    for await (const rows of batches) if (rows.length) yield toCsv(rows);
  }
  return csvHeaders(reply, filename).send(Readable.from(chunks(), { objectMode: false }));
}
