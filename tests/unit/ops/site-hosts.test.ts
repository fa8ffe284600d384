import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { missingSiteHosts } from '@/lib/seo/site-hosts';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-url';

// Canonical and hreflang origins come from FR_HOSTS / EN_HOSTS; production never falls back to localhost.
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});
function env(vars: Record<string, string | undefined>) {
  process.env = { ...saved, ...vars };
  resetConfigForTests();
}

describe('site hosts', () => {
  it('lists the missing variables', () => {
    expect(missingSiteHosts({ FR_HOSTS: [], EN_HOSTS: [] })).toEqual(['FR_HOSTS', 'EN_HOSTS']);
    expect(missingSiteHosts({ FR_HOSTS: ['receptio.fr'], EN_HOSTS: [] })).toEqual(['EN_HOSTS']);
    expect(missingSiteHosts({ FR_HOSTS: ['receptio.fr'], EN_HOSTS: ['receptio.com'] })).toEqual([]);
  });

  it('uses the first host of each language', () => {
    env({ FR_HOSTS: 'receptio.fr,www.receptio.fr', EN_HOSTS: 'receptio.com', NODE_ENV: 'production' });
    expect(siteOrigin('fr')).toBe('https://receptio.fr');
    expect(absoluteUrl('en', '/savings')).toBe('https://receptio.com/savings');
    expect(absoluteUrl('en', '/')).toBe('https://receptio.com');
  });

  it('refuses to make localhost URLs in production, and allows them in development', () => {
    env({ FR_HOSTS: '', EN_HOSTS: '', NODE_ENV: 'production' });
    expect(() => siteOrigin('fr')).toThrow(/FR_HOSTS and EN_HOSTS are not set/);
    env({ FR_HOSTS: '', EN_HOSTS: '', NODE_ENV: 'development', PORT: '4000' });
    expect(siteOrigin('en')).toBe('http://localhost:4000');
  });
});
