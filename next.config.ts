import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseConfig } from './lib/config';
import { missingSiteHosts, missingSiteHostsWarning } from './lib/seo/site-hosts';
import { RESOURCE_CSP } from './lib/security/csp';
import { STATIC_SECURITY_HEADERS } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // /savings/ is the page /savings, answered in place like server.ts does (lib/serve/page-request.ts),
  // instead of Next's 308 to the slash-less URL: one rule for both paths; canonical links name the
  // slash-less URL.
  skipTrailingSlashRedirect: true,
  // A second build directory lets benchmarks build without disturbing a server that runs from .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The stylesheet (Tailwind, ~9 KiB gzip) inside the HTML rather than a render-blocking request
  // before the first paint (bench:web: LCP and FCP of /, /ad-fr, /ad-en).
  experimental: { inlineCss: true },
  // Types are checked once, by `tsc --noEmit` over the whole repo (app, lib, scripts, tests) in
  // `npm test`; checking again inside every build only slowed it down.
  typescript: { ignoreBuildErrors: true },
  // Loaded by Node at run time rather than bundled: PGlite ships wasm + data files.
  serverExternalPackages: ['@electric-sql/pglite', 'pino'],
  // Security headers on every response. Pages get their own CSP from proxy.ts (script hashes or a
  // nonce, see lib/security/csp.ts), which replaces this locked-down default meant for JSON, XML,
  // text and images.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...STATIC_SECURITY_HEADERS, { key: 'Content-Security-Policy', value: RESOURCE_CSP }],
      },
      // The operator view must never be indexed (the page also carries a robots meta tag).
      { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/admin', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ];
  },
};

export default function config(phase: string): NextConfig {
  // Canonical and hreflang URLs are written into prerendered pages: without hosts they are left
  // out, and the build says so where nobody can miss it.
  if (phase === PHASE_PRODUCTION_BUILD) {
    const missing = missingSiteHosts(parseConfig(process.env));
    if (missing.length) console.warn(`\n${missingSiteHostsWarning(missing)}\n`);
  }
  return withNextIntl(nextConfig);
}
