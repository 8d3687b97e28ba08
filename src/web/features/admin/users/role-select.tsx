import { ROLES, type Role } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import { useSetRole } from '#web/features/admin/users/api/users.ts';

const labels: Record<Role, string> = { user: 'User', staff: 'Staff', admin: 'Admin' };

/** Edit user: the role, changed in place. Not one's own (the server refuses it too). */
export function RoleSelect({ user }: { user: Profile }) {
  const { profile } = useSession();
  const setRole = useSetRole();
  const own = profile?.id === user.id;
  const onChange = (role: Role) =>
    submit(() => setRole.mutateAsync({ userId: user.id, role }), { success: ({ message }) => message, fallback: msg.updateRoleFailed });
  return (
    <select
      aria-label={`Role of ${user.email}`}
      title={own ? msg.ownRoleLocked : undefined}
      value={user.role}
      disabled={own || setRole.isPending}
      onChange={(event) => void onChange(event.target.value as Role)}
      className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-50 disabled:text-slate-500 lg:min-h-9"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {labels[role]}
        </option>
      ))}
    </select>
  );
}
