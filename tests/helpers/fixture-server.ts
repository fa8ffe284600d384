import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

// A tiny HTTP server on 127.0.0.1 that serves fixture websites to tests (scraper, extraction bench,
// onboarding e2e). Routes are matched on the exact path (query included first, then without);
// unknown paths fall back to files of `dir` (if given), then 404.
//
//   const site = await startFixtureServer({ routes: { '/': html('<h1>Hi</h1>') } });
//   site.url('/contact')  →  'http://127.0.0.1:PORT/contact'
//   await site.close();

type FixtureHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
export type FixtureResponse = {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Wait this long before answering (slow sites). */
  delayMs?: number;
};
export type FixtureRoute = FixtureResponse | FixtureHandler;

export type FixtureServer = {
  port: number;
  /** http://127.0.0.1:PORT */
  origin: string;
  url(pathname?: string): string;
  /** Paths requested so far, in order (with query string). */
  requests: string[];
  /** Host header of each request, in order. */
  hosts: string[];
  /** Add or replace routes after start (e.g. a redirect that needs the server's own port). */
  route(pathname: string, r: FixtureRoute): void;
  close(): Promise<void>;
};

export type FixtureServerOptions = {
  routes?: Record<string, FixtureRoute>;
  /** Serve files from this directory for paths without a route ("/" → index.html). */
  dir?: string;
  host?: string;
};

export const html = (body: string, headers: Record<string, string> = {}): FixtureResponse => ({
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

export const redirect = (location: string, status = 302): FixtureResponse => ({ status, headers: { location } });

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

export async function startFixtureServer(opts: FixtureServerOptions = {}): Promise<FixtureServer> {
  const routes = new Map(Object.entries(opts.routes ?? {}));
  const requests: string[] = [];
  const hosts: string[] = [];

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    hosts.push(req.headers.host ?? '');
    const route = routes.get(url) ?? routes.get(url.split('?')[0]);
    try {
      if (typeof route === 'function') return void (await route(req, res));
      if (route) {
        if (route.delayMs) await new Promise((r) => setTimeout(r, route.delayMs));
        if (res.destroyed) return;
        res.writeHead(route.status ?? 200, route.headers ?? {});
        res.end(route.body ?? '');
        return;
      }
      if (opts.dir) {
        const rel = decodeURIComponent(url.split('?')[0]);
        const file = path.join(opts.dir, rel.endsWith('/') ? `${rel}index.html` : rel);
        // Never serve outside the fixture directory.
        if (file.startsWith(path.resolve(opts.dir) + path.sep)) {
          try {
            const body = await readFile(file);
            // No charset for HTML on purpose: the page's own <meta charset> decides (windows-1252 fixtures).
            res.writeHead(200, { 'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' });
            res.end(body);
            return;
          } catch {
            /* fall through to 404 */
          }
        }
      }
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not found</title><h1>404</h1>');
    } catch (err) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(err));
    }
  });

  await new Promise<void>((resolve) => server.listen(0, opts.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  return {
    port,
    origin,
    url: (pathname = '/') => `${origin}${pathname}`,
    requests,
    hosts,
    route: (pathname, r) => void routes.set(pathname, r),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
