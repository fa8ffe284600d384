import { hoursFromLines } from '@/lib/hours';

/** The week parsed from timetable lines, one "mon 09:00-18:00" item per interval: what the hours tests compare. */
export const weekItems = (lines: string[]) => hoursFromLines(lines).hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`);
