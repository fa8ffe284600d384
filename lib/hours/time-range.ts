import { formatClockTime, MINUTES_PER_DAY, parseClockTime } from './time';
import { HOUR, MERIDIEM, MINUTES, NOON_MIDNIGHT } from '@/lib/text/times';

// Clock times and time ranges as timetables write them, French or English: "9h", "9h30",
// "18 heures", "9am", "10:00 AM", "18.30", "midi", "noon", and ranges joined by "-", "à", "to",
// "until"… One place for the grammar of a time; the line parser finds them, this reads them.

const AMPM = String.raw`(?:${MERIDIEM})(?![a-z])`;
export const TIME_RE = String.raw`(?:${HOUR}(?::${MINUTES})?[ap](?![a-z.])|${HOUR}\s*(?:h(?:eures?)?|:)\s*(?:${MINUTES}(?!\s*(?:h|:\d)))?(?:\s*${AMPM})?|${HOUR}\.${MINUTES}(?:\s*${AMPM})?|${HOUR}\s*${AMPM}|${NOON_MIDNIGHT})`;
// Only "-" among the dashes (not DASH): the line parser makes every dash "-" before it reads a line.
export const CONN = String.raw`\s*(?:-|à|a|au|to|until|till|'?til|through|thru|jusqu'à|jusqu'a)\s*`;

/** One time already found, in its parts: hour, minutes, meridiem ("a"/"p" alone too: "9a"). */
const ONE_TIME = new RegExp(String.raw`^(${HOUR})\s*(?:h(?:eures?)?|:|\.)?\s*(${MINUTES})?\s*(${MERIDIEM}|a|p)?$`);

export function parseClock(raw: string, isClose: boolean): { h: number; m: number; ampm?: 'am' | 'pm' } | undefined {
  const t = raw.trim().toLowerCase();
  if (t === 'midi' || t === 'noon') return { h: 12, m: 0 };
  if (t === 'minuit' || t === 'midnight') return { h: isClose ? 24 : 0, m: 0 };
  const m = ONE_TIME.exec(t);
  if (!m) return undefined;
  const ampm = m[3] ? (m[3].startsWith('a') ? 'am' : 'pm') : undefined;
  return { h: Number(m[1]), m: Number(m[2] ?? 0), ampm };
}

export function to24(c: { h: number; m: number; ampm?: 'am' | 'pm' }, isClose: boolean): number {
  let h = c.h;
  if (c.ampm === 'pm' && h < 12) h += 12;
  if (c.ampm === 'am' && h === 12) h = isClose ? 24 : 0;
  return h * 60 + c.m;
}

/**
 * "9 till 12, 2 till 6", "9:00–12:30, 1:30–5:00": a span after the morning's that would start
 * before it ends is the afternoon's. Not with "h" or am/pm, which say what they mean.
 */
export function laterInTheDay(prev: [string, string] | undefined, r: [string, string], raw: string): [string, string] {
  if (!prev || /h|[ap]\.?m|noon|midi/i.test(raw) || r[0] >= prev[1] || r[1] > '12:00') return r;
  const pm = (t: string) => formatClockTime(parseClockTime(t)! + 12 * 60);
  const shifted: [string, string] = [pm(r[0]), pm(r[1])];
  return shifted[0] >= prev[1] ? shifted : r;
}

/** "9h", "9h30" – "18h30", "9am" – "6pm", "10:00 AM - 4:00 PM", "9 - 17", "midi" → minutes. */
export function parseTimeRange(raw: string): [string, string] | undefined {
  const m = new RegExp(String.raw`^(${TIME_RE}|${HOUR})${CONN}(${TIME_RE}|${HOUR})$`, 'i').exec(raw.trim().toLowerCase());
  if (!m) return undefined;
  const a = parseClock(m[1]!, false);
  const b = parseClock(m[2]!, true);
  if (!a || !b) return undefined;
  // "10-4pm" / "1-5pm": the first time takes the meridiem that makes a forward range.
  if (!a.ampm && b.ampm && a.h < 12) a.ampm = b.ampm === 'pm' && a.h + 12 < to24(b, true) / 60 ? 'pm' : 'am';
  // "9-5", "9:30–4": a range that would end before it starts ends in the afternoon. Not in the
  // 24-hour French style ("11h à 2h", "11h00 - 2h00 du matin"): that one ends after midnight.
  // Not "09:00 - 00:00" either: a zero-padded hour is a 24-hour clock, "00:00" is midnight.
  if (!a.ampm && !b.ampm && b.h < a.h && a.h < 12 && b.h + 12 <= 24 && !/h|^0\d/.test(m[2]!)) b.h += 12;
  // "Open 8 till 8", "7 till 11": said of a shop's day, the closing hour is the evening's.
  else if (
    !a.ampm &&
    !b.ampm &&
    /^\d{1,2}\s*(?:until|till|'?til)\s*\d{1,2}$/.test(raw.trim().toLowerCase()) &&
    b.h < 12 &&
    a.h >= 6 &&
    a.h < 12 &&
    b.h + 12 - a.h <= 16
  )
    b.h += 12;
  const o = to24(a, false);
  let c = to24(b, true);
  if (c === 0) c = MINUTES_PER_DAY;
  // The one HH:MM rule: opening before midnight, closing at midnight at the latest.
  if (o >= MINUTES_PER_DAY || c > MINUTES_PER_DAY || a.m > 59 || b.m > 59 || o === c) return undefined;
  return [formatClockTime(o), formatClockTime(c)];
}
