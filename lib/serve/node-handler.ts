import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageCaching, pageResponseHeaders } from './page-headers';
import { resolvePageRequest, type PageTarget } from './page-request';
import { sendPrerendered } from './prerendered-pages';
import { prerenderedPage, type PrerenderedPage } from './prerendered-store';
import { serveContext as configuredContext, type ServeContext } from './serve-context';

// The request handler of `npm start` (server.ts). Every request goes through the page-request
// resolver first: a GET for a prerendered page is answered from the build (the fast path), anything
// else goes to Next — pages with their caching headers pinned, so what Next answers for a page
// (navigations, per-request pages, 404s) carries the same Cache-Control and Vary as the fast path,
// not the one-year s-maxage Next gives prerendered routes.

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

const header = (req: IncomingMessage) => (name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

export function createRequestHandler(opts: {
  next: Handle;
  distDir: string;
  /**
   * The configuration the rules read. Defaults to reading it on every request (it follows the
   * environment); server.ts derives it once at start instead: re-reading every configuration
   * variable from process.env cost the fast path ~10 % of its CPU per request (bench:serve).
   */
  serveContext?: () => ServeContext;
  log?: (msg: string, err: unknown) => void;
}) {
  const serveContext = opts.serveContext ?? (() => configuredContext());
  return (req: IncomingMessage, res: ServerResponse) => {
    let target: PageTarget | null = null;
    try {
      const ctx = serveContext();
      target = resolvePageRequest({ method: req.method ?? 'GET', url: req.url ?? '/', header: header(req) }, ctx);
      const page = target && target.status === 200 ? prerenderedPage(target.internalPath, opts.distDir) : null;
      if (target && page && !target.navigation && (req.method === 'GET' || req.method === 'HEAD')) {
        sendPrerendered(req, res, page, fastPathHeaders(page, target, ctx));
        return;
      }
      if (target) {
        pinHeaders(res, pageCaching(target, page !== null));
        // Next writes the request URL into the page's RSC payload: hand it the URL without ignored
        // parameters or trailing slash, as the prerendered pages have it, so the page is the same.
        if (target.status === 200) req.url = target.path + target.search;
      }
    } catch (err) {
      (opts.log ?? console.error)('[server] page fast path failed, handing over to Next', err);
    }
    void opts.next(req, res);
  };
}

// A prerendered page's headers depend only on the page, the configuration and the target's
// decidedBy/https: computed once per combination rather than on every request (bench:serve).
const headerCache = new WeakMap<PrerenderedPage, { ctx: ServeContext; byKey: Map<string, Record<string, string>> }>();

function fastPathHeaders(page: PrerenderedPage, target: PageTarget, ctx: ServeContext): Record<string, string> {
  let entry = headerCache.get(page);
  if (entry?.ctx !== ctx) headerCache.set(page, (entry = { ctx, byKey: new Map() }));
  const key = `${target.decidedBy}|${target.https}`;
  let headers = entry.byKey.get(key);
  if (!headers) entry.byKey.set(key, (headers = pageResponseHeaders(target, { kind: 'hashes', hashes: page.bodyHashes }, ctx)));
  return headers;
}

/** Sets headers that later setHeader/appendHeader calls (Next's) cannot replace or extend. */
function pinHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  const pinned = new Set(Object.keys(headers).map((k) => k.toLowerCase()));
  const set = res.setHeader.bind(res);
  const append = res.appendHeader.bind(res);
  res.setHeader = (name, value) => (pinned.has(name.toLowerCase()) ? res : set(name, value));
  res.appendHeader = (name, value) => (pinned.has(name.toLowerCase()) ? res : append(name, value));
}
