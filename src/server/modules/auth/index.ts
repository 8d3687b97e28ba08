// The auth module's public entry: the password reset mail an admin sends for a guest. Other modules import only this
// file, and only what it names (docs/decisions/030-module-boundaries.md).
export { queuePasswordResetMail } from './password-reset.service.ts';
