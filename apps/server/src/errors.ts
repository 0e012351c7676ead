import type { MessageKey, MessageParams } from './i18n/messages';

export interface MessageRef {
  key: MessageKey | string;
  params?: MessageParams;
}

/**
 * A typed failure the error handler turns into the API's error shape, translated
 * into the request's language. Services throw these; routes never build error bodies.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey | string,
    readonly params: MessageParams = {},
    readonly fieldErrors?: Record<string, MessageRef[]>,
    /** What the answer carries besides its message (new figures to confirm, say), as `data`. */
    readonly data?: unknown,
  ) {
    super(key);
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated');
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = () => new AppError(404, 'not_found');
export const tooLarge = (key: MessageKey = 'too_large', params?: MessageParams) => new AppError(413, key, params);
export const methodNotAllowed = () => new AppError(405, 'method_not_allowed');
export const unsupportedMediaType = () => new AppError(415, 'unsupported_media_type');
export const tooManyRequests = (key: MessageKey = 'too_many_requests', params?: MessageParams) =>
  new AppError(429, key, params);
export const badRequest = (key: MessageKey = 'bad_request', params?: MessageParams) => new AppError(400, key, params);

/** 422 with per-field messages. */
export function validationError(fieldErrors: Record<string, MessageRef[]>): AppError {
  return new AppError(422, 'validation_failed', {}, fieldErrors);
}

/** Shorthand for one failing field. */
export function fieldError(field: string, key: MessageKey, params: MessageParams = {}): AppError {
  return validationError({ [field]: [{ key, params: { field, ...params } }] });
}
