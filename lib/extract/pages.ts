import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { emailsAssembledByScript } from '@/lib/scrape/script-emails';

// Turns the extractor's input (one HTML document, or the scraper's bundle of
// <article data-source-url> pages) into parsed pages with their source URL, plus a
// line-oriented view of the visible text that the text parsers (hours, addresses,
// services, FAQ) read. Lines keep the tag they came from so parsers can tell a heading
// from a list item, and whether they sat in navigation chrome.

export type TextLine = {
  text: string;
  /** Lower-case tag of the block that produced the line: h1…h6, li, p, dt, dd, tr, td, div… */
  tag: string;
  /** True inside <nav> or a role=navigation/menu: link lists, never facts about services. */
  inNav: boolean;
  /** True inside <footer>. */
  inFooter: boolean;
  /** True inside an <address> element. */
  inAddress: boolean;
  /** A table row's cells, empty ones kept (the text drops them; a timetable's columns need them). */
  cells?: string[];
  /**
   * The lines inside each cell, when a cell holds several (an address written over <br> lines in
   * a table cell): the row's text runs them together, an address reader needs them apart.
   */
  cellLines?: string[][];
  /**
   * The pieces of a line set side by side in inline elements ("<span>Unit 4</span> <span>Mill
   * Park</span> <span>Leeds</span>"), when there are three or more: the text runs them together
   * with spaces, CSS shows them apart.
   */
  parts?: string[];
};

/** Elements the extractors look up, collected in one walk (a dozen selector scans over a large
 * page cost more than the whole text analysis). */
type PageIndex = {
  /** Links: <a href> and image-map <area href>. */
  anchors: Element[];
  itemprops: Map<string, Element[]>;
  itemscopes: Element[];
  ldScripts: Element[];
  /** Inline scripts that write an e-mail address into the page (see lib/scrape/script-emails). */
  scriptEmails: string[];
  details: Element[];
  cfEmails: Element[];
  metas: Element[];
  h1: Element[];
  /** Embedded frames (maps say where the business is). */
  iframes: Element[];
  /** hCard/h-adr containers (class "adr", "vcard", "h-card", "h-adr"). */
  hcards: Element[];
  firstLang?: string;
  title?: Element;
  body?: Element;
};

export type Page = {
  index: PageIndex;
  url: string;
  title: string;
  $: CheerioAPI;
  /** The root of this page inside the parsed document (the <article> for bundles). */
  root: cheerio.Cheerio<AnyNode>;
  lines: TextLine[];
  lang: string;
};

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'iframe',
  'object',
  'canvas',
  'select',
  'option',
  'button',
  'title',
  'meta',
  'link',
]);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'main',
  'aside',
  'dl',
  'dt',
  'dd',
  'address',
  'blockquote',
  'form',
  'details',
  'summary',
  'figure',
  'figcaption',
  'pre',
  'caption',
  'hr',
  'body',
  'html',
  'fieldset',
  'legend',
  'label',
]);
const CELL = new Set(['td', 'th']);
const INLINE_BREAK = new Set(['span', 'a', 'label', 'small', 'time', 'img', 'i']);
const LABEL_START = new Set(['small', 'em', 'strong', 'b', 'span']);

/** The first text inside an element (a few levels deep), to look at its first letter. */
function firstText(el: Element, depth = 0): string {
  for (const c of el.children ?? []) {
    if (c.type === 'text') {
      const t = (c as unknown as { data: string }).data;
      if (t.trim()) return t;
    } else if (c.type === 'tag' && depth < 3) {
      const t = firstText(c as Element, depth + 1);
      if (t) return t;
    }
  }
  return '';
}

type Ctx = { inNav: boolean; inFooter: boolean; inAddress: boolean };

function collectLines(nodes: AnyNode[]): TextLine[] {
  const lines: TextLine[] = [];
  let buf = '';
  let bufTag = 'div';
  let bufCtx: Ctx = { inNav: false, inFooter: false, inAddress: false };
  // Where inline elements ended in `buf`.
  let bounds: number[] = [];

  const norm = (s: string) =>
    s
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .replace(/^[\s|]+|[\s|]+$/g, '')
      .trim();
  const flush = () => {
    const text = norm(buf);
    const parts =
      bounds.length >= 2 ? [...bounds, buf.length].map((end, k) => norm(buf.slice(bounds[k - 1] ?? 0, end))).filter(Boolean) : [];
    if (text) lines.push({ text, tag: bufTag, ...bufCtx, ...(parts.length >= 3 ? { parts } : {}) });
    buf = '';
    bounds = [];
  };

  const walk = (node: AnyNode, tag: string, ctx: Ctx, depth = 0) => {
    // Hostile pages nest thousands of elements; nothing legitimate lives that deep.
    if (depth > 300) return;
    if (node.type === 'text') {
      if (!buf.trim()) {
        bufTag = tag;
        bufCtx = ctx;
      }
      buf += (node as unknown as { data: string }).data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root' && node.type !== 'script' && node.type !== 'style') return;
    if (node.type !== 'tag' && node.type !== 'root') return;
    const el = node as Element;
    const name = node.type === 'root' ? 'div' : el.name.toLowerCase();
    if (SKIP.has(name)) return;
    if (name === 'br') {
      flush();
      return;
    }
    const role = el.attribs?.role ?? '';
    const next: Ctx = {
      inNav: ctx.inNav || name === 'nav' || role === 'navigation' || role === 'menubar',
      inFooter: ctx.inFooter || name === 'footer' || role === 'contentinfo',
      inAddress: ctx.inAddress || name === 'address',
    };
    const isBlock = BLOCK.has(name);
    const blockTag = isBlock ? name : tag;
    if (isBlock) flush();
    // "<a>General Dentistry<small>Check-ups, hygiene</small></a>": a title and its description
    // set apart by CSS only. A space keeps "Dentistry" and "Check-ups" two words; the capital
    // letter (or digit) that starts the element is what tells it from styled letters in a word.
    else if (LABEL_START.has(name) && /[\p{L}\p{N}.)]$/u.test(buf) && /^\s*[\p{Lu}\p{N}]/u.test(firstText(el))) buf += ' ';
    if (name === 'tr') {
      // A table row becomes one line "cell | cell" so "Lundi | 9h–18h" reads like prose.
      flush();
      const cells: string[] = [];
      const cellLines: string[][] = [];
      for (const child of el.children) {
        if (child.type === 'tag' && CELL.has((child as Element).name)) {
          const inner = collectLines((child as Element).children).map((l) => l.text);
          cells.push(inner.join(' '));
          cellLines.push(inner);
        }
      }
      const trimmed = cells.map((c) => c.trim());
      const text = trimmed.filter(Boolean).join(' | ');
      if (text)
        lines.push({
          text,
          tag: 'tr',
          ...next,
          ...(trimmed.some((c) => !c) ? { cells: trimmed } : {}),
          ...(cellLines.some((c) => c.length > 1) ? { cellLines } : {}),
        });
      return;
    }
    for (const child of el.children ?? []) walk(child, blockTag, next, depth + 1);
    if (isBlock) flush();
    else if (CELL.has(name)) buf += ' | ';
    // Page builders lay out "<span>Classic Cut</span><span>$35</span>" with CSS only; without
    // a space the two would read as one word.
    else if (INLINE_BREAK.has(name) && buf && !/\s$/.test(buf)) {
      buf += ' ';
      bounds.push(buf.length);
    } else if (INLINE_BREAK.has(name) && buf.trim()) bounds.push(buf.length);
    else if (name === 'img') {
      /* images carry no text */
    }
  };

  for (const n of nodes) walk(n, 'div', { inNav: false, inFooter: false, inAddress: false });
  flush();
  return lines;
}

// Facts sit near the top (hero, contact block) or at the very bottom (footer). A huge page
// (catalogue, endless blog) keeps its head and tail so extraction time stays bounded.
const MAX_LINES_HEAD = 5000;
const MAX_LINES_TAIL = 1000;

/** The visible text of a subtree as lines (block elements and <br> break lines). */
export function textLines(node: cheerio.Cheerio<AnyNode>): TextLine[] {
  const lines = collectLines(node.toArray());
  if (lines.length <= MAX_LINES_HEAD + MAX_LINES_TAIL) return lines;
  return [...lines.slice(0, MAX_LINES_HEAD), ...lines.slice(-MAX_LINES_TAIL)];
}

function absolutize(url: string | undefined, base: string | undefined): string {
  if (!url) return base ?? '';
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

// Real pages nest a few dozen levels; hostile ones nest thousands, which makes selector
// matching quadratic. Content below this depth is dropped before anything else runs.
const MAX_DEPTH = 200;

function pruneDeepNodes(root: AnyNode, maxDepth: number): void {
  const stack: [AnyNode, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const children = (node as Element).children as AnyNode[] | undefined;
    if (!children?.length) continue;
    if (depth >= maxDepth) {
      children.length = 0;
      continue;
    }
    for (const c of children) stack.push([c, depth + 1]);
  }
}

function buildIndex(root: AnyNode[]): PageIndex {
  const index: PageIndex = {
    anchors: [],
    itemprops: new Map(),
    itemscopes: [],
    ldScripts: [],
    scriptEmails: [],
    details: [],
    cfEmails: [],
    metas: [],
    h1: [],
    iframes: [],
    hcards: [],
  };
  const stack: AnyNode[] = [...root].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style' && node.type !== 'root') continue;
    const el = node as Element;
    if (node.type !== 'root') {
      const name = el.name.toLowerCase();
      const a = el.attribs ?? {};
      // An image map's <area href> is a link like <a href> (old sites put Facebook and mailto there).
      if ((name === 'a' || name === 'area') && a.href) index.anchors.push(el);
      else if (name === 'script' && /^application\/ld\+json/i.test((a.type ?? '').trim())) index.ldScripts.push(el);
      else if (name === 'script' && !a.src) {
        const js = el.children.map((c) => (c as unknown as { data?: string }).data ?? '').join('');
        index.scriptEmails.push(...emailsAssembledByScript(js));
      } else if (name === 'details') index.details.push(el);
      else if (name === 'meta') index.metas.push(el);
      else if (name === 'h1') index.h1.push(el);
      else if (name === 'iframe') index.iframes.push(el);
      else if (name === 'title') index.title ??= el;
      else if (name === 'body') index.body ??= el;
      if (a.itemprop)
        for (const p of a.itemprop.split(/\s+/)) if (p) (index.itemprops.get(p) ?? index.itemprops.set(p, []).get(p)!).push(el);
      if ('itemscope' in a && a.itemtype) index.itemscopes.push(el);
      if (a.class && /(?:^|\s)(?:adr|h-adr|vcard|h-card)(?:\s|$)/.test(a.class)) index.hcards.push(el);
      if (a['data-cfemail']) index.cfEmails.push(el);
      if (a.lang && index.firstLang === undefined) index.firstLang = a.lang;
    }
    const children = el.children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return index;
}

/** Splits the input into pages. A plain document is one page whose URL is baseUrl. */
export function parsePages(html: string, baseUrl?: string): Page[] {
  // htmlparser2 rather than parse5: several times faster, and linear on hostile deep nesting
  // where parse5's tree construction goes quadratic (20 000 nested <div> take seconds).
  const $ = cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true } });
  pruneDeepNodes($.root()[0]!, MAX_DEPTH);
  // The document's own lang, from the markup itself (cheaper than a selector scan of a big page).
  const docLang = (/<html\b[^>]*?\blang\s*=\s*["']?([^"'\s>]+)/i.exec(html.slice(0, 4096))?.[1] ?? '').trim();
  const articles = html.includes('data-source-url') ? $('article[data-source-url]') : $([]);
  if (articles.length > 0) {
    return articles.toArray().map((a) => {
      const root = $(a);
      const url = absolutize(root.attr('data-source-url'), baseUrl);
      const index = buildIndex([a]);
      return {
        index,
        url,
        title: (root.attr('data-title') ?? '').trim(),
        $,
        root,
        lines: textLines(root),
        lang: (root.attr('lang') ?? index.firstLang ?? docLang).trim(),
      };
    });
  }
  const root = $.root();
  const index = buildIndex(root.toArray());
  const body = index.body ? $(index.body) : root;
  return [
    {
      index,
      url: baseUrl ?? '',
      title: index.title ? $(index.title).text().trim() : '',
      $,
      root,
      lines: textLines(body),
      lang: docLang,
    },
  ];
}
