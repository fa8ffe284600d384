import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import { POST, GET } from '@/app/api/scrape-website/route';
import { html, redirect, startFixtureServer, type FixtureServer } from '@/tests/helpers/fixture-server';
import { FRENCH_TEXT, parallelBarrier, salonSite, windows1252Page } from './fixture-sites';

// The real route handler against fixture sites served on 127.0.0.1. The test-only allowlist
// (SCRAPER_ALLOW_HOSTS) names "localhost" only: fixture sites are reached as http://localhost:PORT,
// while any hop to 127.0.0.1 itself or another internal address is still refused.

let site: FixtureServer;
const barrier = parallelBarrier(4);
const saved = process.env.SCRAPER_ALLOW_HOSTS;

beforeAll(async () => {
  process.env.SCRAPER_ALLOW_HOSTS = 'localhost';
  site = await startFixtureServer({ routes: salonSite(barrier) });
});

afterAll(async () => {
  await site.close();
  if (saved === undefined) delete process.env.SCRAPER_ALLOW_HOSTS;
  else process.env.SCRAPER_ALLOW_HOSTS = saved;
});

const local = (path = '/') => `http://localhost:${site.port}${path}`;

function post(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://receptio.fr/api/scrape-website', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function expectError(res: Response, status: number, code: string) {
  const body = await res.json();
  expect({ status: res.status, code: body.error?.code }).toEqual({ status, code });
  expect(typeof body.error.message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts:\d+/);
  return body;
}

describe('POST /api/scrape-website — fixture sites', () => {
  it('fetches the home page and, in parallel, the contact, hours, about and prices pages', async () => {
    const before = site.requests.length;
    const res = await post({ url: local('/') });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();

    expect(body.url).toBe(local('/'));
    expect(body.title).toBe('Salon Inès – Coiffure à Paris');
    expect(body.pages[0]).toEqual({ url: local('/'), title: 'Salon Inès – Coiffure à Paris' });
    expect(
      body.pages
        .slice(1)
        .map((p: { url: string }) => new URL(p.url).pathname)
        .sort(),
    ).toEqual(['/a-propos', '/horaires', '/nous-contacter', '/tarifs']);
    expect(body.pages.find((p: { url: string }) => p.url.endsWith('/horaires')).title).toBe('Horaires – Salon Inès');

    // The four fact pages only answer once all four were requested: fetched in parallel.
    expect(barrier.state.releasedTogether).toBe(true);
    const requested = site.requests.slice(before);
    for (const never of ['/blog', '/galerie', '/mentions-legales', '/plaquette.pdf', '/analytics.js'])
      expect(requested).not.toContain(never);

    // One <article> per page, home first, attributed by data-source-url.
    const $ = cheerio.load(body.html);
    const articles = $('article');
    expect(articles).toHaveLength(5);
    expect(articles.first().attr('data-source-url')).toBe(local('/'));
    expect(articles.first().attr('data-title')).toBe('Salon Inès – Coiffure à Paris');
    const hours = $(`article[data-source-url="${local('/horaires')}"]`);
    expect(hours.text()).toContain('Du mardi au samedi de 9h à 19h');
    expect($(`article[data-source-url="${local('/tarifs')}"]`).text()).toContain('Coupe femme : 45 €');

    // Cleaned: no scripts, styles, comments or iframes; JSON-LD and head meta kept.
    expect(body.html).not.toMatch(/document\.write|analytics\.js|\.x\{\}|secret comment|maps\.example/);
    const ld = JSON.parse(articles.first().find('script[type="application/ld+json"]').text());
    expect(ld).toMatchObject({ '@type': 'HairSalon', telephone: '+33 1 40 00 00 00' });
    expect(articles.first().find('meta[name="description"]').attr('content')).toBe('Salon de coiffure au cœur de Paris');
    expect(articles.first().find('meta[property="og:title"]').attr('content')).toBe('Salon Inès');
  });

  it('a bare host name gets a scheme; redirects within the site are followed', async () => {
    site.route('/old-home', redirect('/'));
    const res = await post({ url: local('/old-home') });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toBe(local('/'));
  });

  it.each(['meta', 'header', 'none'] as const)('decodes a windows-1252 page (charset from %s) with correct accents', async (declare) => {
    site.route(`/cp1252-${declare}`, windows1252Page(declare));
    const res = await post({ url: local(`/cp1252-${declare}`) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.title).toBe('Boulangerie Éclair');
    expect(cheerio.load(body.html)('p').text()).toBe(FRENCH_TEXT);
  });

  it('follows a <meta http-equiv="refresh"> home page to the real one, then discovers from there', async () => {
    site.route('/splash', html('<html><head><meta http-equiv="refresh" content="0; url=/fr/accueil"></head><body></body></html>'));
    site.route('/fr/accueil', html('<title>Accueil FR</title><a href="/fr/contact">Contact</a>'));
    site.route('/fr/contact', html('<title>Contact FR</title><p>01 40 00 00 00</p>'));
    const body = await (await post({ url: local('/splash') })).json();
    expect(body.url).toBe(local('/fr/accueil'));
    expect(body.pages.map((p: { title: string }) => p.title)).toEqual(['Accueil FR', 'Contact FR']);
  });

  it('a meta refresh to an internal address is blocked like a redirect', async () => {
    site.route('/splash-evil', html('<meta http-equiv="refresh" content="0; url=http://169.254.169.254/latest/">'));
    await expectError(await post({ url: local('/splash-evil') }), 422, 'blocked_address');
  });

  it('reads the frames of a frameset home page', async () => {
    site.route(
      '/frames',
      html(
        '<html><head><title>Garage Dupont</title></head><frameset cols="20%,80%"><frame src="/frames/menu.html"><frame src="/frames/accueil.html"></frameset></html>',
      ),
    );
    site.route('/frames/menu.html', html('<title>Menu</title><a href="/frames/horaires.html">Horaires</a>'));
    site.route('/frames/accueil.html', html('<title>Bienvenue</title><p>Réparation toutes marques</p>'));
    const body = await (await post({ url: local('/frames') })).json();
    expect(body.pages.map((p: { title: string }) => p.title)).toEqual(['Garage Dupont', 'Menu', 'Bienvenue']);
    expect(body.html).toContain('Réparation toutes marques');
  });

  it('a bare domain is tried over https, then over http when the server speaks no TLS', async () => {
    const res = await post({ url: `localhost:${site.port}/horaires` });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toBe(local('/horaires'));
  });

  it('an explicit https:// is never downgraded', async () => {
    await expectError(await post({ url: `https://localhost:${site.port}/horaires` }), 502, 'http_error');
  });

  it('a gzip-compressed page is decompressed', async () => {
    site.route('/gz', {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' },
      body: zlib.gzipSync(Buffer.from('<title>Compressé</title><p>Fermé</p>', 'utf8')),
    });
    const res = await post({ url: local('/gz') });
    expect(res.status).toBe(200);
    expect((await res.json()).title).toBe('Compressé');
  });
});

describe('POST /api/scrape-website — fetch failures', () => {
  it('a 16 MB stream is cut at 3 MB: too_large, socket closed, the rest never sent', async () => {
    let written = 0;
    let closedEarly = false;
    const total = 16 * 1024 * 1024; // well above what loopback socket buffers can absorb
    site.route('/huge', async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.on('close', () => {
        if (written < total) closedEarly = true;
      });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      res.write('<html><body><p>');
      while (written < total && !res.destroyed) {
        written += chunk.length;
        if (!res.write(chunk)) {
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done);
              res.off('close', done);
              resolve();
            };
            res.on('drain', done);
            res.on('close', done);
          });
        }
      }
      res.end();
    });
    const res = await post({ url: local('/huge') });
    await expectError(res, 502, 'too_large');
    await new Promise((r) => setTimeout(r, 50));
    expect(closedEarly).toBe(true);
    expect(written).toBeLessThan(total);
  });

  it('a site that never answers is 504 timeout after the 10 s budget (clock faked)', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((r) => (arrived = r));
    site.route('/hang', () => arrived()); // never responds
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = post({ url: local('/hang') });
      await requestArrived;
      await vi.advanceTimersByTimeAsync(9_000);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1_001);
      await expectError(await pending, 504, 'timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a declared Content-Length above 3 MB is refused before reading', async () => {
    site.route('/declared', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
      res.write('<p>');
    });
    await expectError(await post({ url: local('/declared') }), 502, 'too_large');
  });

  it('a gzip bomb (20 MB of zeros in ~20 kB) is too_large', async () => {
    site.route('/bomb', {
      headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
      body: zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)),
    });
    await expectError(await post({ url: local('/bomb') }), 502, 'too_large');
  });

  it.each([
    ['application/json', '{"a":1}'],
    ['image/png', '\x89PNG'],
    ['text/plain; charset=utf-8', 'hello'],
    ['application/pdf', '%PDF-1.4'],
  ])('%s is not_html', async (type, bodyText) => {
    site.route('/not-html', { headers: { 'content-type': type }, body: bodyText });
    await expectError(await post({ url: local('/not-html') }), 502, 'not_html');
  });

  it('no Content-Type and a non-HTML body is not_html', async () => {
    site.route('/untyped', (_req, res) => {
      res.removeHeader('content-type');
      res.end(Buffer.from([0, 1, 2, 3]));
    });
    await expectError(await post({ url: local('/untyped') }), 502, 'not_html');
  });

  it.each([404, 500, 403])('HTTP %d is http_error', async (status) => {
    site.route(`/status-${status}`, { status, headers: { 'content-type': 'text/html' }, body: '<h1>Nope</h1>' });
    await expectError(await post({ url: local(`/status-${status}`) }), 502, 'http_error');
  });

  it('5 redirects are followed, the 6th is redirect_loop', async () => {
    for (let i = 1; i <= 7; i++) site.route(`/hop${i}`, redirect(`/hop${i + 1}`, i % 2 ? 301 : 307));
    site.route('/hop8', html('<title>Arrivé</title>'));
    const ok = await post({ url: local('/hop3') }); // 3→4→5→6→7→8: 5 redirects
    expect(ok.status).toBe(200);
    expect((await ok.json()).title).toBe('Arrivé');
    await expectError(await post({ url: local('/hop2') }), 502, 'redirect_loop'); // 6 redirects
  });

  it('a self-redirect loop is redirect_loop', async () => {
    site.route('/loop', redirect('/loop'));
    await expectError(await post({ url: local('/loop') }), 502, 'redirect_loop');
  });

  it('an unreachable port on an allowlisted host is http_error, not a crash', async () => {
    const dead = await startFixtureServer();
    const port = dead.port;
    await dead.close();
    await expectError(await post({ url: `http://localhost:${port}/` }), 502, 'http_error');
  });
});

describe('POST /api/scrape-website — SSRF through the route', () => {
  it.each([
    ['a public-looking (allowlisted) site that 302s to 127.0.0.1', () => redirect(`http://127.0.0.1:${site.port}/`)],
    ['… to the cloud metadata address', () => redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/')],
    ['… to a decimal-spelled loopback', () => redirect(`http://2130706433:${site.port}/`)],
    ['… to IPv6 loopback', () => redirect(`http://[::1]:${site.port}/`)],
    ['… to an IPv4-mapped private address', () => redirect('http://[::ffff:10.0.0.1]/')],
    ['… to metadata.google.internal', () => redirect('http://metadata.google.internal/computeMetadata/v1/')],
    ['… to a private address with 307', () => redirect('http://192.168.1.1/admin', 307)],
  ])('%s → blocked_address, and the internal hop is never requested', async (_name, make) => {
    site.route('/to-internal', make());
    const before = site.requests.length;
    await expectError(await post({ url: local('/to-internal') }), 422, 'blocked_address');
    expect(site.requests.slice(before)).toEqual(['/to-internal']);
  });

  it('a redirect to a non-standard port of a public host is unsupported_port', async () => {
    site.route('/to-port', redirect('http://example.com:8080/'));
    await expectError(await post({ url: local('/to-port') }), 422, 'unsupported_port');
  });

  it('a redirect to another scheme is invalid_url', async () => {
    site.route('/to-file', redirect('file:///etc/passwd'));
    await expectError(await post({ url: local('/to-file') }), 400, 'invalid_url');
  });

  it.each([
    ['http://127.0.0.1/', 422, 'blocked_address'],
    ['http://0x7f.1/', 422, 'blocked_address'],
    ['http://0177.0.0.1/', 422, 'blocked_address'],
    ['http://[::ffff:127.0.0.1]/', 422, 'blocked_address'],
    ['http://169.254.169.254/latest/meta-data/', 422, 'blocked_address'],
    ['http://[fd00:ec2::254]/', 422, 'blocked_address'],
    ['http://100.64.0.1/', 422, 'blocked_address'],
    ['http://example.com:8080/', 422, 'unsupported_port'],
    ['gopher://127.0.0.1:6379/_FLUSHALL', 400, 'invalid_url'],
    ['http://u:p@example.com/', 400, 'invalid_url'],
  ])('%s → %d %s', async (url, status, code) => {
    await expectError(await post({ url }), status, code);
  });

  it('the allowlist does not extend to 127.0.0.1 itself', async () => {
    await expectError(await post({ url: `http://127.0.0.1:${site.port}/` }), 422, 'blocked_address');
  });

  it('a name that does not resolve is dns_failure', async () => {
    await expectError(await post({ url: 'https://does-not-exist.invalid/' }), 502, 'dns_failure');
  });
});

describe('POST /api/scrape-website — request validation', () => {
  it('malformed JSON → 400 invalid_json', async () => {
    await expectError(await post('{"url": '), 400, 'invalid_json');
  });
  it('wrong content type → 415', async () => {
    await expectError(
      await post('url=https://example.com', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'unsupported_media_type',
    );
  });
  it('missing url → 400 validation_failed with a field error', async () => {
    const body = await expectError(await post({}), 400, 'validation_failed');
    expect(body.error.fields.url.code).toBe('required');
  });
  it('a body over 8 KB → 413', async () => {
    await expectError(await post({ url: 'https://example.com/', pad: 'x'.repeat(9000) }), 413, 'payload_too_large');
  });
  it.each([
    ['empty', ''],
    ['not a URL', 'not a url'],
    ['no host', 'https://'],
    ['over 2048 characters', `https://example.com/${'a'.repeat(2100)}`],
  ])('%s → 400 invalid_url', async (_label, url) => {
    const body = await expectError(await post({ url }), 400, 'invalid_url');
    expect(body.error.fields.url.code).toBe('invalid_url');
  });
  it('messages are localized (fr default, en on request)', async () => {
    const fr = await (await post({ url: 'http://10.0.0.1/' })).json();
    const en = await (await post({ url: 'http://10.0.0.1/' }, { 'x-locale': 'en' })).json();
    expect(fr.error.message).toMatch(/site web public/);
    expect(en.error.message).toMatch(/public website/);
  });
  it('GET → 405 with Allow: POST', async () => {
    const res = await GET(new Request('http://receptio.fr/api/scrape-website'));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
