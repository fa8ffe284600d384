import type { Config } from '@/lib/config';

// Canonical, hreflang, Open Graph and JSON-LD URLs name each language's own host (FR_HOSTS[0],
// EN_HOSTS[0]). Pages are prerendered, so those URLs are written into the HTML at build time. A
// build without the hosts still succeeds (the site must work with nothing configured) but leaves
// those URLs out, and next.config.ts says so loudly (docs/DEPLOY.md "Site hosts").

const SITE_HOST_VARIABLES = ['FR_HOSTS', 'EN_HOSTS'] as const;

/** The host variables left empty, in the order they are documented. */
export function missingSiteHosts(config: Pick<Config, 'FR_HOSTS' | 'EN_HOSTS'>): string[] {
  return SITE_HOST_VARIABLES.filter((name) => config[name].length === 0);
}

/** The build warning for a production build without some hosts. */
export function missingSiteHostsWarning(missing: readonly string[]): string {
  const bar = '⚠'.repeat(72);
  return [
    bar,
    `⚠ ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: this build leaves out canonical, hreflang, og:url and`,
    '⚠ og:image URLs (and JSON-LD links) for the pages of that language — search engines and link',
    '⚠ previews get no absolute URL for them. For a public site, build with the hosts, e.g.',
    '⚠   FR_HOSTS=receptio.fr EN_HOSTS=receptio.com npm run build',
    '⚠ (the first host listed is the canonical one; docs/DEPLOY.md "Site hosts").',
    bar,
  ].join('\n');
}
