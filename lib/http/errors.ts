import { errorMessage, type ApiErrorCode } from './error-messages';
import type { Locale } from '@/lib/i18n/locales';

// Every error is {"error": {"code", "message", "fields"?}} with a 4xx for the caller's
// mistakes, never a stack trace. Messages are localized and keyed by code.

export type FieldErrors = Record<string, { code: string; message: string }>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Extra detail for the log only; never sent to the client. */
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

function errorBody(code: ApiErrorCode, locale: Locale, requestId?: string, fields?: FieldErrors) {
  return {
    error: {
      code,
      message: errorMessage(code, locale),
      ...(fields && Object.keys(fields).length ? { fields } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}

export function errorResponse(err: ApiError, locale: Locale, requestId: string): Response {
  return Response.json(errorBody(err.code, locale, requestId, err.fields), {
    status: err.status,
    headers: { 'x-request-id': requestId, 'cache-control': 'no-store', ...err.headers },
  });
}
