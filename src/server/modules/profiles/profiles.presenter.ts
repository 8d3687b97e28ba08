import type { Profile } from '#shared/schemas/auth.ts';
import type { ProfileRow } from './profiles.repo.ts';

/** The client's view of a profile: never the password hash. */
export const toProfileDto = (row: ProfileRow): Profile => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: row.status,
  tokenBalance: row.tokenBalance,
  bookingNumber: row.bookingNumber,
  loungeId: row.loungeId,
  language: row.language,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
});
