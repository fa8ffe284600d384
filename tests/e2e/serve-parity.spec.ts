import zlib from 'node:zlib';
import { pagePaths } from '@/config/routes';
import { FIXED_LOCALE_PATHS } from '@/lib/i18n/request-locale';
import { DEMO_AGENT_IDS } from '@/lib/receptionist/demo-agents';
import { baseUrl, EN_HOST, expect, FR_HOST, test } from './fixtures';
import { request, type RawResponse } from './ops-helpers';

// One serving pipeline (lib/serve/page-request.ts): against `npm start`, every public page on both
// site hosts (and a neutral host, where the language cookie decides), without and with each
// language cookie, answers a URL with tracking parameters or a trailing slash exactly as it answers
// the plain URL — same status, language, body and headers (up to the CSP nonce) — and with caching
// headers a shared cache can be trusted with.

const TRACKING =
  'utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=accueil&utm_content=a&gclid=Cj0KCQ&fbclid=IwAR0x&msclkid=9f';
const HOSTS = [FR_HOST, EN_HOST, 'localhost'] as const;
const COOKIES = { none: undefined, fr: 'language=fr', en: 'language=en' } as const;
// Per-connection or per-response headers, not part of what a page is.
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The page as visitors open it: /agent is always opened with an agent id. */
function plainUrl(path: string): { path: string; query: string } {
  return path === '/agent' ? { path, query: `id=${DEMO_AGENT_IDS.fr}` } : { path, query: '' };
}

function variants(path: string): Record<'plain' | 'tracking' | 'trailingSlash', string> {
  const { query } = plainUrl(path);
  const withQuery = (p: string, q: string) => (q ? `${p}?${q}` : p);
  return {
    plain: withQuery(path, query),
    tracking: withQuery(path, [query, TRACKING].filter(Boolean).join('&')),
    trailingSlash: withQuery(path === '/' ? '/' : `${path}/`, query),
  };
}

function expectedLocale(path: string, host: string, cookie: keyof typeof COOKIES): string {
  const fixed = FIXED_LOCALE_PATHS[path];
  if (fixed) return fixed;
  if (host === FR_HOST) return 'fr';
  if (host === EN_HOST) return 'en';
  return cookie === 'en' ? 'en' : 'fr';
}

type Seen = { status: number; lang: string | undefined; body: string; headers: Record<string, string> };

function normalize(res: RawResponse): Seen {
  const encoding = res.headers['content-encoding'];
  const raw = encoding === 'br' ? zlib.brotliDecompressSync(res.body) : encoding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  // A page rendered per request carries a fresh nonce (attributes and RSC payload); everything else
  // must be byte-identical.
  const nonce = String(res.headers['content-security-policy'] ?? '').match(/'nonce-([^']+)'/)?.[1];
  const text = raw.toString('utf8');
  const body = nonce ? text.split(nonce).join('N') : text;
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(res.headers)) {
    if (TRANSPORT.has(key) || value === undefined) continue;
    headers[key] = (Array.isArray(value) ? value.join(', ') : value).replace(/'nonce-[^']*'/g, "'nonce-N'");
  }
  return { status: res.status, lang: body.match(/<html[^>]*\blang="([^"]+)"/)?.[1], body, headers };
}

async function get(host: string, url: string, cookie: string | undefined, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html', ...extra };
  if (cookie) headers.cookie = cookie;
  return request(baseUrl(), url, { host: host === 'localhost' ? undefined : host, headers });
}

test.describe('every variant of a page URL is served like the plain URL', () => {
  let compared = 0;
  test.afterAll(() => console.log(`serve-parity: ${compared} variant responses compared with their plain URL`));

  for (const path of pagePaths) {
    for (const host of HOSTS) {
      test(`${host}${path}`, async () => {
        test.setTimeout(120_000);
        const urls = variants(path);
        for (const [cookieName, cookie] of Object.entries(COOKIES) as [keyof typeof COOKIES, string | undefined][]) {
          const what = `${host} ${urls.plain} (cookie ${cookieName})`;
          const plain = normalize(await get(host, urls.plain, cookie));
          expect(plain.status, what).toBe(200);
          expect(plain.lang, what).toBe(expectedLocale(path, host, cookieName));
          const cc = plain.headers['cache-control'];
          expect(cc, `${what}: never Next's year-long shared caching`).not.toMatch(/s-maxage=31536000/);
          expect(plain.headers.vary, what).toMatch(/\bHost\b/);
          // Where the cookie picks the language, no shared cache may store the page unless it varies on it.
          if (host === 'localhost' && !FIXED_LOCALE_PATHS[path]) {
            expect(cc, what).toMatch(/\b(private|no-store)\b/);
            expect(plain.headers.vary, what).toMatch(/\bCookie\b/);
          }
          for (const [name, url] of Object.entries(urls)) {
            if (name === 'plain' || url === urls.plain) continue;
            const seen = normalize(await get(host, url, cookie));
            expect(seen.status, `${what} vs ${url}`).toBe(plain.status);
            expect(seen.lang, `${what} vs ${url}`).toBe(plain.lang);
            expect(seen.headers, `${what} vs ${url}`).toEqual(plain.headers);
            expect(seen.body === plain.body, `${what} vs ${url}: same body`).toBe(true);
            compared++;
          }
        }
      });
    }
  }
});

test.describe('caching headers do not depend on the cookie or on which pipeline answers', () => {
  for (const host of HOSTS) {
    test(`${host}: with or without a language cookie, HTML or RSC navigation`, async () => {
      test.setTimeout(180_000);
      for (const path of pagePaths) {
        const url = plainUrl(path);
        const href = url.query ? `${path}?${url.query}` : path;
        const base = normalize(await get(host, href, undefined));
        const pick = (s: Seen) => ({ 'cache-control': s.headers['cache-control'], vary: s.headers.vary });
        for (const cookie of [COOKIES.fr, COOKIES.en]) {
          expect(pick(normalize(await get(host, href, cookie))), `${host}${href} ${cookie}`).toEqual(pick(base));
        }
        // A client-side navigation is answered by Next (proxy.ts) rather than from the build.
        const sep = href.includes('?') ? '&' : '?';
        const rscHeaders = { rsc: '1', accept: '*/*' };
        let rscRes = await get(host, `${href}${sep}_rsc=parity`, undefined, rscHeaders);
        // Next answers a wrong _rsc cache-busting value with a redirect to the right one.
        if (rscRes.status === 307) rscRes = await get(host, String(rscRes.headers.location), undefined, rscHeaders);
        const rsc = normalize(rscRes);
        expect(rsc.status, `${host}${href} RSC`).toBe(200);
        expect(rsc.headers['content-type'], `${host}${href} RSC`).toContain('text/x-component');
        expect(pick(rsc), `${host}${href}: RSC navigation caching`).toEqual(pick(base));
      }
    });
  }
});
