import type { FastifyBaseLogger } from 'fastify';
import { DATA_EXPORT_TTL_HOURS, type DataExportStatus } from '#shared/schemas/data-rights.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { retryDelay, type OutboxOptions } from '#server/db/outbox.ts';
import { pollLoop } from '#server/db/poll-loop.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { hashToken, newSecretToken } from '#server/auth/tokens.ts';
import { notFound } from '#server/http/errors.ts';
import { buildExportArchive } from './export-archive.ts';
import { claimDueExports, deleteExpiredExports, dropUnfinishedExports, findExport, insertExport, markExportFailed, markExportReady, readPersonalData, takeArchive } from './export.repo.ts';
import { runRetention } from './retention.service.ts';

export const DATA_EXPORT_TTL_MS = DATA_EXPORT_TTL_HOURS * 60 * 60_000;

const presented = (row: { id: string; status: DataExportStatus; expiresAt: Date }) => ({
  id: row.id,
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * "Download my data" (docs/decisions/048): a new export for the signed-in person and its one-time token, given once
 * (only its hash is kept). An earlier export not yet downloaded is dropped: one link at a time, and a page reloaded
 * before its link was shown simply asks again.
 */
export async function requestDataExport(db: Db, profileId: string) {
  const token = newSecretToken();
  const row = await inTransaction(db, async (tx) => {
    await dropUnfinishedExports(tx, profileId);
    return insertExport(tx, { profileId, tokenHash: hashToken(token), ttlMs: DATA_EXPORT_TTL_MS });
  });
  return { export: presented(row), token };
}

export async function dataExportStatus(db: Db, profileId: string, id: string) {
  const row = await findExport(db, profileId, id);
  if (!row) throw notFound(msg.dataExportNotFound);
  return { export: presented(row) };
}

/** The zip, once, to the account that asked for it with the token it was given; anything else is 404. */
export async function downloadDataExport(db: Db, profileId: string, id: string, token: string) {
  const archive = await takeArchive(db, { id, profileId, tokenHash: hashToken(token) });
  if (!archive) throw notFound(msg.dataExportGone);
  return archive;
}

/** Prepares one claimed export: reads the person's data and stores the zip. */
export async function prepareExport(db: Db, exportId: string, profileId: string) {
  const data = await readPersonalData(db, profileId);
  if (!data) throw new Error('the profile of the export is gone');
  await markExportReady(db, exportId, buildExportArchive(data, new Date()));
}

export type DataRightsWorkerOptions = OutboxOptions & {
  /** Between two runs of the retention rule on this instance. */
  retentionEveryMs: number;
};

const BATCH = 5;
export const RETENTION_EVERY_MS = 60 * 60_000;

export type DataRightsWorker = ReturnType<typeof createDataRightsWorker>;

/**
 * The data-rights worker (docs/decisions/048), beside the mail and push workers and polled the same way: prepares
 * due exports (claimed FOR UPDATE SKIP LOCKED, so of several instances one prepares each), removes expired ones,
 * and now and then runs the retention rule, which is safe to run on several instances at once.
 */
export function createDataRightsWorker(db: Db, options: DataRightsWorkerOptions, log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>) {
  let nextRetentionAt = 0;

  async function runOnce(): Promise<number> {
    const claimed = await inTransaction(db, (tx) => claimDueExports(tx, { limit: BATCH, leaseMs: options.leaseMs }));
    for (const job of claimed) {
      try {
        await prepareExport(db, job.id, job.profileId);
      } catch (error) {
        const retryInMs = retryDelay(job.attempts, options);
        log.warn({ exportId: job.id, attempt: job.attempts, err: error }, retryInMs === null ? 'data export failed for good' : 'data export failed; retrying later');
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await markExportFailed(db, job.id, reason, retryInMs);
      }
    }
    if (Date.now() >= nextRetentionAt) {
      nextRetentionAt = Date.now() + options.retentionEveryMs;
      await deleteExpiredExports(db);
      const { erased } = await runRetention(db);
      if (erased) log.info({ erased }, 'retention rule anonymised inactive guests');
    }
    return claimed.length;
  }

  return { runOnce, ...pollLoop(runOnce, options.pollMs, (error) => log.error({ err: error }, 'data-rights worker failed a round')) };
}
