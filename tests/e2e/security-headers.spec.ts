import * as cheerio from 'cheerio';
import { parseCsp } from '@/lib/security/csp';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { startProductionServer, type RunningServer } from '@/tests/helpers/server';
import { baseUrl, EN_HOST, expect, FR_HOST, test } from './fixtures';
import { apiPaths, FILE_PATHS, PAGE_PATHS, request, type RawResponse } from './ops-helpers';

// Reads the response headers of every page (both hosts), every API route and every file, and
// asserts the security policy of lib/security/*.

function expectCommonHeaders(res: RawResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // COOP is sent on pages over https only (lib/serve/page-headers.ts); see the proxy suite below.
  expect(res.headers['cross-origin-opener-policy'], what).toBeUndefined();
  const pp = String(res.headers['permissions-policy']);
  expect(pp, what).toContain('microphone=(self)');
  for (const denied of ['camera=()', 'geolocation=()', 'payment=()', 'usb=()', 'display-capture=()']) expect(pp, what).toContain(denied);
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

function csp(res: RawResponse, what: string) {
  const raw = res.headers['content-security-policy'];
  expect(typeof raw, `${what}: exactly one CSP header`).toBe('string');
  return parseCsp(raw as string);
}

test.describe('security headers on every page', () => {
  const seen = { hashes: 0, nonce: 0 };
  test.afterAll(() =>
    console.log(
      `security-headers: ${PAGE_PATHS.length * 2} page responses (${seen.hashes} with script hashes, ${seen.nonce} with a nonce)`,
    ),
  );

  for (const host of [FR_HOST, EN_HOST]) {
    for (const path of PAGE_PATHS) {
      test(`${host}${path}`, async () => {
        const res = await request(baseUrl(), path, { host });
        const what = `${host}${path} (${res.status})`;
        expect([200, 404]).toContain(res.status);
        expect(res.headers['content-type']).toContain('text/html');
        expectCommonHeaders(res, what);
        expect(res.headers['strict-transport-security'], `${what}: no HSTS over plain http`).toBeUndefined();
        const policy = csp(res, what);
        const script = policy.get('script-src')!;
        expect(script, what).toContain("'self'");
        expect(script, what).not.toContain("'unsafe-inline'");
        expect(script, what).not.toContain("'unsafe-eval'");
        expect(policy.get('object-src'), what).toEqual(["'none'"]);
        expect(policy.get('base-uri'), what).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
        expect(policy.get('default-src'), what).toEqual(["'self'"]);
        // No provider is configured on this server: no third-party origin anywhere.
        expect(res.headers['content-security-policy'], what).not.toMatch(/https?:\/\/|wss:/);

        // Every inline script of the document is allowed by the policy, and nothing more runs.
        const $ = cheerio.load(res.text);
        const nonce = script.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
        if (nonce) {
          seen.nonce++;
          $('script:not([type="application/ld+json"])').each((_, el) => {
            expect($(el).attr('nonce'), `${what}: script without the nonce`).toBe(nonce);
          });
        } else {
          seen.hashes++;
          const allowed = new Set(script.filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(1, -1)));
          const needed = inlineScriptHashes(res.text);
          expect(needed.length, `${what}: Next's inline scripts`).toBeGreaterThan(0);
          for (const h of needed) expect(allowed.has(h), `${what}: inline script ${h} not in the CSP`).toBe(true);
        }
      });
    }
  }

  test('prerendered pages are served from the build (hashes, not nonces; validators for caches)', async () => {
    for (const path of ['/', '/ad-fr', '/ad-en', '/lead-form', '/privacy-policy']) {
      const res = await request(baseUrl(), path, { host: FR_HOST });
      expect(res.headers['content-security-policy'], path).toContain("'sha256-");
      expect(res.headers['content-security-policy'], path).not.toContain("'nonce-");
      // server.ts answers them before Next: one strong ETag per prerendered file (the etag package).
      expect(res.headers.etag, path).toMatch(/^"[\w+/=-]+"$/);
      expect(res.headers.vary, path).toMatch(/Host/);
      const again = await request(baseUrl(), path, { host: FR_HOST, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.status, path).toBe(304);
    }
  });

  test('a forged X-Forwarded-Proto does not earn HSTS when no proxy is trusted (TRUST_PROXY=0)', async () => {
    const res = await request(baseUrl(), '/', { host: FR_HOST, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

test.describe('security headers on every API route and file', () => {
  for (const path of apiPaths())
    test(path, async () => {
      const res = await request(baseUrl(), path, { host: FR_HOST });
      expect(res.status, path).toBeLessThan(500);
      expectCommonHeaders(res, path);
      const policy = csp(res, path);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      if (res.headers['content-type']?.includes('json')) {
        expect(res.headers['x-request-id'], path).toBeTruthy();
      }
    });

  for (const path of FILE_PATHS)
    test(path, async () => {
      const res = await request(baseUrl(), path, { host: FR_HOST });
      expect(res.status, path).toBe(200);
      expectCommonHeaders(res, path);
      expect(csp(res, path).get('default-src'), path).toEqual(["'none'"]);
    });
});

test.describe('behind a TLS-terminating proxy, with Vapi and Cal.com configured', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startProductionServer({
      env: { TRUST_PROXY: '1', VAPI_PUBLIC_KEY: 'pk_test_public', VAPI_ASSISTANT_ID: 'asst_test', CAL_LINK: 'receptio/discovery-call' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('HSTS, COOP and upgrade-insecure-requests only when the proxy says https', async () => {
    const https = await request(server.url, '/', {
      host: FR_HOST,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(https.headers['cross-origin-opener-policy']).toBe('same-origin');
    // COOP governs documents: pages only, by the same TRUST_PROXY rule as HSTS (lib/serve/page-headers.ts).
    const api = await request(server.url, '/api/health', { host: FR_HOST, headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    // The same rule on the page Next renders per request as on the prerendered page server.ts sends.
    const dynamic = await request(server.url, '/no-such-page', { host: FR_HOST, headers: { 'x-forwarded-proto': 'https' } });
    expect(dynamic.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(dynamic.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(csp(https, 'https').has('upgrade-insecure-requests')).toBe(true);
    const http = await request(server.url, '/', { host: FR_HOST, headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(http.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(csp(http, 'http').has('upgrade-insecure-requests')).toBe(false);
  });

  test('the CSP allows exactly the Vapi/Daily and Cal.com origins', async () => {
    const res = await request(server.url, '/ad-fr', { host: FR_HOST });
    const policy = csp(res, '/ad-fr');
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://*.pluot.blue',
      'wss://*.pluot.blue',
    ]);
    expect(policy.get('script-src')!.filter((s) => !s.startsWith("'"))).toEqual(['https://c.daily.co', 'https://app.cal.com']);
    expect(policy.get('frame-src')).toEqual(['https://app.cal.com', 'https://cal.com']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
  });
});

test.describe('structured data and sharing metadata in the served pages', () => {
  for (const host of [FR_HOST, EN_HOST])
    test(`${host}/ carries Organization, FAQPage and Product/Offer JSON-LD and its own OG image`, async () => {
      const res = await request(baseUrl(), '/', { host });
      const $ = cheerio.load(res.text);
      const blocks = $('script[type="application/ld+json"]')
        .map((_, el) => JSON.parse($(el).text()))
        .get()
        .flat() as { '@type': string; mainEntity?: unknown[]; offers?: { price: number; priceCurrency: string } }[];
      const types = blocks.map((b) => b['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'FAQPage', 'Product']));
      expect(blocks.find((b) => b['@type'] === 'FAQPage')!.mainEntity).toHaveLength($('#faq details').length);
      expect(blocks.find((b) => b['@type'] === 'Product')!.offers).toMatchObject({ price: 49, priceCurrency: 'EUR' });
      const locale = host === FR_HOST ? 'fr' : 'en';
      expect($('meta[property="og:image"]').attr('content')).toMatch(new RegExp(`/og/home-${locale}\\.png$`));
      // No request for an icon or a manifest races the first paint: the SVG favicon is inline.
      expect($('link[rel="manifest"]').length).toBe(0);
      expect($('link[rel="icon"][type="image/svg+xml"]').attr('href')).toMatch(/^data:image\/svg\+xml,/);
      expect($('link[rel="icon"][type="image/x-icon"]').attr('href')).toBe('/favicon.ico');
      expect($('link[rel="apple-touch-icon"]').attr('href')).toBe('/apple-icon.png');
    });

  test('every other page carries the Organization JSON-LD', async () => {
    for (const path of ['/ad-fr', '/lead-form', '/privacy-policy']) {
      const $ = cheerio.load((await request(baseUrl(), path, { host: FR_HOST })).text);
      const types = $('script[type="application/ld+json"]')
        .map((_, el) => JSON.parse($(el).text())['@type'])
        .get();
      expect(types, path).toContain('Organization');
    }
    const ad = cheerio.load((await request(baseUrl(), '/ad-en', { host: FR_HOST })).text);
    expect(ad('meta[property="og:image"]').attr('content')).toMatch(/\/og\/ad-en\.png$/);
  });
});
