import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#shared/api-error-body.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Localized } from '#shared/localized.ts';
import { AppError, localizedText } from './errors.ts';
import { isDatabaseUnavailable } from '#server/db/db-errors.ts';
import { isRedisUnavailable } from '#server/redis.ts';

/**
 * The error answer: the English text, and the key and parameters of it when it is one of src/shared/messages.ts
 * (found from the text when only the text is given).
 */
export function errorBody(code: string, message: string | (Partial<Localized> & { text: string }), details?: Record<string, unknown>): ApiErrorBody {
  const said = typeof message === 'string' ? localizedText(message) : message;
  return {
    error: {
      code,
      message: said.text,
      ...(said.key && { messageKey: said.key }),
      ...(said.params && { params: said.params }),
      ...(details && { details }),
    },
  };
}

/**
 * Fastify answers a URL it cannot route (a malformed escape, a path parameter past maxParamLength)
 * before any hook runs, in a shape of its own; no route lives at such an address, so say 404 as ours.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(404).send(errorBody(ERROR_CODES.notFound, msg.notFound));
}

/** Maps every failure to `{ error: { code, message } }`; only our own bugs become a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.statusCode === 503) void reply.header('retry-after', '2');
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send(errorBody(error.code, { text: error.message, key: error.messageKey, params: error.params }, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return reply
        .status(400)
        .send(errorBody(ERROR_CODES.validation, first?.message ?? 'Invalid request', field ? { field } : undefined));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody(ERROR_CODES.internal, msg.unexpectedError));
    }
    if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
      request.log.error({ err: error }, 'database or rate-limit store unavailable');
      return reply.status(503).header('retry-after', '2').send(errorBody(ERROR_CODES.unavailable, msg.serviceUnavailable));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? ERROR_CODES.rateLimited : (error.code ?? ERROR_CODES.validation);
      const message = status === 429 ? msg.rateLimited : error.message;
      return reply.status(status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(ERROR_CODES.internal, msg.unexpectedError));
  });
}
