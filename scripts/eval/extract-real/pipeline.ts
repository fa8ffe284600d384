import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { bundlePages, decodeHtml } from '@/lib/extract/bundle';
import { scrapeWebsite } from '@/lib/scrape';
import { REAL_SITES_DIR, type ManifestEntry } from './labels';

// How a business's saved pages reach the extractor.
// - live (default): the path a user's URL takes. The pages are served on 127.0.0.1, one origin
//   (port) per business, each at its original path so the site's own links resolve; the real
//   scraper (lib/scrape: fetch, charset, cleaning, page discovery, at most 4 extra pages) starts at
//   the group's first manifest page, the one a user would type. A page the scraper does not
//   discover is not read, as in production.
// - offline: every page of the business bundled directly in the scraper's format (lib/extract/bundle),
//   no HTTP, no discovery.
// Note: served from 127.0.0.1, the site has no country TLD to hint at its country (a real
// .fr/.co.uk domain would); the extractor must rely on the page itself.

export type Bundle = { html: string; url: string; pagesRead: string[] };

export function pageBytes(e: ManifestEntry, dir = REAL_SITES_DIR): Buffer {
  return fs.readFileSync(path.join(dir, e.file));
}

export function pageHtml(e: ManifestEntry, dir = REAL_SITES_DIR): string {
  return decodeHtml(pageBytes(e, dir));
}

const urlPath = (p: string) => '/' + p.split('/').map(encodeURIComponent).join('/');

export function offlineBundle(entries: ManifestEntry[], dir = REAL_SITES_DIR): Bundle {
  const origin = 'http://127.0.0.1';
  const pages = entries.map((e) => ({ url: origin + urlPath(e.path), html: pageHtml(e, dir) }));
  return { html: bundlePages(pages), url: pages[0]!.url, pagesRead: entries.map((e) => e.path) };
}

const silent = pino({ enabled: false });

export async function scrapedBundle(entries: ManifestEntry[], dir = REAL_SITES_DIR): Promise<Bundle> {
  const files = new Map(entries.map((e) => [urlPath(e.path), e]));
  const server = http.createServer((req, res) => {
    let p = new URL(req.url ?? '/', 'http://x').pathname;
    if (p.endsWith('/')) p += 'index.html';
    const entry = files.get(p) ?? files.get(encodeURI(decodeURIComponent(p)));
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    // Bytes as stored; the scraper decodes the charset from <meta> like a browser would.
    res.writeHead(200, { 'content-type': 'text/html' }).end(pageBytes(entry, dir));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const r = await scrapeWebsite(base + urlPath(entries[0]!.path), { allowHosts: ['127.0.0.1'], log: silent });
    return { html: r.html, url: r.url, pagesRead: r.pages.map((p) => decodeURIComponent(new URL(p.url).pathname.slice(1))) };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
