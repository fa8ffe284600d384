import 'server-only';
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';

// /admin access. Off (404) unless ADMIN_PASSWORD is set. A successful login sets a signed session
// cookie: "<expiry>.<HMAC-SHA256(key, expiry)>" where the key is derived from the password, so
// changing ADMIN_PASSWORD logs everybody out and nothing needs storing server-side (any instance
// can verify it). Every comparison is constant-time. HTTP Basic (any user name, the password) is
// accepted too, for scripts such as `curl -u admin:$ADMIN_PASSWORD …/api/admin/export`.

export const ADMIN_COOKIE = 'receptio_admin';
export const ADMIN_SESSION_SECONDS = 8 * 3600;

export function adminPassword(): string | undefined {
  return getConfig().ADMIN_PASSWORD;
}

function sessionKey(password: string): Buffer {
  return Buffer.from(hkdfSync('sha256', password, 'receptio-admin-session', 'v1', 32));
}

function sign(password: string, expiry: number): string {
  return createHmac('sha256', sessionKey(password)).update(`v1.${expiry}`).digest('base64url');
}

/** Compares two strings in time independent of where they differ (hashing equalizes lengths). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

export function checkAdminPassword(candidate: unknown): boolean {
  const password = adminPassword();
  if (!password || typeof candidate !== 'string') return false;
  return safeEqual(candidate, password);
}

export function createSessionValue(nowMs = Date.now()): string {
  const password = adminPassword();
  if (!password) throw new Error('admin is disabled');
  const expiry = Math.floor(nowMs / 1000) + ADMIN_SESSION_SECONDS;
  return `${expiry}.${sign(password, expiry)}`;
}

export function verifySessionValue(value: string | undefined | null, nowMs = Date.now()): boolean {
  const password = adminPassword();
  if (!password || !value) return false;
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!m) return false;
  const expiry = Number(m[1]);
  if (expiry * 1000 <= nowMs) return false;
  return safeEqual(m[2], sign(password, expiry));
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

function basicPassword(authorization: string | null): string | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}

/** For route handlers: a valid session cookie or HTTP Basic credentials. */
export function isAdminRequest(req: Request): boolean {
  if (!adminPassword()) return false;
  if (verifySessionValue(cookieValue(req.headers.get('cookie'), ADMIN_COOKIE))) return true;
  const basic = basicPassword(req.headers.get('authorization'));
  return basic !== undefined && checkAdminPassword(basic);
}

/** Set-Cookie for a fresh session (Secure when the request came over HTTPS). */
export function sessionCookie(req: Request, value: string, maxAge = ADMIN_SESSION_SECONDS): string {
  const https = req.url.startsWith('https:') || req.headers.get('x-forwarded-proto') === 'https';
  return [
    `${ADMIN_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}
