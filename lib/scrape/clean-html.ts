import * as cheerio from 'cheerio';
import type { AnyNode, ParentNode } from 'domhandler';
import { emailsAssembledByScript } from './script-emails';

// HTML → the part of a page that can hold facts. Scripts, styles, comments, frames, vector art and
// hidden form fields are noise for extraction (and can be megabytes); JSON-LD is kept because it
// is the most reliable source of business facts (LocalBusiness, OpeningHoursSpecification, FAQPage).

export type CleanedPage = {
  title: string;
  /** Every <a href> (absolute) with its text, for page discovery without a second parse. */
  links: { href: string; text: string }[];
  /** Head facts (title, description, og:*, head JSON-LD) followed by the body's inner HTML. */
  content: string;
  lang: string | null;
};

const REMOVE =
  'style, noscript, iframe, frame, frameset, svg, template, object, embed, canvas, link, base, input[type="hidden" i], audio, video, source, track, picture > source';

export function cleanPage(html: string, pageUrl: string): CleanedPage {
  const $ = cheerio.load(limitNesting(html));
  const baseHref = $('base[href]').first().attr('href');
  let base: URL;
  try {
    base = new URL(baseHref ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }

  const doomed: AnyNode[] = [];
  $('script').each((_, el) => {
    const type = (el.attribs.type ?? '').trim().toLowerCase();
    // Keep the data, drop anything else the tag carries (nonce, event handlers, src).
    if (type === 'application/ld+json') el.attribs = { type: 'application/ld+json' };
    else {
      // An address the script writes into the page is what a visitor sees: keep it as a link.
      const emails = el.attribs.src ? [] : emailsAssembledByScript($(el).text());
      for (const e of emails) $(el).before(`<a href="mailto:${escapeText(e)}">${escapeText(e)}</a>`);
      doomed.push(el);
    }
  });
  $(REMOVE).each((_, el) => void doomed.push(el));
  collectComments($.root().get(0)!, doomed);
  removeAll(doomed);

  // Inline handlers and styles carry no facts; relative links are made absolute so the extractor can
  // attribute and follow them after <base> is gone.
  $('*').each((_, el) => {
    if (el.type !== 'tag') return;
    for (const name of Object.keys(el.attribs)) {
      if (/^on/i.test(name) || name === 'style' || name === 'srcset' || name === 'nonce') delete el.attribs[name];
    }
  });
  $('a[href], img[src]').each((_, el) => {
    if (el.type !== 'tag') return;
    const attr = el.name === 'a' ? 'href' : 'src';
    const value = (el.attribs[attr] ?? '').trim();
    if (!value || /^(mailto|tel|sms|data|#)/i.test(value)) return;
    if (/^javascript:/i.test(value)) {
      delete el.attribs[attr];
      return;
    }
    try {
      el.attribs[attr] = new URL(value, base).href;
    } catch {
      /* leave malformed links as they are */
    }
  });
  const links = $('a[href]')
    .toArray()
    .map((el) => ({
      href: (el.attribs.href ?? '').trim(),
      text: `${$(el).text()} ${el.attribs.title ?? ''} ${el.attribs['aria-label'] ?? ''}`,
    }));

  const title =
    collapse($('head title').first().text() || $('title').first().text()) ||
    collapse($('meta[property="og:title" i]').attr('content') ?? '') ||
    collapse($('h1').first().text());

  const head: string[] = [];
  if (title) head.push(`<title>${escapeText(title)}</title>`);
  $('head meta').each((_, el) => {
    if (el.type !== 'tag') return;
    const name = (el.attribs.name ?? '').toLowerCase();
    const property = (el.attribs.property ?? '').toLowerCase();
    const content = el.attribs.content;
    if (content === undefined) return;
    if (name === 'description') head.push(`<meta name="description" content="${escapeAttr(content)}">`);
    else if (property.startsWith('og:') || property.startsWith('business:') || property.startsWith('place:')) {
      head.push(`<meta property="${escapeAttr(property)}" content="${escapeAttr(content)}">`);
    }
  });
  $('head script[type="application/ld+json"]').each((_, el) => {
    head.push($.html(el));
  });

  const body = ($('body').html() ?? '').replace(/>\s*\n\s*</g, '>\n<').trim();
  const lang = ($('html').attr('lang') ?? '').trim().slice(0, 16) || null;
  return { title, links, content: [...head, body].join('\n'), lang };
}

/** Deeper than any real page; browsers cap their DOM depth around 512 for the same reason. */
const MAX_NESTING = 256;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
// Elements whose end tag is usually implied: not counted, so ordinary pages full of unclosed <p>/<li>
// never look deep. (They cannot nest inside themselves anyway.)
const UNCOUNTED = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
  'rb',
  'rt',
  'rp',
  'html',
  'head',
  'body',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

/**
 * A hostile page can nest tags hundreds of thousands deep: HTML parsers (parse5 and htmlparser2
 * alike) slow down quadratically on that, and serializing the tree overflows the stack. This linear
 * scan measures the nesting first and, only when it exceeds MAX_NESTING, drops the tags (never the
 * text) below that depth. Ordinary pages are returned unchanged.
 */
function limitNesting(html: string): string {
  return scanTags(html, false) ?? html;
}

function scanTags(html: string, rewrite: boolean): string | null {
  const len = html.length;
  const out: string[] = [];
  let copied = 0; // html[0, copied) is already in out (rewrite pass)
  let depth = 0;
  let tooDeep = false;
  let nextGt = -1; // cached position of the next '>' so that a page of "<a<a<a…" stays linear
  let i = 0;
  while ((i = html.indexOf('<', i)) !== -1) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end === -1) break;
      i = end + 3;
      continue;
    }
    let j = i + 1;
    const closing = html.charCodeAt(j) === 47; // '/'
    if (closing) j++;
    const nameStart = j;
    if (!isAsciiLetter(html.charCodeAt(j))) {
      i++;
      continue;
    }
    while (j < len && isNameChar(html.charCodeAt(j))) j++;
    if (nextGt < j) nextGt = html.indexOf('>', j);
    if (nextGt === -1) break;
    const tagEnd = nextGt + 1;
    const name = html.slice(nameStart, j).toLowerCase();
    const selfClosing = html.charCodeAt(nextGt - 1) === 47;
    const counted = !VOID.has(name) && !UNCOUNTED.has(name) && !selfClosing;
    let drop = false;
    if (counted && !closing) {
      if (depth >= MAX_NESTING) {
        tooDeep = true;
        drop = true;
      }
      depth++;
    } else if (counted && closing && depth > 0) {
      if (depth > MAX_NESTING) drop = true;
      depth--;
    }
    if (!tooDeep && !rewrite && depth > MAX_NESTING) tooDeep = true;
    if (rewrite && drop) {
      out.push(html.slice(copied, i));
      copied = tagEnd;
    }
    i = tagEnd;
    if (!closing && RAW_TEXT.has(name) && !selfClosing) {
      const closer = new RegExp(`</${name}`, 'gi');
      closer.lastIndex = i;
      const m = closer.exec(html);
      if (!m) break;
      i = m.index;
    }
  }
  if (!rewrite) return tooDeep ? scanTags(html, true) : null;
  out.push(html.slice(copied));
  return out.join('');
}

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isNameChar = (c: number) => isAsciiLetter(c) || (c >= 48 && c <= 57) || c === 45 || c === 58 || c === 95;

/** One page as the unit the extractor splits on: <article data-source-url data-title>. */
export function toArticle(pageUrl: string, page: Pick<CleanedPage, 'title' | 'content' | 'lang'>): string {
  const lang = page.lang ? ` lang="${escapeAttr(page.lang)}"` : '';
  return `<article data-source-url="${escapeAttr(pageUrl)}" data-title="${escapeAttr(page.title)}"${lang}>\n${page.content}\n</article>`;
}

// Iterative on purpose: a page can nest elements deeply enough to overflow a recursive walk.
function collectComments(root: AnyNode, into: AnyNode[]) {
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'comment') into.push(node);
    else if ('children' in node) stack.push(...(node.children as AnyNode[]));
  }
}

/**
 * Detaches many nodes at once. cheerio's .remove() splices one node at a time, which is quadratic
 * on a page with tens of thousands of sibling scripts (measured: 5 s for 30 000); this filters each
 * parent's children once.
 */
function removeAll(nodes: AnyNode[]) {
  const doomed = new Set(nodes);
  const parents = new Set<ParentNode>();
  for (const n of nodes) if (n.parent) parents.add(n.parent);
  for (const parent of parents) {
    const kept = parent.children.filter((c) => !doomed.has(c));
    kept.forEach((c, i) => {
      c.prev = kept[i - 1] ?? null;
      c.next = kept[i + 1] ?? null;
    });
    parent.children = kept;
  }
  for (const n of nodes) {
    n.parent = null;
    n.prev = null;
    n.next = null;
  }
}

/** Cuts HTML to at most maxBytes of UTF-8, before a tag start so no tag is left half-written. */
export function truncateHtml(html: string, maxBytes: number): string {
  let out = html;
  while (Buffer.byteLength(out) > maxBytes) {
    const ratio = maxBytes / Buffer.byteLength(out);
    const approx = Math.floor(out.length * ratio * 0.98);
    const lt = out.lastIndexOf('<', approx);
    out = out.slice(0, lt > 0 ? lt : approx);
  }
  return out;
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
