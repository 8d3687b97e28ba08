// The security log's public entry: what happened at the door (sign-ins, failures, factors, step-ups, refusals).
// Other modules import only this file, and only what it names (docs/decisions/030-module-boundaries.md).
export { recordSecurityEvent, type SecurityEvent } from './security-events.repo.ts';
export { securityLogPlugin } from './security-log.plugin.ts';
