import type { DayOfWeek } from '@/lib/extract/types';

// Wall-clock time in the business's time zone, computed with Intl only (no tz database copy).
// Local dates are plain {y, m, d} values; instants are Dates. Conversions go through here.

export type LocalDate = { y: number; m: number; d: number };
export type LocalDateTime = LocalDate & { hh: number; mm: number };

const WEEKDAYS: DayOfWeek[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

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

export function weekdayOf(d: LocalDate): DayOfWeek {
  return WEEKDAYS[new Date(Date.UTC(d.y, d.m - 1, d.d)).getUTCDay()];
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(d: LocalDate): number {
  return (new Date(Date.UTC(d.y, d.m - 1, d.d)).getUTCDay() + 6) % 7;
}

export function addDays(d: LocalDate, n: number): LocalDate {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function dayNumber(d: LocalDate): number {
  return Math.round(Date.UTC(d.y, d.m - 1, d.d) / 86_400_000);
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return dayNumber(a) - dayNumber(b);
}

export function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function dateKey(d: LocalDate): string {
  return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
}

export function parseDateKey(s: string): LocalDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(y, mo, d) ? { y, m: mo, d } : null;
}

export function timeKey(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "HH:MM" → minutes since midnight; "24:00" = 1440. */
export function parseTimeKey(s: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  if (h > 24 || mi > 59 || (h === 24 && mi > 0)) return null;
  return h * 60 + mi;
}
