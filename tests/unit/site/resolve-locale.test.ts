import { describe, expect, it } from 'vitest';
import { alternateHost, localeFromHost, normalizeHost, resolveLocale } from '@/lib/i18n/resolve-locale';
import { localeForRequest } from '@/lib/i18n/request-locale';

const none = { frHosts: [], enHosts: [] };
const listed = { frHosts: ['accueil.example.net'], enHosts: ['welcome.example.net'] };

describe('localeFromHost', () => {
  it.each([
    ['receptio.fr', 'fr'],
    ['www.receptio.fr', 'fr'],
    ['receptio.fr:3000', 'fr'],
    ['RECEPTIO.FR', 'fr'],
    ['receptio-fr.vercel.app', 'fr'],
    ['receptio.com', 'en'],
    ['www.receptio.com:8080', 'en'],
    ['localhost', undefined],
    ['localhost:3000', undefined],
    ['127.0.0.1:3000', undefined],
    ['receptio.io', undefined],
    ['', undefined],
  ])('%s → %s', (host, expected) => {
    expect(localeFromHost(host, none)).toBe(expected);
  });

  it('listed hosts win over the conventions', () => {
    expect(localeFromHost('accueil.example.net', listed)).toBe('fr');
    expect(localeFromHost('welcome.example.net', listed)).toBe('en');
    expect(localeFromHost('shop.fr', { frHosts: [], enHosts: ['shop.fr'] })).toBe('en');
  });

  it('normalizes hosts', () => {
    expect(normalizeHost(' Receptio.FR:443 ')).toBe('receptio.fr');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost(null)).toBe('');
  });
});

describe('resolveLocale: host, then saved choice, then French', () => {
  it('host beats the saved choice', () => {
    expect(resolveLocale({ host: 'receptio.fr', saved: 'en', rules: none })).toBe('fr');
    expect(resolveLocale({ host: 'receptio.com', saved: 'fr', rules: none })).toBe('en');
  });
  it('saved choice on a neutral host', () => {
    expect(resolveLocale({ host: 'localhost:3000', saved: 'en', rules: none })).toBe('en');
    expect(resolveLocale({ host: 'localhost:3000', saved: 'fr', rules: none })).toBe('fr');
  });
  it('ignores an invalid saved value and defaults to French', () => {
    expect(resolveLocale({ host: 'localhost', saved: 'de', rules: none })).toBe('fr');
    expect(resolveLocale({ host: undefined, saved: undefined, rules: none })).toBe('fr');
  });
});

describe('localeForRequest', () => {
  const base = { host: 'localhost', saved: 'en', rules: none };
  it('fixes /ad-fr, /ad-en and /agent whatever the host or choice', () => {
    expect(localeForRequest({ ...base, pathname: '/ad-fr', host: 'receptio.com' })).toBe('fr');
    expect(localeForRequest({ ...base, pathname: '/ad-en', host: 'receptio.fr' })).toBe('en');
    expect(localeForRequest({ ...base, pathname: '/agent', saved: 'en' })).toBe('fr');
    expect(localeForRequest({ ...base, pathname: '/ad-fr/' })).toBe('fr');
  });
  it('lets /lead-form?lang= choose, and only with a valid value', () => {
    expect(localeForRequest({ ...base, pathname: '/lead-form', lang: 'fr' })).toBe('fr');
    expect(localeForRequest({ ...base, pathname: '/lead-form', lang: 'en', host: 'receptio.fr' })).toBe('en');
    expect(localeForRequest({ ...base, pathname: '/lead-form', lang: 'xx' })).toBe('en');
    expect(localeForRequest({ pathname: '/lead-form', rules: none })).toBe('fr');
  });
  it('ignores ?lang= elsewhere', () => {
    expect(localeForRequest({ ...base, pathname: '/', lang: 'fr' })).toBe('en');
  });
});

describe('alternateHost', () => {
  it('swaps the top-level domain of a host bound to the other language', () => {
    expect(alternateHost('receptio.fr', 'en', none)).toBe('receptio.com');
    expect(alternateHost('www.receptio.com', 'fr', none)).toBe('www.receptio.fr');
  });
  it('prefers the listed host of the wanted language', () => {
    expect(alternateHost('accueil.example.net', 'en', listed)).toBe('welcome.example.net');
  });
  it('is undefined on neutral hosts or when already right', () => {
    expect(alternateHost('localhost', 'en', none)).toBeUndefined();
    expect(alternateHost('receptio.fr', 'fr', none)).toBeUndefined();
  });
});
