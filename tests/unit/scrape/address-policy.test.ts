import { describe, expect, it } from 'vitest';
import { blockedReason, isBlockedAddress, isBlockedHostname, parseHostAsIp } from '@/lib/scrape/address-policy';
import { normalizeWebsiteUrl } from '@/lib/scrape/normalize-url';
import { vetTarget } from '@/lib/scrape/fetch-page';
import { ScrapeError } from '@/lib/scrape/errors';
import type { Resolver } from '@/lib/scrape/resolver';
import { HOSTILE_CASES, PUBLIC_CASES } from './hostile-urls';

// No network: DNS answers are simulated by an injected resolver. A name without a simulated answer
// must not reach DNS at all (the check refuses it first), so the fallback resolver fails loudly.
function fakeResolver(dns?: string[]): Resolver {
  return async (host) => {
    if (!dns) throw new Error(`unexpected DNS lookup of ${host}`);
    return dns.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

async function check(input: string, dns?: string[]) {
  const url = new URL(normalizeWebsiteUrl(input));
  return vetTarget(url, { allowHosts: new Set(), resolver: fakeResolver(dns), signal: new AbortController().signal });
}

async function codeOf(input: string, dns?: string[]): Promise<string> {
  try {
    await check(input, dns);
    return 'allowed';
  } catch (err) {
    return err instanceof ScrapeError ? err.code : `unexpected: ${String(err)}`;
  }
}

describe('hostile URLs are refused with the right code', () => {
  it('the table holds at least 40 hostile cases', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(40);
  });
  it.each(HOSTILE_CASES.map((c) => [c.why, c] as const))('%s', async (_why, c) => {
    expect(await codeOf(c.input, c.dns)).toBe(c.code);
  });
});

describe('public addresses are allowed', () => {
  it.each(PUBLIC_CASES.map((c) => [c.input, c] as const))('%s', async (_input, c) => {
    const target = await check(c.input, c.dns);
    expect(target.addresses.length).toBeGreaterThan(0);
  });
});

describe('isBlockedAddress', () => {
  const blocked = [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.1.1.1',
    '255.255.255.255',
    '198.18.5.5',
    '192.0.2.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::7f00:1',
    '2002:a00:1::',
    '2001:db8::1',
    'not-an-ip',
  ];
  const allowed = ['8.8.8.8', '93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:1.1.1.1', '64:ff9b::808:808'];
  it.each(blocked)('%s is blocked', (ip) => expect(isBlockedAddress(ip)).toBe(true));
  it.each(allowed)('%s is allowed', (ip) => expect(isBlockedAddress(ip)).toBe(false));
  it('names the reason for the log', () => {
    expect(blockedReason('169.254.169.254')).toBe('cloud metadata');
    expect(blockedReason('::ffff:10.0.0.1')).toMatch(/IPv4-mapped embedding private/);
    expect(blockedReason('2001:0:4136:e378:8000:63bf:80ff:fffe')).toMatch(/Teredo client/);
  });
});

describe('parseHostAsIp', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['[::1]', '::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['127.0.0.1.', '127.0.0.1'],
  ])('%s → %s', (host, ip) => expect(parseHostAsIp(host)?.toString()).toBe(ip));
  it.each(['example.com', 'boulangerie-martin.fr', '1.2.3.4.5', 'deadbeef', ''])('%s is a name, not an IP', (host) => {
    expect(parseHostAsIp(host)).toBeNull();
  });
});

describe('isBlockedHostname', () => {
  it.each(['localhost', 'a.localhost', 'metadata.google.internal', 'x.local', 'single'])('%s', (h) =>
    expect(isBlockedHostname(h)).toBe(true),
  );
  it.each(['example.com', 'boulangerie-martin.fr', 'localhost.example.com'])('%s is fine', (h) => expect(isBlockedHostname(h)).toBe(false));
});

describe('allowlist (SCRAPER_ALLOW_HOSTS, test-only)', () => {
  it('skips address and port checks for the listed host only', async () => {
    const signal = new AbortController().signal;
    const ok = await vetTarget(new URL('http://127.0.0.1:8123/'), { allowHosts: new Set(['127.0.0.1']), resolver: fakeResolver(), signal });
    expect(ok.addresses).toEqual([{ address: '127.0.0.1', family: 4 }]);
    await expect(
      vetTarget(new URL('http://10.0.0.1/'), { allowHosts: new Set(['127.0.0.1']), resolver: fakeResolver(), signal }),
    ).rejects.toMatchObject({ code: 'blocked_address' });
  });
  it('an allowlisted name still connects only to what it resolved to', async () => {
    const signal = new AbortController().signal;
    const t = await vetTarget(new URL('http://shop.evil.test:9999/'), {
      allowHosts: new Set(['shop.evil.test']),
      resolver: fakeResolver(['127.0.0.1']),
      signal,
    });
    expect(t).toMatchObject({ host: 'shop.evil.test', port: 9999, addresses: [{ address: '127.0.0.1', family: 4 }] });
  });
});

describe('DNS failures', () => {
  it('a resolver error is dns_failure', async () => {
    const resolver: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(
      vetTarget(new URL('https://nope.example/'), { allowHosts: new Set(), resolver, signal: new AbortController().signal }),
    ).rejects.toMatchObject({ code: 'dns_failure', status: 502 });
  });
  it('an empty answer is dns_failure', async () => {
    await expect(
      vetTarget(new URL('https://empty.example/'), {
        allowHosts: new Set(),
        resolver: fakeResolver([]),
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ code: 'dns_failure' });
  });
  it('a resolver slower than the budget is timeout', async () => {
    const c = new AbortController();
    setTimeout(() => c.abort(), 20);
    const resolver: Resolver = () => new Promise(() => {});
    await expect(vetTarget(new URL('https://slow.example/'), { allowHosts: new Set(), resolver, signal: c.signal })).rejects.toMatchObject({
      code: 'timeout',
      status: 504,
    });
  });
});
