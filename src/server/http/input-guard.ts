import type { FastifyInstance } from 'fastify';
import { msg } from '#shared/messages.ts';
import { badRequest } from './errors.ts';

/**
 * Text PostgreSQL cannot store: U+0000, and lone UTF-16 surrogates (not Unicode at all; jsonb refuses
 * their escapes). Refused here, as the client's mistake, instead of failing in the database as a 500.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this guard looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Iterative, because a 64 KB body may nest thousands of arrays deep. */
function containsUnstorable(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      // Parsed JSON, query and params (the webhook's raw bytes are left alone).
      for (const [key, v] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

/** Runs after parsing and before schema validation, for body, query and path parameters alike. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsUnstorable(request.params) || containsUnstorable(request.query) || containsUnstorable(request.body)) {
      throw badRequest(msg.invalidCharacters);
    }
  });
}
