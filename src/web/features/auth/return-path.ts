import type { Location } from 'react-router';
import type { Role } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';

/** Carried to /login by a page that needs a profile, so that signing in leads back there. */
export type SignInState = { from?: string };

export const signInStateFor = (location: Location): SignInState => ({ from: `${location.pathname}${location.search}${location.hash}` });

/** Where each role starts its work: the back office's dashboard, the delivery run, the shop. */
const HOME: Record<Role, string> = { admin: paths.admin.root, staff: paths.staff.delivery, user: paths.shop };

/**
 * Where signing in leads: back to the page the visitor was sent away from, else where their role starts. Only
 * a path of this app: '//host' and '/\host' would leave it, and /login would go round in a circle.
 */
export function returnPath(state: unknown, role: Role): string {
  const from = (state as SignInState | null)?.from;
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from) || from.startsWith(paths.login)) return HOME[role];
  return from;
}
