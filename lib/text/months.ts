import { fold } from './fold';

// Month words in French and English, January first: the one list that date parsing, seasonal
// timetables, answer kinds and language guessing read. Index 0 is January (month number 1).

export type MonthLanguage = 'fr' | 'en';

/** Full names as written in running text, lower-case (French with its accents). */
export const MONTH_NAMES: Record<MonthLanguage, readonly string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
};

/**
 * Abbreviations seen in dates and timetables ("janv.", "Sept", "Dec"), folded, by month. Some are
 * also ordinary words ("mar", "may" is a full name and a verb): callers decide in which context
 * an abbreviation counts.
 */
const MONTH_ABBREVIATIONS: readonly (readonly string[])[] = [
  ['janv', 'jan'],
  ['fevr', 'fev', 'feb'],
  ['mar'],
  ['avr', 'apr'],
  [],
  ['jun'],
  ['juil', 'jul'],
  ['aug'],
  ['sept', 'sep'],
  ['oct'],
  ['nov'],
  ['dec'],
];

/** Every full month name of both languages, folded ("fevrier", "aout"), January first. */
export const ALL_MONTH_NAMES: readonly string[] = [...MONTH_NAMES.fr.map(fold), ...MONTH_NAMES.en];

/** Per month (index 0 = January): its folded full names in both languages, then its abbreviations. */
export const MONTH_WORDS: readonly (readonly string[])[] = MONTH_NAMES.en.map((en, i) => [
  fold(MONTH_NAMES.fr[i]!),
  en,
  ...MONTH_ABBREVIATIONS[i]!,
]);

/** The month number (1–12) a name or abbreviation designates, any case or accents, or undefined. */
export function monthFromWord(word: string): number | undefined {
  const w = fold(word.trim()).replace(/\.$/, '');
  const i = MONTH_WORDS.findIndex((words) => words.includes(w));
  return i < 0 ? undefined : i + 1;
}

/**
 * A regular-expression alternation of every full month name of both languages, folded and as
 * French writes them ("fevrier|février"), so it matches page text and folded text alike.
 * `except` leaves out names that are also common words in the text's context (English "may").
 */
export function monthNamesPattern(except: readonly string[] = []): string {
  const names = new Set([...ALL_MONTH_NAMES, ...MONTH_NAMES.fr]);
  return [...names].filter((m) => !except.includes(m)).join('|');
}
