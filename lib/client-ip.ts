import ipaddr from 'ipaddr.js';
import { getConfig } from '@/lib/config';

// The client address used to key rate limits.
//
// What Next 16 gives a route handler (read in node_modules/next/dist/server/base-server.js, and
// checked by experiment on 16.4.6: a probe route echoed "::ffff:127.0.0.1" for a plain request,
// "6.6.6.6" when the client sent X-Forwarded-For: 6.6.6.6): the Web Request has no socket and no
// `ip`; Next fills
// `x-forwarded-for` with the socket's remote address ONLY IF the request did not carry one
// (`req.headers['x-forwarded-for'] ??= socket.remoteAddress`). So without a proxy in front, a
// client that sends its own X-Forwarded-For replaces the real address with any value it likes,
// and we cannot tell the two cases apart.
//
// Hence TRUST_PROXY (number of reverse proxies in front of the app, each appending the address it
// saw to X-Forwarded-For):
//   0 → never trust the header: every request shares the key 'unknown'. Limits still hold (as a
//       site-wide ceiling) and cannot be dodged by forging the header. Deployments that face the
//       Internet through a proxy or load balancer (the normal case) set TRUST_PROXY=1.
//   N → the N-th entry from the right is the address the outermost trusted proxy saw; entries to
//       its left were written by the client and are ignored. Fewer entries than N (e.g. a direct
//       hit on the app port, where Next wrote the socket address) → the leftmost one.
// IPv6 clients are keyed by their /64 (one subscriber usually holds a whole /64), IPv4-mapped IPv6
// addresses by their IPv4 form.

export const UNKNOWN_CLIENT = 'unknown';

export function clientIp(req: Request, trustProxy: number = getConfig().TRUST_PROXY): string {
  if (trustProxy <= 0) return UNKNOWN_CLIENT;
  const header = req.headers.get('x-forwarded-for');
  if (!header) return UNKNOWN_CLIENT;
  const entries = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return UNKNOWN_CLIENT;
  const picked = entries[Math.max(0, entries.length - trustProxy)];
  return normalizeIp(picked) ?? UNKNOWN_CLIENT;
}

/** Canonical form of an address (with optional port / brackets stripped), or undefined if invalid. */
export function normalizeIp(raw: string): string | undefined {
  let s = raw.trim();
  const bracketed = s.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) s = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  s = s.replace(/%.*$/, ''); // zone id
  if (!ipaddr.isValid(s)) return undefined;
  // isValid accepts shorthand like "10.1" (inet_aton style); insist on four-part dotted quads.
  if (!s.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(s)) return undefined;
  const addr = ipaddr.process(s);
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(parts.map((p) => p.toString(16)).join(':') + '::').toString()}/64`;
}
