import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { isKnownPagePath } from '@/config/routes';
import { getConfig } from '@/lib/config';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locales';
import { localeForRequest } from '@/lib/i18n/request-locale';
import { cspProviders, pageCsp } from '@/lib/security/csp';
import { COOP_HEADER, HSTS_VALUE, servedOverHttps, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';

// The fast path of `npm start` (server.ts): a GET for a prerendered page is answered here, from
// the HTML `next build` wrote, with exactly the headers the Next pipeline would add (locale choice
// of proxy.ts, page CSP with the hashes of that file's inline scripts, security headers) — without
// the framework's per-request routing, which costs several times more than sending the bytes
// (bench:serve). Everything else (RSC navigations, dynamic pages, APIs, assets) goes to Next.

type Page = { mtimeMs: number; body: Buffer; gzip: Buffer; brotli: Buffer; etag: string; hashes: string[] };

const cache = new Map<string, Page | null>();

function loadPage(file: string): Page | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    cache.set(file, null);
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
  const body = fs.readFileSync(file);
  const page: Page = {
    mtimeMs: stat.mtimeMs,
    body,
    gzip: zlib.gzipSync(body, { level: 9 }),
    brotli: zlib.brotliCompressSync(body),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    hashes: inlineScriptHashes(body.toString('utf8')),
  };
  cache.set(file, page);
  return page;
}

function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const m = header.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return m?.[1];
}

/** Internal prerender file for a request, or null when Next must handle it. */
export function prerenderedFile(req: IncomingMessage, distDir: string): { file: string; internalPath: string } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  // Client-side navigations ask for the RSC payload, not HTML: Next's job.
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-router-state-tree']) return null;
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.searchParams.has('_rsc')) return null;
  for (const key of url.searchParams.keys()) if (!(key === 'lang' && url.pathname === '/lead-form')) return null;
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (!isKnownPagePath(pathname)) return null;
  const config = getConfig();
  const locale = localeForRequest({
    pathname,
    lang: url.searchParams.get('lang'),
    host: req.headers.host,
    saved: cookie(req.headers.cookie, LOCALE_STORAGE_KEY),
    rules: { frHosts: config.FR_HOSTS, enHosts: config.EN_HOSTS },
  });
  const internalPath = `/${locale}${pathname === '/' ? '' : pathname}`;
  return { file: path.join(distDir, 'server', 'app', `${internalPath.slice(1)}.html`), internalPath };
}

/** Answers the request from a prerendered page and returns true, or returns false untouched. */
export function servePrerendered(req: IncomingMessage, res: ServerResponse, distDir: string): boolean {
  const target = prerenderedFile(req, distDir);
  if (!target) return false;
  const page = loadPage(target.file);
  if (!page) return false; // rendered per request (e.g. /agent, /admin): Next renders it
  const config = getConfig();
  const https = servedOverHttps({ headers: new Headers(req.headers['x-forwarded-proto'] ? { 'x-forwarded-proto': String(req.headers['x-forwarded-proto']) } : {}) }, config.TRUST_PROXY);
  res.setHeader('Content-Security-Policy', pageCsp({ scripts: { kind: 'hashes', hashes: page.hashes }, providers: cspProviders(config), https }));
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  if (https) {
    res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    res.setHeader(COOP_HEADER.key, COOP_HEADER.value);
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The same URL is a different page per host and per saved language: caches must key on both.
  res.setHeader('Vary', 'Host, Cookie, Accept-Encoding');
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  res.setHeader('ETag', page.etag);
  if (req.headers['if-none-match'] === page.etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = page.body;
  if (/\bbr\b/.test(accept)) {
    body = page.brotli;
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accept)) {
    body = page.gzip;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
