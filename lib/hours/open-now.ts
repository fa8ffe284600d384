import { addDays, weekdayOf, type LocalDate, type LocalDateTime } from './local-date';
import { MINUTES_PER_DAY, parseClockTime } from './time';
import type { DayOfWeek, OpeningInterval } from './types';

// Opening-hours reasoning on wall-clock times in the business's zone. An empty list means
// "unknown" (say so rather than guess); a day absent while others are present means closed that
// day. An interval whose closing time is not after its opening ("22:00"–"02:00") runs past
// midnight into the next day.

export type Span = { opens: number; closes: number };
export type LocalSlot = { date: LocalDate; minutes: number };

export function hoursKnown(hours: OpeningInterval[]): boolean {
  return hours.length > 0;
}

/** The spans of one weekday in minutes since that day's midnight (closes may exceed 1440). */
export function spansOn(hours: OpeningInterval[], day: DayOfWeek): Span[] {
  const out: Span[] = [];
  for (const h of hours) {
    if (h.day !== day) continue;
    const opens = parseClockTime(h.opens);
    let closes = parseClockTime(h.closes);
    if (opens === null || closes === null) continue;
    if (closes <= opens) closes += MINUTES_PER_DAY;
    out.push({ opens, closes });
  }
  return out.sort((a, b) => a.opens - b.opens);
}

/** Is the business open at this wall-clock minute of that date (incl. spill-over from the day before)? */
export function isOpenAt(hours: OpeningInterval[], date: LocalDate, minutes: number): boolean {
  if (spansOn(hours, weekdayOf(date)).some((s) => minutes >= s.opens && minutes < s.closes)) return true;
  const prev = spansOn(hours, weekdayOf(addDays(date, -1)));
  return prev.some((s) => s.closes > MINUTES_PER_DAY && minutes + MINUTES_PER_DAY < s.closes);
}

/** The span containing that minute, if open. */
export function spanAt(hours: OpeningInterval[], date: LocalDate, minutes: number): Span | null {
  return spansOn(hours, weekdayOf(date)).find((s) => minutes >= s.opens && minutes < s.closes) ?? null;
}

/** Does [start, start+duration) lie inside one opening span of that day? */
export function fitsOpening(hours: OpeningInterval[], date: LocalDate, start: number, duration: number): boolean {
  return spansOn(hours, weekdayOf(date)).some((s) => start >= s.opens && start + duration <= s.closes);
}

/** The next moment (strictly after `from`) at which the business opens, within two weeks. */
export function nextOpening(hours: OpeningInterval[], from: LocalDateTime): LocalSlot | null {
  const fromDate: LocalDate = { y: from.y, m: from.m, d: from.d };
  const fromMin = from.hh * 60 + from.mm;
  for (let i = 0; i < 15; i++) {
    const date = addDays(fromDate, i);
    for (const s of spansOn(hours, weekdayOf(date))) {
      if (i === 0 && s.opens <= fromMin) continue;
      return { date, minutes: s.opens };
    }
  }
  return null;
}
