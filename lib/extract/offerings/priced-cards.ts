import type { Page } from '../pages';
import { foldWords } from '@/lib/text/fold';
import { findHeading, pieces, sameShapeRows } from './blocks';
import { isChromeLabel } from './not-offerings';
import { cleanName, plausibleName, PRICE_AT_END, PRICE_ONLY } from './price';

// Service cards that carry their price: a row of same-shape blocks, each a title, a sentence
// and a price chip or badge ("Wheel alignment — Helps the car drive straight… — Front £60 | 4 wheel
// £100"). Read line by line, the price lands on whatever text stands next to it (the badge, the
// "Open details" link, a variant word); read as a card, it belongs to the card's title. A chip
// that names variants ("Front £60 | 4 wheel £100", "Homme 25 € · Femme 38 €") gives one priced
// line per variant, named title + variant. A card holding a longer price list (a menu section)
// is not one offering: the line reader handles it.

const MAX_TITLE_WORDS = 6;
const MAX_VARIANT_WORDS = 3;
const MAX_PRICES_PER_CARD = 3;
const UNIT = /^(?:\/\s*|(?:per|par|each|the|la|le)\s+)\p{L}{1,12}\.?$/iu;

/** `variantOf`: the card's title when the line is one of its variants ("Wheel alignment" of "… Front"). */
type PricedCardLine = { name: string; price: string; source: string; variantOf?: string };
/** The priced lines read from cards, and the texts of those cards (for setting aside what the
 * line reader made of the same text). */
export type PricedCards = { lines: PricedCardLine[]; cards: { texts: string[]; prices: string[] }[] };

const isPrice = (t: string) => PRICE_ONLY.test(t);

/** The priced segments of one card text: "Front £60 | 4 Wheel £100" → [["Front","£60"],["4 Wheel","£100"]]. */
function segments(text: string): { variant?: string; price: string }[] | null {
  const out: { variant?: string; price: string }[] = [];
  for (const raw of text.split(/\s+[|·•]\s+/)) {
    const seg = raw.trim();
    if (!seg) continue;
    if (isPrice(seg)) {
      out.push({ price: seg });
      continue;
    }
    const m = PRICE_AT_END.exec(seg);
    // Variants only in a chip of several ("Front £60 | 4 Wheel £100"); a lone "name price" text is
    // a priced line the line reader reads.
    if (m && /\s[|·•]\s/.test(text) && m[1]!.trim().split(/\s+/).length <= MAX_VARIANT_WORDS && /\p{L}|\d/u.test(m[1]!)) {
      out.push({ variant: cleanName(m[1]!), price: m[2]!.trim() });
      continue;
    }
    // A segment without a price ("All makes") is a note beside it; a long one means prose.
    if (seg.split(/\s+/).length > MAX_VARIANT_WORDS) return null;
  }
  return out.length ? out : null;
}

export function pricedCards(page: Page): PricedCards {
  const lines: PricedCardLine[] = [];
  const cards: PricedCards['cards'] = [];
  for (const { row } of sameShapeRows(page)) {
    const read = row.map((card) => {
      const parts = pieces(card);
      const all = parts.map((p, i) => ({ p, i, segs: segments(p) })).filter((x) => x.segs);
      // "$4" then "/ dozen": the unit printed apart is part of the price.
      for (const x of all) {
        const unit = parts[x.i + 1];
        if (x.segs!.length === 1 && unit && UNIT.test(unit)) x.segs![0]!.price = `${x.segs![0]!.price} ${unit}`;
      }
      const heading = findHeading(card);
      const short = (p: string) =>
        !isPrice(p) && !all.some((x) => x.p === p) && p.split(/\s+/).length <= MAX_TITLE_WORDS && !isChromeLabel(p);
      // Without a heading, the title is the short text just before the description (badges and
      // eyebrows come earlier: "Prices listed", "Specialist"), else the first short text.
      const about = parts.reduce((best, p, i) => (p.length > (parts[best]?.length ?? 0) ? i : best), -1);
      const beforeAbout = about > 0 && parts[about]!.length >= 40 ? parts.slice(0, about).filter(short).pop() : undefined;
      const title = heading ?? beforeAbout ?? parts.find(short);
      // A price right after its title ("Margherita" / "9 €") is read right by the line reader;
      // a price after the description, on a badge or beside a link is not.
      const priced = all.filter((x) => x.i === 0 || parts[x.i - 1] !== title);
      // "<h3>Kids</h3> Under 12s cut £13": with no sentence about it, a short name right before
      // the price is a line of a small price list under its group heading, not the card's price.
      const described = parts.some((p) => p.length >= 40);
      // (Leader dots between the name and its price are no text.)
      const before = (i: number) =>
        parts
          .slice(0, i)
          .filter((p) => /\p{L}/u.test(p))
          .pop();
      const namedLine =
        !described &&
        all.some((x) => {
          const name = before(x.i);
          return !!name && name !== title && short(name) && !/[.!?:]$/.test(name);
        });
      if (namedLine) return { parts, priced: [], title: undefined };
      return { parts, priced: all.length === priced.length ? priced : [], title: title ? cleanName(title) : undefined };
    });
    // A row of priced cards: most cards carry a price, each has a title, none holds a price list.
    const withPrice = read.filter((c) => c.priced.length);
    if (withPrice.length < 3) continue;
    if (read.some((c) => c.priced.flatMap((x) => x.segs!).length > MAX_PRICES_PER_CARD * 2)) continue;
    if (withPrice.some((c) => !c.title || !plausibleName(c.title) || c.title.split(/\s+/).length > MAX_TITLE_WORDS)) continue;
    for (const card of withPrice) {
      const seen = new Set<string>();
      const segs = card.priced.flatMap((x) => x.segs!);
      const distinct = segs.filter((s) => {
        const k = `${foldWords(s.variant ?? '')}|${foldWords(s.price)}`;
        return !seen.has(k) && seen.add(k);
      });
      // A badge and a chip that repeat one price are one price.
      if (distinct.filter((s) => !s.variant).length > 1 || distinct.length > MAX_PRICES_PER_CARD) continue;
      for (const s of distinct)
        lines.push(
          s.variant
            ? { name: `${card.title} ${s.variant}`, price: s.price, source: page.url, variantOf: card.title }
            : { name: card.title!, price: s.price, source: page.url },
        );
      cards.push({ texts: card.parts.map(foldWords).filter(Boolean), prices: distinct.map((s) => foldWords(s.price)) });
    }
  }
  return { lines, cards };
}

/** True when a priced line read from the text is a fragment of a priced card (its name is text
 * of that card, its price one the card reading already gave). */
export function withinPricedCard(line: { name: string; price?: string }, read: PricedCards): boolean {
  if (!line.price) return false;
  const name = foldWords(line.name);
  const price = foldWords(line.price);
  return read.cards.some((c) => c.prices.includes(price) && c.texts.some((t) => t.includes(name) || (name && name.includes(t))));
}
