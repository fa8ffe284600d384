// Weekday words in French and English, Monday first. The canonical day ids are the English
// lower-case names (as schema.org and the stored opening hours use them).

export type DayOfWeek = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export const DAYS: readonly DayOfWeek[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export type WeekdayLanguage = 'fr' | 'en';

/** Full names as written in running text (French lower-case, English capitalised). */
export const WEEKDAY_NAMES: Record<WeekdayLanguage, Record<DayOfWeek, string>> = {
  fr: {
    monday: 'lundi',
    tuesday: 'mardi',
    wednesday: 'mercredi',
    thursday: 'jeudi',
    friday: 'vendredi',
    saturday: 'samedi',
    sunday: 'dimanche',
  },
  en: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
};

/**
 * Abbreviations seen on timetables, folded. Some are also ordinary words ("mar", "sat", "sun",
 * "mon"): callers decide in which context an abbreviation counts.
 */
export const WEEKDAY_ABBREVIATIONS: Record<DayOfWeek, readonly string[]> = {
  monday: ['lun', 'mon'],
  tuesday: ['mar', 'tues', 'tue'],
  wednesday: ['mer', 'wed'],
  thursday: ['jeu', 'thurs', 'thur', 'thu'],
  friday: ['ven', 'fri'],
  saturday: ['sam', 'sat'],
  sunday: ['dim', 'sun'],
};

/** The day a full weekday name (either language, any case, optional plural "s") designates. */
export function weekdayFromName(word: string): DayOfWeek | undefined {
  const w = word.trim().toLowerCase().replace(/s$/, '');
  for (const day of DAYS) {
    if (w === WEEKDAY_NAMES.fr[day] || w === WEEKDAY_NAMES.en[day].toLowerCase()) return day;
  }
  return undefined;
}

/** Every full weekday name of both languages, lower-case (for word lists and patterns). */
export const ALL_WEEKDAY_NAMES: readonly string[] = DAYS.flatMap((d) => [WEEKDAY_NAMES.fr[d], WEEKDAY_NAMES.en[d].toLowerCase()]);
