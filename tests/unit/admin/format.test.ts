import { describe, expect, it } from 'vitest';
import { mailtoHref, phoneDisplay } from '@/lib/admin/format';

describe('phoneDisplay', () => {
  it('groups a stored E.164 number for reading and dials it with tel:', () => {
    expect(phoneDisplay('+33612345678', '06 12 34 56 78')).toEqual({ text: '+33 6 12 34 56 78', href: 'tel:+33612345678' });
    expect(phoneDisplay('+15145550123', '(514) 555-0123')).toEqual({ text: '+1 514 555 0123', href: 'tel:+15145550123' });
  });
  it('falls back to the typed number, dialable when it is digits', () => {
    expect(phoneDisplay(null, '+33 (0)1 23 45 67 89')).toEqual({ text: '+33 (0)1 23 45 67 89', href: 'tel:+330123456789' });
    expect(phoneDisplay(null, 'ask for Paul')).toEqual({ text: 'ask for Paul', href: undefined });
    expect(phoneDisplay(null, '')).toEqual({ text: '' });
  });
});

describe('mailtoHref', () => {
  it('links addresses, refuses anything that could add mailto parameters', () => {
    expect(mailtoHref('marie@boulangerie.fr')).toBe('mailto:marie@boulangerie.fr');
    expect(mailtoHref('a@b.fr?bcc=x@y.fr')).toBeUndefined();
    expect(mailtoHref('not an address')).toBeUndefined();
    expect(mailtoHref(null)).toBeUndefined();
  });
});
