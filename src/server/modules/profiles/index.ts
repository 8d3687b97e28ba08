// The profiles module's public entry: accounts (reading, creating, changing, and locking a profile first in the lock
// order). Other modules import only this file, and only what it names (docs/decisions/030-module-boundaries.md).
export { toProfileDto } from './profiles.presenter.ts';
export {
  deleteProfile,
  emailExists,
  findProfile,
  findProfileByEmail,
  hasHistory,
  insertProfile,
  listReminderRecipients,
  lockProfile,
  readBalance,
  setRemindersOptOut,
  updateProfile,
} from './profiles.repo.ts';
export type { ProfileRow } from './profiles.repo.ts';
export { changeLanguage, createProfile } from './profiles.service.ts';
