import { ApiError } from '../api-client';

/**
 * Every message an error carries, one per line: a 422's field messages in the server's order, or
 * else its top-level message. Empty when there is nothing readable (the caller shows a generic text).
 */
export function errorMessages(error: unknown): string[] {
  if (!error) return [];
  if (Array.isArray(error)) return error.filter((item): item is string => typeof item === 'string' && item !== '');
  if (typeof error === 'string') return error ? [error] : [];
  if (error instanceof ApiError) {
    const fieldMessages = Object.values(error.errors).flat().filter(Boolean);
    if (fieldMessages.length > 0) return fieldMessages;
    return error.message ? [error.message] : [];
  }
  if (error instanceof Error && error.message) return [error.message];
  return [];
}
