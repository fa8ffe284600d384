import { DETERMINERS } from '@/lib/text/determiners';
import { SCAFFOLD } from '@/lib/knowledge/scaffold';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import type { Lang } from './language';
import { normalize, tokens } from './normalize';
import { lead, opening, samePlural, sameWord, termsIn, words } from './passage-text';

// What a passage is about, as a listener would hear it: the word a line opens on, words said only
// in a parenthesis, two things asked each said by their own words, a heading that names what the
// row under it does not. Used by the knowledge answer to judge a passage and to word its reply.

/** Each query term's alternatives (caller vocabulary). */
export type Alternatives = Map<string, string[]>;

/** Longest passage in which words found only through the vocabulary may still be what it is about. */
export const PASSING_WORDS = 20;

/** At least two of the terms are found in the text through words that share nothing. */
export function independent(text: string, terms: string[], alternatives?: Alternatives): boolean {
  const witnesses = terms
    .map((term) => [term, ...(alternatives?.get(term) ?? [])].find((alt) => termsIn(text, [alt], alt !== term) > 0))
    .filter((alt): alt is string => Boolean(alt))
    .map((alt) => new Set(tokens(alt)));
  return witnesses.some((a, i) => witnesses.some((b, j) => j > i && [...a].every((w) => !b.has(w))));
}

/** Every subject word this passage matches is said only between parentheses. */
export function aside(hit: KnowledgeHit, nouns: string[], matched: string[]): boolean {
  const said = nouns.filter((term) => matched.includes(term));
  if (!said.length || !hit.text.includes('(')) return false;
  const outside = `${hit.headingPath.join(' ')} ${hit.text.replace(/\([^)]*\)/g, ' ')}`;
  return termsIn(outside, said) === 0;
}

/** The line opens on the word (or phrase) that says what it is about. */
export function leadsWith(line: string, alt: string): boolean {
  const first = lead(line);
  const head = tokens(alt);
  if (!first || !head.length) return false;
  // A phrase ("en ligne", "car park") is specific enough anywhere in the first words.
  return head.length === 1 ? samePlural(first, head[0]) : termsIn(opening(line), [alt], true) > 0;
}

/** A sentence of the text starts with the phrase itself, nothing before it ("…shop. Run by Anna."). */
export function sentenceOpensOn(text: string, phrase: string): boolean {
  const head = tokens(phrase);
  return (
    head.length > 0 &&
    text
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => tokens(sentence))
      .some((ws) => head.every((w, i) => samePlural(ws[i] ?? '', w)))
  );
}

/**
 * A phrase of two words or more said as it is, anywhere ("…happy to accommodate dietary needs"):
 * specific enough to say what the sentence is about, unlike one word in passing ("a family dinner").
 */
export function saysPhrase(text: string, phrase: string): boolean {
  const head = tokens(phrase);
  if (head.length < 2) return false;
  const ws = tokens(text);
  return ws.some((_, at) => head.every((w, i) => samePlural(ws[at + i] ?? '', w)));
}

/** A line that is only a value (a price, a size): no word of its own. */
export function isBareValue(text: string): boolean {
  return /\d/.test(text) && !tokens(text).some((w) => /[a-z]{3,}/.test(w) && !/^(eur|euros?|usd|gbp)$/.test(w));
}

/** The nearest heading that, read before the text, names everything asked. */
export function namingHeading(path: string[], text: string, nouns: string[], alternatives?: Alternatives): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const head = path[i].trim();
    if (head && words(head).length <= 8 && saysAll(`${head} ${text}`, nouns, alternatives)) return head;
  }
  return undefined;
}

/** "Piano Moving: upright, baby grand…" (French puts a no-break space before the colon). */
export function withHeading(head: string, text: string, lang: Lang): string {
  const lower = /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLocaleLowerCase()}${text.slice(1)}` : text;
  return `${head.replace(/[.:\s]+$/, '')}${lang === 'fr' ? '\u00a0:' : ':'} ${lower}`;
}

/**
 * Every subject term asked, as said or through the caller vocabulary, is in the text. A vocabulary
 * concept said there answers for the plain words around it ("garer la voiture" → "stationnement").
 */
export function saysAll(text: string, nouns: string[], alternatives?: Alternatives): boolean {
  const alts = (term: string) => alternatives?.get(term) ?? [];
  const says = (term: string) => [term, ...alts(term)].some((alt) => termsIn(text, [alt]) > 0);
  const conceptSaid = nouns.some((term) => alts(term).length > 1 && says(term));
  return nouns.every((term) => says(term) || (conceptSaid && alts(term).length <= 1));
}

// Words before a verb ("on vous guide", "we guide you", "pour vous guider") and before a noun ("un guide").
const CLITIC = /^(vous|nous|te|me|se|s|on|je|j|tu|il|elle|ils|elles|we|i|they|to)$/;

// Words that may follow a noun that heads its phrase ("a fire in the lounge", "the garden is…").
const AFTER_HEAD =
  /^(in|on|at|for|from|with|by|of|to|and|or|but|is|are|was|were|be|been|being|has|have|had|will|would|can|could|should|may|might|must|do|does|did|not|that|which|who|whom|whose|what|where|when|while|as|if|than|so|then|too|also|all|still|always|never|now|just|only|even|already|often|here|there|today|itself|you|we|they|it|he|she|our|your|their|this|these|those|its|one|s)$/;

/**
 * Every time the passage says the word as a thing, it qualifies the noun after it ("a fire
 * sprinkler", "the garden centre"): the passage is about that other thing. English only: French
 * puts the qualifying noun after "de", which says nothing on its own.
 */
export function onlyAsModifier(text: string, term: string): boolean {
  const ws = tokens(text);
  const first = tokens(term)[0];
  const at = ws.flatMap((w, i) => (i > 0 && DETERMINERS.has(ws[i - 1]) && termsIn(w, [first]) > 0 ? [i] : []));
  return (
    at.length > 0 &&
    ws.filter((w) => termsIn(w, [first]) > 0).length === at.length &&
    at.every((i) => {
      const next = ws[i + 1];
      // Without a part-of-speech tagger, a word ending like a verb ("the gate opens", "the fire
      // crackled", "the garden looking…") or an adverb is read as the noun's verb: no qualifier.
      return next !== undefined && /^[a-z]{3,}$/.test(next) && !AFTER_HEAD.test(next) && !/(s|ly|ed|ing)$/.test(next);
    })
  );
}

/** The caller names the word as a thing: a determiner before it ("dans un guide", "a guide"). */
export function afterDeterminer(question: string, term: string): boolean {
  const ws = tokens(question);
  const first = tokens(term)[0];
  // One word may qualify it in between ("a proper fire", "une grande terrasse").
  return (
    tokens(term).length === 1 &&
    ws.some((w, i) => i > 0 && samePlural(w, first) && (DETERMINERS.has(ws[i - 1]) || (i > 1 && DETERMINERS.has(ws[i - 2]))))
  );
}

/** Every time the passage says the word, a pronoun stands before it: it is a verb there ("on vous guide"). */
export function onlyAsVerb(text: string, term: string): boolean {
  const ws = tokens(text);
  const first = tokens(term)[0];
  const at = ws.flatMap((w, i) => (termsIn(w, [first]) > 0 ? [i] : []));
  return at.length > 0 && at.every((i) => i > 0 && CLITIC.test(ws[i - 1]));
}

// The business speaking of itself: "we", "our", "nous", "notre"…
const OWN_VOICE = /\b(we|our|us|nous|notre|nos)\b/;

/** A sentence of the passage says, in the business's own voice, a word asked. */
export function voiced(text: string, matched: string[]): boolean {
  return text.split(/(?<=[.!?])\s+/).some((s) => OWN_VOICE.test(normalize(s)) && termsIn(s, matched) > 0);
}

/** A word of the text that is neither the question's own nor a function word ("Gate code: 2907" adds "code", "2907"). */
export function addsToQuestion(text: string, question: string): boolean {
  const asked = tokens(question);
  return tokens(text).some(
    (w) =>
      (/^\d+$/.test(w) || w.length >= 3) &&
      !SCAFFOLD.en.has(w) &&
      !SCAFFOLD.fr.has(w) &&
      termsIn(question, [w]) === 0 &&
      !asked.includes(w),
  );
}

// "réparation de carrosserie", "repair of the bodywork", "bodywork repair": a head word said of a
// thing, the kind of work done on it. A list row that only names that kind of work ("Entretien",
// "Repairs") does not confirm the specific thing.
const LINKS = new Set(['de', 'du', 'des', 'd', 'of', 'for', 'on', 'to']);

/** Whether `head` is said in `question` as the work done on one of `things` (joined by "de"/"of", or before it in English). */
export function qualifiedBy(question: string, head: string, things: string[]): boolean {
  const w = tokens(question);
  const thingWords = things.flatMap((t) => tokens(t));
  const headWords = tokens(head);
  const isThing = (x: string | undefined) => x !== undefined && thingWords.some((t) => sameWord(t, x));
  return w.some((x, i) => {
    if (!headWords.some((h) => sameWord(h, x))) return false;
    let j = i + 1;
    if (LINKS.has(w[j])) {
      j += 1;
      if (DETERMINERS.has(w[j])) j += 1;
      return isThing(w[j]);
    }
    return isThing(w[i - 1]);
  });
}
