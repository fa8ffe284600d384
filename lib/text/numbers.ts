// Small numbers written as words, French and English (folded spellings: "dix-sept", "dix sept").
// Enough for what people say or write about times, durations and party sizes (1 to 20).

const NUMBER_WORDS_FR: Readonly<Record<string, number>> = {
  zero: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  'dix-sept': 17,
  'dix sept': 17,
  'dix-huit': 18,
  'dix huit': 18,
  'dix-neuf': 19,
  'dix neuf': 19,
  vingt: 20,
};

const NUMBER_WORDS_EN: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

/** Both languages in one table (no word has two values across them). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = { ...NUMBER_WORDS_FR, ...NUMBER_WORDS_EN };

/** The value of a number word, or of digits; undefined otherwise. */
export function numberFromWord(word: string): number | undefined {
  const w = word.trim().toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

/** Number words whose value lies in [min, max], longest first (ready for a regex alternation). */
export function numberWordsBetween(min: number, max: number, exclude: readonly string[] = []): string[] {
  return Object.entries(NUMBER_WORDS)
    .filter(([w, n]) => n >= min && n <= max && !exclude.includes(w))
    .map(([w]) => w)
    .sort((a, b) => b.length - a.length);
}
