import ipaddr from 'ipaddr.js';

// Which network addresses a public URL fetcher may connect to. The rule is an allowlist in spirit:
// IPv4 must be ordinary public unicast, IPv6 must be global unicast (2000::/3) outside every
// special-purpose block; IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are
// judged by the IPv4 address they carry, because that is where the packets can end up.

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

type Range = { cidr: [IpAddress, number]; label: string };

const range = (cidr: string, label: string): Range => ({ cidr: ipaddr.parseCIDR(cidr), label });

// IANA IPv4 Special-Purpose Address Registry plus the cloud metadata endpoints (which fall inside
// link-local/CGNAT/reserved blocks anyway; listed so the log names them).
const IPV4_BLOCKED: Range[] = [
  range('169.254.169.254/32', 'cloud metadata'),
  range('100.100.100.200/32', 'cloud metadata (Alibaba)'),
  range('192.0.0.192/32', 'cloud metadata (Oracle)'),
  // Azure WireServer: a public-looking address that every Azure VM reaches as a platform endpoint.
  range('168.63.129.16/32', 'cloud platform endpoint (Azure WireServer)'),
  range('0.0.0.0/8', 'unspecified / this network'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'carrier-grade NAT'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'IETF protocol assignments'),
  range('192.0.2.0/24', 'documentation'),
  range('192.31.196.0/24', 'AS112'),
  range('192.52.193.0/24', 'AMT'),
  range('192.88.99.0/24', '6to4 relay anycast'),
  range('192.168.0.0/16', 'private'),
  range('192.175.48.0/24', 'AS112'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
  range('255.255.255.255/32', 'broadcast'),
];

// Blocks inside 2000::/3 that are not ordinary global unicast. Everything outside 2000::/3
// (loopback, unspecified, ULA fc00::/7 incl. fd00:ec2::254, link-local, site-local, multicast,
// discard 100::/64, 64:ff9b:1::/48 local NAT64, IPv4-compatible ::/96…) is refused wholesale.
const IPV6_BLOCKED_GLOBAL: Range[] = [
  range('2001:2::/48', 'benchmarking'),
  range('2001:db8::/32', 'documentation'),
  range('2001:10::/28', 'ORCHID'),
  range('2001:20::/28', 'ORCHIDv2'),
  range('2001::/23', 'IETF protocol assignments'),
  range('2620:4f:8000::/48', 'AS112'),
  range('3fff::/20', 'documentation'),
];
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Parses a URL host or a resolver answer as an IP address, accepting every spelling a browser or
 * libc would (decimal 2130706433, hex 0x7f.1, octal 0177.0.0.1, short 127.1, [v6], v6 zone ids).
 * Returns null for anything that is a domain name.
 */
export function parseHostAsIp(host: string): IpAddress | null {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  h = h.replace(/\.$/, '');
  const zone = h.indexOf('%');
  if (zone !== -1 && h.includes(':')) h = h.slice(0, zone);
  if (!h) return null;
  if (h.includes(':')) {
    return ipaddr.IPv6.isValid(h) ? ipaddr.IPv6.parse(h) : null;
  }
  // ipaddr's IPv4 parser follows inet_aton: 1 to 4 parts, each decimal, 0x-hex or 0-octal.
  if (!/^[0-9a-fx.]+$/.test(h) || !/^(0x[0-9a-f]*|\d+)(\.(0x[0-9a-f]*|\d+)){0,3}$/.test(h)) return null;
  return ipaddr.IPv4.isValid(h) ? ipaddr.IPv4.parse(h) : null;
}

/** Why an address is refused, or null when it is an ordinary public address. */
export function blockedReason(ip: string | IpAddress): string | null {
  const addr = typeof ip === 'string' ? parseHostAsIp(ip) : ip;
  if (!addr) return 'not an IP address';
  if (addr.kind() === 'ipv4') return ipv4Reason(addr as ipaddr.IPv4);
  return ipv6Reason(addr as ipaddr.IPv6);
}

/** True when a fetcher must not connect to this address (or it is not an IP address at all). */
export function isBlockedAddress(ip: string | IpAddress): boolean {
  return blockedReason(ip) !== null;
}

function ipv4Reason(addr: ipaddr.IPv4): string | null {
  for (const r of IPV4_BLOCKED) if (addr.match(r.cidr)) return r.label;
  return null;
}

function ipv6Reason(addr: ipaddr.IPv6): string | null {
  const p = addr.parts; // eight 16-bit words
  const v4 = (hi: number, lo: number) => ipaddr.IPv4.parse(`${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`);
  const embedded = (label: string, inner: ipaddr.IPv4) => {
    const why = ipv4Reason(inner);
    return why ? `${label} embedding ${why} ${inner.toString()}` : null;
  };

  // ::ffff:a.b.c.d (IPv4-mapped) and ::ffff:0:a.b.c.d (SIIT, RFC 6145): the kernel talks IPv4.
  if (p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && ((p[4] === 0 && p[5] === 0xffff) || (p[4] === 0xffff && p[5] === 0))) {
    return embedded('IPv4-mapped', v4(p[6], p[7]));
  }
  // 64:ff9b::/96 well-known NAT64 prefix: a NAT64 gateway forwards to the embedded IPv4.
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) {
    return embedded('NAT64', v4(p[6], p[7]));
  }
  if (!addr.match(IPV6_GLOBAL_UNICAST)) {
    if (p.slice(0, 6).every((w) => w === 0)) {
      if (p[6] === 0 && p[7] === 0) return 'unspecified';
      if (p[6] === 0 && p[7] === 1) return 'loopback';
      return 'IPv4-compatible (deprecated)';
    }
    const name = addr.range();
    return name === 'unicast' ? 'outside global unicast' : name;
  }
  // 2002:AABB:CCDD::/48 — 6to4 tunnels to the IPv4 address AA.BB.CC.DD.
  if (p[0] === 0x2002) return embedded('6to4', v4(p[1], p[2]));
  // 2001:0::/32 Teredo: server IPv4 in words 2–3, client IPv4 obfuscated (xor) in words 6–7.
  if (p[0] === 0x2001 && p[1] === 0) {
    return embedded('Teredo server', v4(p[2], p[3])) ?? embedded('Teredo client', v4(p[6] ^ 0xffff, p[7] ^ 0xffff));
  }
  for (const r of IPV6_BLOCKED_GLOBAL) if (addr.match(r.cidr)) return r.label;
  return null;
}

// Names that reach internal services whatever public DNS says (resolver search domains, /etc/hosts,
// cloud metadata aliases). Refused before any lookup.
const BLOCKED_NAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.com',
  'kubernetes.default',
  'kubernetes.default.svc',
]);
const BLOCKED_SUFFIXES = [
  '.localhost',
  '.internal',
  '.local',
  '.localdomain',
  '.home.arpa',
  '.intranet',
  '.lan',
  '.corp',
  '.svc',
  '.cluster.local',
];

/** Host names (not addresses) that are refused outright. Expects a lowercase name without a trailing dot. */
export function isBlockedHostname(name: string): boolean {
  const n = name.toLowerCase().replace(/\.+$/, '');
  if (BLOCKED_NAMES.has(n)) return true;
  if (!n.includes('.')) return true; // single-label names resolve through search domains
  return BLOCKED_SUFFIXES.some((s) => n.endsWith(s));
}
