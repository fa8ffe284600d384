import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The absolute origin of each language's site identity (SPEC: one host per language): the first
 * listed host of that language, else PUBLIC_BASE_URL, else localhost. Prerendered pages cannot
 * read the request host, so canonical and hreflang URLs come from configuration.
 */
export function siteOrigin(locale: Locale): string {
  const config = getConfig();
  const host = locale === 'fr' ? config.FR_HOSTS[0] : config.EN_HOSTS[0];
  if (host) return `https://${host}`;
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL.replace(/\/+$/, '');
  return `http://localhost:${process.env.PORT || 3000}`;
}

export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteOrigin(locale)}${path === '/' ? '' : path}` || '/';
}
