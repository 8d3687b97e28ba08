import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/client.ts';
import { authOf, type Auth } from '#server/auth/guards.ts';
import { AppError } from '#server/http/errors.ts';
import { secondFactorMethods } from './proofs.service.ts';
import { secondFactorRequired } from './requirement.ts';

/** How long a second-factor proof counts for actions that move tokens (docs/decisions/038). */
export const STEP_UP_MS = 15 * 60 * 1000;

export const stepUpUntil = (auth: Pick<Auth, 'secondFactorAt'>) =>
  auth.secondFactorAt ? new Date(auth.secondFactorAt.getTime() + STEP_UP_MS) : null;

/**
 * Actions that create or move tokens ask for a second-factor proof from the last 15 minutes of this session:
 * 403 STEP_UP_REQUIRED with the methods the person can prove it with. An account without any factor has
 * nothing to step up with and passes: only where the installation lets it be without one.
 */
export async function requireStepUp(db: Db, auth: Auth, now = new Date()): Promise<void> {
  const until = stepUpUntil(auth);
  if (until && until > now) return;
  const methods = await secondFactorMethods(db, auth.profile.id);
  if (methods.length) throw new AppError(403, ERROR_CODES.stepUpRequired, msg.stepUpRequired, { methods });
}

/**
 * The back office's second door, after the role guard: an account that must have a second factor gets in only with
 * a session that proved one. A factor, once added, is asked at every sign-in, so a session that never proved one
 * belongs to an account without one; adding the first stamps the session.
 */
export const secondFactorGate = (ctx: AppContext) => async (request: FastifyRequest) => {
  const auth = authOf(request);
  if (auth.secondFactorAt) return;
  if (await secondFactorRequired(ctx.database.db, ctx.config, auth.profile)) {
    throw new AppError(403, ERROR_CODES.secondFactorSetupRequired, msg.secondFactorSetupRequired);
  }
};
