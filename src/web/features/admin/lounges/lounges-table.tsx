import { ArrowRightLeft, Pencil, UserMinus, UserPlus, type LucideIcon } from 'lucide-react';
import { loungeLabel, shortId } from '#shared/constants.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { dayLabel, tokensText } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type Assignee = AdminLounge['assignedUsers'][number];

export type LoungeActions = {
  onEdit(lounge: AdminLounge): void;
  onAssign(lounge: AdminLounge): void;
  onMove(lounge: AdminLounge): void;
  onUnassign(lounge: AdminLounge, user: Assignee): void;
};

/** The e-mail, the first e-mail plus '+N more', or 'Not assigned' (docs/product.md#lounges). */
function AssigneeSummary({ users }: { users: Assignee[] }) {
  const [first, ...rest] = users;
  if (!first) return <span className="text-slate-500">{t('admin.lounges.notAssigned')}</span>;
  return (
    <>
      {/* Whole addresses on a wide screen; phones may break them before the @. */}
      <EmailText email={first.email} wholeOnWide />
      {rest.length > 0 && <span className="ml-1 whitespace-nowrap text-slate-500">{t('admin.lounges.more', { count: rest.length })}</span>}
    </>
  );
}

// Built at render time, so that the headers follow the language.
const columns = (): Column<AdminLounge>[] => [
  {
    header: t('admin.lounges.lounge'),
    cell: (lounge) => (
      <>
        <span className="font-semibold whitespace-nowrap">{loungeLabel(lounge)}</span>
        <span className="ml-2 font-mono text-xs text-slate-500 lg:ml-0 lg:block">{shortId(lounge.id)}</span>
      </>
    ),
  },
  {
    header: t('admin.lounges.day'),
    cell: (lounge) => (lounge.day ? dayLabel(lounge.day) : <span className="text-slate-500">{t('admin.lounges.notSet')}</span>),
  },
  {
    header: t('admin.lounges.consumptionStatus'),
    cell: (lounge) => (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 lg:block">
        <p className="font-semibold whitespace-nowrap tabular-nums">
          {tokensText(lounge.minimumConsumptionTokens)}
        </p>
        <Badge tone={lounge.tokensTransferred ? 'success' : 'brand'} className="lg:mt-1">
          {lounge.tokensTransferred ? t('admin.lounges.tokensTransferred') : t('admin.lounges.tokensAvailable')}
        </Badge>
      </div>
    ),
  },
  {
    header: t('admin.lounges.bookingNumber'),
    cell: (lounge) => (
      // 'Not set' may wrap ('Nicht festgelegt'), a booking number never does.
      <span className={lounge.bookingNumber ? 'font-mono whitespace-nowrap' : 'text-slate-500'}>{lounge.bookingNumber ?? t('admin.lounges.notSet')}</span>
    ),
  },
  { header: t('admin.lounges.assignedUser'), cell: (lounge) => <AssigneeSummary users={lounge.assignedUsers} /> },
  {
    header: t('admin.lounges.status'),
    cell: (lounge) => (
      <Badge tone={lounge.assignedUsers.length > 0 ? 'success' : 'neutral'}>
        {lounge.assignedUsers.length > 0 ? t('admin.lounges.assigned') : t('admin.lounges.available')}
      </Badge>
    ),
  },
];

type SlotButtonProps = { icon: LucideIcon; text: string; name: string; title?: string; onClick(): void; disabled: boolean };

/**
 * A lounge's own action: its word below lg, its icon alone in the table's narrow column from lg, where the title
 * (by default its accessible name, which names the lounge) says what it does.
 */
function SlotButton({ icon: Icon, text, name, title = name, onClick, disabled }: SlotButtonProps) {
  return (
    <Button size="sm" variant="secondary" className="whitespace-nowrap sm:min-w-24 lg:w-9 lg:min-w-0 lg:px-0" onClick={onClick} disabled={disabled} aria-label={name} title={title}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="lg:hidden">{text}</span>
    </Button>
  );
}

/**
 * The same places on every row: Edit, then Assign for a free lounge or Move for an assigned one,
 * each at least a fixed width and never narrower than its label, which is the same on every row (icons with a
 * tooltip in the wide table, so that whole e-mail addresses fit at 1280 px); the unassign buttons, one per
 * assignee, below them.
 */
function RowActions({ lounge, actions, readOnly }: { lounge: AdminLounge; actions: LoungeActions; readOnly: boolean }) {
  const label = loungeLabel(lounge);
  const { assignedUsers } = lounge;
  return (
    <div className="flex flex-col gap-2 lg:items-end">
      <div className="flex flex-wrap gap-2">
        <SlotButton icon={Pencil} text={t('admin.lounges.edit')} name={t('admin.lounges.editNamed', { lounge: label })} onClick={() => actions.onEdit(lounge)} disabled={readOnly} />
        {/* Assign only for a lounge nobody holds, never once its tokens went out (docs/product.md#lounges). */}
        {assignedUsers.length === 0 ? (
          <SlotButton
            icon={UserPlus}
            text={t('admin.lounges.assign')}
            name={t('admin.lounges.assignUserTo', { lounge: label })}
            title={lounge.tokensTransferred ? t('loungeTokensTransferred') : undefined}
            onClick={() => actions.onAssign(lounge)}
            disabled={readOnly || lounge.tokensTransferred}
          />
        ) : (
          <SlotButton icon={ArrowRightLeft} text={t('admin.lounges.move')} name={t('admin.lounges.moveTo', { lounge: label })} onClick={() => actions.onMove(lounge)} disabled={readOnly} />
        )}
      </div>
      {assignedUsers.map((user) => (
        <Button
          key={user.id}
          size="sm"
          variant="danger-ghost"
          className="max-w-full justify-start sm:w-58 lg:w-auto lg:max-w-40"
          onClick={() => actions.onUnassign(lounge, user)}
          disabled={readOnly}
          aria-label={t('admin.lounges.unassignFrom', { email: user.email, lounge: label })}
          title={t('admin.lounges.unassignEmail', { email: user.email })}
        >
          <UserMinus aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">
            {assignedUsers.length === 1 ? t('admin.lounges.unassign') : t('admin.lounges.unassignEmail', { email: user.email })}
          </span>
        </Button>
      ))}
    </div>
  );
}

/** `readOnly`: the lounges of a closed edition (docs/decisions/031), whose buttons are disabled. */
export function LoungesTable({ lounges, actions, readOnly }: { lounges: AdminLounge[]; actions: LoungeActions; readOnly: boolean }) {
  return (
    <DataTable
      label={t('title.admin.lounges')}
      columns={columns()}
      rows={lounges}
      rowKey={(lounge) => lounge.id}
      empty={t('admin.lounges.noLounges')}
      actions={(lounge) => <RowActions lounge={lounge} actions={actions} readOnly={readOnly} />}
    />
  );
}
