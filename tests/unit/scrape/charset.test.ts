import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { charsetFromContentType, charsetFromMeta, decodeHtml, normalizeCharset } from '@/lib/scrape/charset';

const cp1252 = (s: string) => iconv.encode(s, 'windows-1252');

describe('decodeHtml', () => {
  const text = '<p>Boulangerie Éclair — fermé le dimanche, 2,50 € l’éclair</p>';

  it('windows-1252 bytes declared in the header come out with accents, € and ’', () => {
    const out = decodeHtml(cp1252(text), 'text/html; charset=windows-1252');
    expect(out.text).toBe(text);
    expect(out.source).toBe('header');
  });

  it('ISO-8859-1 in the header is read as windows-1252, like browsers (€ and ’ live in 0x80–0x9F)', () => {
    const out = decodeHtml(cp1252(text), 'text/html; charset="ISO-8859-1"');
    expect(out.charset).toBe('windows-1252');
    expect(out.text).toContain('fermé');
    expect(out.text).toContain('€');
  });

  it('<meta charset> is used when the header has none', () => {
    const page = `<!doctype html><html><head><meta charset="iso-8859-1"><title>Café</title></head><body>${text}</body></html>`;
    const out = decodeHtml(cp1252(page), 'text/html');
    expect(out.source).toBe('meta');
    expect(out.text).toContain('<title>Café</title>');
  });

  it('<meta http-equiv="Content-Type"> is used too', () => {
    const page = `<html><head><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=windows-1252"></head><body>é</body></html>`;
    expect(decodeHtml(cp1252(page), null).text).toContain('<body>é</body>');
  });

  it('the header wins over a contradicting <meta>', () => {
    const page = `<meta charset="windows-1252"><p>é</p>`;
    expect(decodeHtml(Buffer.from(page, 'utf8'), 'text/html; charset=utf-8').text).toContain('<p>é</p>');
  });

  it('a UTF-8 BOM wins and is stripped', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>é</p>', 'utf8')]);
    const out = decodeHtml(bytes, 'text/html; charset=iso-8859-1');
    expect(out.text).toBe('<p>é</p>');
    expect(out.source).toBe('bom');
  });

  it('UTF-16LE with a BOM', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('<p>été</p>', 'utf-16le')]);
    expect(decodeHtml(bytes, null).text).toBe('<p>été</p>');
  });

  it('defaults to UTF-8', () => {
    const out = decodeHtml(Buffer.from('<p>éàç</p>', 'utf8'), 'text/html');
    expect(out).toMatchObject({ text: '<p>éàç</p>', charset: 'utf-8', source: 'default' });
  });

  it('undeclared bytes that are not valid UTF-8 fall back to windows-1252', () => {
    const out = decodeHtml(cp1252('<p>Fermé</p>'), 'text/html');
    expect(out).toMatchObject({ text: '<p>Fermé</p>', charset: 'windows-1252', source: 'sniffed' });
  });

  it('an unknown label is ignored', () => {
    expect(decodeHtml(Buffer.from('<p>é</p>'), 'text/html; charset=x-klingon').text).toBe('<p>é</p>');
  });
});

describe('charset labels', () => {
  it.each([
    ['latin1', 'windows-1252'],
    ['US-ASCII', 'windows-1252'],
    ['UTF8', 'utf-8'],
    ['utf-16', 'utf-8'],
    ['iso-8859-15', 'iso-8859-15'],
    ['bogus', null],
  ])('%s → %s', (label, cs) => expect(normalizeCharset(label)).toBe(cs));
  it('parses quoted header parameters', () => expect(charsetFromContentType('text/html;charset="utf-8"')).toBe('utf-8'));
  it('finds no charset in a meta-less page', () => expect(charsetFromMeta(Buffer.from('<p>hi</p>'))).toBeNull());
});
