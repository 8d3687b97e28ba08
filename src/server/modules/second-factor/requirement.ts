import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { ProfileRow } from '#server/modules/profiles/index.ts';
import { staffSecondFactorRequired } from '#server/modules/settings/index.ts';

/**
 * Whether this account may not be without a second factor (docs/decisions/038): admins unless the installation
 * said ADMIN_SECOND_FACTOR=later, staff when the shop's setting says so, guests never.
 */
export async function secondFactorRequired(db: Db, config: Config, profile: Pick<ProfileRow, 'role'>): Promise<boolean> {
  if (profile.role === 'admin') return config.adminSecondFactor === 'required';
  if (profile.role === 'staff') return staffSecondFactorRequired(db);
  return false;
}
