import { createHash } from 'node:crypto';
import type { AccountSession } from '#shared/schemas/sessions.ts';
import type { LiveSessionRow } from './account-sessions.repo.ts';
import { describeUserAgent } from './user-agent.ts';

/**
 * The id a session has in the API: the first 16 hex digits of the SHA-256 of its token hash. Stable for the
 * session's life, and never the token hash itself, which is what a cookie is looked up by.
 */
export const sessionIdOf = (tokenHash: string) => createHash('sha256').update(tokenHash).digest('hex').slice(0, 16);

export const toAccountSession = (row: LiveSessionRow, currentTokenHash: string): AccountSession => ({
  id: sessionIdOf(row.tokenHash),
  ...describeUserAgent(row.userAgent),
  ipAddress: row.ipAddress,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  current: row.tokenHash === currentTokenHash,
});
