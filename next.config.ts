import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { RESOURCE_CSP } from './lib/security/csp';
import { COOP_HEADER, STATIC_SECURITY_HEADERS } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A second build directory lets benchmarks build without disturbing a server that runs from .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
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
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [COOP_HEADER] },
      // The operator view must never be indexed (the page also carries a robots meta tag).
      { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/admin', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
