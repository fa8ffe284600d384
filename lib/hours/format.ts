import type { Locale } from '@/lib/i18n/locales';
import { WEEKDAY_NAMES } from '@/lib/text/weekdays';
import { isOvernight, isValidInterval } from './intervals';
import { isClockTime, normalizeClockTime, parseClockTime } from './time';
import { DAYS, type DayOfWeek, type OpeningInterval } from './types';

// Opening hours as people read and type them: one line per day, intervals in order, closed days
// explicit. Shared by the prompt (what the agent knows), the test questions, the agent page table
// and the owner's hours editor.

export type DayHours = { day: DayOfWeek; intervals: { opens: string; closes: string }[] };

export function dayName(day: DayOfWeek, locale: Locale): string {
  return WEEKDAY_NAMES[locale][day];
}

/** "09:00" → minutes since midnight; NaN when it breaks the HH:MM rule. */
function toMinutes(time: string): number {
  return parseClockTime(time) ?? Number.NaN;
}

/** All seven days Monday first, each with its sorted intervals (empty = closed or unknown). */
export function hoursByDay(hours: readonly OpeningInterval[]): DayHours[] {
  return DAYS.map((day) => ({
    day,
    intervals: hours
      .filter((h) => h.day === day && isClockTime(h.opens) && isClockTime(h.closes))
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens)),
  }));
}

/** "09:00–12:00" in English, "09h00–12h00" in French (how French timetables write it). */
export function formatInterval(i: { opens: string; closes: string }, locale: Locale): string {
  const fmt = (t: string) => (locale === 'fr' ? t.replace(':', 'h') : t);
  if (i.opens === '00:00' && (i.closes === '24:00' || i.closes === '23:59')) {
    return locale === 'fr' ? '24 h/24' : 'open 24 hours';
  }
  // A close before the open is the next morning: say so, or "22h00–02h00" reads as a typo.
  const nextDay = isOvernight(i.opens, i.closes) ? (locale === 'fr' ? ' (le lendemain)' : ' (next day)') : '';
  return `${fmt(i.opens)}–${fmt(i.closes)}${nextDay}`;
}

export function formatDayIntervals(d: DayHours, locale: Locale): string {
  if (d.intervals.length === 0) return locale === 'fr' ? 'fermé' : 'closed';
  return d.intervals.map((i) => formatInterval(i, locale)).join(locale === 'fr' ? ' et ' : ' and ');
}

/** Days that the stated hours leave closed (only meaningful when some hours are known). */
export function closedDays(hours: readonly OpeningInterval[]): DayOfWeek[] {
  if (hours.length === 0) return [];
  return hoursByDay(hours)
    .filter((d) => d.intervals.length === 0)
    .map((d) => d.day);
}

/**
 * One day's hours as an owner types them ("09:00-12:00, 14:00-19:00", "9h-18h30"); empty = closed.
 * Returns null when any part is not a valid interval; "22h-2h" is accepted and closes the next day.
 */
export function parseIntervalsText(text: string): { opens: string; closes: string }[] | null {
  const parts = text
    .split(/[,;]|\bet\b|\band\b/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: { opens: string; closes: string }[] = [];
  for (const part of parts) {
    const m = /^(.+?)\s*(?:-|–|—|à|to)\s*(.+)$/.exec(part);
    const opens = m && normalizeClockTime(m[1]!);
    const closes = m && normalizeClockTime(m[2]!);
    if (!opens || !closes || !isValidInterval(opens, closes)) return null;
    out.push({ opens, closes });
  }
  return out;
}

/** The inverse of parseIntervalsText, for prefilling the editor. */
export function intervalsToText(intervals: { opens: string; closes: string }[]): string {
  return intervals.map((i) => `${i.opens}-${i.closes}`).join(', ');
}
