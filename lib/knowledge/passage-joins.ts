import type { Passage } from './types';
import { looksLikePostcodeLine } from '@/lib/text/postal';

// Passages one page's layout cut apart although a caller needs them together. Runs on one page's
// passages in page order, before text repeated across pages is dropped.
//  - An address laid out on lines ("66 rue de la Paix" / "75002 Paris") is one passage, so a
//    question naming the town or the branch finds the street as well.
//  - A priced card ("Le Normand · 13 €") and the one description under its title ("camembert
//    rôti, sauce…") are one passage, so a question naming the description finds the price.
//  - A line that announces the next one ("Je vous reçois au cabinet situé à :" / "73 av. Foch,
//    94170 Le Perreux") is read with it.
//  - A line with no word and no number worth reading ("01", "•") is layout, not text.
//  - Customers' words under a reviews heading are not the business speaking: a caller asking
//    "is there a fire?" must not be told what one visitor wrote once.

const MAX_JOINED_CHARS = 360;
/** A line short enough to be one line of an address block (a street, a building, a label). */
const MAX_ADDRESS_LINE = 80;

const SENTENCE_END = /[.!?…:]$/;
const PRICE = /\d\s?(?:€|eur|\$|£)|[€$£]\s?\d/i;

export function isPostcodeLine(text: string): boolean {
  return text.length <= MAX_ADDRESS_LINE && looksLikePostcodeLine(text);
}

/** Nothing a caller could ask about: no word of two letters, not even a phone-length number. */
function isLayoutOnly(text: string): boolean {
  return !/\p{L}{2}/u.test(text) && (text.match(/\d/g) ?? []).length < 6;
}

const REVIEWS_HEADING =
  /^(?:nos |vos |les )?avis(?: clients?| de nos clients| google)?\W*$|t[ée]moignages?|ils (?:en )?parlent|ce qu.(?:ils|elles|on) (?:en )?(?:disent|dit)|livre d.or|\breviews?\b|testimonials?|\bwhat .{0,40}\bsays?\b|guestbook|kind words/i;

/** Contact facts a page may set right after its reviews with no heading of their own. */
const CONTACT_FACT = /\S+@\S+\.\w|(?:\d[\s.-]?){8,}/;

const isReview = (p: Passage) =>
  p.headingPath.some((h) => REVIEWS_HEADING.test(h.trim())) && !CONTACT_FACT.test(p.text) && !looksLikePostcodeLine(p.text);

const samePlace = (a: Passage, b: Passage) =>
  a.sourceUrl === b.sourceUrl && a.headingPath.length === b.headingPath.length && a.headingPath.every((h, i) => h === b.headingPath[i]);

/** The card title a priced line starts with: "Le Normand · 13 €" → "Le Normand". */
function pricedTitle(p: Passage): string | null {
  const at = p.text.lastIndexOf(' · ');
  return at > 0 && PRICE.test(p.text.slice(at)) ? p.text.slice(0, at) : null;
}

const isUnder = (p: Passage, parent: Passage, title: string) =>
  p.sourceUrl === parent.sourceUrl &&
  p.headingPath.length === parent.headingPath.length + 1 &&
  p.headingPath[p.headingPath.length - 1] === title &&
  parent.headingPath.every((h, i) => h === p.headingPath[i]);

export function joinPassages(passages: Passage[]): Passage[] {
  return joinAnnounced(joinBlocks(passages.filter((p) => !isLayoutOnly(p.text) && !isReview(p))));
}

/** Max length of a line that announces the next ("Adresse :", "Nous trouver :"). */
const MAX_ANNOUNCING = 120;
const MAX_ANNOUNCED = 160;

// Only a single announced line, or an address: "Moyens de paiement :" over "Espèces" / "Chèques" /
// "CB" is a list whose rows stay rows.
function joinAnnounced(passages: Passage[]): Passage[] {
  const out: Passage[] = [];
  for (let i = 0; i < passages.length; i++) {
    const p = passages[i];
    const prev = out[out.length - 1];
    const next = passages[i + 1];
    const single = !next || !samePlace(next, p) || /:$/.test(next.text) || looksLikePostcodeLine(p.text);
    if (
      prev &&
      single &&
      /:$/.test(prev.text) &&
      prev.text.length <= MAX_ANNOUNCING &&
      p.text.length <= MAX_ANNOUNCED &&
      samePlace(prev, p)
    ) {
      prev.text = `${prev.text} ${p.text}`;
      continue;
    }
    out.push(p);
  }
  return out;
}

function joinBlocks(passages: Passage[]): Passage[] {
  const out: Passage[] = [];
  for (let i = 0; i < passages.length; i++) {
    const p = passages[i];
    const prev = out[out.length - 1];
    if (
      prev &&
      isPostcodeLine(p.text) &&
      samePlace(prev, p) &&
      prev.text.length <= MAX_ADDRESS_LINE &&
      !SENTENCE_END.test(prev.text) &&
      !isPostcodeLine(prev.text)
    ) {
      prev.text = `${prev.text}, ${p.text}`;
      continue;
    }
    const title = prev && pricedTitle(prev);
    const next = passages[i + 1];
    if (
      prev &&
      title &&
      isUnder(p, prev, title) &&
      !(next && isUnder(next, prev, title)) &&
      prev.text.length + p.text.length + 3 <= MAX_JOINED_CHARS
    ) {
      prev.text = `${prev.text} — ${p.text}`;
      continue;
    }
    out.push({ ...p });
  }
  return out;
}
