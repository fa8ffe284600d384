import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, pageCaching, pageResponseHeaders } from '@/lib/serve/page-headers';
import { resolvePageRequest, type PageTarget } from '@/lib/serve/page-request';

// Caching and security headers of a page (lib/serve/page-headers.ts), whichever path serves it.
const ctx = { providers: { cal: false } };
function target(url: string, headers: Record<string, string> = {}, trustProxy = 0): PageTarget {
  const t = resolvePageRequest({ method: 'GET', url, header: (n) => headers[n] }, { hosts: { frHosts: [], enHosts: [] }, trustProxy });
  if (!t) throw new Error(`not a page: ${url}`);
  return t;
}

describe('pageCaching', () => {
  it('lets shared caches keep host- and URL-decided prerendered pages briefly, keyed on Host', () => {
    const c = pageCaching(target('/', { host: 'receptio.fr' }), true);
    expect(c['Cache-Control']).toBe(CACHE_CONTROL.shared);
    expect(c['Cache-Control']).not.toMatch(/s-maxage=31536000/);
    expect(c.Vary).toMatch(/\bHost\b/);
    expect(c.Vary).not.toMatch(/Cookie/);
    expect(pageCaching(target('/ad-en', { host: 'localhost' }), true)['Cache-Control']).toBe(CACHE_CONTROL.shared);
  });

  it('never lets a shared cache store a page whose language the cookie decides, cookie sent or not', () => {
    const without = pageCaching(target('/', { host: 'localhost:3000' }), true);
    const withCookie = pageCaching(target('/', { host: 'localhost:3000', cookie: 'language=en' }), true);
    expect(withCookie).toEqual(without);
    expect(without['Cache-Control']).toMatch(/^private\b/);
    expect(without.Vary).toMatch(/\bCookie\b/);
  });

  it('stores pages rendered per request nowhere', () => {
    expect(pageCaching(target('/agent?id=1'), false)['Cache-Control']).toBe(CACHE_CONTROL.dynamic);
  });
});

describe('pageResponseHeaders', () => {
  it('sends HSTS and COOP only when the visit came over https', () => {
    const http = pageResponseHeaders(target('/', { 'x-forwarded-proto': 'https' }), { kind: 'hashes', hashes: [] }, ctx);
    expect(http['Strict-Transport-Security']).toBeUndefined();
    expect(http['Cross-Origin-Opener-Policy']).toBeUndefined();
    const https = pageResponseHeaders(target('/', { 'x-forwarded-proto': 'https' }, 1), { kind: 'hashes', hashes: ['sha256-abc'] }, ctx);
    expect(https['Strict-Transport-Security']).toMatch(/max-age=/);
    expect(https['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(https['Content-Security-Policy']).toContain("'sha256-abc'");
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(https['X-Content-Type-Options']).toBe('nosniff');
  });

  it('caches by the script kind: hashes mean prerendered, a nonce means rendered per request', () => {
    const t = target('/', { host: 'receptio.fr' });
    expect(pageResponseHeaders(t, { kind: 'hashes', hashes: [] }, ctx)['Cache-Control']).toBe(CACHE_CONTROL.shared);
    expect(pageResponseHeaders(t, { kind: 'nonce', nonce: 'n' }, ctx)['Cache-Control']).toBe(CACHE_CONTROL.dynamic);
  });
});
