import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { PrerenderedPage } from './prerendered-store';

// The fast path of `npm start` (server.ts): send a prerendered page's bytes with the headers the
// page-request resolver and lib/serve/page-headers.ts decided — nothing else is decided here.
// Skipping Next's per-request routing for these pages is what makes them as fast as a static
// file server (bench:serve).

type Encoding = 'br' | 'gzip' | 'identity';
const AVAILABLE: Encoding[] = ['br', 'gzip', 'identity'];

// negotiator's `preferred` option (brotli first when the client weighs encodings equally) is not
// in its type definitions.
const encodings = Negotiator.prototype.encodings as unknown as (
  this: Negotiator,
  available: string[],
  opts: { preferred: string[] },
) => string[];

export function sendPrerendered(
  req: IncomingMessage,
  res: ServerResponse,
  page: PrerenderedPage,
  headers: Readonly<Record<string, string>>,
): void {
  const out: Record<string, string | number> = { ...headers, 'Content-Type': 'text/html; charset=utf-8', ETag: page.etag };
  if (fresh(req.headers, { etag: page.etag })) {
    res.writeHead(304, out).end();
    return;
  }
  const encoding = (encodings.call(new Negotiator(req), AVAILABLE, { preferred: AVAILABLE })[0] ?? 'identity') as Encoding;
  const body = encoding === 'identity' ? page.body : page.encoded(encoding);
  if (encoding !== 'identity') out['Content-Encoding'] = encoding;
  out['Content-Length'] = body.length;
  // One writeHead with every header: measurably cheaper than a setHeader per header (bench:serve).
  res.writeHead(200, out).end(req.method === 'HEAD' ? undefined : body);
}
