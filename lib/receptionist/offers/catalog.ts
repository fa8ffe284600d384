import type { ExtractedInfo } from '@/lib/extract/types';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { isLabel, isNegative, isTestimonial, readable, words } from '../passage-text';
import { tokens } from '../normalize';

// What the business offers, as entries a caller's question can be matched to: the extracted
// services and priced lines, and the site's passages that look like offerings — a short line
// (a list item, a card title, a menu line) or the heading above a passage — and, last, single
// sentences of the site's prose that may name an offer in passing ("we fit air source heat pumps").

export type OfferEntry = {
  /** The offering as the site names it ("Full Irish Breakfast"), or one sentence of prose. */
  name: string;
  price?: string;
  /** Words that describe it besides its name (a description, the passage under a heading). */
  description?: string;
  /** The headings above it ("Lunch"): they qualify it, but never name the thing asked. */
  context?: string;
  /** item: named as an offering; prose: a sentence that mentions it. */
  kind: 'item' | 'prose';
};

// A line this short is a name (list item, card title, menu line), not a statement.
const NAME_WORDS = 8;
const SENTENCE_WORDS = 30;

/** The structured offerings: services (with their descriptions) and every priced line. */
export function structuredEntries(info: Pick<ExtractedInfo, 'services' | 'priced'>): OfferEntry[] {
  const out: OfferEntry[] = [];
  for (const s of [...info.services, ...(info.priced ?? [])])
    out.push({ name: s.name, price: s.price ?? undefined, description: s.description ?? undefined, kind: 'item' });
  return out;
}

/** Entries read from the site's passages found for the question. */
export function passageEntries(hits: KnowledgeHit[]): OfferEntry[] {
  const out: OfferEntry[] = [];
  for (const hit of hits) {
    if (hit.source !== 'site' || isTestimonial(hit) || isNegative(hit.text)) continue;
    const head = hit.headingPath.at(-1)?.trim();
    const text = hit.text.trim();
    if (head && words(head).length <= NAME_WORDS && readable(head) && !isLabel(head) && !/[.!?]$/.test(head))
      out.push({ name: head, kind: 'item' });
    // A short line that is a sentence ("Yes — we have parking.") is a statement, not a name.
    if (words(text).length <= NAME_WORDS && !isLabel(text) && !/[.!?]$/.test(text)) {
      const priced =
        /^(.*?\S)\s*(?:[·:–—-]|\.{2,})\s*((?:from |dès |à partir de )?[£$€]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur|euros))\s*$/i.exec(text);
      // The headings above a line say what it is ("Lunch › Veggie burger"): a category answers for its items.
      const context = hit.headingPath.join(' ') || undefined;
      out.push(priced ? { name: priced[1], price: priced[2], context, kind: 'item' } : { name: text, context, kind: 'item' });
      continue;
    }
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      const n = tokens(sentence).length;
      if (n >= 4 && words(sentence).length <= SENTENCE_WORDS && readable(sentence) && !isNegative(sentence))
        out.push({ name: sentence.trim(), kind: 'prose' });
    }
  }
  return out;
}
