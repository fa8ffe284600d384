import { termsIn } from '../passage-text';
import type { AskedThing } from './asked';
import type { OfferEntry } from './catalog';

// Which catalogue entries offer what the caller asked for. Every asked thing counts by its
// weight: fully when the entry says it in the caller's own words (up to plurals and endings),
// half when only by another word of its concept (the caller vocabulary, which is broad: "heating"
// for "heat pump"). A word that most of the catalogue shares ("lessons" at a driving school) says
// little of what is asked and weighs less. An entry answers when it covers most of the weight
// says every word of the asked phrase (complements aside), at least one in the caller's own words.

export type OfferMatch = { entry: OfferEntry; score: number };

const MIN_SCORE = 0.6;
// A thing named by this share of the named entries is the business's own domain.
const COMMON_SHARE = 0.4;
const VOCABULARY_CREDIT = 0.5;

function says(entry: OfferEntry, thing: AskedThing): number {
  // The headings above a line say what kind of thing it is ("Lunch"), not that it is the thing asked.
  const context = thing.head ? '' : (entry.context ?? '');
  const text = entry.kind === 'item' ? `${entry.name} ${entry.description ?? ''} ${context}` : entry.name;
  if (termsIn(text, [thing.said]) > 0) return 1;
  // Prose names an offer in passing: only the caller's own words count there.
  if (entry.kind === 'prose') return 0;
  // A verb asked alone is named by its concept's nouns ("manger" by "plats", "louer" by "location").
  if (thing.verb && thing.head && thing.alternatives.some((alt) => termsIn(entry.name, [alt], true) > 0)) return 1;
  // Another word of the concept counts in the entry's name, not in a long description.
  return thing.alternatives.some((alt) => termsIn(entry.name, [alt], true) > 0) ? VOCABULARY_CREDIT : 0;
}

/** The best entries for the things asked, best first; empty when none covers what is asked. */
export function matchOffers(asked: AskedThing[], entries: OfferEntry[]): OfferMatch[] {
  if (!asked.length || !entries.length) return [];
  const items = entries.filter((e) => e.kind === 'item');
  const weights = asked.map((thing) => {
    const sharing = items.filter((e) => says(e, thing) === 1).length;
    return items.length >= 5 && sharing / items.length >= COMMON_SHARE ? thing.weight * 0.3 : thing.weight;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const out: OfferMatch[] = [];
  for (const entry of entries) {
    let got = 0;
    let named = false;
    let missing = false;
    asked.forEach((thing, i) => {
      const c = says(entry, thing);
      got += c * weights[i];
      if (c === 1) named = true;
      // The asked phrase itself ("pain sans gluten", "a full Irish breakfast") must be offered
      // whole; its complements ("des voitures", "for beginners") may go unsaid.
      if (c === 0 && (thing.head || thing.weight === 1)) missing = true;
    });
    const score = got / total;
    if (score >= MIN_SCORE && named && !missing) out.push({ entry, score });
  }
  // Named entries before prose at the same score; shorter names first (the offer, not a sentence about it).
  return out.sort(
    (a, b) =>
      b.score - a.score || Number(a.entry.kind === 'prose') - Number(b.entry.kind === 'prose') || a.entry.name.length - b.entry.name.length,
  );
}
