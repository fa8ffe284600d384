import 'server-only';
import { createHash } from 'node:crypto';
import { getIronSession, type SessionOptions } from 'iron-session';
import { getConfig } from '@/lib/config';
import { safeEqual } from '@/lib/security/safe-equal';

// /admin access. Off (404) unless ADMIN_PASSWORD is set. A successful login sets an iron-session
// cookie (sealed: encrypted and authenticated, with its own expiry), so nothing is stored
// server-side and any instance can read it. The sealing secret is derived from ADMIN_PASSWORD, so
// changing the password logs everybody out. HTTP Basic (any user name, the password) is accepted
// too, for scripts such as `curl -u admin:$ADMIN_PASSWORD …/api/admin/export`.

const ADMIN_COOKIE = 'receptio_admin';
export const ADMIN_SESSION_SECONDS = 8 * 3600;

type AdminSession = { admin?: boolean };

export function adminPassword(): string | undefined {
  return getConfig().ADMIN_PASSWORD;
}

// iron-session wants a secret of at least 32 characters; an operator's password may be shorter.
// A domain-separated SHA-256 gives a fixed-length secret that still changes with the password.
function sealSecret(password: string): string {
  return createHash('sha256').update(`receptio-admin-session:v2:${password}`).digest('hex');
}

function sessionOptions(password: string, https: boolean): SessionOptions {
  return {
    cookieName: ADMIN_COOKIE,
    password: sealSecret(password),
    ttl: ADMIN_SESSION_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'strict', secure: https, path: '/' },
  };
}

const isHttps = (req: Request) => req.url.startsWith('https:') || req.headers.get('x-forwarded-proto') === 'https';

export function checkAdminPassword(candidate: unknown): boolean {
  const password = adminPassword();
  if (!password || typeof candidate !== 'string') return false;
  return safeEqual(candidate, password);
}

/** Reads the session; a missing, expired, tampered or foreign cookie reads as signed out. */
async function signedIn(read: (opts: SessionOptions) => Promise<AdminSession>): Promise<boolean> {
  const password = adminPassword();
  if (!password) return false;
  try {
    return (await read(sessionOptions(password, false))).admin === true;
  } catch {
    return false; // not a seal at all
  }
}

/** For the /admin page: `isAdminSession(await cookies())`. */
export function isAdminSession(cookies: Awaited<ReturnType<typeof import('next/headers').cookies>>): Promise<boolean> {
  return signedIn((opts) => getIronSession<AdminSession>(cookies, opts));
}

/** Starts a session: adds its Set-Cookie to `res` (Secure when the request came over HTTPS). */
export async function startAdminSession(req: Request, res: Response): Promise<void> {
  const password = adminPassword();
  if (!password) throw new Error('admin is disabled');
  const session = await getIronSession<AdminSession>(req, res, sessionOptions(password, isHttps(req)));
  session.admin = true;
  await session.save();
}

/** Ends the session: a Set-Cookie that clears it. */
export function endAdminSession(req: Request, res: Response): void {
  const secure = isHttps(req) ? '; Secure' : '';
  res.headers.append('set-cookie', `${ADMIN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure}`);
}

function basicPassword(authorization: string | null): string | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}

/** For route handlers: a valid session cookie or HTTP Basic credentials. */
export async function isAdminRequest(req: Request): Promise<boolean> {
  if (!adminPassword()) return false;
  // Reading needs no response: the throw-away one only receives cookies we never send.
  if (await signedIn((opts) => getIronSession<AdminSession>(req, new Response(), opts))) return true;
  const basic = basicPassword(req.headers.get('authorization'));
  return basic !== undefined && checkAdminPassword(basic);
}
