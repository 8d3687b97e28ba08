import { ArrowRightLeft, Pencil, UserMinus, UserPlus } from 'lucide-react';
import { loungeLabel, shortId } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';

type Assignee = AdminLounge['assignedUsers'][number];

export type LoungeActions = {
  onEdit(lounge: AdminLounge): void;
  onAssign(lounge: AdminLounge): void;
  onMove(lounge: AdminLounge): void;
  onUnassign(lounge: AdminLounge, user: Assignee): void;
};

/** SPEC §2: the e-mail, the first e-mail plus '+N more', or 'Not assigned'. */
function AssigneeSummary({ users }: { users: Assignee[] }) {
  const [first, ...rest] = users;
  if (!first) return <span className="text-slate-500">Not assigned</span>;
  return (
    <>
      {/* Whole addresses on a wide screen (issue 15); phones may break them before the @. */}
      <EmailText email={first.email} wholeOnWide />
      {rest.length > 0 && <span className="ml-1 whitespace-nowrap text-slate-500">+{rest.length} more</span>}
    </>
  );
}

const columns: Column<AdminLounge>[] = [
  {
    header: 'Lounge',
    cell: (lounge) => (
      <>
        <span className="font-semibold whitespace-nowrap">{loungeLabel(lounge)}</span>
        <span className="ml-2 font-mono text-xs text-slate-500 lg:ml-0 lg:block">{shortId(lounge.id)}</span>
      </>
    ),
  },
  { header: 'Day', cell: (lounge) => <span className={lounge.day ? '' : 'text-slate-500'}>{lounge.day ?? 'Not set'}</span> },
  {
    header: 'Token Consumption & Status',
    cell: (lounge) => (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 lg:block">
        <p className="font-semibold whitespace-nowrap tabular-nums">{lounge.minimumConsumptionTokens} tokens</p>
        <Badge tone={lounge.tokensTransferred ? 'success' : 'brand'} className="lg:mt-1">
          {lounge.tokensTransferred ? 'Tokens Transferred' : 'Tokens Available'}
        </Badge>
      </div>
    ),
  },
  {
    header: 'Booking Number',
    cell: (lounge) => <span className={lounge.bookingNumber ? 'font-mono' : 'text-slate-500'}>{lounge.bookingNumber ?? 'Not set'}</span>,
  },
  { header: 'Assigned User', cell: (lounge) => <AssigneeSummary users={lounge.assignedUsers} /> },
  {
    header: 'Status',
    cell: (lounge) => (
      <Badge tone={lounge.assignedUsers.length > 0 ? 'success' : 'neutral'}>
        {lounge.assignedUsers.length > 0 ? 'Assigned' : 'Available'}
      </Badge>
    ),
  },
];

/**
 * The same places on every row (issue 15): Edit, then Assign for a free lounge or Move for an assigned one,
 * each a fixed width; the unassign buttons, one per assignee, below them.
 */
function RowActions({ lounge, actions }: { lounge: AdminLounge; actions: LoungeActions }) {
  const label = loungeLabel(lounge);
  const { assignedUsers } = lounge;
  const slot = 'sm:w-24';
  return (
    <div className="flex flex-col gap-2 lg:items-end">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" className={slot} onClick={() => actions.onEdit(lounge)} aria-label={`Edit ${label}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        {/* Assigning is offered only to a lounge nobody holds, and never once its tokens went out (SPEC §2). */}
        {assignedUsers.length === 0 ? (
          <Button
            size="sm"
            variant="secondary"
            className={slot}
            onClick={() => actions.onAssign(lounge)}
            disabled={lounge.tokensTransferred}
            title={lounge.tokensTransferred ? msg.loungeTokensTransferred : undefined}
            aria-label={`Assign user to ${label}`}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            Assign
          </Button>
        ) : (
          <Button size="sm" variant="secondary" className={slot} onClick={() => actions.onMove(lounge)} aria-label={`Move ${label} to another guest`}>
            <ArrowRightLeft aria-hidden="true" className="size-4" />
            Move
          </Button>
        )}
      </div>
      {assignedUsers.map((user) => (
        <Button
          key={user.id}
          size="sm"
          variant="danger-ghost"
          className="max-w-full justify-start sm:w-58 lg:max-w-58"
          onClick={() => actions.onUnassign(lounge, user)}
          aria-label={`Unassign ${user.email} from ${label}`}
          title={`Unassign ${user.email}`}
        >
          <UserMinus aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{assignedUsers.length === 1 ? 'Unassign' : `Unassign ${user.email}`}</span>
        </Button>
      ))}
    </div>
  );
}

export function LoungesTable({ lounges, actions }: { lounges: AdminLounge[]; actions: LoungeActions }) {
  return (
    <DataTable
      label="Lounges"
      columns={columns}
      rows={lounges}
      rowKey={(lounge) => lounge.id}
      empty="No lounges found."
      actions={(lounge) => <RowActions lounge={lounge} actions={actions} />}
    />
  );
}
