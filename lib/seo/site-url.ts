import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { missingSiteHosts, missingSiteHostsMessage } from './site-hosts';

/**
 * The absolute origin of each language's site identity (one host per language): the first listed
 * host of that language. Prerendered pages cannot read the request host, so canonical and hreflang
 * URLs come from configuration. Only `next dev` and tests may do without (localhost); a production
 * build or server without hosts is refused rather than publishing localhost URLs.
 */
export function siteOrigin(locale: Locale): string {
  const config = getConfig();
  const host = locale === 'fr' ? config.FR_HOSTS[0] : config.EN_HOSTS[0];
  if (host) return `https://${host}`;
  if (config.NODE_ENV === 'production') throw new Error(missingSiteHostsMessage(missingSiteHosts(config)));
  return `http://localhost:${process.env.PORT || 3000}`;
}

export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteOrigin(locale)}${path === '/' ? '' : path}`;
}
