// The lounges module's public entry: claiming lounges (assignment and token grant) and reading a guest's lounges.
// Other modules import only this file, and only what it names (docs/decisions/030-module-boundaries.md).
export { claimLounges, describeClaimed } from './lounge-claims.service.ts';
export { lockLoungesWithBooking } from './lounges.repo.ts';
export { assignedLoungeIds, listUserLounges, loungesOutsideEdition } from './my-lounges.repo.ts';
