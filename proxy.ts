import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { LOCALE_STORAGE_KEY, locales } from '@/lib/i18n/locales';
import { localeForRequest } from '@/lib/i18n/request-locale';
import { isKnownPagePath } from '@/config/routes';
import { securePageRewrite } from '@/lib/security/page-security';

// Public URLs carry no locale. Each page request is rewritten to the internal /{locale}/… tree so
// every page can still be prerendered per locale (STACK-NOTES.md "Next.js 16").
export function proxy(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  const first = pathname.split('/')[1];
  // Internal locale URLs are not public pages (one URL per page), except generated metadata
  // images that Next links with their internal path.
  if ((locales as readonly string[]).includes(first)) {
    if (/\/(opengraph-image|twitter-image)[^/]*$/.test(pathname)) return NextResponse.next();
    return notFound(req, first);
  }
  const config = getConfig();
  const locale = localeForRequest({
    pathname,
    lang: searchParams.get('lang'),
    host: req.headers.get('host'),
    saved: req.cookies.get(LOCALE_STORAGE_KEY)?.value,
    rules: { frHosts: config.FR_HOSTS, enHosts: config.EN_HOSTS },
  });
  if (!isKnownPagePath(pathname)) return notFound(req, locale, pathname);
  const url = req.nextUrl.clone();
  url.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
  // Page CSP (script hashes or nonce) + HSTS: lib/security/page-security.ts.
  return securePageRewrite(req, url);
}

/** Unknown paths render the 404 page ([...rest]) with a real 404 status. */
function notFound(req: NextRequest, locale: string, pathname = req.nextUrl.pathname) {
  const url = req.nextUrl.clone();
  url.pathname = `/${locale}/__not-found${pathname}`;
  return securePageRewrite(req, url, 404);
}

export const config = {
  // Everything but API routes, Next's assets and files with an extension (robots.txt, icons…).
  matcher: ['/((?!api/|_next/|.*\\.[\\w]+$).*)'],
};
