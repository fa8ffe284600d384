import type { DayOfWeek } from '@/lib/text/weekdays';

// Calendar dates without a time zone ({y, m, d} as on a wall calendar) and their arithmetic.
// Converting instants to and from a zone's wall clock is the receptionist's zoned-time module.

export type LocalDate = { y: number; m: number; d: number };
export type LocalDateTime = LocalDate & { hh: number; mm: number };

const WEEKDAYS_FROM_SUNDAY: DayOfWeek[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function weekdayOf(d: LocalDate): DayOfWeek {
  return WEEKDAYS_FROM_SUNDAY[new Date(Date.UTC(d.y, d.m - 1, d.d)).getUTCDay()]!;
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(d: LocalDate): number {
  return (new Date(Date.UTC(d.y, d.m - 1, d.d)).getUTCDay() + 6) % 7;
}

export function addDays(d: LocalDate, n: number): LocalDate {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

function dayNumber(d: LocalDate): number {
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
