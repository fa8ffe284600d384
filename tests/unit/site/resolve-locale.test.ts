import { describe, expect, it } from 'vitest';
import { alternateHost, localeFromHost, normalizeHost } from '@/lib/i18n/resolve-locale';

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
