import { pageCsp, type CspProviders, type ScriptSources } from '@/lib/security/csp';
import { COOP_HEADER, HSTS_VALUE, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';
import type { PageTarget } from './page-request';

// The response headers of a page, the same whichever path answers it (server.ts's fast path or
// Next through proxy.ts): security headers and the caching headers a shared cache (CDN, reverse
// proxy) needs. docs/DEPLOY.md "Behind a CDN or reverse proxy" explains them to operators.

/**
 * Next's own Vary for app pages: the same URL answers HTML or an RSC payload depending on these
 * request headers. Sent on the HTML too, so a cache keeps the two apart whichever came first.
 */
const NEXT_VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch';

export const CACHE_CONTROL = {
  /** Rendered per request (nonce in its CSP, or per-visitor content): never stored anywhere. */
  dynamic: 'private, no-cache, no-store, max-age=0, must-revalidate',
  /**
   * Prerendered, language chosen by the visitor's cookie (a host that imposes no language): the
   * browser may keep it and revalidate (ETag); shared caches must not store it at all — a CDN that
   * ignores Vary: Cookie would otherwise hand one visitor's language to the next.
   */
  perVisitor: 'private, no-cache',
  /**
   * Prerendered, the same for everyone on this host: browsers revalidate every time (ETag → 304),
   * shared caches may keep it 5 minutes, so a deploy reaches every visitor within 5 minutes without
   * a purge (never Next's one-year s-maxage, which outlives the deploy that made the page).
   */
  shared: 'public, max-age=0, s-maxage=300, must-revalidate',
} as const;

/** Cache-Control and Vary: they depend on the URL and host only, never on the cookie or ignored query. */
export function pageCaching(target: Pick<PageTarget, 'decidedBy'>, prerendered: boolean): { 'Cache-Control': string; Vary: string } {
  const perVisitor = target.decidedBy === 'visitor';
  const cacheControl = !prerendered ? CACHE_CONTROL.dynamic : perVisitor ? CACHE_CONTROL.perVisitor : CACHE_CONTROL.shared;
  // Host: one URL is a French page on the French host and an English one on the English host.
  const vary = `${NEXT_VARY}, Host${perVisitor ? ', Cookie' : ''}, Accept-Encoding`;
  return { 'Cache-Control': cacheControl, Vary: vary };
}

export type PageHeaderContext = { providers: CspProviders; dev?: boolean };

/** Every header a page response carries besides its body's own (type, length, ETag, encoding). */
export function pageResponseHeaders(target: PageTarget, scripts: ScriptSources, ctx: PageHeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': pageCsp({ scripts, providers: ctx.providers, dev: ctx.dev, https: target.https }),
  };
  for (const { key, value } of STATIC_SECURITY_HEADERS) headers[key] = value;
  // Browsers ignore HSTS on http, and Chromium logs an error for COOP on a plain-http origin.
  if (target.https) {
    headers['Strict-Transport-Security'] = HSTS_VALUE;
    headers[COOP_HEADER.key] = COOP_HEADER.value;
  }
  return { ...headers, ...pageCaching(target, scripts.kind === 'hashes') };
}
