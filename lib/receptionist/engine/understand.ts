import { RETRIEVAL_STOP } from '../knowledge';
import { LEXICON } from '../lexicon';
import { contentTokens, fuzzyEqual, normalize } from '../normalize';

// Reading what kind of question was asked, beyond the lexicon's intents.
export function isDurationQuestion(text: string) {
  return /\b(combien de temps|how long|duree|duration|temps faut)\b/.test(normalize(text));
}


export const GENERIC_SERVICE_WORDS = new Set(
  [...Object.values(LEXICON).flat(),
    'quels', 'quelles', 'quel', 'liste', 'list', 'all', 'tous', 'toutes', 'kind', 'kinds', 'type', 'types', 'sorte', 'genre',
    'faites', 'proposez', 'offer', 'offers', 'provide', 'sell', 'vendez', 'avez', 'have', 'chez', 'here', 'ici', 'actuellement', 'currently', 'also', 'aussi', 'exactly', 'exactement']
    .flatMap((p) => contentTokens(p)),
);

export function asksSomethingSpecific(text: string): boolean {
  return contentTokens(text).some((tok) => tok.length >= 3 && !GENERIC_SERVICE_WORDS.has(tok) && !RETRIEVAL_STOP.has(tok) && ![...GENERIC_SERVICE_WORDS].some((g) => fuzzyEqual(g, tok)));
}
