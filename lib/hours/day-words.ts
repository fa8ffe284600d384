import { ALL_WEEKDAY_NAMES, DAYS, WEEKDAY_ABBREVIATIONS, type DayOfWeek } from '@/lib/text/weekdays';

// The patterns that find day words in a timetable line: full names of both languages (plural
// allowed), their abbreviations, and the two-letter codes.

// Two-letter French/Swiss abbreviations ("Lu–Ve", "Ma-Sa") and the English/schema.org ones
// ("Mo-Fr", "Tu–Sa") are ordinary words ("ma", "me", "we", "th"), so they only count inside a day
// range or right before a time.
export const DAY2_RE = String.raw`(?:lu|ma|me|je|ve|sa|di|mo|tu|we|th|fr|su)\.?`;
const DAY2: Record<string, DayOfWeek> = {
  lu: 'monday',
  ma: 'tuesday',
  me: 'wednesday',
  je: 'thursday',
  ve: 'friday',
  sa: 'saturday',
  di: 'sunday',
  mo: 'monday',
  tu: 'tuesday',
  we: 'wednesday',
  th: 'thursday',
  fr: 'friday',
  su: 'sunday',
};
export const dayOf2 = (w: string) => DAY2[w.toLowerCase().replace('.', '').trim()];
// "Weds" is how English timetables shorten Wednesday besides "Wed" (dayFromWord drops the "s").
const ABBREVIATIONS = [...DAYS.flatMap((d) => WEEKDAY_ABBREVIATIONS[d]), 'weds'].sort((a, b) => b.length - a.length);
export const DAY_RE = String.raw`(?:${ALL_WEEKDAY_NAMES.join('|')})s?|(?:${ABBREVIATIONS.join('|')})(?:\.|\b)`;
