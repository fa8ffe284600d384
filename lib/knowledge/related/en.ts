import { EN_RELATED } from './en-table';

// English related words from WordNet (prebuilt into en-table.ts by scripts/build-related-words.ts):
// a caller's word → the forms a site may write instead ("store" → "storage", "arrive" →
// "arrival", "dental" → "tooth"). The caller's inflected word is brought to its dictionary form first,
// the way WordNet's own morphology does it (strip an ending, check the result is a word).

let table: Map<string, string> | undefined;
/** The table, parsed on first use (about 9,000 words). */
function related(): Map<string, string> {
  table ??= new Map(
    EN_RELATED.split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t') as [string, string]),
  );
  return table;
}

// WordNet's detachment rules (nouns, verbs, adjectives), most specific first.
const ENDINGS: [string, string][] = [
  ['ies', 'y'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['sses', 'ss'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ses', 's'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ied', 'y'],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['ier', 'y'],
  ['iest', 'y'],
  ['er', ''],
  ['er', 'e'],
  ['est', ''],
  ['est', 'e'],
];

// English makes verbs of adjectives with -en ("white" → "whiten", "bright" → "brighten",
// "short" → "shorten"): a caller's "whiter" asks for what a site calls "whitening". WordNet's
// derivation links do not always join them.
function causative(base: string): string[] {
  const stem = /[^aeiou]e$/.test(base) ? base.slice(0, -1) : base;
  return [`${stem}en`, `${base}n`].filter((verb) => verb !== base && related().has(verb));
}

/** The dictionary forms a word may be ("stored" → "store", "moving" → "move"), those WordNet knows. */
export function lemmas(word: string): string[] {
  const out: string[] = [];
  if (related().has(word)) out.push(word);
  for (const [end, put] of ENDINGS) {
    if (!word.endsWith(end) || word.length - end.length < 3) continue;
    const stem = word.slice(0, -end.length);
    for (const base of [stem + put, /(.)\1$/.test(stem) && !put ? stem.slice(0, -1) : '']) {
      if (base && related().has(base) && !out.includes(base)) out.push(base);
    }
    if (out.length) break;
  }
  return out;
}

/** Words related to a caller's word, as WordNet relates them. */
export function relatedEn(word: string): string[] {
  const keys = lemmas(word);
  const out = new Set<string>();
  for (const key of keys) for (const w of related().get(key)?.split('|') ?? []) out.add(w);
  for (const verb of keys.flatMap(causative)) {
    out.add(verb);
    for (const w of related().get(verb)?.split('|') ?? []) out.add(w);
  }
  for (const key of keys) out.delete(key);
  out.delete(word);
  return [...out];
}
