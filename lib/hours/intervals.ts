import { DAYS, type DayOfWeek, type OpeningInterval } from './types';

/** One interval with "until midnight" written one way: "23:59" and a closing "00:00" become "24:00". */
export function interval(day: DayOfWeek, opens: string, closes: string): OpeningInterval {
  if (closes === '23:59' || (closes === '00:00' && opens !== '00:00')) closes = '24:00';
  if (opens === '00:00' && closes === '00:00') closes = '24:00';
  return { day, opens, closes };
}

/** Duplicates removed, sorted Monday first then by opening time. */
export function normalizeHours(list: OpeningInterval[]): OpeningInterval[] {
  const seen = new Set<string>();
  return list
    .filter((i) => {
      const k = `${i.day} ${i.opens} ${i.closes}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.opens.localeCompare(b.opens));
}
