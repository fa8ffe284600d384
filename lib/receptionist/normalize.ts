import { fold } from '@/lib/text/fold';

// Text normalisation and fuzzy matching shared by every understanding step. Callers type fast,
// drop accents and make typos; everything is compared on lower-case, accent-free tokens with a
// small edit-distance tolerance that grows with the word length.

/** Lower-case, accents removed, apostrophes/punctuation turned into spaces, spaces collapsed. */
export function normalize(text: string): string {
  return fold(text)
    .replace(/[’'`´]/g, ' ')
    .replace(/[^a-z0-9@+.:/\s-]/g, ' ')
    .replace(/(?<![0-9])[.:/](?![0-9])/g, ' ')
    .replace(/(?<![a-z0-9])-|-(?![a-z0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Word tokens of a normalised text (hyphenated words are split too). */
export function tokens(text: string): string[] {
  return normalize(text)
    .split(/[\s-]+/)
    .filter(Boolean);
}

/** Light stemming: plural and common French verb endings, so "coupes"≈"coupe", "acceptez"≈"accepter". */
export function stem(token: string): string {
  let t = token;
  if (t.length > 4 && /(ez|er|es)$/.test(t)) t = t.slice(0, -2);
  else if (t.length > 3 && /[sx]$/.test(t)) t = t.slice(0, -1);
  return t;
}

/** Damerau-Levenshtein (optimal string alignment) distance, bounded: stops early above max. */
export function editDistance(a: string, b: string, max = 3): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = new Array(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, i) => i);
  let cur: number[] = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j];
    const tmp = prev;
    prev = cur;
    cur = tmp;
  }
  return prev[b.length];
}

/** Typos allowed for a word of this length: none for short words (they collide too easily). */
function tolerance(length: number): number {
  if (length <= 5) return 0;
  if (length <= 8) return 1;
  return 2;
}

/** Do two normalised tokens match, allowing typos and light inflection? */
export function fuzzyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  const sa = stem(a);
  const sb = stem(b);
  if (sa === sb) return true;
  if (/\d/.test(a) || /\d/.test(b)) return false;
  // A dropped last letter ("coup" for "coupe", "rendez vou").
  if (Math.abs(a.length - b.length) === 1 && Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a))) return true;
  // Typos are tolerated on the longer word's length; a different first letter is a different word.
  if (a[0] !== b[0]) return false;
  const tol = tolerance(Math.max(a.length, b.length));
  if (tol === 0) return false;
  if (editDistance(a, b, tol) <= tol) return true;
  const stol = tolerance(Math.max(sa.length, sb.length));
  return stol > 0 && editDistance(sa, sb, stol) <= stol;
}

/** Words that carry no meaning for retrieval (fr + en). */
export const STOPWORDS = new Set(
  (
    'a au aux avec ce ces c ca cela cet cette d dans de des du en et est etes il ils j je l la le les leur lui m ma me mes moi mon n ne ni nous on ou par pas pour qu que qui s sa se ses si son sur t ta te tes toi ton tu un une vos votre vous y ' +
    'oui non ok okay yes no yeah nope d accord suis sont ai as avez avons faire fait faites peut peux pouvez puis voudrais veux voulez aimerais bien tres plus est-ce quoi quel quelle quels quelles comment combien est bonjour merci svp plait sil vous-avez il-y-a ' +
    "the a an and are at be by can could do does did for from have has how i i'm im in is it its me my of on or our please so that the their them there they this to us we what when where which who why will with would you your yours hi hello thanks thank"
  ).split(/\s+/),
);

/** Content tokens: normalised, stop words removed, stemmed. */
export function contentTokens(text: string): string[] {
  return tokens(text)
    .filter((t) => !STOPWORDS.has(t) && t.length > 1)
    .map(stem);
}
