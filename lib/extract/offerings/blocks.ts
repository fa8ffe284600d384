import type { AnyNode, Element } from 'domhandler';
import type { Page } from '../pages';
import { isChromeLabel, isNonOfferSection } from './not-offerings';
import { namesTopic, topicWords } from './cards';
import { cleanName, plausibleName, PRICE_AT_END, PRICE_AT_START, PRICE_ONLY, isOfferHeading } from './price';

// Cards laid out by a page builder without headings: a row of sibling blocks of the same shape
// (same tag and class), each a short title and a sentence about it ("Boiler Servicing — Ensure
// your boiler runs…", "Bathrooms — Upgrade your bathroom…"). The shape is what makes them a list;
// the section they sit in ("What we offer", "Nos prestations") is what makes them offerings.
// Rows under a values / reasons / steps / team section are not.

const MIN_CARDS = 3;
const MAX_TITLE_WORDS = 6;
const SECTION_LOOKUP_DEPTH = 4;
/** More text pieces than a heading, an eyebrow and an intro: a whole section. */
const CLOSED_SECTION_PIECES = 4;
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'footer', 'header', 'select', 'form', 'button']);
const BLOCK = /^(?:div|p|li|h[1-6]|section|article|figure|figcaption|dt|dd|ul|ol|a|span|strong|b)$/;

const elements = (el: Element): Element[] => (el.children ?? []).filter((c): c is Element => c.type === 'tag');

/** The text pieces of an element in reading order, one per block holding text directly. */
export function pieces(el: Element, out: string[] = [], depth = 0): string[] {
  if (depth > 12 || out.length > 8) return out;
  let own = '';
  for (const c of el.children ?? []) {
    if (c.type === 'text') own += (c as unknown as { data: string }).data;
    else if (c.type === 'tag' && !SKIP.has((c as Element).name)) {
      const child = c as Element;
      if (/^(?:br)$/.test(child.name)) own += ' ';
      else if (/^(?:em|i|small|sup|sub)$/.test(child.name)) own += textOf(child);
      else {
        if (own.trim()) out.push(own.replace(/\s+/g, ' ').trim());
        own = '';
        pieces(child, out, depth + 1);
      }
    }
  }
  if (own.trim()) out.push(own.replace(/\s+/g, ' ').trim());
  return out;
}

function textOf(el: AnyNode): string {
  if (el.type === 'text') return (el as unknown as { data: string }).data;
  if (el.type !== 'tag' || SKIP.has((el as Element).name)) return '';
  return ((el as Element).children ?? []).map(textOf).join(' ');
}

/** The text of the first h2–h6 inside a card, if any. */
export function findHeading(el: Element, depth = 0): string | undefined {
  for (const c of elements(el)) {
    if (/^h[2-6]$/.test(c.name)) return textOf(c).replace(/\s+/g, ' ').trim() || undefined;
    if (depth < 4) {
      const h = findHeading(c, depth + 1);
      if (h) return h;
    }
  }
  return undefined;
}

// Tag and base class: "card" and "card is-active" are the same shape.
const shape = (el: Element) => `${el.name}.${(el.attribs.class ?? '').trim().split(/\s+/)[0] ?? ''}`;

const SECTIONING = /^(?:section|article|main|body)$/;
const isHeading = (el: Element) => /^h[1-6]$/.test(el.name);

/** A list or table inside: the block is a section's content, not its title. */
function holdsList(el: Element, depth = 0): boolean {
  return elements(el).some((c) => /^(?:ul|ol|dl|table)$/.test(c.name) || (depth < 8 && holdsList(c, depth + 1)));
}

/** The text pieces of the blocks just before a row (its heading, eyebrow, intro), nearest first:
 * the heading right above a row of team cards ("L'équipe") says what they are, whatever section
 * ("Nos services") came before it. */
function sectionTexts(container: Element, firstCard: Element, bySection = true): string[] {
  const out: string[] = [];
  // A block before the row that holds more than a title and an intro (a heading AND its list or
  // cards) is a section of its own, closed: its heading is not this row's. Looking stops there.
  let closed = false;
  const before = (start: AnyNode | null) => {
    const found: string[] = [];
    for (let c = start; c && found.length < 4; c = c.prev)
      if (c.type === 'tag') {
        const all = pieces(c as Element);
        // A <section>/<article> before the row is another section, whatever it holds.
        if (
          (bySection && SECTIONING.test((c as Element).name)) ||
          all.length > CLOSED_SECTION_PIECES ||
          (all.length >= 3 && holdsList(c as Element))
        ) {
          closed = true;
          break;
        }
        found.push(...all.slice(0, 4).reverse());
        // The nearest heading is the row's title ("Welcome" over a row of reasons): a heading
        // further up titles another section. Only a short eyebrow just above it still counts.
        if (isHeading(c as Element) || findHeading(c as Element)) {
          let e = c.prev;
          while (e && e.type !== 'tag') e = e.prev;
          const eyebrow = e ? pieces(e as Element) : [];
          if (e && eyebrow.length === 1 && eyebrow[0]!.length <= 30 && !isHeading(e as Element) && !findHeading(e as Element))
            found.push(eyebrow[0]!);
          closed = true;
          break;
        }
      }
    out.push(...found);
  };
  // Siblings of the card's own shape before it are more cards, not the section's title.
  let start: AnyNode | null = firstCard.prev;
  while (start && (start.type !== 'tag' || shape(start as Element) === shape(firstCard))) start = start.prev;
  before(start);
  let el: Element | null = container;
  for (let depth = 0; el && !closed && depth < SECTION_LOOKUP_DEPTH && out.length < 8; depth++) {
    // The row's own section ends the look-up: what comes before it is another section.
    if (bySection && SECTIONING.test(el.name)) break;
    before(el.prev);
    el = el.parent?.type === 'tag' ? (el.parent as Element) : null;
  }
  return out;
}

/**
 * A row set apart from any offerings section even when page-builder sections are not trusted as
 * boundaries (a title often sits in a <section> of its own above the cards' <section>): its own
 * heading is not an offer heading, or a section with content of its own comes first.
 */
const setApart = (container: Element, firstCard: Element, topic: Set<string>) =>
  !offeringSection(sectionTexts(container, firstCard, false), topic);

/** Whether the texts above a row announce offerings (an offer word, or the page's own subject:
 * "Les massages populaires" on the "Massages" page); a values/steps/team section never does. */
function offeringSection(texts: string[], topic: Set<string>): boolean {
  for (const t of texts) {
    if (t.length <= 80 && isNonOfferSection(t)) return false;
    // A heading or eyebrow, not the intro paragraph (which names services in passing).
    if ((isOfferHeading(t) || namesTopic(t, topic)) && t.length <= 60) return true;
  }
  return false;
}

/**
 * A grid a layout breaks into rows (`<div class="row">` after `<div class="row">`, three cards
 * each) is one row of cards: a row whose container follows a container of its own shape, holding
 * cards of the same shape, belongs to the section above the first of them.
 */
function gridStart(container: Element, firstCard: Element): { container: Element; firstCard: Element } {
  let c = container;
  let card = firstCard;
  for (let steps = 0; steps < 20; steps++) {
    // A section of its own, or a container with a title beside its cards, starts its own block.
    if (SECTIONING.test(c.name) || elements(c).some((k) => shape(k) !== shape(card) && pieces(k).length)) break;
    let prev = c.prev;
    while (prev && prev.type !== 'tag') prev = prev.prev;
    if (!prev || shape(prev as Element) !== shape(c)) break;
    const first = elements(prev as Element).find((k) => shape(k) === shape(card));
    if (!first) break;
    c = prev as Element;
    card = first;
  }
  return { container: c, firstCard: card };
}

const priced = (t: string) => PRICE_ONLY.test(t) || PRICE_AT_END.test(t) || PRICE_AT_START.test(t);

type Row = { container: Element; row: Element[] };
// Both the card-title and the priced-card readers walk the rows: one walk per page.
const rowsOf = new WeakMap<Page, Row[]>();

/** Rows of same-shape sibling blocks (cards) on a page: each row with the element that holds it. */
export function sameShapeRows(page: Page): Row[] {
  const known = rowsOf.get(page);
  if (known) return known;
  const out: Row[] = [];
  rowsOf.set(page, out);
  // A bundle's page is an <article>; a single document's root is the document node.
  const stack: Element[] = page.root
    .toArray()
    .flatMap((n) => (n.type === 'root' ? ((n as unknown as Element).children ?? []) : [n]))
    .filter((n): n is Element => n.type === 'tag')
    .reverse();
  while (stack.length) {
    const el = stack.pop()!;
    if (SKIP.has(el.name)) continue;
    const kids = elements(el);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    if (kids.length < MIN_CARDS || !BLOCK.test(el.name)) continue;
    const groups = new Map<string, Element[]>();
    for (const k of kids) {
      const s = shape(k);
      (groups.get(s) ?? groups.set(s, []).get(s)!).push(k);
    }
    for (const row of groups.values()) if (row.length >= MIN_CARDS) out.push({ container: el, row });
  }
  return out;
}

/**
 * The page's card rows read as blocks: `offers`, the titles of rows under an offerings section;
 * `others`, the titles of rows the layout sets apart from any (under their own non-offer heading,
 * or after a closed section with none): the line readers, which cannot see where a block ends,
 * must not take those for offerings.
 */
export function blockCards(page: Page): { offers: { name: string; source: string }[]; others: string[] } {
  const out: { name: string; source: string }[] = [];
  const others: string[] = [];
  const topic = topicWords(page.lines, page.url);
  for (const { container, row } of sameShapeRows(page)) {
    // The section above a row is looked up from the first row of its grid.
    const { container: el, firstCard } = gridStart(container, row[0]!);
    const cards = row.map((k) => pieces(k));
    // A card is a title and text about it; a row of bare links or single words is a menu. The
    // title is the card's heading when it has one ("<span>Brighter, faster</span><h3>Whitening</h3>"),
    // else its first text; "Read more" buttons are no text about it.
    const all = row.map((k, j) => {
      const heading = findHeading(k);
      const p = cards[j]!;
      const title = heading ?? p[0] ?? '';
      const about = p.filter((x) => x !== title && !isChromeLabel(x)).join(' ');
      return { title, about, heading };
    });
    const titled = all.filter((c) => c.title && c.title.split(/\s+/).length <= MAX_TITLE_WORDS && c.about.length >= 20);
    // A priced row is a price list, read by the price reader and priced-cards.
    if (cards.some((p) => p.some(priced))) continue;
    // Headed cards (most of the row has a heading and text) that no offerings section owns: the
    // line readers must not take their titles.
    const headed = all.filter((c) => c.heading && c.about).length * 2 > row.length;
    if (titled.length < MIN_CARDS || titled.length * 2 < row.length) {
      if (headed && setApart(el, firstCard, topic)) others.push(...all.map((c) => cleanName(c.title)));
      continue;
    }
    if (!offeringSection(sectionTexts(el, firstCard), topic)) {
      if (setApart(el, firstCard, topic)) others.push(...all.map((c) => cleanName(c.title)));
      continue;
    }
    for (const { title } of titled) {
      const name = cleanName(title);
      if (/[.!?:]$/.test(title) || !plausibleName(name) || isChromeLabel(name) || isNonOfferSection(name)) continue;
      out.push({ name, source: page.url });
    }
  }
  return { offers: out, others };
}
