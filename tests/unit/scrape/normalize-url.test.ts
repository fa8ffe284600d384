import { describe, expect, it } from 'vitest';
import { normalizeWebsiteUrl } from '@/lib/scrape/normalize-url';
import { ScrapeError } from '@/lib/scrape/errors';

describe('normalizeWebsiteUrl', () => {
  it.each([
    ['boulangerie-martin.fr', 'https://boulangerie-martin.fr/'],
    ['  www.boulangerie-martin.fr/contact  ', 'https://www.boulangerie-martin.fr/contact'],
    ['//example.com/x', 'https://example.com/x'],
    ['HTTP://Example.COM/Path#frag', 'http://example.com/Path'],
    ['https://café.fr', 'https://xn--caf-dma.fr/'],
    ['example.com:443', 'https://example.com/'],
    ['localhost', 'https://localhost/'],
  ])('%s → %s', (input, out) => expect(normalizeWebsiteUrl(input)).toBe(out));

  it.each([
    '',
    '   ',
    'ftp://x.fr',
    'mailto:a@b.fr',
    'javascript:alert(1)',
    'boulangerie',
    'http://a:b@x.fr',
    'http://x .fr',
    'x'.repeat(2049),
  ])('%s is invalid_url (400)', (input) => {
    try {
      normalizeWebsiteUrl(input);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ScrapeError);
      expect(err).toMatchObject({ code: 'invalid_url', status: 400 });
    }
  });
});
