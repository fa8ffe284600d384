import { describe, expect, it } from 'vitest';
import { leadRequestSchema, normalizeLeadWebsite, normalizePhone } from '@/lib/leads/schema';
import { suspectReasons } from '@/lib/leads/spam';

const base = { companyName: 'ACME', contactName: 'Ann', email: 'ann@acme.com', phone: '+1 514 555 0123' };

describe('lead schema', () => {
  it('parses a minimal lead and normalizes the phone to E.164', () => {
    const r = leadRequestSchema('en').parse(base);
    expect(r.phone).toEqual({ typed: '+1 514 555 0123', e164: '+15145550123' });
    expect(r.website).toBeUndefined();
  });

  it('uses the locale default country for national numbers', () => {
    expect(normalizePhone('06 12 34 56 78', 'fr')).toBe('+33612345678');
    expect(normalizePhone('(514) 555-0123', 'en')).toBe('+15145550123');
    expect(normalizePhone('+44 20 7946 0958', 'fr')).toBe('+442079460958');
    expect(normalizePhone('+33 6 12 34 56 78 poste 12', 'fr')).toBe('+33612345678');
    expect(normalizePhone('12', 'fr')).toBeUndefined();
    expect(normalizePhone('tel: 0612345678', 'fr')).toBeUndefined();
  });

  it('normalizes websites to http(s) URLs', () => {
    expect(normalizeLeadWebsite('example.fr')).toBe('https://example.fr/');
    expect(normalizeLeadWebsite('http://example.fr/a?b=1')).toBe('http://example.fr/a?b=1');
    expect(normalizeLeadWebsite('javascript:alert(1)')).toBeUndefined();
    expect(normalizeLeadWebsite('data:text/html,x')).toBeUndefined();
    expect(normalizeLeadWebsite('localhost')).toBeUndefined();
    expect(normalizeLeadWebsite('intranet')).toBeUndefined();
  });

  it('normalizes CRLF to LF in the message, NFC everywhere', () => {
    const r = leadRequestSchema('fr').parse({ ...base, message: 'a\r\nb\rc', companyName: 'Cafe\u0301' });
    expect(r.message).toBe('a\nb\nc');
    expect(r.companyName).toBe('Café');
  });

  it('rejects lone surrogates', () => {
    const r = leadRequestSchema('fr').safeParse({ ...base, companyName: 'bad\uD800' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('invalid_characters');
  });
});

describe('suspectReasons', () => {
  it('flags honeypot, missing, negative or short fill time, link-stuffed messages; all reasons at once', () => {
    expect(suspectReasons({ fillMs: 5000, faxNumber: '' })).toEqual([]);
    expect(suspectReasons({ fillMs: 5000, faxNumber: '   ' })).toEqual([]);
    expect(suspectReasons({ fillMs: 5000, faxNumber: 'x' })).toEqual(['honeypot']);
    expect(suspectReasons({ fillMs: 100 })).toEqual(['too_fast']);
    expect(suspectReasons({ fillMs: -5 })).toEqual(['invalid_fill_time']);
    expect(suspectReasons({})).toEqual(['no_fill_time']);
    expect(suspectReasons({ fillMs: 5000, message: 'see https://a.example and www.b.example' })).toEqual([]);
    expect(suspectReasons({ fillMs: 5000, message: 'https://a.example http://b.example www.c.example' })).toEqual(['many_links']);
    expect(suspectReasons({ faxNumber: 1, message: 'https://a https://b https://c' })).toEqual(['honeypot', 'no_fill_time', 'many_links']);
  });
});
