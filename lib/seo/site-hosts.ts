import type { Config } from '@/lib/config';

// Canonical, hreflang, Open Graph and sitemap URLs name each language's own host (FR_HOSTS[0],
// EN_HOSTS[0]). Pages are prerendered, so those URLs are written into the HTML at build time:
// a production build without both hosts would publish pages whose canonical URL is wherever the
// build ran. next.config.ts therefore refuses such a build (docs/DEPLOY.md "Site hosts").

export const SITE_HOST_VARIABLES = ['FR_HOSTS', 'EN_HOSTS'] as const;

/** The host variables left empty, in the order they are documented. */
export function missingSiteHosts(config: Pick<Config, 'FR_HOSTS' | 'EN_HOSTS'>): string[] {
  return SITE_HOST_VARIABLES.filter((name) => config[name].length === 0);
}

export function missingSiteHostsMessage(missing: readonly string[]): string {
  return (
    `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. A production build writes canonical, hreflang and ` +
    'Open Graph URLs into every prerendered page, so it needs the host of each language, e.g.\n' +
    '  FR_HOSTS=receptio.fr EN_HOSTS=receptio.com npm run build\n' +
    '(the first host listed is the canonical one; see docs/DEPLOY.md "Site hosts").'
  );
}
