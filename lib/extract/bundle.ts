import * as cheerio from 'cheerio';
import { decodeHtml as decodeHtmlBytes } from '@/lib/scrape/charset';

// Helpers for feeding saved pages to the extractor the way the scraper does: decode the bytes
// with the right charset, then wrap each page as <article data-source-url data-title> with its
// head metadata (meta, JSON-LD) and body, home page first. Used by the CLI, the fixture eval
// and tests; the live path gets the same shape from lib/scrape.

/** Decodes saved HTML bytes as the scraper does (BOM, <meta> charset, UTF-8, else windows-1252). */
export function decodeHtml(bytes: Uint8Array): string {
  return decodeHtmlBytes(bytes).text;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One <article> per page, in the scraper's format. */
export function bundlePages(pages: { url: string; html: string }[]): string {
  return pages
    .map(({ url, html }) => {
      const $ = cheerio.load(html);
      const title = $('title').first().text().trim();
      const lang = $('html').attr('lang');
      const head = $('head meta, head script[type="application/ld+json"]')
        .toArray()
        .map((el) => $.html(el))
        .join('\n');
      const body = $('body').html() ?? $.root().html() ?? '';
      return `<article data-source-url="${escapeAttr(url)}" data-title="${escapeAttr(title)}"${lang ? ` lang="${escapeAttr(lang)}"` : ''}>\n${head}\n${body}\n</article>`;
    })
    .join('\n');
}
