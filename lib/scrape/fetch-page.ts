import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { ScrapeError } from './errors';
import { blockedReason, isBlockedHostname, parseHostAsIp } from './address-policy';
import type { ResolvedAddress, Resolver } from './resolver';
import { decodeHtml } from './charset';

// The SSRF-safe HTTP client behind the scraper. For every hop (the first URL and each redirect):
// check scheme, host name, port and EVERY resolved address, then connect to exactly the vetted
// addresses through a custom `lookup` (the Host header and TLS SNI/certificate check keep the real
// name), so a DNS answer that changes between the check and the connection (rebinding) cannot
// steer us to an internal service. Bodies are streamed with a hard byte cap; the whole scrape
// shares one deadline through an AbortSignal.

export type FetchPolicy = {
  /** Test-only hosts (SCRAPER_ALLOW_HOSTS) exempt from the address and port checks. */
  allowHosts: ReadonlySet<string>;
  resolver: Resolver;
  signal: AbortSignal;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
};

export type FetchedPage = {
  /** Final URL after redirects. */
  url: string;
  html: string;
  charset: string;
  status: number;
  /** Decoded (decompressed) body size in bytes. */
  bytes: number;
  redirects: number;
};

const ALLOWED_PORTS = new Set([80, 443]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

export type VettedTarget = { url: URL; host: string; port: number; addresses: ResolvedAddress[] };

/** Normalized host as it appears in the allowlist: lowercase, no brackets, no trailing dot. */
function hostKey(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
}

/** Applies the network policy to one URL and returns the addresses we may connect to. */
export async function vetTarget(url: URL, policy: Pick<FetchPolicy, 'allowHosts' | 'resolver' | 'signal'>): Promise<VettedTarget> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ScrapeError('invalid_url', `scheme ${url.protocol}`);
  if (url.username || url.password) throw new ScrapeError('invalid_url', 'credentials in URL');
  const host = hostKey(url);
  if (!host) throw new ScrapeError('invalid_url', 'no host');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const allowed = policy.allowHosts.has(host);
  const literal = parseHostAsIp(host);

  if (!allowed) {
    if (literal) {
      const why = blockedReason(literal);
      if (why) throw new ScrapeError('blocked_address', `${host}: ${why}`);
    } else if (isBlockedHostname(host)) {
      throw new ScrapeError('blocked_address', `${host}: internal host name`);
    }
    if (!ALLOWED_PORTS.has(port)) throw new ScrapeError('unsupported_port', `${host}:${port}`);
  }

  let addresses: ResolvedAddress[];
  if (literal) {
    const a =
      literal.kind() === 'ipv6' && (literal as import('ipaddr.js').IPv6).isIPv4MappedAddress()
        ? (literal as import('ipaddr.js').IPv6).toIPv4Address()
        : literal;
    addresses = [{ address: a.toString(), family: a.kind() === 'ipv6' ? 6 : 4 }];
  } else {
    addresses = await resolveWithin(host, policy.resolver, policy.signal);
  }
  if (!allowed) {
    for (const a of addresses) {
      const why = blockedReason(a.address);
      if (why) throw new ScrapeError('blocked_address', `${host} → ${a.address}: ${why}`);
    }
  }
  return { url, host, port, addresses };
}

async function resolveWithin(host: string, resolver: Resolver, signal: AbortSignal): Promise<ResolvedAddress[]> {
  if (signal.aborted) throw new ScrapeError('timeout', 'before DNS');
  let onAbort: () => void = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new ScrapeError('timeout', `DNS ${host}`));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const answers = await Promise.race([resolver(host), aborted]);
    const usable = answers.filter((a) => typeof a?.address === 'string' && (a.family === 4 || a.family === 6));
    if (!usable.length) throw new ScrapeError('dns_failure', `${host}: no address`);
    return usable;
  } catch (err) {
    if (err instanceof ScrapeError) throw err;
    throw new ScrapeError('dns_failure', `${host}: ${(err as NodeJS.ErrnoException)?.code ?? String(err)}`);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** Fetches one HTML page, following at most policy.maxRedirects redirects, each re-vetted. */
export async function fetchHtmlPage(startUrl: string, policy: FetchPolicy): Promise<FetchedPage> {
  let url: URL;
  try {
    url = new URL(startUrl);
  } catch {
    throw new ScrapeError('invalid_url', 'unparseable');
  }
  for (let redirects = 0; ; redirects++) {
    url.hash = '';
    const target = await vetTarget(url, policy);
    const hop = await requestOnce(target, policy);
    if (hop.kind === 'page') {
      const decoded = decodeHtml(hop.body, hop.contentType);
      return { url: url.href, html: decoded.text, charset: decoded.charset, status: hop.status, bytes: hop.body.byteLength, redirects };
    }
    if (redirects >= policy.maxRedirects)
      throw new ScrapeError('redirect_loop', `more than ${policy.maxRedirects} redirects from ${startUrl}`);
    try {
      url = new URL(hop.location, url);
    } catch {
      throw new ScrapeError('http_error', `unparseable Location ${hop.location.slice(0, 200)}`);
    }
  }
}

type Hop = { kind: 'redirect'; location: string } | { kind: 'page'; status: number; contentType: string | null; body: Buffer };

function requestOnce(target: VettedTarget, policy: FetchPolicy): Promise<Hop> {
  const { url, addresses } = target;
  // Only ever hand the socket the addresses that passed the policy.
  const pinnedLookup = ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  }) as unknown as LookupFunction;

  return new Promise<Hop>((resolve, reject) => {
    if (policy.signal.aborted) return reject(new ScrapeError('timeout', `before ${url.href}`));
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    let body: Readable | undefined;
    const finish = (err: Error | null, hop?: Hop) => {
      if (settled) return;
      settled = true;
      policy.signal.removeEventListener('abort', onAbort);
      if (err) {
        // Destroying the request closes the socket: nothing more is read from a hostile server.
        req.destroy();
        body?.destroy();
        reject(err);
      } else resolve(hop!);
    };
    const onAbort = () => finish(new ScrapeError('timeout', url.href));
    policy.signal.addEventListener('abort', onAbort, { once: true });

    const req = client.request({
      protocol: url.protocol,
      hostname: target.host,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent: false, // no pooled sockets: a connection is only ever reused for the host it was vetted for
      lookup: pinnedLookup,
      headers: {
        'user-agent': policy.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
        connection: 'close',
      },
    });
    req.on('error', (err) => finish(networkError(err, url)));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status) && res.headers.location) {
        res.resume();
        finish(null, { kind: 'redirect', location: res.headers.location });
        req.destroy();
        return;
      }
      if (status < 200 || status > 299) return finish(new ScrapeError('http_error', `${url.href} → ${status}`));
      const contentType = headerValue(res.headers['content-type']);
      if (contentType && !HTML_TYPES.test(contentType.trim())) {
        return finish(new ScrapeError('not_html', `${url.href}: ${contentType.slice(0, 100)}`));
      }
      const declared = Number(res.headers['content-length']);
      const encoding = (headerValue(res.headers['content-encoding']) ?? 'identity').trim().toLowerCase();
      // Content-Length counts encoded bytes; compressed bodies are checked while decompressing.
      if (encoding === 'identity' && Number.isFinite(declared) && declared > policy.maxBytes) {
        return finish(new ScrapeError('too_large', `${url.href}: Content-Length ${declared}`));
      }
      const decoder = decompressor(encoding);
      if (decoder === undefined) return finish(new ScrapeError('http_error', `${url.href}: Content-Encoding ${encoding}`));
      body = decoder ? res.pipe(decoder) : res;
      if (decoder) res.on('error', (err) => finish(networkError(err, url)));
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > policy.maxBytes) return finish(new ScrapeError('too_large', `${url.href}: over ${policy.maxBytes} bytes`));
        chunks.push(chunk);
      });
      body.on('error', (err) => finish(networkError(err, url)));
      res.on('aborted', () => finish(new ScrapeError('http_error', `${url.href}: connection closed mid-body`)));
      body.on('end', () => {
        const buf = Buffer.concat(chunks, size);
        if (!contentType && !looksLikeHtml(buf)) return finish(new ScrapeError('not_html', `${url.href}: no Content-Type, not HTML`));
        finish(null, { kind: 'page', status, contentType, body: buf });
      });
    });
    req.end();
  });
}

function headerValue(v: string | string[] | undefined): string | null {
  if (v === undefined) return null;
  return Array.isArray(v) ? (v[0] ?? null) : v;
}

/** null: no decoding needed; undefined: an encoding we do not speak. */
function decompressor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null | undefined {
  switch (encoding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

function looksLikeHtml(buf: Buffer): boolean {
  const head = buf
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || /<(head|body|title)\b/.test(head);
}

function networkError(err: unknown, url: URL): ScrapeError {
  if (err instanceof ScrapeError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e?.name === 'AbortError') return new ScrapeError('timeout', url.href);
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return new ScrapeError('dns_failure', `${url.hostname}: ${e.code}`);
  if (e?.code === 'Z_DATA_ERROR' || e?.code === 'Z_BUF_ERROR' || e?.code?.startsWith?.('ERR_BROTLI')) {
    return new ScrapeError('http_error', `${url.href}: bad compressed body`);
  }
  return new ScrapeError('http_error', `${url.href}: ${e?.code ?? e?.message ?? String(err)}`, { network: true });
}
