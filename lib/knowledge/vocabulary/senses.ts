import { tokens } from '@/lib/receptionist/normalize';
import { SCAFFOLD } from '../scaffold';
import { vocabularies } from './index';

// A word the caller vocabulary files under two concepts has two senses ("carte": a bank card or
// a restaurant's menu; "cover": insurance or the area served; "gouttière": a dental aligner or a
// roof gutter). Which one a sentence uses is read from its other words: a word of one concept's
// own group ("carte bancaire", "payer" → card; "plats", "menu" → menu) is a cue for that sense.
// The search brings in only the sense the sentence shows (both when it shows none), and a
// passage counts as about the word only where its own words show the same sense
// (`otherSense`): "payer par carte" is not answered by "La carte · plats du jour".

type Lang = 'fr' | 'en';

// Concepts that share a word because they overlap in meaning, not because the word has two
// senses: "mutuelle" is what reimburses and what covers, "payer" asks a price and a way to pay.
// Such a shared word needs no cue to choose between them.
const OVERLAPPING: [string, string][] = [
  ['price', 'payment'],
  ['payment', 'instalments'],
  ['refund', 'insurance'],
  ['voucher', 'gift'],
  ['dining', 'dineIn'],
  ['indoors', 'dineIn'],
  ['appointment', 'lessons'],
  ['room', 'capacity'],
];

// Concepts of one field: a word of any of them is a cue for each. "Vous prenez la carte ou
// c'est que liquide ?" pays (cash is a way to pay, so the card is meant); "on peut voir la carte,
// c'est pour un repas ?" eats.
const FIELDS: string[][] = [
  ['payment', 'card', 'cash', 'cheque', 'instalments'],
  ['menu', 'dining', 'dineIn', 'vegetarian', 'vegan', 'allergy', 'breakfast'],
];

/** A question word opens the phrase ("how long", "combien de temps"): it says which kind of value
 * is wanted, which the answer's own reading judges, not what the question is about. */
export const ASKING = /^(how|what|which|when|who|combien|quand|quel|quelle|quels|quelles)\b|\bhave you$/;

function overlapping(a: string, b: string): boolean {
  return OVERLAPPING.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** A folded word as a plain key: the plural ending off. */
function key(word: string): string {
  return word.length > 3 ? word.replace(/(es|s|x)$/, '') : word;
}

type Index = {
  /** Folded phrase → concepts that list it. */
  byPhrase: Map<string, Set<string>>;
  /** Concept → cue words (folded, plural off): every word of every phrase of it and of its field. */
  cues: Map<string, Set<string>>;
};

const INDEX = new Map<Lang, Index>();

function index(lang: Lang): Index {
  const known = INDEX.get(lang);
  if (known) return known;
  const byPhrase = new Map<string, Set<string>>();
  const cues = new Map<string, Set<string>>();
  for (const [concept, phrases] of Object.entries(vocabularies[lang])) {
    const set = cues.get(concept) ?? new Set<string>();
    for (const phrase of phrases) {
      const words = tokens(phrase);
      if (!words.length) continue;
      const folded = words.map(key).join(' ');
      byPhrase.set(folded, (byPhrase.get(folded) ?? new Set()).add(concept));
      // The words that frame a phrase ("de" of "carte de crédit") are no cue.
      for (const w of words) if (w.length >= 2 && !SCAFFOLD[lang].has(w)) set.add(key(w));
    }
    cues.set(concept, set);
  }
  for (const field of FIELDS) {
    const all = new Set(field.flatMap((c) => [...(cues.get(c) ?? [])]));
    for (const c of field) if (cues.has(c)) cues.set(c, all);
  }
  const built = { byPhrase, cues };
  INDEX.set(lang, built);
  return built;
}

/**
 * The concepts whose group lists the caller's very phrase ("cheminée" is the fireplace's, though
 * its stem is the location's "chemin"), and that are senses apart: two or more, or none when
 * the phrase has a single sense (or only overlapping concepts).
 */
export function sensesOf(phrase: string, lang: Lang): string[] {
  if (ASKING.test(tokens(phrase).join(' '))) return [];
  const concepts = [...(index(lang).byPhrase.get(tokens(phrase).map(key).join(' ')) ?? [])];
  if (concepts.length < 2) return [];
  const apart = concepts.some((a, i) => concepts.slice(i + 1).some((b) => !overlapping(a, b)));
  return apart ? concepts : [];
}

/**
 * The senses of `phrase` that the other words of `text` support: a concept is supported when a
 * word of the text other than the phrase's own is a word of that concept's group and of none of
 * the phrase's other senses.
 */
export function sensesIn(text: string, phrase: string, senses: string[], lang: Lang): string[] {
  const own = new Set(tokens(phrase).map(key));
  const words = new Set(
    tokens(text)
      .map(key)
      .filter((w) => !own.has(w)),
  );
  const { cues } = index(lang);
  return senses.filter((sense) => {
    const mine = cues.get(sense) ?? new Set<string>();
    const others = senses.filter((s) => s !== sense).map((s) => cues.get(s) ?? new Set<string>());
    return [...words].some((w) => mine.has(w) && !others.some((o) => o.has(w)));
  });
}

/**
 * The senses the phrase was searched in, read from its alternatives: one half of a question
 * ("vous prenez la carte" of "…la carte ou c'est que liquide ?") is judged with the alternatives
 * its whole sentence chose. None when every sense was searched.
 */
function sensesSearched(alternatives: string[], phrase: string, senses: string[], lang: Lang): string[] {
  const said = new Set(alternatives.map((a) => tokens(a).map(key).join(' ')));
  said.delete(tokens(phrase).map(key).join(' '));
  const { byPhrase } = index(lang);
  const found = senses.filter((sense) => [...said].some((p) => byPhrase.get(p)?.has(sense)));
  return found.length < senses.length ? found : [];
}

/**
 * A two-sense word cannot make a passage about what the caller asked unless both show the same
 * sense. The caller's sentence says it ("je peux payer par carte ?": paying, so the card), or
 * the alternatives its whole sentence chose, or failing both the business itself (`context`: its
 * name and trade, a bistro's "carte" is its menu); the passage's own words must then show it
 * too: "La carte · burgers maison" shows no card payment. Where no sense is known, a passage
 * showing one is a guess, and one showing none is judged by its words as before.
 */
export function otherSense(
  question: string,
  passage: string,
  phrase: string,
  lang: Lang,
  alternatives: string[] = [],
  context = '',
): boolean {
  const senses = sensesOf(phrase, lang);
  if (!senses.length) return false;
  const theirs = sensesIn(passage, phrase, senses, lang);
  const said = sensesIn(question, phrase, senses, lang);
  const searched = said.length ? said : sensesSearched(alternatives, phrase, senses, lang);
  const asked = searched.length ? searched : sensesIn(context, phrase, senses, lang);
  if (!asked.length) return theirs.length > 0;
  return !theirs.some((s) => asked.includes(s));
}
