import { parseCookie } from 'cookie';
import { isKnownPagePath, privatePathPrefixes } from '@/config/routes';
import { defaultLocale, isLocale, LOCALE_STORAGE_KEY, locales, type Locale } from '@/lib/i18n/locales';
import { FIXED_LOCALE_PATHS } from '@/lib/i18n/request-locale';
import { localeFromHost, type HostRules } from '@/lib/i18n/resolve-locale';
import { servedOverHttps } from '@/lib/security/headers';

// The one decision about a page request, shared by both entry points of `npm start`: server.ts
// (which answers prerendered pages itself) and proxy.ts (Next's pipeline, which also runs under
// `next dev`). Pure: URL + headers + host rules in, the internal page to render out. Every rule
// about public URLs lives here — which paths are pages, which query parameters matter, trailing
// slashes, the locale choice and what it depends on — so the two paths cannot drift.

/** Query parameters that change a public page; every other one (utm_*, gclid, fbclid…) is ignored. */
const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/lead-form': ['lang'],
  '/agent': ['id'],
};

/**
 * What the page's language depends on, which is what a shared cache must key on:
 *  - 'url': the path or a query parameter (/ad-fr, /lead-form?lang=en) — same page for everyone;
 *  - 'host': the host imposes it (receptio.fr, receptio.com);
 *  - 'visitor': the host imposes nothing, so the visitor's saved choice (cookie) decides.
 * It depends on the URL and host only, never on the cookie itself: every variant of one URL on
 * one host gets the same caching headers.
 */
type LocaleDecidedBy = 'url' | 'host' | 'visitor';

export type PageTarget = {
  /** The public path without trailing slash ('/', '/savings'). */
  path: string;
  /** The internal route Next renders and `next build` prerendered ('/fr', '/en/ad-en', '/fr/__not-found/x'). */
  internalPath: string;
  /** The query that matters for this page ('' or '?lang=en'), ignored parameters removed. */
  search: string;
  locale: Locale;
  status: 200 | 404;
  decidedBy: LocaleDecidedBy;
  /** The visitor reached us over https (X-Forwarded-Proto believed per TRUST_PROXY). */
  https: boolean;
  /** A client-side navigation or prefetch asking for the RSC payload, not HTML: Next's job. */
  navigation: boolean;
};

export type PageRequest = {
  method: string;
  /** Path and query as received ('/ad-fr?utm_source=x'). */
  url: string;
  /** Request header by lower-case name. */
  header: (name: string) => string | null | undefined;
};

export type ServeRules = { hosts: HostRules; trustProxy: number };

const FILE_OR_FRAMEWORK = /^\/(?:api|_next)(?:\/|$)|\.[\w]+$/;
const INTERNAL_METADATA_IMAGE = /\/(?:opengraph-image|twitter-image)[^/]*$/;
const NAVIGATION_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch'];

/** The page a request asks for, or null when it is not a page (API, assets, files): Next serves those as they are. */
export function resolvePageRequest(req: PageRequest, rules: ServeRules): PageTarget | null {
  const { pathname: raw, params } = splitUrl(req.url);
  if (FILE_OR_FRAMEWORK.test(raw)) return null;
  // Trailing slashes, one way everywhere: /savings/ is the page /savings (its canonical link says so).
  const path = raw.replace(/\/+$/, '') || '/';
  const first = path.split('/')[1];
  const internal = (locales as readonly string[]).includes(first);
  // Next links generated metadata images with their internal path.
  if (internal && INTERNAL_METADATA_IMAGE.test(path)) return null;

  const navigation = params?.has('_rsc') || NAVIGATION_HEADERS.some((h) => req.header(h) != null);
  const https = rules.trustProxy > 0 && servedOverHttps({ headers: { get: (n: string) => req.header(n) ?? null } }, rules.trustProxy);
  const host = req.header('host');
  const lang = path === '/lead-form' ? (params?.get('lang') ?? null) : null;
  const choice = chooseLocale(internal ? '/' : path, lang, host, () => req.header('cookie'), rules.hosts);
  const { locale, decidedBy } = choice;
  // Internal locale URLs are not public pages (one URL per page): they are a 404 like any unknown path.
  const found = !internal && isKnownPagePath(path);
  // One literal with every field, not a spread of a shared base: this runs on every request of the
  // fast path, and the spread was most of its cost.
  return {
    path,
    internalPath: found ? `/${locale}${path === '/' ? '' : path}` : `/${locale}/__not-found${path}`,
    search: found && params ? keptQuery(path, params) : '',
    locale,
    status: found ? 200 : 404,
    decidedBy,
    https,
    navigation,
  };
}

/** Fixed-language pages, then /lead-form's ?lang=, then host → saved choice → French. */
function chooseLocale(
  path: string,
  lang: string | null,
  host: string | null | undefined,
  cookieHeader: () => string | null | undefined,
  hosts: HostRules,
): { locale: Locale; decidedBy: LocaleDecidedBy } {
  const fixed = FIXED_LOCALE_PATHS[path];
  if (fixed) return { locale: fixed, decidedBy: 'url' };
  if (isLocale(lang)) return { locale: lang, decidedBy: 'url' };
  const imposed = localeFromHost(host, hosts);
  if (imposed) return { locale: imposed, decidedBy: 'host' };
  return { locale: savedLocale(cookieHeader()) ?? defaultLocale, decidedBy: 'visitor' };
}

/** The visitor's saved language (the cookie the language toggle writes), if valid. */
export function savedLocale(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  const value = parseCookie(cookieHeader)[LOCALE_STORAGE_KEY];
  return isLocale(value) ? value : undefined;
}

/**
 * Path and query of a request target. The WHATWG parser only where it changes something (escapes,
 * dot segments, backslashes, a leading //): this runs on every request of the fast path.
 */
function splitUrl(target: string): { pathname: string; params: URLSearchParams | undefined } {
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q + 1);
  const pathname = rawPath.startsWith('/') && !/[%\\]|\/\.|^\/\//.test(rawPath) ? rawPath : new URL(rawPath, 'http://x').pathname;
  return { pathname, params: query ? new URLSearchParams(query) : undefined };
}

function keptQuery(path: string, params: URLSearchParams): string {
  const isPrivate = privatePathPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
  const allowed = PAGE_QUERY_PARAMS[path] ?? [];
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    // Operator pages are private and rendered per request: their whole query is theirs. `_rsc` is
    // Next's cache-busting marker on navigations.
    if (isPrivate || allowed.includes(key) || key === '_rsc') kept.append(key, value);
  }
  const s = kept.toString();
  return s ? `?${s}` : '';
}
