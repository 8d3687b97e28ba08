import { z } from 'zod';
import { msg } from '../messages.ts';

/**
 * A session's id in the API: the first 16 hex digits of the SHA-256 of its token hash. It names the session to its
 * owner without being the hash the server looks the cookie up by (docs/product.md#accounts-and-sessions).
 */
export const SESSION_ID_PATTERN = /^[0-9a-f]{16}$/;

export const sessionIdParams = z.object({ id: z.string().regex(SESSION_ID_PATTERN, msg.sessionNotFound) });

/** One of the signed-in person's sessions, as "Your sessions" lists it. */
export const accountSessionSchema = z.object({
  id: z.string().regex(SESSION_ID_PATTERN),
  /** Read from the browser's User-Agent: 'Firefox', 'Chrome', …; null when it names none we know. */
  browser: z.string().nullable(),
  /** 'Windows', 'macOS', 'iOS', 'Android', 'ChromeOS', 'Linux'; null when unknown. */
  os: z.string().nullable(),
  /** The address the session signed in from (as the server saw it: behind a proxy, see TRUST_PROXY); null if unknown. */
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When it was last used, to within a few minutes (the server notes it at most every 5 minutes). */
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** The live sessions of the signed-in person: this one first, then by last use, newest first. */
export const accountSessionsResponse = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;

/** Ending one session; `signedOut` when it was the one making the request (its cookie is cleared too). */
export const endSessionResponse = z.object({ message: z.string(), signedOut: z.boolean() });
export type EndSessionResponse = z.infer<typeof endSessionResponse>;

/** Ending several sessions at once: how many ended. */
export const endedSessionsResponse = z.object({ message: z.string(), ended: z.number().int().min(0) });
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponse>;
