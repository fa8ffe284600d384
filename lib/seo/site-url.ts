import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The absolute origin of each language's site identity (one host per language): the first listed
 * host of that language (FR_HOSTS, EN_HOSTS). Prerendered pages cannot read the request host, so
 * canonical, hreflang, Open Graph and JSON-LD URLs come from configuration — and without it they
 * are left out (undefined here), never guessed: a build without hosts must not publish localhost
 * URLs (docs/DEPLOY.md "Site hosts").
 */
export function siteOrigin(locale: Locale): string | undefined {
  const config = getConfig();
  const host = locale === 'fr' ? config.FR_HOSTS[0] : config.EN_HOSTS[0];
  return host ? `https://${host}` : undefined;
}

/** The page's absolute URL in that language, or undefined when the language has no configured host. */
export function absoluteUrl(locale: Locale, path: string, origin = siteOrigin(locale)): string | undefined {
  return origin === undefined ? undefined : `${origin}${path === '/' ? '' : path}`;
}
