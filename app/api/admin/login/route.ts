import { clientIp } from '@/lib/client-ip';
import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, readJson, route, readBodyCapped } from '@/lib/http/route';
import { adminPassword, checkAdminPassword, startAdminSession } from '@/lib/admin/session';
import { consumeRateLimit } from '@/lib/rate-limit';

const MAX_LOGIN_BODY_BYTES = 4 * 1024;

// POST /api/admin/login (HTML form, urlencoded, or JSON {password}) → 303 /admin with the session cookie, or
// 303 /admin?error=invalid|rate. 404 when ADMIN_PASSWORD is not set. Brute force is capped per
// client address; a cross-site Origin is refused.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_INDEX = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

function seeOther(location: string, extra: Record<string, string> = {}) {
  return new Response(null, { status: 303, headers: { location, ...NO_INDEX, ...extra } });
}

export const POST = route(async (req, ctx) => {
  if (!adminPassword()) throw new ApiError(404, 'not_found');
  const origin = req.headers.get('origin');
  if (origin && origin !== 'null' && new URL(origin).host !== req.headers.get('host')) {
    throw new ApiError(403, 'unauthorized', undefined, NO_INDEX, 'cross-site login attempt');
  }
  const limit = await consumeRateLimit(`admin-login:${clientIp(req)}`, [
    { windowSeconds: 60, max: 10 },
    { windowSeconds: 3600, max: 60 },
  ]);
  if (!limit.ok) {
    ctx.log.warn('admin login rate-limited');
    return seeOther('/admin?error=rate', { 'retry-after': String(limit.retryAfterSeconds) });
  }
  const type = req.headers.get('content-type') ?? '';
  // A password needs a few bytes: refuse big bodies before reading them (ops audit).
  if (Number(req.headers.get('content-length')) > MAX_LOGIN_BODY_BYTES) throw new ApiError(413, 'payload_too_large', undefined, NO_INDEX);
  let password: unknown;
  if (type.includes('application/json')) {
    // Any JSON value may arrive (null, an array…): only an object's password counts.
    const body = await readJson(req, MAX_LOGIN_BODY_BYTES).catch((err) => {
      if (err instanceof ApiError && err.status === 413) throw err;
      return undefined;
    });
    password = body && typeof body === 'object' ? (body as { password?: unknown }).password : undefined;
  } else if (type.includes('application/x-www-form-urlencoded')) {
    // Read with the same cap even without a Content-Length (chunked bodies).
    password =
      new URLSearchParams(
        (await readBodyCapped(req, MAX_LOGIN_BODY_BYTES, new ApiError(413, 'payload_too_large', undefined, NO_INDEX))).toString('utf8'),
      ).get('password') ?? undefined;
  } else {
    throw new ApiError(415, 'unsupported_media_type', undefined, NO_INDEX);
  }
  if (!checkAdminPassword(password)) {
    ctx.log.warn('admin login failed');
    return seeOther('/admin?error=invalid');
  }
  ctx.log.info('admin login');
  const res = seeOther('/admin');
  await startAdminSession(req, res);
  return res;
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
