import { useState } from 'react';
import { ROLES, type Role } from '#shared/constants.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Options } from '#web/components/ui/select-field.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { useSetRole } from '#web/features/admin/users/api/users.ts';
import { roleName } from './role-names.ts';

/** What a role that opens part of the back office may do, asked before it is given. */
const powers: Partial<Record<Role, (email: string) => string>> = {
  admin: (email) => t('admin.users.confirmRoleAdmin', { email }),
  staff: (email) => t('admin.users.confirmRoleStaff', { email }),
};

/**
 * Edit user: the role, changed in place. Not one's own (the server refuses it too). Giving a role that opens the
 * back office (admin, staff) says first what it may do; taking it back (user) needs no question.
 */
export function RoleSelect({ user }: { user: Profile }) {
  const { profile } = useSession();
  const setRole = useSetRole();
  const [asked, setAsked] = useState<Role | null>(null);
  const own = profile?.id === user.id;
  const change = (role: Role) =>
    submit(() => setRole.mutateAsync({ userId: user.id, role }), {
      success: () => t('roleUpdated'),
      fallback: t('updateRoleFailed'),
      onSuccess: () => setAsked(null),
    });
  const onChange = (role: Role) => (powers[role] ? setAsked(role) : void change(role));
  return (
    <>
      <select
        aria-label={t('admin.users.roleOf', { email: user.email })}
        title={own ? t('ownRoleLocked') : undefined}
        value={user.role}
        disabled={own || setRole.isPending}
        onChange={(event) => onChange(event.target.value as Role)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-50 disabled:text-slate-500 lg:min-h-9"
      >
        <Options values={ROLES} label={roleName} />
      </select>
      <ConfirmDialog
        open={asked !== null}
        title={t('admin.users.changeRole')}
        message={asked ? powers[asked]!(user.email) : ''}
        confirmLabel={t('admin.users.changeRole')}
        confirmVariant="primary"
        busy={setRole.isPending}
        onConfirm={() => asked && void change(asked)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
