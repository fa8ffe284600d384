import type { AnyNode, Element } from 'domhandler';

// A site's menu recognised by its shape rather than its tag: many hand-built sites lay their menu
// out as a row of bare links in a <div> or a <ul> with no <nav>, <header>, role or telling class
// ("<div class=top><a>Home</a><a>Pizzas</a><a>Drinks</a>…"). What makes it a menu is that the
// row holds nothing but a few short links, and either its container is named for navigation
// ("topnav", "main-menu") or it comes before the page's content starts (its first <h2>, <main>
// or paragraph). Link rows further down (a footer's legal links, "see also" lists) are not it.

const MIN_LINKS = 3;
const MAX_LINKS = 12;
const MAX_LABEL_WORDS = 4;
const MAX_LABEL_CHARS = 32;
/** A container named for navigation: "topnav", "main-menu", "menubar", "navbar". */
const NAV_NAME = /nav|menu/i;
/** What starts a page's content: its first section heading, main region or paragraph. */
export const CONTENT_START = 'h2, main, [role="main"], p';
// Separators a hand-built bar puts between its links ("Home | Pizzas | Drinks").
const SEPARATOR = /^[\s|·•/–—-]*$/;

const textOf = (n: AnyNode): string => {
  if (n.type === 'text') return (n as unknown as { data: string }).data;
  if (n.type !== 'tag') return '';
  return ((n as Element).children ?? []).map(textOf).join('');
};

/** The one link an item holds (a bar's <li>), or null when it holds other text or several links. */
function soleLink(item: Element): Element | null {
  if (item.name === 'a') return item;
  const links: Element[] = [];
  const walk = (n: Element) => {
    for (const c of n.children ?? []) {
      if (c.type !== 'tag') continue;
      const el = c as Element;
      if (el.name === 'a') links.push(el);
      else walk(el);
    }
  };
  walk(item);
  if (links.length !== 1) return null;
  return textOf(item).replace(/\s+/g, ' ').trim() === textOf(links[0]!).replace(/\s+/g, ' ').trim() ? links[0]! : null;
}

const shortLabel = (a: Element): boolean => {
  const t = textOf(a).replace(/\s+/g, ' ').trim();
  return t.length > 0 && t.length <= MAX_LABEL_CHARS && t.split(' ').length <= MAX_LABEL_WORDS;
};

const sameSite = (a: Element): boolean => {
  const href = (a.attribs.href ?? '').trim();
  return !!href && !/^(?:tel|mailto|sms|javascript):/i.test(href) && !/^(?:https?:)?\/\//i.test(href);
};

/** The row a link sits in, when that row is nothing but a few short same-site links. */
function barOf(a: Element): Element | null {
  const parent = a.parent as Element | null;
  if (!parent || parent.type !== 'tag') return null;
  const row = parent.name === 'li' ? (parent.parent as Element | null) : parent;
  if (!row || row.type !== 'tag') return null;
  let links = 0;
  for (const c of row.children ?? []) {
    if (c.type === 'text') {
      if (!SEPARATOR.test((c as unknown as { data: string }).data)) return null;
      continue;
    }
    if (c.type !== 'tag') continue;
    const el = c as Element;
    if (el.name === 'br') continue;
    const link = parent.name === 'li' ? (el.name === 'li' ? soleLink(el) : null) : el.name === 'a' ? el : null;
    // A row of same-site links only: any other element (a paragraph, a button, a card) makes it content.
    if (!link || !shortLabel(link)) return null;
    // Links to other sites (social icons, partners) may sit in the row; the site's own pages lead it.
    if (sameSite(link)) links++;
    // A long row is a list of content (a catalogue, a sitemap); stop reading it here.
    if (links > MAX_LINKS) return null;
  }
  return links >= MIN_LINKS && links <= MAX_LINKS ? row : null;
}

function ancestors(n: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  for (let p: AnyNode | null = n; p; p = p.parent as AnyNode | null) out.unshift(p);
  return out;
}

/** True when `a` comes before `b` in the document (and is not inside it). */
export function precedes(a: AnyNode, b: AnyNode): boolean {
  const pa = ancestors(a);
  const pb = ancestors(b);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  if (i === pa.length || i === pb.length) return false;
  const siblings = ((pa[i]!.parent as Element | null)?.children ?? []) as AnyNode[];
  return siblings.indexOf(pa[i]!) < siblings.indexOf(pb[i]!);
}

/**
 * Whether a link belongs to a menu built as a bare row of links: the row's container (or one just
 * above it) is named for navigation, or the row comes before `contentStart`, the first element
 * of the page's content (no content start: the page is all chrome, nothing is at its top).
 */
export function inLinkBar(a: Element, contentStart: Element | undefined): boolean {
  const bar = barOf(a);
  if (!bar) return false;
  let el: Element | null = bar;
  for (let depth = 0; el && el.type === 'tag' && depth < 3; depth++, el = el.parent as Element | null) {
    if (el.name === 'footer' || el.name === 'main' || el.name === 'article') break;
    if (NAV_NAME.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`)) return true;
  }
  return !!contentStart && precedes(bar, contentStart);
}
