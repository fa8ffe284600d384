import type { TextLine } from '../pages';
import { cleanName, plausibleName, PRICE_AT_END, PRICE_AT_START, PRICE_ONLY } from './price';
import { isNonOfferSection } from './not-offerings';

// Which line names a price when the name is not on the price's own line: in rows of a name line
// then a price line under a group heading ("<h3>Gel</h3> Pose complète · 55 € · Remplissage ·
// 45 €") each row's own line; above a described card's price, the card's heading.

const isHeading = (tag: string) => /^h[1-6]$/.test(tag);
const headingLevel = (tag: string) => Number(/^h([1-6])$/.exec(tag)?.[1] ?? 0);

/** A short line that names an item: not a sentence, not a list of ingredients. */
export const nameLine = (l: TextLine | undefined) =>
  !!l &&
  !isHeading(l.tag) &&
  l.text.split(/\s+/).length <= 8 &&
  !/[.!?]$/.test(l.text.trim()) &&
  !l.text.includes(',') &&
  !PRICE_ONLY.test(l.text);

/** The price at `i` and the next one within a few lines each follow a name line, with no heading
 * between them: rows of name then price, the heading above is the group's title. */
export function namedRows(lines: TextLine[], i: number): boolean {
  if (!nameLine(lines[i - 1])) return false;
  for (let j = i + 1; j <= i + 3 && j < lines.length; j++) {
    if (isHeading(lines[j]!.tag)) return false;
    if (PRICE_ONLY.test(lines[j]!.text)) return j - 1 > i && nameLine(lines[j - 1]) && lines[j - 1]!.tag === lines[i - 1]!.tag;
  }
  return false;
}

// "… en studio. Prix 195 €": the word that labels the price is not part of the name.
export const PRICE_LABEL_AT_END = /[\s.,;:]*\b(?:prix|price|tarif|cost|coût)\s*:?\s*$/i;

/**
 * The title of the card a priced paragraph belongs to: the heading right above it, when the
 * paragraph reads as a description (a comma, a sentence, or a "Prix" label before the amount)
 * rather than a name of its own.
 */
export function cardTitleAbove(lines: { tag: string; text: string }[], i: number, name: string, beforePrice: string): string | undefined {
  const above = lines[i - 1];
  const level = headingLevel(above?.tag ?? '');
  if (!above || !level || level < 2 || PRICE_AT_END.test(above.text) || /\d/.test(above.text)) return undefined;
  // A price-list entry names itself: a leader or a separator before the price ("Coupe enfant
  // (– de 12 ans) ...... 16 €"), or more priced lines under the same heading (a category).
  if (/[.·…_]{2,}|[|:–—-]\s*$/.test(beforePrice) || PRICE_AT_END.test(lines[i + 1]?.text ?? '')) return undefined;
  const title = cleanName(above.text);
  const bare = name.replace(/\s*\([^()]*\)/g, '');
  const described = /,/.test(bare) || bare.split(/\s+/).length > 5 || PRICE_LABEL_AT_END.test(name);
  return described && plausibleName(title) && title.split(/\s+/).length <= 6 && !isNonOfferSection(title) ? title : undefined;
}

/**
 * The heading a card's price line belongs to ("<h2>Cats</h2><ul>…what a visit covers…</ul><div>£14
 * / 30 min</div>"): the nearest heading above within `reach` lines, as long as no other priced line
 * stands between them (that line took the heading). Undefined when there is none.
 */
export function headingAbovePrice(lines: readonly TextLine[], i: number, reach = 8): TextLine | undefined {
  for (let k = i - 1; k >= Math.max(0, i - reach); k--) {
    const l = lines[k]!;
    if (headingLevel(l.tag) >= 2) return l;
    if (PRICE_ONLY.test(l.text) || PRICE_AT_END.test(l.text) || PRICE_AT_START.test(l.text)) return undefined;
  }
  return undefined;
}
