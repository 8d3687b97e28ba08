import { ROLES, type Role } from '#shared/constants.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import { useSetRole } from '#web/features/admin/users/api/users.ts';
import { roleName } from './role-names.ts';

/** Edit user: the role, changed in place. Not one's own (the server refuses it too). */
export function RoleSelect({ user }: { user: Profile }) {
  const { profile } = useSession();
  const setRole = useSetRole();
  const own = profile?.id === user.id;
  const onChange = (role: Role) =>
    submit(() => setRole.mutateAsync({ userId: user.id, role }), { success: () => t('roleUpdated'), fallback: t('updateRoleFailed') });
  return (
    <select
      aria-label={t('admin.users.roleOf', { email: user.email })}
      title={own ? t('ownRoleLocked') : undefined}
      value={user.role}
      disabled={own || setRole.isPending}
      onChange={(event) => void onChange(event.target.value as Role)}
      className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-50 disabled:text-slate-500 lg:min-h-9"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {roleName(role)}
        </option>
      ))}
    </select>
  );
}
