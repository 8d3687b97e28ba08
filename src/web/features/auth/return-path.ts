import type { Location } from 'react-router';
import { paths } from '#web/app/paths.ts';

/** Carried to /login by a page that needs a profile, so that signing in leads back there. */
export type SignInState = { from?: string };

export const signInStateFor = (location: Location): SignInState => ({ from: `${location.pathname}${location.search}${location.hash}` });

/**
 * Where signing in leads: back to the page the visitor was sent away from, else /shop (SPEC §2). Only a
 * path of this app: '//host' and '/\host' would leave it, and /login would go round in a circle.
 */
export function returnPath(state: unknown): string {
  const from = (state as SignInState | null)?.from;
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from) || from.startsWith(paths.login)) return paths.shop;
  return from;
}
