import { HandCoins, Lock, Pencil, Play } from 'lucide-react';
import { LOUNGE_DAYS, type EditionState } from '#shared/constants.ts';
import type { Edition } from '#shared/schemas/editions.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { dayLabel, dayDate, formatDateTime } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export type EditionAction = 'edit' | 'open' | 'close' | 'payouts';

/** Being prepared is news to act on, open the shop's busy time, running the festival days, closed the archive. */
const STATE_TONES: Record<EditionState, BadgeTone> = { preparing: 'info', open: 'success', running: 'warning', closed: 'neutral' };

/** What may be done with an edition in its state (docs/decisions/031): a closed one is read-only. */
const editionActions = (edition: Edition): EditionAction[] => {
  // A closed edition's leftover tokens go back through its payout window (docs/decisions/040-payouts.md).
  if (edition.state === 'closed') return ['payouts'];
  return edition.state === 'preparing' ? ['edit', 'open'] : ['edit', 'close'];
};

/** The three festival days, each with its date: the days keep their names, the date is what people plan by. */
function FestivalDays({ edition }: { edition: Edition }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {LOUNGE_DAYS.map((day) => (
        <li key={day}>
          {/* A narrow card breaks between the day and its date, never inside the date. */}
          <span className="font-medium">{dayLabel(day)}</span> <span className="whitespace-nowrap text-slate-600">{dayDate(day, edition.days)}</span>
        </li>
      ))}
    </ul>
  );
}

// Built at render time, so the headers follow the active language.
const columns = (): Column<Edition>[] => [
  {
    header: t('admin.editions.edition'),
    cell: (edition) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{edition.name}</span>
        {edition.isCurrent && <Badge tone="brand">{t('admin.editions.current')}</Badge>}
      </span>
    ),
  },
  {
    header: t('admin.editions.stateColumn'),
    cell: (edition) => <Badge tone={STATE_TONES[edition.state]}>{t('admin.editions.state', { state: edition.state })}</Badge>,
  },
  { header: t('admin.editions.festivalDays'), cell: (edition) => <FestivalDays edition={edition} /> },
  {
    header: t('admin.editions.deadline'),
    cell: (edition) => <time dateTime={edition.preorderDeadline}>{formatDateTime(edition.preorderDeadline)}</time>,
  },
  { header: t('admin.editions.contactEmail'), cell: (edition) => <EmailText email={edition.contactEmail} wholeOnWide /> },
];

const ACTION_ICONS = { edit: Pencil, open: Play, close: Lock, payouts: HandCoins };

export function EditionsTable({ editions, onAction }: { editions: Edition[]; onAction(action: EditionAction, edition: Edition): void }) {
  const label = (action: EditionAction, edition: Edition) =>
    ({
      edit: t('admin.editions.editNamed', { edition: edition.name }),
      open: t('admin.editions.openNamed', { edition: edition.name }),
      close: t('admin.editions.closeNamed', { edition: edition.name }),
      payouts: t('admin.payouts.buttonNamed', { edition: edition.name }),
    })[action];
  const text = (action: EditionAction) => ({ edit: t('admin.editions.edit'), open: t('admin.editions.open'), close: t('admin.editions.close'), payouts: t('admin.payouts.button') })[action];
  return (
    <DataTable
      label={t('admin.editions.tableLabel')}
      columns={columns()}
      rows={editions}
      rowKey={(edition) => edition.id}
      empty={t('admin.editions.noEditions')}
      actions={(edition) => (
        <div className="flex flex-wrap gap-2 lg:justify-end">
          {edition.state === 'closed' && <span className="text-sm text-slate-500">{t('admin.editions.readOnly')}</span>}
          {editionActions(edition).map((action) => {
            const Icon = ACTION_ICONS[action];
            return (
              <Button
                key={action}
                size="sm"
                variant={action === 'close' ? 'danger-ghost' : 'secondary'}
                onClick={() => onAction(action, edition)}
                aria-label={label(action, edition)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {text(action)}
              </Button>
            );
          })}
        </div>
      )}
    />
  );
}
