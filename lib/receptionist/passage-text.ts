import type { KnowledgeHit } from '@/lib/knowledge/types';
import { carries, type AnswerKind } from './answer-kind';
import { normalize, tokens } from './normalize';

// Reading a passage of the site: which words of a question it says, its sentences, the part of it
// that answers, and whether it is the business speaking at all (not a review, a link label, a
// string of keywords or the web agency's credit line).

/** Longest excerpt read out, in words: a heard reply stays short. */
const MAX_EXCERPT_WORDS = 22;

/**
 * Two words are the same word when one is the other inflected (clim ~ clims) or, both five
 * letters or more, they share a long enough beginning (livrez ~ livraison, longs ~ longue).
 * Four-letter words stay strict: "gare" is not "garer".
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3) return false;
  if (short.length === 3) return long.startsWith(short) && /^(s|x|es)$/.test(long.slice(3));
  if (short.length === 4) return long.startsWith(short) && /^(s|x|e|es|er|ez)$/.test(long.slice(4));
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (i >= 5) return !twoCompounds(short.slice(i), long.slice(i));
  // Four letters in common, then an ending on the short side and a vowel on the long side
  // (livrez ~ livraison, longs ~ longue), not another word (bread ≠ breakfast).
  return i === 4 && short.length - i <= 2 && DERIVED.test(long.slice(i));
}

// Endings that open on a consonant yet only inflect or derive a word ("treat-ment", "kind-ness").
const CONSONANT_SUFFIX = /^(ments?|ness|ship|ships|ful|less|ly|ty|ties|tions?|sions?|ry|ries|st|sts|nt|nts|nce|nces|s|x)$/;

/**
 * Two words that share a stem and then go on with another word each ("motor-way" and
 * "motor-bike", "under-floor" and "under-stand"): compounds of different things, not one word
 * inflected. An ending is another word when it has three letters or more, opens on a consonant
 * and is no suffix; "install-ation" / "install-er" stay one word.
 */
function twoCompounds(a: string, b: string): boolean {
  const word = (rest: string) => rest.length >= 3 && /^[^aeiouy]/.test(rest) && !CONSONANT_SUFFIX.test(rest);
  return a.length > 0 && b.length > 0 && (word(a) || word(b));
}

// What may follow a four-letter stem on the longer word: an inflection or a derivation
// ("livr-aison", "long-ue", "envo-yée"), not another word that starts alike ("Livr-adois").
const DERIVED =
  /^[aeiouy]{1,3}[esrzt]{0,2}$|^(aisons?|ations?|ements?|eurs?|euses?|ures?|ages?|ees?|ue|ues|ing|ings|ery|ments?|ers?|es?|ais|ait|ons|ez|ir|is|it|ie|ies|ance|ence|ances|ences|ations?|able|ables)$/;

// The same passages and terms are read many times for one question: their words are kept
// (a bounded cache, emptied when full).
const TOKEN_CACHE = new Map<string, string[]>();
const TOKEN_CACHE_MAX = 5000;

function cachedTokens(text: string): string[] {
  let out = TOKEN_CACHE.get(text);
  if (!out) {
    if (TOKEN_CACHE.size >= TOKEN_CACHE_MAX) TOKEN_CACHE.clear();
    out = tokens(text);
    TOKEN_CACHE.set(text, out);
  }
  return out;
}

/** The same word up to a plural ending: how a vocabulary alternative must be found. */
export function samePlural(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short === long || (long.startsWith(short) && /^(s|x|es)$/.test(long.slice(short.length)));
}

/**
 * How many of the terms occur in this text (a multi-word term when all its words do). `strict`:
 * only the word or its plural — for a vocabulary alternative, which is another word for the
 * concept, so "separation" is not found in "a separate photo".
 */
export function termsIn(text: string, terms: string[], strict = false): number {
  const words = cachedTokens(text);
  let n = 0;
  for (const term of terms) {
    // Short words ("CB", "PAC") only as whole words.
    const parts = cachedTokens(term);
    const same = (p: string, w: string) => (p.length < 3 ? w === p : strict ? samePlural(p, w) : sameWord(p, w));
    if (parts.length && parts.every((p) => words.some((w) => same(p, w)))) n++;
  }
  return n;
}

export function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

// A street or title abbreviation's dot ("73 Av. Georges Clemenceau", "Dr. Smith") ends no sentence.
const ABBREVIATIONS = 'av ave bd blvd st rd dr mr mrs ms ste fg rte pl sq ct ln ch imp res bat apt prof mme mlle pr'.split(' ');
const ABBREVIATION = `(?<!\\b(?:${ABBREVIATIONS.flatMap((a) => [a, a.charAt(0).toUpperCase() + a.slice(1), a.toUpperCase()]).join('|')})\\.)`;
const SENTENCE_END = new RegExp(String.raw`\n+|${ABBREVIATION}(?<=[.!?])\s+(?=[\p{Lu}\d«"“])`, 'u');

/** Sentences and lines of a passage, in order. */
function segments(text: string): string[] {
  return text
    .split(SENTENCE_END)
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
  const count = (a: number, b: number) => words(clauses.slice(a, b + 1).join(' ')).length;
  // Grow forward first (what follows a subject says something about it), then backward.
  const grown = (at: number): [number, number] => {
    let [from, to] = [at, at];
    while (to + 1 < clauses.length && count(from, to + 1) <= max) to++;
    while (from > 0 && count(from - 1, to) <= max) from--;
    return [from, to];
  };
  const covered = ([a, b]: [number, number]) => terms.filter((term) => termsIn(clauses.slice(a, b + 1).join(' '), [term]) > 0).length;
  // From the first clause saying a term; from a later one when its window says more of them ("Le
  // pâté, la terrine, … ont remporté des prix" for "le pâté a eu des prix ?").
  const starts = clauses.map((c, i) => (termsIn(c, terms) > 0 ? i : -1)).filter((i) => i >= 0);
  let [from, to] = grown(starts[0] ?? 0);
  for (const at of starts.slice(1)) {
    const next = grown(at);
    if (covered(next) > covered([from, to])) [from, to] = next;
  }
  // The subject and what is said of it, with a list between them that does not fit: the two
  // clauses joined ("Le pâté de campagne, … ont remporté des prix d'honneur").
  const first = starts[0];
  const last = starts.at(-1);
  if (first !== undefined && last !== undefined && last > first + 1 && count(first, first) + count(last, last) <= max) {
    const both = terms.filter((term) => termsIn(`${clauses[first]} ${clauses[last]}`, [term]) > 0).length;
    if (both > covered([from, to])) return `${clauses[first].replace(/[,;:–—-]+$/, '')} … ${clauses[last]}`;
  }
  let text = clauses.slice(from, to + 1).join(' ');
  if (words(text).length > max) text = words(text).slice(0, max).join(' ');
  text = text.replace(/[,;:–—-]+$/, '');
  return `${from > 0 ? '… ' : ''}${text}${to + 1 < clauses.length || words(text).length >= max ? ' …' : ''}`;
}

/** The part of a passage that answers: the sentence holding most matched terms (headings as context). */
export function excerpt(
  hit: Pick<KnowledgeHit, 'text' | 'headingPath' | 'matchedTerms'>,
  max = MAX_EXCERPT_WORDS,
  kind?: AnswerKind,
  alternatives?: ReadonlyMap<string, string[]>,
): string {
  const terms = hit.matchedTerms;
  const segs = segments(hit.text);
  if (!segs.length) return '';
  let best = segs[0];
  let bestN = -1;
  // A term counts in a sentence as said or by another phrase of its vocabulary concept ("dietary
  // needs" for "coeliac"): the sentence that says what was asked is read, not the paragraph's first.
  const says = (s: string, term: string) =>
    termsIn(s, [term]) > 0 || (alternatives?.get(term) ?? []).some((alt) => termsIn(s, [alt], true) > 0);
  for (const s of segs) {
    // The sentence carrying the kind of value asked (an amount, a year…) outweighs a shared word.
    const n = terms.filter((term) => says(s, term)).length + (kind && carries(kind, s) ? 2 : 0);
    if (n > bestN) {
      best = s;
      bestN = n;
    }
  }
  // "Livraison" › "Du mardi au samedi.": the heading says what the sentence is about.
  const heading = hit.headingPath[hit.headingPath.length - 1]?.trim();
  let out = window(best, terms, max);
  if (
    heading &&
    termsIn(heading, terms) > termsIn(best, terms) &&
    words(heading).length <= 8 &&
    !normalize(best).includes(normalize(heading))
  ) {
    // "Kids Menu : SAUSAGES" keeps its capitals; "Livraison : du mardi…" reads on.
    const lower = /^\p{Lu}\p{Ll}/u.test(out) ? `${out.charAt(0).toLocaleLowerCase()}${out.slice(1)}` : out;
    out = `${heading.replace(/[.:]+$/, '')} : ${lower}`;
    out = window(out, terms, max);
  }
  // A short line under a heading (a price list row) reads fine as it is; close it as a sentence.
  return /[.!?…]$/.test(out) ? out : `${out}.`;
}

const NEGATION = /\b(pas|plus|aucun|aucune|jamais|sans|ni|no|not|never|none|without|n t|don t|doesn t|isn t|aren t|cannot|can t)\b/;

/** A passage that says the thing is not offered ("pas de livraison", "no parking on site"). */
export function isNegative(text: string): boolean {
  // "If your new place isn't ready, we store it": a negation in the condition is not the answer's.
  const said = text.replace(/^(?:…\s*)?(?:if|unless|si|même si)\b[^,;:]*[,;:]\s*/i, '');
  return NEGATION.test(normalize(said).replace(/'/g, ' '));
}

// Customers' words quoted on the page are not the business's statements.
const TESTIMONIAL_HEADING =
  /\b(avis|temoignages?|ils parlent de nous|ce qu(e| ils)( nos clients| les clients| vous)? (en )?dis(ent|ez)|livre d or|reviews?|testimonials?|what .{0,30} says?|guestbook|feedback)\b/;
// The web agency's credit line is not the business speaking either.
const CREDIT =
  /\b(site|website|web ?design|designed|developed|developpe|realise|concu|conception|powered|hosted|heberge)\b.{0,30}\b(par|by)\b/;
export function isTestimonial(hit: KnowledgeHit): boolean {
  return /^\s*[“"«]/.test(hit.text) || TESTIMONIAL_HEADING.test(normalize(hit.headingPath.join(' '))) || CREDIT.test(normalize(hit.text));
}

// Words that open a line without saying what it is about ("Un stationnement…", "Chez le nourrisson").
const LEAD_SKIP = new Set(
  (
    'the our your their all any some this these those with for from and new free full great best ' +
    'un une des les le la l du de d nos notre vos votre leur leurs chez pour avec sans tout tous toute toutes est sont'
  ).split(' '),
);

/** The first word that says what a line is about: "Stationnement" in "Un stationnement privé…". */
export function lead(text: string): string {
  return cachedTokens(text).find((w) => w.length >= 3 && !LEAD_SKIP.has(w)) ?? '';
}

/** The first words of a passage: where it says what it is about. */
export function opening(text: string): string {
  return words(text).slice(0, 4).join(' ');
}

/**
 * A passage that can be read out: words, not only a link or an e-mail address, and not a string
 * of keywords for search engines ("Wet Belt Specialist Tadley Wet Belt Specialist Reading…").
 */
export function readable(text: string): boolean {
  const ws = tokens(text.replace(/\b(?:https?:\/\/|www\.)\S+|\S+@\S+/g, ' ')).filter((w) => w.length >= 3);
  return ws.length >= 1 && (ws.length < 10 || new Set(ws).size / ws.length >= 0.5) && !isFragment(text);
}

// Words that cannot end a statement: a line cut off mid-phrase ("UN GAGE DE QUALITÉ POUR").
const DANGLING =
  /\b(pour|de|du|des|le|la|les|un|une|et|ou|a|au|aux|avec|sans|dans|sur|en|par|for|of|the|a|an|and|or|to|with|in|on|at|by|from)\s*$/i;

/** A line cut off mid-phrase, or a question the site asks its visitors ("Envie d'une pizza ?"). */
function isFragment(text: string): boolean {
  const t = text.trim();
  return DANGLING.test(t) || /\?\s*$/.test(t);
}

/**
 * A link or button label rather than a statement: "See List", "Découvrir nos soins", "Book now →".
 * It answers only when it names what was asked in the caller's own words.
 */
export function isLabel(text: string): boolean {
  const t = text.trim();
  return (
    /[→»›>]$/.test(t) ||
    (t.split(/\s+/).length <= 6 &&
      /^(?:(?:me|nous|m) )?(see|view|voir|joindre|decouvr\w*|explore|read|lire|learn|en savoir|book|reserve\w*|open|ouvrir|click|cliquez|call|appele\w*|get|obtenir|find|trouve\w*|shop|browse|discover|more|plus|m envoyer|envoye\w*|send|contact\w*|ecri\w*|write|email|e mail|mail)\b/.test(
        normalize(t),
      ))
  );
}

// Short words that are no acronym when a shouted line is brought down ("BOUCHER DE PÈRE EN FILS").
const SMALL_WORDS = new Set(
  'de du des la le les l d en et au aux un une a à sur par pour ou of the and an in on at to for by or with'.split(' '),
);

// Two or more words in capitals in a row, one of them four letters or more: a line shouted by the
// page's styling ("VEGGIE BURGER"), which a voice may spell out letter by letter.
const SHOUTED = /(?<![\p{L}\d])[\p{Lu}\d][\p{Lu}\d'’-]*(?:\s+[\p{Lu}\d][\p{Lu}\d'’-]*)+(?![\p{L}\d])/gu;

/**
 * A shouted run said in sentence case: its first letter stays a capital, what reads as an acronym
 * (two letters that are no small word, or three without a vowel) stays one ("UK-THAI MOVES" →
 * "UK-thai moves", "NHS"), the rest is lower case ("LISCANNOR BAY CHOWDER" → "Liscannor bay chowder").
 */
function unshout(run: string): string {
  const longWords = run.split(/\s+/).filter((w) => (w.match(/\p{L}/gu) ?? []).length >= 4);
  if (longWords.length < 1 || run.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 2) return run;
  const low = run.replace(/\p{L}+/gu, (part) => (isAcronym(part) ? part : part.toLocaleLowerCase()));
  return low.charAt(0).toLocaleUpperCase() + low.slice(1);
}

function isAcronym(part: string): boolean {
  const lower = part.toLocaleLowerCase();
  if (SMALL_WORDS.has(lower)) return false;
  return part.length <= 2 || (part.length === 3 && !/[aeiouyàâäéèêëîïôöùûü]/.test(lower));
}

/**
 * A passage's words made to be heard: "£28.00" is "£28", "9h00" is "9 h", "9 h-12 h" is "9 h à
 * 12 h", a "·" or "|" separator a pause, "&" a word, "$4 / dozen" "$4 per dozen", a heading
 * that asks ("Is it required?") no colon after it, a row glued after its price a sentence of its
 * own, two amounts "7,50 / 11 €" one or the other, a "Read more" label left out, capitals not shouted; arrows and emoji,
 * which a voice would spell out or skip badly, are dropped.
 */
export function speakable(text: string, lang: 'fr' | 'en'): string {
  const to = lang === 'fr' ? 'à' : 'to';
  return (
    text
      .replace(SHOUTED, unshout)
      .replace(/(\d)[.,]00(?!\d)/g, '$1')
      .replace(/\b(\d{1,2}) ?h ?00\b/g, '$1 h')
      .replace(/\b(\d{1,2}) ?h ?(\d{2})\b/g, '$1 h $2')
      .replace(/\b(\d{1,2})h\b/g, '$1 h')
      // A range of times is said with its word, not a dash: "9 h-12 h", "9am - 5pm".
      .replace(/\b(\d{1,2} h(?: \d{2})?) ?[-–] ?(\d{1,2} h)\b/g, `$1 ${to} $2`)
      .replace(/\b(\d{1,2}(?::\d{2})? ?(?:am|pm)?) ?[-–] ?(\d{1,2}(?::\d{2})? ?(?:am|pm))\b/gi, `$1 ${to} $2`)
      // An amount for a unit: "$4 / dozen", "12 €/pers".
      .replace(/((?:[$£€] ?\d[\d.,]*)|(?:\d[\d.,]* ?(?:€|\$|£|euros?\b)))\s?\/\s?(?=\p{L})/gu, `$1 ${lang === 'fr' ? 'par' : 'per'} `)
      // Two sizes or two prices side by side ("7,50 / 11 €", "26cm / 33cm") are one or the other.
      .replace(/(\d(?:[\d.,]*\d)?(?: ?(?:€|£|\$|cm|mm|cl|ml|kg|g|l)\b)?) \/ (?=[$£€]?\d)/g, `$1 ${lang === 'fr' ? 'ou' : 'or'} `)
      // A price ends its row on a menu or a price list: a capitalized phrase right after it is the
      // next line glued on ("$4 per dozen Free range"), said as a new sentence.
      .replace(/((?:[$£€] ?\d[\d.,]*|\d[\d.,]* ?(?:€|£|euros?\b))(?: (?:per|par) \p{Ll}+)?) (?=\p{Lu}\p{Ll}+ \p{Ll})/gu, '$1. ')
      // A link label left in the text ("Read More Children, Hygiene") is no word of the business.
      .replace(/(^|\s)(?:Read [Mm]ore|Learn [Mm]ore|See [Mm]ore|En savoir plus|Lire la suite|Voir plus)(?=\s+\p{Lu})\s*/gu, '$1')
      .replace(/\s*\|\s*/g, ', ')
      .replace(/^[,\s]+|[,\s]+$/g, '')
      .replace(/\s+·\s+/g, ', ')
      .replace(/\s&\s/g, lang === 'fr' ? ' et ' : ' and ')
      .replace(/[\p{Extended_Pictographic}→←↑↓►▶➜➔]\uFE0F?/gu, '')
      // A heading that asks or exclaims is a sentence of its own: no colon after "?" or "!".
      .replace(/([?!])\s*:\s+(\p{L})/gu, (_, mark: string, next: string) => `${mark} ${next.toLocaleUpperCase()}`)
      .replace(/\s+([,.])/g, '$1')
      // English puts no space before a colon; French keeps its (no-break) one.
      .replace(/\s+:(?=\s)/g, lang === 'en' ? ':' : '\u00a0:')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
