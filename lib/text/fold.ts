// Accent folding: the one way text is compared without case or diacritics ("Fermé" = "ferme",
// "Œufs" = "oeufs"). Every matcher in the app compares folded text, so what one module finds
// another can find too.

const COMBINING_MARKS = /\p{M}/gu;
// Letters that Unicode does not decompose into a base letter plus a mark.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/** Lower-case, diacritics removed, ligatures spelled out. Punctuation and spacing are kept. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[œæßøłđ]/g, (c) => LIGATURES[c]!);
}

/** Folded, with every run of non-alphanumerics turned into one space: a key for "same words". */
export function foldWords(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
