import type { LocalDateTime } from '@/lib/hours/local-date';

// Wall-clock time in the business's time zone, computed with Intl only (no tz database copy).
// Local dates are plain {y, m, d} values (calendar arithmetic in lib/hours); instants are Dates.
// Conversions go through here.

export {
  weekdayOf,
  weekdayIndex,
  addDays,
  compareDates,
  isRealDate,
  dateKey,
  parseDateKey,
  type LocalDate,
  type LocalDateTime,
} from '@/lib/hours/local-date';
export { formatClockTime as timeKey, parseClockTime as parseTimeKey } from '@/lib/hours/time';

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    partsFormatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant in a time zone. */
export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), hh: get('hour') % 24, mm: get('minute') };
}

function offsetMs(instant: Date, timeZone: string): number {
  const l = toLocal(instant, timeZone);
  const asUtc = Date.UTC(l.y, l.m - 1, l.d, l.hh, l.mm);
  return asUtc - Math.floor(instant.getTime() / 60000) * 60000;
}

/** The instant a wall-clock time designates in a time zone (DST gaps move forward). */
export function fromLocal(l: LocalDateTime, timeZone: string): Date {
  const guess = Date.UTC(l.y, l.m - 1, l.d, l.hh, l.mm);
  let t = guess - offsetMs(new Date(guess), timeZone);
  const second = guess - offsetMs(new Date(t), timeZone);
  if (second !== t) t = second;
  return new Date(t);
}
