import { afterEach, describe, expect, it } from 'vitest';
import { organizationJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { missingSiteHosts, missingSiteHostsWarning } from '@/lib/seo/site-hosts';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-url';
import { robotsTxt, sitemapXml } from '@/lib/seo/sitemap';

// Canonical, hreflang and JSON-LD origins come from FR_HOSTS / EN_HOSTS; without them they are left
// out (or, in the per-request sitemap, taken from the request) — never localhost.
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});
function env(vars: Record<string, string | undefined>) {
  process.env = { ...saved, ...vars };
}

describe('site hosts', () => {
  it('lists the missing variables and names them in the build warning', () => {
    expect(missingSiteHosts({ FR_HOSTS: [], EN_HOSTS: [] })).toEqual(['FR_HOSTS', 'EN_HOSTS']);
    expect(missingSiteHosts({ FR_HOSTS: ['receptio.fr'], EN_HOSTS: [] })).toEqual(['EN_HOSTS']);
    expect(missingSiteHosts({ FR_HOSTS: ['receptio.fr'], EN_HOSTS: ['receptio.com'] })).toEqual([]);
    expect(missingSiteHostsWarning(['EN_HOSTS'])).toContain('EN_HOSTS is not set');
  });

  it('uses the first host of each language', () => {
    env({ FR_HOSTS: 'receptio.fr,www.receptio.fr', EN_HOSTS: 'receptio.com' });
    expect(siteOrigin('fr')).toBe('https://receptio.fr');
    expect(absoluteUrl('en', '/savings')).toBe('https://receptio.com/savings');
    expect(absoluteUrl('en', '/')).toBe('https://receptio.com');
  });

  it('without hosts: no origin, JSON-LD without links, sitemap and robots.txt on the request origin', () => {
    env({ FR_HOSTS: '', EN_HOSTS: '', NODE_ENV: 'production' });
    expect(siteOrigin('fr')).toBeUndefined();
    expect(absoluteUrl('en', '/')).toBeUndefined();
    const ld = JSON.stringify([organizationJsonLd('fr'), productJsonLd('en')]);
    expect(ld).not.toMatch(/localhost|undefined|"@id"|"logo"/);
    expect(ld).toContain('"@type":"Organization"');
    const xml = sitemapXml('fr', 'https://preview.example.net');
    expect(xml).toContain('<loc>https://preview.example.net/savings</loc>');
    expect(xml).not.toContain('hreflang');
    expect(robotsTxt('fr', 'https://preview.example.net')).toContain('Sitemap: https://preview.example.net/sitemap.xml');
  });

  it('with one host only: that language keeps its URLs, hreflang alternates are left out', () => {
    env({ FR_HOSTS: 'receptio.fr', EN_HOSTS: '' });
    const xml = sitemapXml('fr', 'http://ignored');
    expect(xml).toContain('<loc>https://receptio.fr/savings</loc>');
    expect(xml).not.toContain('hreflang');
    expect(absoluteUrl('en', '/')).toBeUndefined();
  });
});
