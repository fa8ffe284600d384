import { HOUR, HOUR_MARK, MINUTES } from '@/lib/text/times';

// The one rule for wall-clock times stored as "HH:MM" (24-hour): 00:00 to 23:59, plus "24:00"
// for a closing at midnight. Every parser, editor and the receptionist use these functions, so
// a time one of them accepts is never rejected by another.

const CLOCK = /^(?:([01]?\d|2[0-3]):([0-5]\d)|(24):(00))$/;

export const MINUTES_PER_DAY = 1440;

/** "09:30" → 570, "24:00" → 1440; null for anything else ("24:59", "9h", "25:00"). */
export function parseClockTime(value: string): number | null {
  const m = CLOCK.exec(value.trim());
  if (!m) return null;
  return Number(m[1] ?? m[3]) * 60 + Number(m[2] ?? m[4]);
}

export function isClockTime(value: string): boolean {
  return parseClockTime(value) !== null;
}

/** Minutes since midnight → "HH:MM" (1440 → "24:00"). */
export function formatClockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// "9h30", "09:30", "9.30", "0930", seconds after the minutes ("09:00:00"); "H" as well as "h".
const TYPED = new RegExp(String.raw`^(${HOUR})(?:\s*${HOUR_MARK}\s*)?(${MINUTES})?(?::${MINUTES})?$`, 'i');

/**
 * A time as people type or schema.org writes it ("9", "9h", "9h30", "9.30", "0930", "09:00:00")
 * → "HH:MM" under the rule above, or null.
 */
export function normalizeClockTime(raw: string): string | null {
  const m = TYPED.exec(raw.trim());
  if (!m) return null;
  const candidate = `${m[1]!.padStart(2, '0')}:${m[2] ?? '00'}`;
  return isClockTime(candidate) ? candidate : null;
}
