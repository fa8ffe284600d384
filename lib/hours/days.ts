import { DAYS, WEEKDAY_ABBREVIATIONS, weekdayFromName, type DayOfWeek } from '@/lib/text/weekdays';

// Day words as timetables write them: full names, abbreviations ("Lun.", "Tues"), and the
// two-letter schema.org codes ("Mo", "Tu").

const SCHEMA_CODES: Record<string, DayOfWeek> = {
  mo: 'monday',
  tu: 'tuesday',
  we: 'wednesday',
  th: 'thursday',
  fr: 'friday',
  sa: 'saturday',
  su: 'sunday',
};

/** The day a timetable word designates ("lundi", "Mon.", "Tues", "Mo", "Sundays"). */
export function dayFromWord(word: string): DayOfWeek | undefined {
  const w = word.toLowerCase().trim().replace(/\.$/, '');
  const full = weekdayFromName(w);
  if (full) return full;
  const bare = w.replace(/s$/, '');
  for (const day of DAYS) if (WEEKDAY_ABBREVIATIONS[day].includes(w) || WEEKDAY_ABBREVIATIONS[day].includes(bare)) return day;
  return SCHEMA_CODES[w];
}

/** The schema.org two-letter code ("Mo" … "Su"). */
export function dayFromSchemaCode(code: string): DayOfWeek | undefined {
  return SCHEMA_CODES[code.toLowerCase()];
}

/** Days from a to b inclusive, wrapping over the week end ("Sa-Mo" = Saturday, Sunday, Monday). */
export function dayRange(a: DayOfWeek, b: DayOfWeek): DayOfWeek[] {
  const i = DAYS.indexOf(a);
  const j = DAYS.indexOf(b);
  const out: DayOfWeek[] = [];
  for (let k = i; ; k = (k + 1) % 7) {
    out.push(DAYS[k]!);
    if (k === j || out.length > 7) break;
  }
  return out;
}
