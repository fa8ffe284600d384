import type { OpeningInterval } from '@/lib/extract/types';
import { fitsOpening, hoursKnown, spansOn, type LocalSlot } from '@/lib/hours';
import { addDays, compareDates, weekdayOf, type LocalDate } from './zoned-time';

// Appointment slots: a fixed grid (on the hour and half hour) so that two callers wanting "the
// same" time always collide on the same start, which is what the database's unique index on
// (agent, starts_at) arbitrates.

export const SLOT_MINUTES = 30;
type Window = { opens: number; closes: number };
/**
 * When a business publishes no hours we still take bookings, but only when such a business is
 * usually open: daytime, Monday to Saturday, for appointments; lunch and dinner services, every
 * day, for a restaurant's tables (an evening table is its main trade).
 */
export type UnknownHours = { windows: Window[]; sunday: boolean };
const UNKNOWN_HOURS_WINDOW: Window = { opens: 9 * 60, closes: 18 * 60 };
export const DAYTIME: UnknownHours = { windows: [UNKNOWN_HOURS_WINDOW], sunday: false };
export const MEALTIMES: UnknownHours = {
  windows: [
    { opens: 12 * 60, closes: 14 * 60 + 30 },
    { opens: 19 * 60, closes: 22 * 60 + 30 },
  ],
  sunday: true,
};

export function onGrid(minutes: number): boolean {
  return minutes % SLOT_MINUTES === 0;
}

function unknownSpans(date: LocalDate, unknown: UnknownHours): Window[] {
  return weekdayOf(date) === 'sunday' && !unknown.sunday ? [] : unknown.windows;
}

export function bookable(
  hours: OpeningInterval[],
  date: LocalDate,
  start: number,
  duration = SLOT_MINUTES,
  unknown: UnknownHours = DAYTIME,
): boolean {
  if (!hoursKnown(hours)) return unknownSpans(date, unknown).some((w) => start >= w.opens && start + duration <= w.closes);
  return fitsOpening(hours, date, start, duration);
}

/** Grid starts of one day at which an appointment fits inside the opening hours. */
export function gridStarts(hours: OpeningInterval[], date: LocalDate, duration = SLOT_MINUTES, unknown: UnknownHours = DAYTIME): number[] {
  const spans = hoursKnown(hours) ? spansOn(hours, weekdayOf(date)) : unknownSpans(date, unknown);
  const out: number[] = [];
  for (const s of spans) {
    const first = Math.ceil(s.opens / SLOT_MINUTES) * SLOT_MINUTES;
    for (let t = first; t + duration <= Math.min(s.closes, 1440); t += SLOT_MINUTES) out.push(t);
  }
  return out;
}

/**
 * The free slot nearest to the requested one: same day first (closest in time, later on a tie),
 * then the following days at the time of day closest to the one asked. Never in the past.
 */
export function nearestFreeSlot(opts: {
  hours: OpeningInterval[];
  requested: LocalSlot;
  now: LocalSlot;
  isTaken: (slot: LocalSlot) => boolean;
  duration?: number;
  maxDays?: number;
  exclude?: LocalSlot;
  unknown?: UnknownHours;
}): LocalSlot | null {
  const { hours, requested, now, isTaken } = opts;
  const duration = opts.duration ?? SLOT_MINUTES;
  const maxDays = opts.maxDays ?? 30;
  const isFuture = (s: LocalSlot) => {
    const c = compareDates(s.date, now.date);
    return c > 0 || (c === 0 && s.minutes > now.minutes);
  };
  const excluded = (s: LocalSlot) => !!opts.exclude && compareDates(opts.exclude.date, s.date) === 0 && opts.exclude.minutes === s.minutes;
  let startDay = requested.date;
  if (compareDates(startDay, now.date) < 0) startDay = now.date;
  for (let i = 0; i <= maxDays; i++) {
    const date = addDays(startDay, i);
    const candidates = gridStarts(hours, date, duration, opts.unknown)
      .map((minutes) => ({ date, minutes }))
      .filter((s) => isFuture(s) && !excluded(s) && !isTaken(s))
      .sort((a, b) => {
        const da = Math.abs(a.minutes - requested.minutes);
        const db = Math.abs(b.minutes - requested.minutes);
        return da - db || b.minutes - a.minutes;
      });
    if (candidates.length) return candidates[0];
  }
  return null;
}
