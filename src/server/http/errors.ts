import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';

/** An error whose message is meant for the client; anything else becomes a 500 without details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: string = ERROR_CODES.validation, details?: Record<string, unknown>) =>
  new AppError(400, code, message, details);
export const unauthorized = (message: string = msg.notSignedIn) => new AppError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message: string = msg.forbidden) => new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string = msg.notFound) => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, code: string = ERROR_CODES.conflict, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);
