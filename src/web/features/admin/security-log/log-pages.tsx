import { useState, type ChangeEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { DownloadLink } from '#web/components/ui/download-link.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';

/** Keyset pages newest first: the `before` of each older page opened so far, so Newer can go back. */
export function useLogPages() {
  const [befores, setBefores] = useState<number[]>([]);
  return {
    before: befores.at(-1),
    first: befores.length === 0,
    older: (nextBefore: number) => setBefores((list) => [...list, nextBefore]),
    newer: () => setBefores((list) => list.slice(0, -1)),
    /** A filter field's change handler: sets the filter and goes back to the newest entries, as a new filter must. */
    filterWith: (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      set(event.target.value);
      setBefores([]);
    },
  };
}

type LogPages = ReturnType<typeof useLogPages>;

/** Newer and Older under a log's table; Older waits while the page on screen is still the previous one. */
export function LogPager({ label, pages, nextBefore, loading }: { label: string; pages: LogPages; nextBefore: number | null; loading: boolean }) {
  return (
    <nav aria-label={label} className="mt-4 flex justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={pages.first} onClick={pages.newer}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('admin.securityLog.newer')}
      </Button>
      <Button variant="secondary" size="sm" disabled={nextBefore === null || loading} onClick={() => nextBefore !== null && pages.older(nextBefore)}>
        {t('admin.securityLog.older')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/** A page of a log, as the server sends it: its rows and where the next older page starts (null: none). */
type LogPage = { nextBefore: number | null };
type LogQuery<P extends LogPage> = { data: P | undefined; error: unknown; isPending: boolean; isFetching: boolean; isPlaceholderData: boolean; refetch(): Promise<unknown> };

/** The texts of each log's results (built at render time, so they follow the active language). */
const textsOf = {
  audit: () => ({ failed: t('admin.securityLog.auditFailed'), table: t('admin.securityLog.auditLog'), empty: t('admin.securityLog.noAuditEntries'), pager: t('admin.securityLog.auditPages') }),
  security: () => ({ failed: t('admin.securityLog.securityFailed'), table: t('admin.securityLog.securityEvents'), empty: t('admin.securityLog.noSecurityEvents'), pager: t('admin.securityLog.securityPages') }),
};

type LogResultsProps<P extends LogPage, Entry extends { id: number }> = {
  kind: keyof typeof textsOf;
  log: LogQuery<P>;
  rowsOf(page: P): Entry[];
  pages: LogPages;
  /** The CSV of everything the filters find. */
  csvUrl: string;
  columns: Column<Entry>[];
};

/**
 * Under a log's filters: the export of what they find, then the page on screen with Newer and Older; the last
 * page stays, dimmed, while the next one loads. A failure is said once, as a notification and in place of the table.
 */
export function LogResults<P extends LogPage, Entry extends { id: number }>({ kind, log, rowsOf, pages, csvUrl, columns }: LogResultsProps<P, Entry>) {
  const texts = textsOf[kind]();
  useFailureToast(log.error, texts.failed);
  return (
    <>
      <div className="mb-4 flex justify-end">
        <DownloadLink href={csvUrl}>{t('exportCsv')}</DownloadLink>
      </div>
      <QueryState query={log} failedMessage={texts.failed}>
        {log.data && (
          <div aria-busy={log.isFetching} className={log.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <DataTable label={texts.table} columns={columns} rows={rowsOf(log.data)} rowKey={(entry) => String(entry.id)} empty={texts.empty} />
            <LogPager label={texts.pager} pages={pages} nextBefore={log.data.nextBefore} loading={log.isPlaceholderData} />
          </div>
        )}
      </QueryState>
    </>
  );
}
