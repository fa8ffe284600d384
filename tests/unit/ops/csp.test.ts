import { describe, expect, it } from 'vitest';
import { cspProviders, pageCsp, parseCsp, RESOURCE_CSP } from '@/lib/security/csp';
import { HSTS_VALUE, PERMISSIONS_POLICY, servedOverHttps } from '@/lib/security/headers';
import { inlineScriptHashes, inlineScripts, scriptHash } from '@/lib/security/inline-script-hashes';
import { parseConfig } from '@/lib/config';

const none = cspProviders(parseConfig({}));
const all = cspProviders(parseConfig({ VAPI_PUBLIC_KEY: 'pk', CAL_LINK: 'team/discovery' }));

describe('page CSP', () => {
  it('prerendered page: its script hashes, no unsafe-inline/eval, locked-down defaults', () => {
    const csp = parseCsp(pageCsp({ scripts: { kind: 'hashes', hashes: ['sha256-abc='] }, providers: none }));
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('dynamic page: a nonce; dev adds unsafe-eval only', () => {
    const prod = parseCsp(pageCsp({ scripts: { kind: 'nonce', nonce: 'n0nce' }, providers: none }));
    expect(prod.get('script-src')).toEqual(["'self'", "'nonce-n0nce'"]);
    const dev = parseCsp(pageCsp({ scripts: { kind: 'nonce', nonce: 'n0nce' }, providers: none, dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('no third party unless configured', () => {
    const policy = pageCsp({ scripts: { kind: 'hashes', hashes: [] }, providers: none });
    expect(policy).not.toMatch(/vapi|daily|cal\.com|pluot/);
  });

  it('Vapi/Daily and Cal.com hosts when configured', () => {
    const csp = parseCsp(pageCsp({ scripts: { kind: 'hashes', hashes: [] }, providers: all, https: true }));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://*.pluot.blue',
      'wss://*.pluot.blue',
    ]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://c.daily.co', 'https://app.cal.com']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-src')).toEqual(['https://app.cal.com', 'https://cal.com']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('Vapi counts as configured with signed tokens, and follows VAPI_API_URL', () => {
    expect(
      cspProviders(parseConfig({ VAPI_PRIVATE_KEY: 'k', VAPI_ORG_ID: 'o', VAPI_API_URL: 'https://vapi.example.org/v1' })).vapiApiOrigin,
    ).toBe('https://vapi.example.org');
    expect(cspProviders(parseConfig({ VAPI_PRIVATE_KEY: 'k' })).vapiApiOrigin).toBeUndefined();
    expect(cspProviders(parseConfig({ VAPI_AD_EN_PUBLIC_KEY: 'pk' })).vapiApiOrigin).toBe('https://api.vapi.ai');
  });

  it('non-page responses load and run nothing', () => {
    const csp = parseCsp(RESOURCE_CSP);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
  });
});

describe('inline script hashes', () => {
  const html = `<html><head><script src="/_next/a.js" async=""></script><script>self.__next_f=1</script>
    <script type="application/ld+json">{"@type":"Organization"}</script><script id="x">a("é")</script><script>self.__next_f=1</script></head></html>`;
  it('hashes executable inline scripts only, deduplicated', () => {
    expect(inlineScripts(html)).toEqual(['self.__next_f=1', 'a("é")', 'self.__next_f=1']);
    expect(inlineScriptHashes(html)).toEqual([scriptHash('self.__next_f=1'), scriptHash('a("é")')]);
    // Known vector: sha256 of "alert(1)" (UTF-8) as browsers compute it.
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('HSTS only over https behind a trusted proxy', () => {
  const req = (proto?: string) => ({ headers: new Headers(proto ? { 'x-forwarded-proto': proto } : {}) });
  it('ignores X-Forwarded-Proto without TRUST_PROXY (a client could forge it)', () => {
    expect(servedOverHttps(req('https'), 0)).toBe(false);
  });
  it('believes the outermost trusted proxy', () => {
    expect(servedOverHttps(req('https'), 1)).toBe(true);
    expect(servedOverHttps(req('http'), 1)).toBe(false);
    expect(servedOverHttps(req(), 1)).toBe(false);
    expect(servedOverHttps(req('http, https'), 1)).toBe(true); // client wrote http, our proxy https
    expect(servedOverHttps(req('https, http'), 1)).toBe(false); // forged https, our proxy saw http
    expect(servedOverHttps(req('https, http'), 2)).toBe(true);
  });
  it('HSTS value and Permissions-Policy', () => {
    expect(HSTS_VALUE).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(PERMISSIONS_POLICY).toContain('microphone=(self)');
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });
});
