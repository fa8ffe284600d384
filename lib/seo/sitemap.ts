import { pagePaths, privatePathPrefixes } from '@/config/routes';
import { getConfig } from '@/lib/config';
import { servedOverHttps } from '@/lib/security/headers';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { FIXED_LOCALE_PATHS } from '@/lib/i18n/request-locale';
import { hostRules } from '@/lib/i18n/host-rules';
import { localeFromHost } from '@/lib/i18n/resolve-locale';
import { absoluteUrl, siteOrigin } from './site-url';

// sitemap.xml and robots.txt per host: the French host lists the
// French URLs, the English host the English ones, each with hreflang alternates to the other.
// A host that imposes no language (localhost, a bare IP) gets the default language's.

/** Pages kept out of search results (their pages also say noindex). */
const NOINDEX_PATHS = ['/agent'] as const;

export function sitemapLocale(host: string | null): Locale {
  return localeFromHost(host, hostRules()) ?? defaultLocale;
}

/** Indexable paths that exist in a locale (fixed-language pages only in theirs). */
function indexablePaths(locale: Locale): string[] {
  return pagePaths.filter((p) => {
    if ((NOINDEX_PATHS as readonly string[]).includes(p)) return false;
    const fixed = FIXED_LOCALE_PATHS[p];
    return !fixed || fixed === locale;
  });
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap of one language. `requestOrigin` (the origin the request came to) stands in for a
 * language without a configured host: a sitemap needs absolute URLs, and this one is read per
 * request. hreflang alternates need every language's host, so they appear only when all are set.
 */
export function sitemapXml(locale: Locale, requestOrigin: string): string {
  const origin = siteOrigin(locale) ?? requestOrigin;
  const alternatesKnown = locales.every((l) => siteOrigin(l) !== undefined);
  const urls = indexablePaths(locale).map((path) => {
    const alternates =
      FIXED_LOCALE_PATHS[path] || !alternatesKnown
        ? []
        : [
            ...locales.map((l) => ({ hreflang: l, href: absoluteUrl(l, path)! })),
            { hreflang: 'x-default', href: absoluteUrl(defaultLocale, path)! },
          ];
    const links = alternates
      .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      .join('');
    return `  <url>\n    <loc>${xmlEscape(absoluteUrl(locale, path, origin)!)}</loc>${links}\n  </url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function robotsTxt(locale: Locale, requestOrigin: string): string {
  // Noindex pages stay crawlable: a crawler must fetch them to see their noindex.
  const disallow = [...privatePathPrefixes, '/api/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteOrigin(locale) ?? requestOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The origin a request came to (scheme per TRUST_PROXY, as for HSTS), for sitemap and robots.txt. */
export function requestOrigin(req: Request): string {
  const https = servedOverHttps(req, getConfig().TRUST_PROXY);
  return `${https ? 'https' : 'http'}://${req.headers.get('host') ?? 'localhost'}`;
}
