import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { PrerenderedPage } from './prerendered-store';

// The fast path of `npm start` (server.ts): send a prerendered page's bytes with the headers the
// page-request resolver and lib/serve/page-headers.ts decided — nothing else is decided here.
// Skipping Next's per-request routing for these pages is what makes them as fast as a static
// file server (bench:serve), provided the work per request stays near a static server's: every
// header set a page can be sent with is built once and reused, and the encoding chosen for an
// Accept-Encoding value is remembered (measured in docs/DEPLOY.md, section 7).

type Encoding = 'br' | 'gzip' | 'identity';
const AVAILABLE: Encoding[] = ['br', 'gzip', 'identity'];
type Head = Readonly<Record<string, string | number>>;

// negotiator's `preferred` option (brotli first when the client weighs encodings equally) is not
// in its type definitions.
const encodings = Negotiator.prototype.encodings as unknown as (
  this: Negotiator,
  available: string[],
  opts: { preferred: string[] },
) => string[];

// Clients send a handful of distinct Accept-Encoding values (each browser family its own), so the
// choice is looked up instead of parsed on every request. Bounded: anyone can send any value.
const MAX_REMEMBERED = 64;
const chosenEncoding = new Map<string, Encoding>();

/** The encoding a request's Accept-Encoding asks for among ours (brotli first on a tie). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const key = acceptEncoding ?? '';
  let encoding = chosenEncoding.get(key);
  if (encoding === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': key } });
    encoding = (encodings.call(negotiator, AVAILABLE, { preferred: AVAILABLE })[0] ?? 'identity') as Encoding;
    if (chosenEncoding.size >= MAX_REMEMBERED) chosenEncoding.clear();
    chosenEncoding.set(key, encoding);
  }
  return encoding;
}

/** A page's complete header sets for one set of page headers: 304, then 200 per encoding. */
type Heads = { notModified: Head; ok: Partial<Record<Encoding, Head>> };
const headsCache = new WeakMap<PrerenderedPage, WeakMap<object, Heads>>();

function headsFor(page: PrerenderedPage, headers: Readonly<Record<string, string>>): Heads {
  let byHeaders = headsCache.get(page);
  if (!byHeaders) headsCache.set(page, (byHeaders = new WeakMap()));
  let heads = byHeaders.get(headers);
  if (!heads) {
    heads = { notModified: { ...headers, 'Content-Type': 'text/html; charset=utf-8', ETag: page.etag }, ok: {} };
    byHeaders.set(headers, heads);
  }
  return heads;
}

/**
 * Sends the page. `headers` must be the same object for the same page headers (node-handler.ts
 * keeps one per page and context): the complete header sets are cached on it.
 */
export function sendPrerendered(
  req: IncomingMessage,
  res: ServerResponse,
  page: PrerenderedPage,
  headers: Readonly<Record<string, string>>,
): void {
  const heads = headsFor(page, headers);
  if (fresh(req.headers, { etag: page.etag })) {
    res.writeHead(304, heads.notModified).end();
    return;
  }
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const body = encoding === 'identity' ? page.body : page.encoded(encoding);
  const head = (heads.ok[encoding] ??= {
    ...heads.notModified,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': body.length,
  });
  // One writeHead with every header: measurably cheaper than a setHeader per header (bench:serve).
  res.writeHead(200, head).end(req.method === 'HEAD' ? undefined : body);
}
