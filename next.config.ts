import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded by Node at run time rather than bundled: PGlite ships wasm + data files.
  serverExternalPackages: ['@electric-sql/pglite', 'pino'],
};

export default withNextIntl(nextConfig);
