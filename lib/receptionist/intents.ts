import { LEXICON, type Intent } from './lexicon';
import { containsPhrase, tokens } from './normalize';

// Intent detection over the lexicon: every intent whose phrases appear in the message (fuzzily,
// in order). Multi-word phrases weigh more than single words, so "prendre rendez-vous" beats a
// stray "ouvert". The engine decides precedence; this only reports what was said.

const PHRASES: [Intent, string[][]][] = (Object.keys(LEXICON) as Intent[]).map((intent) => [
  intent,
  LEXICON[intent].map((p) => tokens(p)).filter((p) => p.length > 0),
]);

export type IntentScores = Partial<Record<Intent, number>>;

export function detectIntents(text: string): IntentScores {
  const toks = tokens(text);
  const out: IntentScores = {};
  if (!toks.length) return out;
  for (const [intent, phrases] of PHRASES) {
    let best = 0;
    for (const p of phrases) {
      // Short single words (ok, non, hi, rdv) must match exactly, and only as a whole token.
      const matched = p.length === 1 && p[0].length <= 4 ? toks.includes(p[0]) : containsPhrase(toks, p);
      if (matched) best = Math.max(best, p.length);
    }
    if (best > 0) out[intent] = best;
  }
  return out;
}

/** Short answers: a yes or a no that is the gist of the message (not "no, tomorrow at 10 instead"). */
export function yesNo(text: string): 'yes' | 'no' | null {
  const toks = tokens(text);
  if (!toks.length) return null;
  const s = detectIntents(text);
  const first = toks[0];
  const noFirst = ['non', 'no', 'nope', 'nan', 'negatif', 'pas'].includes(first);
  const yesFirst = ['oui', 'yes', 'yeah', 'yep', 'ok', 'okay', 'ouais', 'parfait', 'perfect', 'great', 'sure', 'd', 'daccord', 'exactement', 'correct', 'confirme', 'je', 'c', 'ca', 'tout', 'bien', 'volontiers', 'absolutely', 'sounds', 'that', 'go', 'fine', 'alright', 'entendu', 'nickel', 'top', 'si', 'certainly', 'of', 'right', 'valide', 'please'].includes(first);
  if (noFirst) return 'no';
  if (s.yes && yesFirst && !s.no) return 'yes';
  if (s.yes && !s.no && toks.length <= 4) return 'yes';
  if (s.no && !s.yes && toks.length <= 4) return 'no';
  return null;
}
