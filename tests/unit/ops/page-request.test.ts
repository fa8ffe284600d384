import { describe, expect, it } from 'vitest';
import { resolvePageRequest, savedLocale, type ServeRules } from '@/lib/serve/page-request';

// The one decision about a page request that server.ts and proxy.ts share (lib/serve/page-request.ts).
const rules: ServeRules = { hosts: { frHosts: [], enHosts: [] }, trustProxy: 0 };
function resolve(url: string, headers: Record<string, string> = {}, r: ServeRules = rules) {
  return resolvePageRequest({ method: 'GET', url, header: (n) => headers[n] }, r);
}

describe('resolvePageRequest', () => {
  it('maps public pages to the internal page of the chosen locale', () => {
    expect(resolve('/', { host: 'receptio.fr' })).toMatchObject({ internalPath: '/fr', locale: 'fr', status: 200, decidedBy: 'host' });
    expect(resolve('/', { host: 'receptio.com' })).toMatchObject({ internalPath: '/en', decidedBy: 'host' });
    expect(resolve('/savings', { host: 'receptio.com:8443' })?.internalPath).toBe('/en/savings');
  });

  it('fixes /ad-fr, /ad-en and /agent whatever the host or saved choice', () => {
    expect(resolve('/ad-fr', { host: 'receptio.com', cookie: 'language=en' })).toMatchObject({
      internalPath: '/fr/ad-fr',
      decidedBy: 'url',
    });
    expect(resolve('/ad-en', { host: 'receptio.fr' })).toMatchObject({ internalPath: '/en/ad-en', decidedBy: 'url' });
    expect(resolve('/agent?id=x', { cookie: 'language=en' })).toMatchObject({ internalPath: '/fr/agent', search: '?id=x' });
  });

  it('host beats the saved choice; the cookie decides only on a neutral host', () => {
    expect(resolve('/', { host: 'receptio.fr', cookie: 'language=en' })?.locale).toBe('fr');
    expect(resolve('/', { host: 'localhost:3000', cookie: 'a=b; language=en' })).toMatchObject({ locale: 'en', decidedBy: 'visitor' });
    expect(resolve('/', { host: 'localhost:3000' })).toMatchObject({ locale: 'fr', decidedBy: 'visitor' });
    expect(resolve('/', { host: 'localhost', cookie: 'language=de' })?.locale).toBe('fr');
    const listed = { ...rules, hosts: { frHosts: ['accueil.example.net'], enHosts: ['welcome.example.net'] } };
    expect(resolve('/', { host: 'welcome.example.net', cookie: 'language=fr' }, listed)?.locale).toBe('en');
  });

  it('lets ?lang= choose on /lead-form only, and only with a valid value', () => {
    expect(resolve('/lead-form?lang=en', { host: 'receptio.fr' })).toMatchObject({
      internalPath: '/en/lead-form',
      search: '?lang=en',
      decidedBy: 'url',
    });
    expect(resolve('/lead-form?lang=xx', { host: 'receptio.fr' })).toMatchObject({ locale: 'fr', decidedBy: 'host' });
    expect(resolve('/?lang=en', { host: 'receptio.fr' })).toMatchObject({ locale: 'fr', search: '' });
  });

  it('ignores query parameters that do not change the page, and trailing slashes', () => {
    const plain = resolve('/ad-fr', { host: 'receptio.fr' });
    expect(resolve('/ad-fr?utm_source=google&utm_campaign=x&gclid=abc&fbclid=def', { host: 'receptio.fr' })).toEqual(plain);
    expect(resolve('/ad-fr/', { host: 'receptio.fr' })).toEqual(plain);
    expect(resolve('/lead-form/?utm_medium=cpc&lang=en', { host: 'receptio.fr' })?.search).toBe('?lang=en');
    expect(resolve('/admin?tab=calls&q=x')?.search).toBe('?tab=calls&q=x');
  });

  it('reads paths as the URL parser does (dot segments, backslashes)', () => {
    expect(resolve('/terms/../ad-fr', { host: 'receptio.fr' })?.internalPath).toBe('/fr/ad-fr');
    expect(resolve('/ad-fr/./', { host: 'receptio.fr' })?.internalPath).toBe('/fr/ad-fr');
    expect(resolve('/%61d-fr', { host: 'receptio.fr' })?.status).toBe(404);
  });

  it("answers 404 for unknown paths and internal locale URLs, in the visitor's locale", () => {
    expect(resolve('/nope', { host: 'receptio.com' })).toMatchObject({ status: 404, internalPath: '/en/__not-found/nope' });
    expect(resolve('/fr/ad-fr', { host: 'receptio.fr' })).toMatchObject({ status: 404, internalPath: '/fr/__not-found/fr/ad-fr' });
  });

  it('leaves what is not a page to Next', () => {
    for (const url of ['/api/health', '/_next/static/chunks/a.js', '/robots.txt', '/icon.svg', '/fr/opengraph-image-12ab']) {
      expect(resolve(url, { host: 'receptio.fr' })).toBeNull();
    }
  });

  it('marks client-side navigations (RSC payload requests)', () => {
    expect(resolve('/', { host: 'receptio.fr' })?.navigation).toBe(false);
    expect(resolve('/', { host: 'receptio.fr', rsc: '1' })?.navigation).toBe(true);
    expect(resolve('/savings?_rsc=abc', { host: 'receptio.fr' })).toMatchObject({ navigation: true, search: '?_rsc=abc' });
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', () => {
    expect(resolve('/', { 'x-forwarded-proto': 'https' })?.https).toBe(false);
    expect(resolve('/', { 'x-forwarded-proto': 'https' }, { ...rules, trustProxy: 1 })?.https).toBe(true);
  });
});

describe('savedLocale', () => {
  it('reads the language cookie among others, and only valid values', () => {
    expect(savedLocale('a=1; language=en; b=2')).toBe('en');
    expect(savedLocale('xlanguage=en')).toBeUndefined();
    expect(savedLocale('language=EN')).toBeUndefined();
    expect(savedLocale(undefined)).toBeUndefined();
  });
});
