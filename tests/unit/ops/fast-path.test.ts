import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { createRequestHandler } from '@/lib/serve/node-handler';
import { negotiateEncoding } from '@/lib/serve/prerendered-pages';
import { prerenderedPage } from '@/lib/serve/prerendered-store';
import type { ServeContext } from '@/lib/serve/serve-context';

// The fast path of `npm start` (lib/serve/node-handler.ts → prerendered-pages.ts) over a real HTTP
// server and a made-up build directory: what it sends must not depend on which request came first,
// although every header set is built once and reused (bench:serve).

const page = '<!DOCTYPE html><html lang="fr"><head><title>Accueil</title></head><body><h1>Bonjour à tous</h1></body></html>';
// Shaped like Next's output: a chunk, an inline script of the page, the inline payload scripts that
// the fast path turns into data blocks (lib/serve/hydrate-after-paint.ts).
const scripted =
  '<!DOCTYPE html><html lang="fr"><head><script src="/_next/static/chunks/main.js" async=""></script><title>Tarifs</title></head>' +
  '<body><h1>Tarifs</h1><script>document.documentElement.dataset.js="1"</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"payload"])</script></body></html>';
const context: ServeContext = { hosts: { frHosts: ['maison.fr'], enHosts: ['house.com'] }, trustProxy: 1, providers: { cal: false } };

let distDir: string;
let server: http.Server;
let base: string;
let contextReads = 0;
const handedToNext: string[] = [];

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .request(base + url, { method, headers: { host: 'maison.fr', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}
const withoutDate = (h: http.IncomingHttpHeaders) => {
  const { date: _date, ...rest } = h;
  return rest;
};

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fast-path-'));
  fs.mkdirSync(path.join(distDir, 'server', 'app', 'fr'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'server', 'app', 'fr.html'), page);
  fs.writeFileSync(path.join(distDir, 'server', 'app', 'fr', 'ad-fr.html'), page.replace('Accueil', 'Publicité'));
  fs.writeFileSync(path.join(distDir, 'server', 'app', 'fr', 'savings.html'), scripted);
  const handler = createRequestHandler({
    distDir,
    serveContext: () => (contextReads++, context),
    next: (req, res) => {
      handedToNext.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('from next');
    },
  });
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the fast path', () => {
  it('sends the page with the same headers whatever was asked before, per encoding', async () => {
    const plain1 = await get('/');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    const plain2 = await get('/?utm_source=letter&gclid=x1');
    expect(plain1.body.toString()).toBe(page);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(withoutDate(plain2.headers)).toEqual(withoutDate(plain1.headers));
    expect(plain1.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(Number(plain1.headers['content-length'])).toBe(Buffer.byteLength(page));
    // A reused header set must not carry one encoding's length or encoding into another's reply.
    const again = await get('/', { 'accept-encoding': 'gzip' });
    expect(withoutDate(again.headers)).toEqual(withoutDate(gzip.headers));
    expect(again.body).toEqual(gzip.body);
  });

  it('answers HEAD with the headers of GET and no body, and a matching ETag with a bodiless 304', async () => {
    const full = await get('/ad-fr');
    const head = await get('/ad-fr', {}, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(withoutDate(head.headers)).toEqual(withoutDate(full.headers));
    const notModified = await get('/ad-fr', { 'if-none-match': String(full.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
    expect(notModified.headers['content-length']).toBeUndefined();
  });

  it('keeps the headers of one page, host and scheme apart from those of another', async () => {
    const home = await get('/');
    const ad = await get('/ad-fr');
    const overHttps = await get('/', { 'x-forwarded-proto': 'https' });
    expect(home.headers.etag).not.toBe(ad.headers.etag);
    expect(home.headers['strict-transport-security']).toBeUndefined();
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(home.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('reads the configuration through the injected seam on every request', async () => {
    const before = contextReads;
    await get('/');
    await get('/ad-fr');
    expect(contextReads - before).toBe(2);
  });

  it('allows exactly the inline scripts of the body it sends, not the payload scripts of the file as built', async () => {
    const reply = await get('/savings');
    const sent = reply.body.toString();
    const allowed = String(reply.headers['content-security-policy']).match(/'sha256-[^']+'/g) ?? [];
    expect(sent).toContain('data-next-f');
    expect(allowed.map((h) => h.slice(1, -1)).sort()).toEqual(inlineScriptHashes(sent).sort());
    for (const h of inlineScriptHashes(scripted).filter((x) => !inlineScriptHashes(sent).includes(x))) {
      expect(allowed).not.toContain(`'${h}'`);
    }
    // What Next would send for the page (the file as built) stays allowed on Next's side.
    const built = prerenderedPage('/fr/savings', distDir)!;
    for (const h of inlineScriptHashes(scripted)) expect(built.hashes).toContain(h);
  });

  it('hands pages that were not prerendered to Next, without the ignored parameters', async () => {
    const reply = await get('/privacy-policy?utm_source=letter');
    expect(reply.body.toString()).toBe('from next');
    expect(handedToNext.at(-1)).toBe('/privacy-policy');
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli on a tie, honours weights and refusals, and sends identity when nothing is said', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('deflate')).toBe('identity');
  });

  it('gives the same answer once the remembered choices overflow', () => {
    for (let i = 0; i < 200; i++) expect(negotiateEncoding(`x-made-up-${i}, gzip;q=0.${(i % 9) + 1}`)).toBe('gzip');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
  });
});

describe('prerenderedPage', () => {
  it('answers absent pages as absent however many are asked for, and still finds the real ones', () => {
    for (let i = 0; i < 1500; i++) expect(prerenderedPage(`/fr/admin/nothing-${i}`, distDir)).toBeNull();
    expect(prerenderedPage('/fr', distDir)?.body.toString()).toBe(page);
  });
});
