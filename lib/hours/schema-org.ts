import { dayFromSchemaCode, dayFromWord, dayRange } from './days';
import { parseHoursLine } from './parse-line';
import { interval } from './intervals';
import { normalizeClockTime } from './time';
import { DAYS, type DayOfWeek, type OpeningInterval } from './types';

// schema.org opening hours: the `openingHours` string form and the day values of
// `openingHoursSpecification.dayOfWeek`.

/** "Mo-Fr 09:00-18:00", "Tu,Th 09:00-12:00,14:00-19:00", "Mo-Su" (all day). */
export function parseSchemaOpeningHours(value: string): OpeningInterval[] {
  const out: OpeningInterval[] = [];
  // Hand-written values use en dashes and spaces ("Mo–Fr 09:00 – 17:00") and chain several
  // specifications in one string ("Mo-Sa 11:00-14:30 Mo-Sa 17:00-21:00").
  const clean = value.replace(/\s*[-–—‑]\s*/g, '-');
  for (const part of clean.split(/\s*;\s*|\s*\n\s*|(?<=\d)\s*,?\s+(?=[A-Za-z]{2}(?![A-Za-z]))/)) {
    const m = /^\s*([A-Za-z]{2}(?:\s*[-,]\s*[A-Za-z]{2})*)(?![A-Za-z])\s*(.*)$/.exec(part);
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
function schemaDay(value: string | undefined): DayOfWeek | undefined {
  if (!value) return undefined;
  const name = value.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase();
  return (DAYS as readonly string[]).includes(name) ? (name as DayOfWeek) : dayFromWord(name);
}

/**
 * A dayOfWeek value as generators and hand-written blocks give it: one day ("Monday", a
 * schema.org URL, "lundi") or days in words ("lundi au vendredi", "Mo-Fr").
 */
export function schemaDays(value: string | undefined): DayOfWeek[] {
  const one = schemaDay(value);
  if (one) return [one];
  if (!value) return [];
  return [...new Set(parseHoursLine(value).groups.flatMap((g) => g.days))];
}
