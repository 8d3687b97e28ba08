/**
 * Keyset pages of an append-only log read newest first by its id (the order its rows were written): a page is
 * the rows older than `before`, and the id of its last row is where the next page starts.
 */
export type ReadBefore<T> = (before: number | undefined, limit: number) => Promise<T[]>;

/** One page, read one row longer to know whether another follows; `nextBefore` is null on the last. */
export async function idPage<T extends { id: number }>(read: ReadBefore<T>, before: number | undefined, limit: number) {
  const rows = await read(before, limit + 1);
  const page = rows.slice(0, limit);
  return { rows: page, nextBefore: rows.length > limit ? page.at(-1)!.id : null };
}

/** Every row, `batchSize` at a time, for an export that holds one batch in memory (http/csv.ts, streamCsv). */
export async function* idBatches<T extends { id: number }>(read: ReadBefore<T>, batchSize: number): AsyncGenerator<T[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await read(before, batchSize);
    if (rows.length === 0) return;
    yield rows;
    before = rows.at(-1)!.id;
  }
}
