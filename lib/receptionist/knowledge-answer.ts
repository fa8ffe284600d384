import type { KnowledgeHit } from '@/lib/knowledge/types';
import type { Lang } from './language';
import { normalize, tokens } from './normalize';

// Deciding from the knowledge base's hits what the receptionist may say. Pure functions over
// KnowledgeHit[] (the search itself is lib/knowledge): a confident match is answered with the
// site's own words, cut down to the sentence that carries what was asked; anything weaker is an
// honest "I don't have that". A yes/no question gets "yes" only when the passage says it.

export type KnowledgeAnswer =
  | { kind: 'answer'; text: string; hit: KnowledgeHit; yes: boolean }
  | { kind: 'weak'; best?: KnowledgeHit };

/** Longest excerpt read out, in words: a heard reply stays short. */
export const MAX_EXCERPT_WORDS = 22;

const WH_FR = /\b(quel|quelle|quels|quelles|combien|comment|ou|quand|pourquoi|qui|quoi|lequel|laquelle)\b/;
const WH_EN = /\b(what|which|how|where|when|why|who|whose)\b/;
const FILLER_START = /^(?:(?:bonjour|bonsoir|salut|allo|hello|hi|hey|euh|ben|alors|oui|ok|so|well|um|uh|excusez moi|excuse me|sorry|pardon|dites moi|tell me|madame|monsieur)\s+)+/;
const YN_START_FR = /^(est ce qu|est ce que|est ce|vous|avez vous|faites vous|proposez vous|acceptez vous|livrez vous|vendez vous|prenez vous|etes vous|pouvez vous|y a t il|y a t|il y a|y a|peut on|on peut|je peux|puis je|c est possible|ca vous|ca se|tu|t as)\b/;
const YN_START_EN = /^(do|does|did|is|are|was|were|can|could|will|would|have|has|may|might|any|got)\b/;

/** A question that expects a yes or a no ("vous livrez ?", "do you sell e-bikes?"), not a wh-question. */
export function isYesNoQuestion(text: string, lang: Lang): boolean {
  const n = normalize(text).replace(FILLER_START, '');
  const firstClause = n.split(/[?.!]/)[0];
  if ((lang === 'fr' ? WH_FR : WH_EN).test(firstClause.split(/\s+/).slice(0, 4).join(' '))) return false;
  return lang === 'fr' ? YN_START_FR.test(n) || /\?\s*$/.test(text.trim()) && !WH_FR.test(n) : YN_START_EN.test(n);
}

/** Two caller/site words are the same word when they share a long enough beginning (livrez ~ livraison). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  if (n < 4) return false;
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i >= 5 || (i >= 4 && i >= n - 1);
}

/** How many of the matched terms occur in this text (a multi-word term counts when any word does). */
function termsIn(text: string, terms: string[]): number {
  const words = tokens(text);
  let n = 0;
  for (const term of terms) {
    const parts = tokens(term).filter((w) => w.length >= 3);
    if (parts.some((p) => words.some((w) => sameWord(p, w)))) n++;
  }
  return n;
}

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

/** Sentences and lines of a passage, in order. */
function segments(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\d«"“])/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * A long sentence cut to the clauses that carry the matched terms (at most `max` words), so
 * "…, spécialiste coloriste, mèches et coiffure de mariage, …" is read from its own clause.
 */
function window(sentence: string, terms: string[], max: number): string {
  if (words(sentence).length <= max) return sentence;
  const clauses = sentence.split(/(?<=[,;:–—])\s+/);
  let at = clauses.findIndex((c) => termsIn(c, terms) > 0);
  if (at < 0) at = 0;
  let from = at;
  let to = at;
  const count = (a: number, b: number) => words(clauses.slice(a, b + 1).join(' ')).length;
  // Grow forward first (what follows a subject says something about it), then backward.
  while (to + 1 < clauses.length && count(from, to + 1) <= max) to++;
  while (from > 0 && count(from - 1, to) <= max) from--;
  let text = clauses.slice(from, to + 1).join(' ');
  if (words(text).length > max) text = words(text).slice(0, max).join(' ');
  text = text.replace(/[,;:–—-]+$/, '');
  return `${from > 0 ? '… ' : ''}${text}${to + 1 < clauses.length || words(text).length >= max ? ' …' : ''}`;
}

/** The part of a passage that answers: the sentence holding most matched terms (headings as context). */
export function excerpt(hit: Pick<KnowledgeHit, 'text' | 'headingPath' | 'matchedTerms'>, max = MAX_EXCERPT_WORDS): string {
  const terms = hit.matchedTerms;
  const segs = segments(hit.text);
  if (!segs.length) return '';
  let best = segs[0];
  let bestN = -1;
  for (const s of segs) {
    const n = termsIn(s, terms);
    if (n > bestN) {
      best = s;
      bestN = n;
    }
  }
  // "Livraison" › "Du mardi au samedi.": the heading says what the sentence is about.
  const heading = hit.headingPath[hit.headingPath.length - 1]?.trim();
  let out = window(best, terms, max);
  if (heading && termsIn(heading, terms) > termsIn(best, terms) && words(heading).length <= 8 && !normalize(best).includes(normalize(heading))) {
    out = `${heading.replace(/[.:]+$/, '')} : ${out.charAt(0).toLocaleLowerCase()}${out.slice(1)}`;
    out = window(out, terms, max);
  }
  // A short line under a heading (a price list row) reads fine as it is; close it as a sentence.
  return /[.!?…]$/.test(out) ? out : `${out}.`;
}

const NEGATION = /\b(pas|plus|aucun|aucune|jamais|sans|ni|no|not|never|none|without|n t|don t|doesn t|isn t|aren t|cannot|can t)\b/;

/** A passage that says the thing is not offered ("pas de livraison", "no parking on site"). */
export function isNegative(text: string): boolean {
  return NEGATION.test(normalize(text).replace(/'/g, ' '));
}

// Words that situate a question without being its subject ("exactly", "nearby", "roughly").
const CONTEXT_WORDS = new Set(
  ('exactement environ peu pres cote loin genre truc machin vraiment souvent toujours jamais trop beaucoup quand meme ' +
    'aujourd hui demain maintenant actuellement parfois possible faut fois ' +
    'exactly roughly about around nearby near far kind sort really often always sometimes currently possible today tomorrow')
    .split(/\s+/),
);

/** Query terms that can carry the subject of a question. */
function topical(terms: string[]): string[] {
  return [...new Set(terms)].filter((term) => {
    const ws = tokens(term);
    return ws.some((w) => w.length >= 3) && !ws.every((w) => CONTEXT_WORDS.has(w));
  });
}

/** The clause that asks ("…, est-ce que vous faites la carrosserie ?"), apart from the context told before it. */
export function questionClause(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((x) => x.trim());
  const asked = sentences.find((x) => /\?\s*$/.test(x)) ?? sentences[sentences.length - 1] ?? text;
  const clauses = asked.split(/[,;:]\s+/);
  return clauses[clauses.length - 1].split(/\s+/).length >= 3 || clauses.length === 1 ? clauses[clauses.length - 1] : clauses.slice(-2).join(', ');
}

function hasAmount(text: string): boolean {
  return /\d\s?(€|eur\b|euros?\b)|[€$£]\s?\d|\d\s?(\$|£|dollars?\b|pounds?\b)/i.test(text);
}

type Ranked = { hit: KnowledgeHit; matched: string[]; clauseCovered: boolean; clauseTouched: boolean; clauseTerms: number; amount: boolean };

function rank(hits: KnowledgeHit[], question: string, wantsAmount: boolean): Ranked[] {
  const clauseWords = tokens(questionClause(question));
  const clauseTerms = topical(hits[0]?.queryTerms ?? []).filter((term) => tokens(term).some((w) => clauseWords.includes(w)));
  return hits
    .filter((hit) => readable(hit.text))
    .map((hit) => {
      // The database's stemmer and a long common beginning both count ("longs" ~ "longue").
      const text = `${hit.headingPath.join(' ')} ${hit.text}`;
      const matched = topical(hit.queryTerms).filter((term) => hit.matchedTerms.includes(term) || termsIn(text, [term]) > 0);
      const clauseCovered = clauseTerms.length > 0 && clauseTerms.every((term) => matched.includes(term));
      const clauseTouched = clauseTerms.some((term) => matched.includes(term));
      return { hit: { ...hit, matchedTerms: matched }, matched, clauseCovered, clauseTouched, clauseTerms: clauseTerms.length, amount: hasAmount(hit.text) };
    })
    .sort(
      (a, b) =>
        b.matched.length - a.matched.length ||
        Number(b.clauseCovered) - Number(a.clauseCovered) ||
        (wantsAmount ? Number(b.amount) - Number(a.amount) : 0) ||
        b.hit.score - a.hit.score,
    );
}

/**
 * Confident: two subject terms of the question found together in one passage, or every subject
 * term of the asking clause ("vous faites la carrosserie ?" → "Carrosserie"). One incidental word
 * shared with a passage ("salon" in "can I park near the salon?") is not an answer.
 */
function confident(r: Ranked): boolean {
  // Two terms found but none of what the asking clause names ("…bouclés, genre méthode curly ?"): about something else.
  return r.clauseCovered || (r.matched.length >= 2 && (r.clauseTouched || r.clauseTerms === 0));
}

/** A passage that can be read out: words, not only a link or an e-mail address. */
function readable(text: string): boolean {
  return tokens(text.replace(/\b(?:https?:\/\/|www\.)\S+|\S+@\S+/g, ' ')).filter((w) => w.length >= 3).length >= 1;
}

/** Rows of the same list (same page and headings) that answer as well as the best one: read together. */
function siblings(best: Ranked, ranked: Ranked[]): KnowledgeHit {
  const same = ranked.filter(
    (r) => r !== best && r.matched.length === best.matched.length && r.hit.sourceUrl === best.hit.sourceUrl && r.hit.headingPath.join('›') === best.hit.headingPath.join('›') && words(r.hit.text).length <= 12,
  );
  if (!same.length || words(best.hit.text).length > 12) return best.hit;
  const text = [best.hit.text, ...same.slice(0, 2).map((r) => r.hit.text)].map((x) => x.replace(/[.!]?$/, '.')).join('\n');
  return { ...best.hit, text };
}

/** Decides from the search hits (best first) whether and what to answer. */
export function decideFromHits(hits: KnowledgeHit[], opts: { question: string; yesNo: boolean; wantsAmount?: boolean; max?: number }): KnowledgeAnswer {
  if (!hits.length) return { kind: 'weak' };
  const ranked = rank(hits, opts.question, opts.wantsAmount ?? false);
  const best = ranked[0];
  if (!confident(best)) return { kind: 'weak', best: best.hit };
  const text = excerpt(siblings(best, ranked), opts.max);
  if (!text) return { kind: 'weak', best: best.hit };
  return { kind: 'answer', text, hit: best.hit, yes: opts.yesNo && !isNegative(text) };
}
