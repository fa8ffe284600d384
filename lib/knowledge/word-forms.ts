import { tokens } from '@/lib/receptionist/normalize';
import type { Lang } from './query';

// An adverb made from an adjective often says another sense of it: "lightly marinated" is not
// "something light", "vraiment" is not "vrai". The database stems both to one word, so a passage
// that holds the caller's word only as its adverb matches it; it does not say the thing asked.

/** The adverbs a folded adjective makes ("light" → "lightly", "easy" → "easily", "lent" → "lentement"). */
export function adverbsOf(word: string, lang: Lang): string[] {
  if (lang === 'en')
    return [`${word}ly`, word.replace(/y$/, 'ily'), word.replace(/le$/, 'ly'), word.replace(/ic$/, 'ically')].filter((w) => w !== word);
  return [`${word}ment`, `${word}ement`, word.replace(/e$/, 'ement'), word.replace(/if$/, 'ivement')].filter((w) => w !== word);
}

/** The text says the caller's one word only as an adverb made from it, never as the word itself
 * or another form of it ("lights", "lighter"): it does not say what was asked. */
export function onlyAsAdverb(word: string, text: string, lang: Lang): boolean {
  if (word.includes(' ') || word.length < 3) return false;
  const adverbs = new Set(adverbsOf(word, lang));
  const stem = word.replace(/(y|le|e)$/, '');
  let adverb = false;
  for (const w of tokens(text)) {
    if (adverbs.has(w)) adverb = true;
    else if (w.startsWith(stem)) return false;
  }
  return adverb;
}
