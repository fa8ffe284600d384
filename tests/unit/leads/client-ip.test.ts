import { describe, expect, it } from 'vitest';
import { clientIp, normalizeIp, UNKNOWN_CLIENT } from '@/lib/client-ip';

const req = (xff?: string) => new Request('http://localhost/api/leads', { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });

describe('clientIp', () => {
  it('never trusts X-Forwarded-For with TRUST_PROXY=0 (Next keeps a client-sent header)', () => {
    expect(clientIp(req('203.0.113.7'), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(req(), 0)).toBe(UNKNOWN_CLIENT);
  });

  it('takes the N-th entry from the right with N trusted proxies', () => {
    expect(clientIp(req('1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIp(req('1.1.1.1, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    // fewer entries than hops (direct hit): the leftmost
    expect(clientIp(req('198.51.100.4'), 2)).toBe('198.51.100.4');
  });

  it('ignores forged entries to the left of the trusted hop', () => {
    expect(clientIp(req('evil, 9.9.9.9, 203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  it('falls back to unknown on garbage', () => {
    expect(clientIp(req('not-an-ip'), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(req(''), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(req(), 1)).toBe(UNKNOWN_CLIENT);
  });
});

describe('normalizeIp', () => {
  it('canonicalizes IPv4, ports, mapped and bracketed forms', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normalizeIp('10.1')).toBeUndefined();
    expect(normalizeIp('999.1.1.1')).toBeUndefined();
  });

  it('keys IPv6 by /64', () => {
    expect(normalizeIp('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('[2001:db8:1:2::5]:443')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  });
});
