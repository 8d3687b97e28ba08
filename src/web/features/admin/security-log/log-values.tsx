import type { ReactNode } from 'react';
import { formatDateTime } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** When an entry was written, in the reader's language. */
export const LogTime = ({ iso }: { iso: string }) => (
  <time dateTime={iso} className="whitespace-nowrap">
    {formatDateTime(iso)}
  </time>
);

/** A value the entry does not know (an address, an account), said so instead of left blank. */
export const Unknown = () => <span className="text-slate-500">{t('admin.securityLog.unknown')}</span>;

/** A JSON value as one short line: text as it is, anything else as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Names and values of a JSON object, one per line, breaking anywhere so that a long value (a browser's name,
 * a list of token packages) stays inside its cell on a phone. `nameOf` gives a name people read, if known.
 */
export function ValueList({ values, nameOf = (key) => key }: { values: Record<string, unknown>; nameOf?: (key: string) => ReactNode }) {
  return (
    <dl className="grid gap-1 text-xs [overflow-wrap:anywhere]">
      {Object.entries(values).map(([key, value]) => (
        <div key={key}>
          <dt className="inline font-medium text-slate-600">{nameOf(key)}: </dt>
          <dd className="inline font-mono text-slate-800">{asText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A JSON snapshot as the change wrote it: an object name by name, anything else as one line. */
export const Snapshot = ({ value }: { value: unknown }) =>
  isRecord(value) ? <ValueList values={value} /> : <span className="font-mono text-xs [overflow-wrap:anywhere]">{asText(value)}</span>;
