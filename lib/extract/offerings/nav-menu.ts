import type { Element } from 'domhandler';
import { foldWords } from '@/lib/text/fold';
import { isOfferHeading } from './price';
import { isNonOfferSection } from './not-offerings';

// The site's menu, read as its owner built it: a dropdown titled "Services" / "Prestations" /
// "Nos soins" lists what the business does; one titled "Areas covered" / "Zones d'intervention"
// lists towns; top-level entries (Home, About, Contact) are chrome. When a site has an offerings
// dropdown, only its entries are offerings.

const MAX_DEPTH = 10;
// A dropdown's list: a nested <ul> in an <li>, or a container the menu library names so.
const SUBMENU = /dropdown-(?:list|menu|content)|sub-?menu|children|mega-menu|nav-dropdown/i;
// Where the area served is listed, in the title of a dropdown or the path of its links.
const AREA_TITLE = /\b(?:areas?|zones?|secteurs?|villes|towns|cities|regions?|locations?|covered|served|desservies|intervention)\b/;
const AREA_PATH = /\/(?:areas?|zones?|locations?|secteurs?|villes?|towns?|service-areas?)(?:[-_][a-z]+)?\//i;

const textOf = (el: Element): string => {
  let s = '';
  const walk = (n: Element) => {
    for (const c of n.children ?? []) {
      if (c.type === 'text') s += (c as unknown as { data: string }).data;
      else if (c.type === 'tag') walk(c as Element);
    }
  };
  walk(el);
  return s.replace(/\s+/g, ' ').trim();
};

/** The title of the dropdown a menu link sits in ("Our services", "Areas covered"), or '' at the top level. */
export function menuTitle(a: Element): string {
  let el = a.parent as Element | null;
  for (let depth = 0; el && el.type === 'tag' && depth < MAX_DEPTH; depth++) {
    const parent = el.parent as Element | null;
    // A menu item's own list, or any container of links set after the item's label ("<li><a>Soins</a>
    // <div><a>Massage</a>…</div>"): a dropdown whatever its tag.
    const nestedList = (el.name === 'ul' || el.name === 'div') && parent?.type === 'tag' && parent.name === 'li';
    if (nestedList || SUBMENU.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`)) {
      // The toggle is the element just before the list ("<a>Services</a><ul>…", "<div
      // class=toggle>Services</div><nav class=dropdown-list>…").
      for (let p = el.prev; p; p = p.prev) {
        if (p.type !== 'tag') continue;
        const t = textOf(p as Element);
        if (t) return t.length <= 60 ? t : '';
      }
    }
    el = parent;
  }
  return '';
}

export type MenuZone = 'offerings' | 'area' | 'other';

/** What a menu link's dropdown is about, from its title and, for towns, the link's path. */
export function menuZone(a: Element): MenuZone {
  const title = menuTitle(a);
  if (title && isOfferHeading(title) && !AREA_TITLE.test(foldWords(title))) return 'offerings';
  if (AREA_PATH.test(a.attribs.href ?? '') || (title && (AREA_TITLE.test(foldWords(title)) || isNonOfferSection(title)))) return 'area';
  return 'other';
}

/**
 * "International" in a removals menu whose link is /international-removals: the sibling entries
 * ("Removals", "Office removals") share the head noun the short label leaves out. The label is
 * completed with the next word of its link's slug when that word is a word of a sibling label.
 */
export function completedLabel(label: string, href: string, siblingWords: Set<string>): string {
  const words = foldWords(label).split(' ').filter(Boolean);
  if (!words.length || words.length > 2) return label;
  const slug = foldWords(
    (href.split(/[?#]/)[0] ?? '')
      .replace(/\/+$/, '')
      .split('/')
      .pop()
      ?.replace(/\.[a-z]+$/i, '') ?? '',
  ).split(' ');
  const at = slug.findIndex((_, k) => words.every((w, j) => slug[k + j] === w));
  const next = at >= 0 ? slug[at + words.length] : undefined;
  return next && siblingWords.has(next) && !words.includes(next) ? `${label} ${next}` : label;
}
