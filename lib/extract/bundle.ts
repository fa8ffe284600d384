import * as cheerio from 'cheerio';
import iconv from 'iconv-lite';

// Helpers for feeding saved pages to the extractor the way the scraper does: decode the bytes
// with the right charset, then wrap each page as <article data-source-url data-title> with its
// head metadata (meta, JSON-LD) and body, home page first. Used by the CLI, the fixture eval
// and tests; the live path gets the same shape from lib/scrape.

/** Decodes HTML bytes: BOM, then <meta charset> / http-equiv in the first 4 KB, else UTF-8 if valid, else windows-1252. */
export function decodeHtml(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  if (buf[0] === 0xff && buf[1] === 0xfe) return iconv.decode(buf.subarray(2), 'utf-16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return iconv.decode(buf.subarray(2), 'utf-16be');
  const head = buf.subarray(0, 4096).toString('latin1');
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_-]+)/i.exec(head);
  const declared = m?.[1]?.toLowerCase();
  if (declared && declared !== 'utf-8' && declared !== 'utf8' && iconv.encodingExists(declared)) {
    // Browsers read "iso-8859-1" as windows-1252 (WHATWG Encoding), so do we.
    const enc = declared === 'iso-8859-1' || declared === 'latin1' || declared === 'us-ascii' ? 'windows-1252' : declared;
    return iconv.decode(buf, enc);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return iconv.decode(buf, 'windows-1252');
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One <article> per page, in the scraper's format. */
export function bundlePages(pages: { url: string; html: string }[]): string {
  return pages
    .map(({ url, html }) => {
      const $ = cheerio.load(html);
      const title = $('title').first().text().trim();
      const lang = $('html').attr('lang');
      const head = $('head meta, head script[type="application/ld+json"]').toArray().map((el) => $.html(el)).join('\n');
      const body = $('body').html() ?? $.root().html() ?? '';
      return `<article data-source-url="${escapeAttr(url)}" data-title="${escapeAttr(title)}"${lang ? ` lang="${escapeAttr(lang)}"` : ''}>\n${head}\n${body}\n</article>`;
    })
    .join('\n');
}
