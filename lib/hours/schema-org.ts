import { dayFromSchemaCode, dayFromWord, dayRange } from './days';
import { interval } from './intervals';
import { normalizeClockTime } from './time';
import { DAYS, type DayOfWeek, type OpeningInterval } from './types';

// schema.org opening hours: the `openingHours` string form and the day values of
// `openingHoursSpecification.dayOfWeek`.

/** "Mo-Fr 09:00-18:00", "Tu,Th 09:00-12:00,14:00-19:00", "Mo-Su" (all day). */
export function parseSchemaOpeningHours(value: string): OpeningInterval[] {
  const out: OpeningInterval[] = [];
  for (const part of value.split(/\s*;\s*|\s*\n\s*/)) {
    const m = /^\s*([A-Za-z]{2}(?:\s*[-,]\s*[A-Za-z]{2})*)\s*(.*)$/.exec(part);
    if (!m) continue;
    const days: DayOfWeek[] = [];
    for (const seg of m[1]!.split(/\s*,\s*/)) {
      const [a, b] = seg.split(/\s*-\s*/).map((s) => dayFromSchemaCode(s));
      if (a && b) days.push(...dayRange(a, b));
      else if (a) days.push(a);
    }
    if (!days.length) continue;
    const times = m[2]!.trim();
    if (!times) {
      for (const d of days) out.push(interval(d, '00:00', '24:00'));
      continue;
    }
    if (/^closed$/i.test(times)) continue;
    for (const tr of times.split(/\s*[,\s]\s*(?=\d)/)) {
      const [o, c] = tr.split(/\s*-\s*/).map((x) => normalizeClockTime(x ?? ''));
      if (o && c) for (const d of days) out.push(interval(d, o, c));
    }
  }
  return out;
}

/** "https://schema.org/Monday", "Monday", "lundi" → the day. */
export function schemaDay(value: string | undefined): DayOfWeek | undefined {
  if (!value) return undefined;
  const name = value.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase();
  return (DAYS as readonly string[]).includes(name) ? (name as DayOfWeek) : dayFromWord(name);
}
