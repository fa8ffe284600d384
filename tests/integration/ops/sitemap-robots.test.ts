import * as cheerio from 'cheerio';
import { GET as robots } from '@/app/robots.txt/route';
import { GET as sitemap } from '@/app/sitemap.xml/route';

// Per-host sitemap.xml / robots.txt through the real route handlers, with the two test hosts
// configured as in production (FR_HOSTS / EN_HOSTS).
const saved = { ...process.env };
beforeAll(() => {
  process.env.FR_HOSTS = 'receptio.fr';
  process.env.EN_HOSTS = 'receptio.com';
});
afterAll(() => {
  process.env = saved;
});

async function fetchSitemap(host: string) {
  const res = await sitemap(new Request(`http://${host}/sitemap.xml`, { headers: { host } }));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  return cheerio.load(await res.text(), { xml: true });
}

describe('sitemap.xml per host', () => {
  it('the .fr host lists French URLs with fr/en/x-default alternates', async () => {
    const $ = await fetchSitemap('receptio.fr');
    const locs = $('url > loc')
      .map((_, el) => $(el).text())
      .get();
    expect(locs).toContain('https://receptio.fr');
    expect(locs).toContain('https://receptio.fr/lead-form');
    expect(locs).toContain('https://receptio.fr/privacy-policy');
    expect(locs).toContain('https://receptio.fr/ad-fr');
    expect(locs).not.toContain('https://receptio.fr/ad-en');
    expect(locs.every((l) => l.startsWith('https://receptio.fr'))).toBe(true);
    expect(locs.some((l) => /\/admin|\/api\/|\/agent/.test(l))).toBe(false);
    const home = $('url').filter((_, el) => $(el).children('loc').text() === 'https://receptio.fr');
    const alternates = Object.fromEntries(
      home
        .find('xhtml\\:link')
        .map((_, el) => [[$(el).attr('hreflang'), $(el).attr('href')]])
        .get(),
    );
    expect(alternates).toEqual({ fr: 'https://receptio.fr', en: 'https://receptio.com', 'x-default': 'https://receptio.fr' });
  });

  it('the .com host lists English URLs', async () => {
    const $ = await fetchSitemap('receptio.com:443');
    const locs = $('url > loc')
      .map((_, el) => $(el).text())
      .get();
    expect(locs).toContain('https://receptio.com/lead-form');
    expect(locs).toContain('https://receptio.com/ad-en');
    expect(locs).not.toContain('https://receptio.com/ad-fr');
    expect(locs.every((l) => l.startsWith('https://receptio.com'))).toBe(true);
    const form = $('url').filter((_, el) => $(el).children('loc').text() === 'https://receptio.com/lead-form');
    expect(form.find('xhtml\\:link[hreflang="fr"]').attr('href')).toBe('https://receptio.fr/lead-form');
  });

  it('a neutral host gets the default (French) URLs', async () => {
    const $ = await fetchSitemap('localhost:3000');
    expect($('url > loc').first().text()).toBe('https://receptio.fr');
  });
});

describe('robots.txt per host', () => {
  it('disallows /admin and /api/ and points to the host’s sitemap', async () => {
    for (const [host, origin] of [
      ['receptio.fr', 'https://receptio.fr'],
      ['receptio.com', 'https://receptio.com'],
    ]) {
      const res = await robots(new Request(`http://${host}/robots.txt`, { headers: { host } }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toMatch(/^User-agent: \*$/m);
      expect(text).toMatch(/^Disallow: \/admin$/m);
      expect(text).toMatch(/^Disallow: \/api\/$/m);
      expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
  });
});
