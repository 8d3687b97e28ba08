import { resolveSession, SESSION_IDLE_MS } from '#server/auth/sessions.repo.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { captureStatements } from './capture.ts';
import { floorLoad, type LoadResult } from './load.ts';

/**
 * The floor of the authenticated request (row 3): the session lookup every signed-in request makes, sent through
 * `pg` as the app sends it, a named prepared statement (auth/sessions.repo.ts) with the same parameters (the token's
 * hash, now, the idle limit, the row limit). Its text is captured from the app's own resolveSession with Drizzle's
 * logger, so it is the app's statement by construction. No HTTP: what the app adds on top is the request itself.
 */
export async function sessionFloor(url: string, tokens: string[], poolSize: number, concurrency: number, seconds: number): Promise<LoadResult> {
  const [lookup] = await captureStatements(url, (db) => resolveSession(db, tokens[0]!));
  if (!lookup || lookup.params.length !== 4) throw new Error(`session floor: unexpected capture ${JSON.stringify(lookup)}`);
  let k = 0;
  return floorLoad(url, poolSize, concurrency, seconds, async (pool) => {
    const now = new Date();
    const values = [hashToken(tokens[k++ % tokens.length]!), now.toISOString(), new Date(now.getTime() - SESSION_IDLE_MS).toISOString(), 1];
    const result = await pool.query({ name: 'session_lookup', text: lookup.query, values });
    if (result.rowCount !== 1) throw new Error('session floor: no session');
  });
}
