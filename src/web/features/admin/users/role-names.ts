import type { Role } from '#shared/constants.ts';
import { t } from '#web/lib/i18n/i18n.ts';

const names: Record<Role, () => string> = {
  user: () => t('admin.users.roleUser'),
  staff: () => t('admin.users.roleStaff'),
  admin: () => t('admin.users.roleAdmin'),
};

/** A role as people read it, in the active language ('Staff', 'Personal', 'Personnel'), never its raw value. */
export const roleName = (role: Role) => names[role]();
