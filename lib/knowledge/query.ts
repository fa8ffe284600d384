import { tokens } from '@/lib/receptionist/normalize';
import { NUMBER_WORDS } from '@/lib/text/numbers';
import { relatedWords } from './related';
import { SCAFFOLD } from './scaffold';
import { vocabularies, type Vocabulary } from './vocabulary';
import { KIND_OF, kindsOf } from './vocabulary/kinds';
import { ASKING, sensesIn, sensesOf } from './vocabulary/senses';

// A caller's question → the terms to look for. Words that only carry the question ("est-ce que
// vous…", "do you have…") are dropped; a phrase of the caller vocabulary becomes one term whose
// alternatives are every way of saying that concept in both languages, so "CB" finds "carte
// bancaire" and "se garer" finds "stationnement". Each term is later stemmed by the database
// with the passages' own text-search configuration.

export type Lang = 'fr' | 'en';

export type QueryTerm = {
  /** The caller's words for this term, folded ("se garer", "livrez"). */
  said: string;
  /** Folded alternatives: the words said plus the concept's other phrases. */
  alternatives: string[];
  /** Words related to the caller's own word by the language's lexical resource ("store" →
   * "storage"), not in the vocabulary: searched too, weighed below the alternatives. */
  related?: string[];
};

type Phrase = { words: string[]; forms: string[]; concepts: string[] };

/** Matching key of a word: plural and common verb/participle endings off ("remboursé" ~ "rembourser"). */
export function matchKey(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(es|s|x)$/, '').replace(/(ee|er|ez|e)$/, '');
}

/** A folded word's plural ending off ("cheminees" → "cheminee"). */
const singular = (word: string) => (word.length <= 4 ? word : word.replace(/[sx]$/, ''));

/**
 * One word is the other or one of its inflections, not another word that merely starts with it.
 * Both share a matching key; a verbal ending ("-ée", "-er", "-ez") inflects only a word that has
 * an ending too: "remboursée" is "rembourser", but "cheminée" is not "chemin" (a fireplace, not
 * a path), in either direction. A feminine or plural ending inflects any.
 */
export function inflects(said: string, form: string): boolean {
  const a = singular(said);
  const b = singular(form);
  if (a === b) return true;
  const cut = (w: string) => w.slice(matchKey(w).length);
  const [x, y] = [cut(a), cut(b)];
  const verbal = (c: string) => c.length === 2;
  return !((x === '' && verbal(y)) || (y === '' && verbal(x)));
}

/** Phrases of a vocabulary indexed by their first word, longest first. */
function indexPhrases(vocab: Vocabulary): Map<string, Phrase[]> {
  const byFirst = new Map<string, Phrase[]>();
  const seen = new Map<string, Phrase>();
  for (const [concept, phrases] of Object.entries(vocab)) {
    for (const phrase of phrases) {
      const forms = tokens(phrase);
      const words = forms.map(matchKey);
      if (!words.length) continue;
      const key = forms.join(' ');
      const known = seen.get(key);
      if (known) {
        if (!known.concepts.includes(concept)) known.concepts.push(concept);
        continue;
      }
      const entry = { words, forms, concepts: [concept] };
      seen.set(key, entry);
      const list = byFirst.get(words[0]) ?? [];
      list.push(entry);
      byFirst.set(words[0], list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

/** Every folded phrase of a concept, in every language. */
function conceptPhrases(): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const vocab of Object.values(vocabularies)) {
    for (const [concept, phrases] of Object.entries(vocab)) {
      const set = out.get(concept) ?? new Set<string>();
      for (const p of phrases) {
        const folded = tokens(p).join(' ');
        if (folded) set.add(folded);
      }
      out.set(concept, set);
    }
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}

/** The longest vocabulary phrase said at word i, with the concepts of every phrase of that length
 * said there ("remboursé" is "rembourser" of one concept and "remboursé" of another). */
function matchAt(candidates: Phrase[], words: string[], said: string[], i: number): Omit<Phrase, 'forms'> | undefined {
  const found = candidates.filter((p) => p.words.every((w, k) => words[i + k] === w && inflects(said[i + k], p.forms[k])));
  if (!found.length) return undefined;
  const longest = found.filter((p) => p.words.length === found[0].words.length);
  return { words: longest[0].words, concepts: [...new Set(longest.flatMap((p) => p.concepts))] };
}

const PHRASES: Record<Lang, Map<string, Phrase[]>> = { fr: indexPhrases(vocabularies.fr), en: indexPhrases(vocabularies.en) };
const CONCEPTS = conceptPhrases();

const MAX_TERMS = 12;
/** Related words searched per caller word: each one widens the query (and its cost). */
const MAX_RELATED = 5;

// "Où ?" folds to "ou" ("or"), so it is read before folding: the caller asks for the place, said
// as the concept's first word. In English "where" is a phrase of the same concept.
const WHERE_FR = /(?:^|[^\p{L}])où(?![\p{L}])/iu;
const LOCATION = 'location';

/** The question's content terms, with the caller vocabulary's alternatives. */
export function queryTerms(question: string, lang: Lang): QueryTerm[] {
  const said = tokens(question).slice(0, 60);
  const words = said.map(matchKey);
  const phrases = PHRASES[lang];
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length && terms.length < MAX_TERMS;) {
    const match = matchAt(phrases.get(words[i]) ?? [], words, said, i);
    if (match) {
      const phrase = said.slice(i, i + match.words.length).join(' ');
      i += match.words.length;
      if (seen.has(phrase)) continue;
      seen.add(phrase);
      terms.push(conceptTerm(phrase, sensesSaid(question, phrase, match.concepts, lang)));
      continue;
    }
    const word = said[i++];
    // One letter or a bare number is never what a question is about ("2 personnes" is booking's job).
    if (word.length < 2 || /^\d+$/.test(word) || SCAFFOLD[lang].has(word) || seen.has(word)) continue;
    seen.add(word);
    terms.push(withRelated({ said: word, alternatives: [word] }, lang));
  }
  const place = vocabularies.fr[LOCATION]?.[0];
  if (lang === 'fr' && place && WHERE_FR.test(question) && !terms.some((t) => t.alternatives.includes(place)) && terms.length < MAX_TERMS)
    terms.push({ said: tokens(place).join(' '), alternatives: CONCEPTS.get(LOCATION) ?? [place] });
  return terms;
}

/** The concepts a matched phrase brings in: a word with two senses ("carte": card or menu) only
 * the senses the rest of the sentence shows ("payer", "plats"). */
function sensesSaid(question: string, phrase: string, concepts: string[], lang: Lang): string[] {
  const senses = sensesOf(phrase, lang);
  if (!senses.length) return concepts;
  const shown = sensesIn(question, phrase, senses, lang);
  // Neither shown: both are searched, and the answer's reading asks the passage which it means.
  if (!shown.length) return concepts;
  return concepts.filter((c) => !senses.includes(c) || shown.includes(c));
}

/** A vocabulary phrase as a term: every way of saying its concepts and their kinds ("meat" finds
 * "lamb"); the broader concept of a kind only as a near word ("lamb" → "meat", not "chicken"). */
function conceptTerm(phrase: string, concepts: string[]): QueryTerm {
  const alternatives = new Set([phrase]);
  for (const c of concepts) for (const k of [c, ...kindsOf(c)]) for (const p of CONCEPTS.get(k) ?? []) alternatives.add(p);
  const near = new Set<string>();
  for (const c of concepts) {
    const broader = KIND_OF[c];
    if (broader && !concepts.includes(broader)) for (const p of CONCEPTS.get(broader) ?? []) if (!alternatives.has(p)) near.add(p);
  }
  return near.size
    ? { said: phrase, alternatives: [...alternatives], related: [...near] }
    : { said: phrase, alternatives: [...alternatives] };
}

/** A plain word's related words, those that are not framing words themselves. */
function withRelated(term: QueryTerm, lang: Lang): QueryTerm {
  const related = relatedWords(term.said, lang)
    .filter((w) => !w.split(' ').some((x) => SCAFFOLD[lang].has(x)))
    .slice(0, MAX_RELATED);
  return related.length ? { ...term, related } : term;
}

/** A term as to_tsquery syntax: alternatives ORed, a multi-word phrase as a <-> chain. Only
 * [a-z0-9] words reach the query string (folding guarantees it; the filter makes it certain). */
export function termToTsquery(term: QueryTerm, withRelated = true): string {
  const parts = [...term.alternatives, ...(withRelated ? (term.related ?? []) : [])]
    // A phrase that asks ("how long", "long have you") is never said by a passage, and the
    // database's stop words would leave only "long" of it, which matches "long-distance".
    .filter((alt) => !ASKING.test(alt))
    .map((alt) => alt.split(/[\s-]+/).filter((w) => /^[a-z0-9]+$/.test(w)))
    .filter((ws) => ws.length > 0)
    .map((ws) => (ws.length === 1 ? ws[0] : `(${ws.join(' <-> ')})`));
  return parts.length ? `(${parts.join(' | ')})` : '';
}

/** The numbers a question says, as digits ("deux heures" → "2", "10 hours" → "10"); at most a few. */
export function numbersSaid(question: string): string[] {
  const out = new Set<string>();
  for (const word of tokens(question)) {
    if (/^\d{1,4}$/.test(word)) out.add(String(Number(word)));
    else if (word in NUMBER_WORDS && word !== 'un' && word !== 'une' && word !== 'neuf') out.add(String(NUMBER_WORDS[word]));
  }
  return [...out].slice(0, 4);
}
