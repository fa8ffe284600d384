import { parseClockTime } from './time';
import { DAYS, type DayOfWeek, type OpeningInterval } from './types';

/** One interval with "until midnight" written one way: "23:59" and a closing "00:00" become "24:00". */
export function interval(day: DayOfWeek, opens: string, closes: string): OpeningInterval {
  if (closes === '23:59' || (closes === '00:00' && opens !== '00:00')) closes = '24:00';
  if (opens === '00:00' && closes === '00:00') closes = '24:00';
  return { day, opens, closes };
}

/**
 * Duplicates removed, sorted Monday first then by opening time; ranges of a day that touch
 * ("7am–6pm" then "6pm–12am") are one stretch of opening, written as one.
 */
export function normalizeHours(list: OpeningInterval[]): OpeningInterval[] {
  const seen = new Set<string>();
  const sorted = list
    .filter((i) => {
      const k = `${i.day} ${i.opens} ${i.closes}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.opens.localeCompare(b.opens));
  const out: OpeningInterval[] = [];
  for (const i of sorted) {
    const prev = out.at(-1);
    if (prev && prev.day === i.day && prev.closes === i.opens && !isOvernight(prev.opens, prev.closes) && !isOvernight(i.opens, i.closes))
      out[out.length - 1] = { ...prev, closes: i.closes };
    else out.push(i);
  }
  return out;
}

/**
 * The one rule for an interval an owner may store: two HH:MM times that differ, opening before
 * midnight. A close earlier than the open runs past midnight into the next day (bars, night
 * shifts: "11:00-02:00"), the same reading open-now uses.
 */
export function isValidInterval(opens: string, closes: string): boolean {
  const o = parseClockTime(opens);
  const c = parseClockTime(closes);
  return o !== null && c !== null && o < 24 * 60 && o !== c && !(c === 0 && o === 0);
}

/** True when the interval closes on the next day ("22:00-02:00"); "…-24:00" and "…-00:00" mean midnight. */
export function isOvernight(opens: string, closes: string): boolean {
  const o = parseClockTime(opens);
  const c = parseClockTime(closes);
  return o !== null && c !== null && c > 0 && c < o;
}
