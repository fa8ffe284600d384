import { LEXICON, type Intent } from './lexicon';
import { vocabularies } from '@/lib/knowledge/vocabulary';
import { fuzzyEqual, stem, tokens } from './normalize';

// Intent detection over the lexicon: every intent whose phrases appear in the message (fuzzily,
// in order, one extra word allowed between phrase words). Multi-word phrases weigh more than
// single words, so "prendre rendez-vous" beats a stray "ouvert". The engine decides precedence;
// this only reports what was said. Fuzzy matches are computed once per distinct caller word
// against the lexicon vocabulary and cached, which keeps a turn well under a millisecond.

const PHRASES: [Intent, string[][]][] = (Object.keys(LEXICON) as Intent[]).map((intent) => [
  intent,
  LEXICON[intent].map((p) => tokens(p)).filter((p) => p.length > 0),
]);
const VOCAB = [...new Set(PHRASES.flatMap(([, ps]) => ps.flat()))];

const MAX_CACHE = 20_000;
const matchCache = new Map<string, Set<string>>();

// Words callers use for everyday things, in either language: a caller word among them is that
// word, not a typo of a lexicon word one letter away ("femmes" is not "fermés", "prix" not "pris").
const KNOWN_WORDS = new Set(
  Object.values(vocabularies)
    .flatMap((v) => Object.values(v).flat())
    .flatMap((phrase) => tokens(phrase)),
);

/** Lexicon words this caller word stands for (itself, typos, inflections). */
function lexiconMatches(token: string): Set<string> {
  let set = matchCache.get(token);
  if (set) return set;
  const known = KNOWN_WORDS.has(token) && !VOCAB_SET.has(token);
  set = new Set(VOCAB.filter((w) => (known ? stem(w) === stem(token) : fuzzyEqual(token, w))));
  if (matchCache.size >= MAX_CACHE) matchCache.clear();
  matchCache.set(token, set);
  return set;
}

function phraseAt(sets: Set<string>[], phrase: string[]): boolean {
  outer: for (let start = 0; start < sets.length; start++) {
    if (!sets[start].has(phrase[0])) continue;
    let pos = start;
    for (let k = 1; k < phrase.length; k++) {
      if (pos + 1 < sets.length && sets[pos + 1].has(phrase[k])) pos += 1;
      else if (pos + 2 < sets.length && sets[pos + 2].has(phrase[k])) pos += 2;
      else continue outer;
    }
    return true;
  }
  return false;
}

/** Is this caller word one of the lexicon's words (an intent word, so not a name)? */
const VOCAB_SET = new Set(VOCAB);
export function isLexiconWord(token: string): boolean {
  return VOCAB_SET.has(token);
}

export type IntentScores = Partial<Record<Intent, number>>;

export function detectIntents(text: string): IntentScores {
  const toks = tokens(text);
  const out: IntentScores = {};
  if (!toks.length) return out;
  const sets = toks.map(lexiconMatches);
  for (const [intent, phrases] of PHRASES) {
    let best = 0;
    for (const p of phrases) {
      if (p.length <= best) continue;
      // Short single words (ok, non, hi, rdv) must match exactly, and only as a whole token.
      const matched = p.length === 1 && p[0].length <= 4 ? toks.includes(p[0]) : phraseAt(sets, p);
      if (matched) best = p.length;
    }
    if (best > 0) out[intent] = best;
  }
  return out;
}

const NO_FIRST = new Set(['non', 'no', 'nope', 'nan', 'negatif', 'pas']);
const YES_FIRST = new Set([
  'oui',
  'yes',
  'yeah',
  'yep',
  'ok',
  'okay',
  'ouais',
  'parfait',
  'perfect',
  'great',
  'sure',
  'd',
  'daccord',
  'exactement',
  'correct',
  'confirme',
  'je',
  'c',
  'ca',
  'tout',
  'bien',
  'volontiers',
  'absolutely',
  'sounds',
  'that',
  'go',
  'fine',
  'alright',
  'entendu',
  'nickel',
  'top',
  'si',
  'certainly',
  'of',
  'right',
  'valide',
  'please',
]);

/** Short answers: a yes or a no that is the gist of the message (not "no, tomorrow at 10 instead"). */
export function yesNo(text: string, intents: IntentScores = detectIntents(text)): 'yes' | 'no' | null {
  const toks = tokens(text);
  if (!toks.length) return null;
  const first = toks[0];
  if (NO_FIRST.has(first)) return 'no';
  // "Si la réparation est chère, …": "si" is a yes only on its own ("si, c'est ça").
  if (first === 'si' && toks.length > 3) return null;
  if (intents.yes && YES_FIRST.has(first) && !intents.no) return 'yes';
  if (intents.yes && !intents.no && toks.length <= 4) return 'yes';
  if (intents.no && !intents.yes && toks.length <= 4) return 'no';
  return null;
}
