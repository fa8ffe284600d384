import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ApiError, errorResponse, type FieldErrors } from './errors';
import { log } from '@/lib/log';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locales';

// Thin route handlers: parse with a shared zod schema, call lib/, map errors to 4xx JSON.
// Everything a handler needs to be safe lives here once: request id, JSON-only bodies with a size
// cap, zod field errors, localized messages, and a generic 500 that never leaks internals.

export type RouteContext<P = Record<string, string>> = {
  requestId: string;
  locale: Locale;
  params: P;
  log: typeof log;
};

type Handler<P> = (req: Request, ctx: RouteContext<P>) => Promise<Response>;

/** Locale for API answers: explicit header, then the saved cookie, then Accept-Language, then fr. */
function apiLocale(req: Request): Locale {
  const explicit = req.headers.get('x-locale');
  if (isLocale(explicit)) return explicit;
  const cookie = req.headers.get('cookie') ?? '';
  const m = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_STORAGE_KEY}=(fr|en)\\b`));
  if (m && isLocale(m[1])) return m[1];
  const accept = (req.headers.get('accept-language') ?? '').toLowerCase();
  if (accept.startsWith('en')) return 'en';
  return defaultLocale;
}

export function route<P = Record<string, string>>(handler: Handler<P>) {
  return async (req: Request, segment?: { params?: Promise<P> | P }): Promise<Response> => {
    const started = performance.now();
    const requestId = req.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
    const locale = apiLocale(req);
    const path = safePath(req.url);
    const child = log.child({ requestId, route: path, method: req.method });
    let response: Response;
    try {
      const params = ((await segment?.params) ?? {}) as P;
      response = await handler(req, { requestId, locale, params, log: child });
    } catch (err) {
      if (err instanceof ApiError) {
        response = errorResponse(err, locale, requestId);
        child.info({ code: err.code, detail: err.detail }, 'request refused');
      } else {
        child.error({ err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) }, 'unhandled error');
        response = errorResponse(new ApiError(500, 'internal_error'), locale, requestId);
      }
    }
    response.headers.set('x-request-id', requestId);
    child.info({ status: response.status, durationMs: Math.round(performance.now() - started) }, 'request');
    return response;
  };
}

function safePath(url: string) {
  try {
    return new URL(url).pathname;
  } catch {
    return '?';
  }
}

/** 405 with an Allow header, for the methods a route does not serve. */
export function methodNotAllowed(allow: string[]) {
  const handler = route(async () => {
    throw new ApiError(405, 'method_not_allowed', undefined, { allow: allow.join(', ') });
  });
  return handler;
}

/**
 * Reads a JSON body: 415 unless application/json, 413 above maxBytes (counted while streaming, so a
 * lying Content-Length cannot make us buffer more), 400 on malformed JSON. Strings are made
 * storable (see storableString) unless `storable: false` — for a schema that refuses control
 * characters itself and must see them to say so (the lead form).
 */
export async function readJson(req: Request, maxBytes: number, opts: { storable?: boolean } = {}): Promise<unknown> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (!/^application\/([\w.+-]+\+)?json\b/.test(type)) throw new ApiError(415, 'unsupported_media_type');
  if (!req.body) throw new ApiError(400, 'invalid_json');
  const text = (await readBodyCapped(req, maxBytes, new ApiError(413, 'payload_too_large'))).toString('utf8');
  try {
    if (opts.storable === false) return JSON.parse(text);
    return JSON.parse(text, (_key, value) => (typeof value === 'string' ? storableString(value) : value));
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
}

/**
 * JSON can carry what PostgreSQL text/jsonb cannot store: U+0000, and lone UTF-16 surrogates
 * ("\ud800") that have no UTF-8 form. Such input is never meaningful, and storing it fails deep
 * inside a query (a 500), so every string of every JSON body is made storable up front: NULs
 * dropped, lone surrogates replaced by U+FFFD. (Found by tests/e2e/fuzz.spec.ts.)
 */
export function storableString(value: string): string {
  const noNul = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  return noNul.isWellFormed() ? noNul : noNul.toWellFormed();
}

/**
 * The raw body, refused with `tooLarge` as soon as it passes maxBytes — counted while streaming,
 * so a lying or missing Content-Length cannot make us buffer more. A client that hangs up
 * mid-body gets a 400 (its mistake, not a server error; the log must not call it unhandled).
 */
export async function readBodyCapped(req: Request, maxBytes: number, tooLarge: ApiError): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge;
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new ApiError(400, 'invalid_json', undefined, undefined, 'client aborted the request body');
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** zod-validate; failures become 400 validation_failed with localized per-field errors. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  locale: Locale,
  fieldMessage: (code: string, locale: Locale) => string,
): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    // A schema can name its own code with { message: 'code' }; otherwise map zod's kinds.
    const code = /^[a-z_]+$/.test(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'too_long'
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'required'
          : 'invalid_format';
    fields[key] = { code, message: fieldMessage(code, locale) };
  }
  throw new ApiError(400, 'validation_failed', fields);
}

/** readJson + parseWith in one call: the usual first line of a POST handler. */
export async function parseJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  ctx: { locale: Locale },
  maxBytes: number,
): Promise<z.infer<S>> {
  const { errorMessage } = await import('./error-messages');
  return parseWith(schema, await readJson(req, maxBytes), ctx.locale, errorMessage);
}
