import * as chrono from 'chrono-node';
import type { Lang } from './language';
import { fuzzyEqual, normalize } from './normalize';
import { addDays, compareDates, isRealDate, weekdayIndex, type LocalDate, type LocalDateTime } from './zoned-time';
import { NUMBER_WORDS, numberWordsBetween } from '@/lib/text/numbers';
import { dayPartNamed, type DayPart } from '@/lib/text/day-parts';
import { MONTH_WORDS } from '@/lib/text/months';
import { DAYS, WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES } from '@/lib/text/weekdays';

// Dates and times as callers say them, in French and English, resolved against "now" in the
// business's time zone. chrono-node covers the long tail; the phrasings it gets wrong here
// ("après-demain", "demain à midi", "15 heures", "tomorrow at 3" meaning 15:00 for a business,
// "le 5 à 14h") and the ones that need an explicit answer (past dates, impossible dates like
// "30 février", "mardi" said on a Tuesday) are handled first by the rules below.

export type When = {
  status: 'ok' | 'none' | 'impossible' | 'past' | 'ambiguous_weekday';
  date?: LocalDate;
  /** Minutes since midnight. */
  minutes?: number;
  /** The other 12-hour reading of an hour said without am/pm ("à 7h", "at 9"). */
  altMinutes?: number;
  partOfDay?: DayPart;
  /** "after 3" / "à partir de 14h": earliest acceptable time, when no exact time is given. */
  after?: number;
  /** For ambiguous_weekday: the two readings. */
  options?: [LocalDate, LocalDate];
};

// Full names of both languages plus the English abbreviations callers type. No "mon"/"sat"/"sun"
// (also the French "mon" and English words) and no French "mar"/"ven" (month, verb).
const SPOKEN_ABBREVIATIONS = new Set(['tue', 'tues', 'wed', 'thu', 'thurs', 'fri']);
const WEEKDAY_WORDS: string[][] = DAYS.map((d) => [
  WEEKDAY_NAMES.fr[d],
  WEEKDAY_NAMES.en[d].toLowerCase(),
  ...WEEKDAY_ABBREVIATIONS[d].filter((a) => SPOKEN_ABBREVIATIONS.has(a)),
]);
const IN_DAYS = new RegExp(`\\b(?:dans|in)\\s+(\\d{1,2}|${numberWordsBetween(1, 10).join('|')})\\s+(jours?|days?|semaines?|weeks?)\\b`);

function monthOf(token: string): number | null {
  for (const [i, names] of MONTH_WORDS.entries()) {
    for (const n of names) {
      if (token === n) return i + 1;
      if (n.length >= 5 && fuzzyEqual(token, n)) return i + 1;
    }
  }
  return null;
}

/** 0 = Monday … 6 = Sunday, tolerant of typos on full names ("mecredi", "wensday"). */
function weekdayOfToken(token: string): number | null {
  for (let i = 0; i < 7; i++) {
    for (const n of WEEKDAY_WORDS[i]) {
      if (token === n) return i;
      if (n.length >= 5 && token.length >= 5 && fuzzyEqual(token, n)) return i;
    }
  }
  return null;
}

type TimeFound = { minutes?: number; alt?: number; invalid?: boolean; partOfDay?: DayPart; rest: string };

/** Finds a time of day; returns the text with it removed so the date rules don't trip on it. */
function parseTime(n: string): TimeFound {
  let rest = n;
  const partOfDay = dayPartNamed(n);

  let h: number | undefined;
  let mi = 0;
  let meridiem: 'am' | 'pm' | undefined;
  const take = (re: RegExp, fn: (m: RegExpExecArray) => void) => {
    if (h !== undefined) return;
    const m = re.exec(rest);
    if (m) {
      fn(m);
      rest = rest.slice(0, m.index) + ' ' + rest.slice(m.index + m[0].length);
    }
  };
  take(/(?<!apres[\s-])\b(midi|noon|minuit|midnight|lunchtime|lunch time|l heure du dejeuner)(?:\s+et\s+(demie?|quart))?\b/, (m) => {
    h = m[1] === 'minuit' || m[1] === 'midnight' ? 0 : 12;
    mi = m[2] ? (m[2].startsWith('demi') ? 30 : 15) : 0;
  });
  take(/\b(half|quarter) past (\d{1,2})\b/, (m) => {
    h = Number(m[2]);
    mi = m[1] === 'half' ? 30 : 15;
  });
  let writtenH = false;
  take(/\b(\d{1,2})\s*(?:h|heures?|hrs?)\s*(?:(\d{2})\b|et\s+(demie?|quart)\b|moins\s+(?:le\s+)?quart\b)?/, (m) => {
    h = Number(m[1]);
    writtenH = /^\d{1,2}\s*h\b/.test(m[0]) && !/heure/.test(m[0]);
    if (m[2]) mi = Number(m[2]);
    else if (m[3]) mi = m[3].startsWith('demi') ? 30 : 15;
    else if (/moins/.test(m[0])) {
      h -= 1;
      mi = 45;
    }
  });
  take(/\b(\d{1,2})[:.](\d{2})\s*(am|pm|a m|p m)?\b/, (m) => {
    h = Number(m[1]);
    mi = Number(m[2]);
    if (m[3]) meridiem = m[3].startsWith('a') ? 'am' : 'pm';
  });
  take(/\b(\d{1,2})\s*(am|pm|a m|p m)\b/, (m) => {
    h = Number(m[1]);
    meridiem = m[2].startsWith('a') ? 'am' : 'pm';
  });
  take(
    /\b(?:at|a|vers|around)\s+(\d{1,2})(?:\s*o\s?clock)?\b(?!\s*(?:personnes?|pers|people|persons?|guests?|couverts?|jours?|days?|semaines?|weeks?|mois|months?|euros?|eur|dollars?|ans|years?|[/.:]\d|er\b|st\b|nd\b|rd\b|th\b|(?:janv|fevr|mars|avr|mai|juin|juil|aout|sept|oct|nov|dec|jan|feb|mar|apr|may|jun|jul|aug|sep)))/,
    (m) => {
      h = Number(m[1]);
    },
  );
  if (h === undefined) return { partOfDay, rest };
  if (h > 23 || mi > 59) return { invalid: true, partOfDay, rest };
  if (meridiem === 'pm' && h < 12) h += 12;
  else if (meridiem === 'am' && h === 12) h = 0;
  let alt: number | undefined;
  if (!meridiem) {
    // A business hears "à 3 heures" / "at 3" as the afternoon; 8–11 stay in the morning. A
    // written French "7h" is 07:00 (24-hour clock) from 6 on. The other reading is returned so
    // the engine can pick the one that falls inside the opening hours.
    const shiftUpTo = writtenH ? 5 : 7;
    if ((partOfDay === 'afternoon' || partOfDay === 'evening') && h < 12) h += 12;
    else if (h >= 1 && h <= shiftUpTo && partOfDay !== 'morning') {
      alt = h * 60 + mi;
      h += 12;
    } else if (h >= 1 && h <= 11 && partOfDay !== 'morning') alt = (h + 12) * 60 + mi;
  }
  return { minutes: h * 60 + mi, alt, partOfDay, rest };
}

function resolveDayMonth(d: number, m: number, year: number | undefined, today: LocalDate): When {
  if (year !== undefined) {
    if (!isRealDate(year, m, d)) return { status: 'impossible' };
    const date = { y: year, m, d };
    return compareDates(date, today) < 0 ? { status: 'past', date } : { status: 'ok', date };
  }
  if (!isRealDate(today.y, m, d) && !isRealDate(today.y + 1, m, d)) return { status: 'impossible' };
  if (!isRealDate(today.y, m, d)) return { status: 'ok', date: { y: today.y + 1, m, d } };
  const date = { y: today.y, m, d };
  const diff = compareDates(date, today);
  if (diff >= 0) return { status: 'ok', date };
  // A date a few weeks back is a mistake to point out, not next year's date.
  if (diff > -120) return { status: 'past', date };
  if (!isRealDate(today.y + 1, m, d)) return { status: 'impossible' };
  return { status: 'ok', date: { y: today.y + 1, m, d } };
}

function parseDate(n: string, lang: Lang, now: LocalDateTime): When {
  const today: LocalDate = { y: now.y, m: now.m, d: now.d };
  const toks = n.split(/[\s-]+/).filter(Boolean);

  if (
    /\b(hier|avant hier|avant-hier|yesterday)\b/.test(n) ||
    /\blast (week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(n)
  ) {
    return { status: 'past', date: addDays(today, -1) };
  }
  if (/\b(apres[\s-]demain|day after tomorrow)\b/.test(n)) return { status: 'ok', date: addDays(today, 2) };
  // "ce week-end" / "this weekend": the coming Saturday (today when it is the weekend already).
  if (/\b(ce|cette|le|this|the|over the) ?week[\s-]?end\b/.test(n)) {
    const idx = weekdayIndex(today);
    return { status: 'ok', date: idx >= 5 ? today : addDays(today, 5 - idx) };
  }
  if (/\b(demain|tomorrow|tmrw|tomorow|tommorow|demin)\b/.test(n)) return { status: 'ok', date: addDays(today, 1) };
  if (
    /\b(aujourd\s?hui|aujourdhui|today|ce soir|tonight|ce matin|ce midi|this morning|cet apres[\s-]midi|this afternoon|this evening|at lunch today)\b/.test(
      n,
    )
  ) {
    return { status: 'ok', date: today };
  }
  const inDays = IN_DAYS.exec(n);
  if (inDays) {
    const k = /^\d+$/.test(inDays[1]) ? Number(inDays[1]) : NUMBER_WORDS[inDays[1]]!;
    return { status: 'ok', date: addDays(today, /^(semaine|week)/.test(inDays[2]) ? k * 7 : k) };
  }

  // Day + month: "30 février", "le 3 décembre 2027", "December 3rd", "3rd of December".
  for (let i = 0; i < toks.length; i++) {
    const month = monthOf(toks[i]);
    if (!month) continue;
    if (toks[i] === 'may' || toks[i] === 'mar' || toks[i] === 'sat' || toks[i] === 'sun') {
      // English modal "may", French "mar" etc. only count next to a number.
      if (!/^\d/.test(toks[i - 1] ?? '') && !/^\d/.test(toks[i + 1] ?? '')) continue;
    }
    const before =
      /^(\d{1,2})(?:er|st|nd|rd|th|e)?$/.exec(toks[i - 1] ?? '') ??
      (toks[i - 1] === 'of' || toks[i - 1] === 'de' ? /^(\d{1,2})(?:er|st|nd|rd|th|e)?$/.exec(toks[i - 2] ?? '') : null);
    const after = /^(\d{1,2})(?:er|st|nd|rd|th)?$/.exec(toks[i + 1] ?? '');
    const dayTok = before ?? after;
    if (!dayTok) continue;
    const yearTok = /^(20\d{2})$/.exec(toks[before ? i + 1 : i + 2] ?? '');
    return resolveDayMonth(Number(dayTok[1]), month, yearTok ? Number(yearTok[1]) : undefined, today);
  }
  // Numeric dates: 12/03, 12/03/2027 (day first in French, month first in English unless > 12).
  const num = /\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?\b/.exec(n);
  if (num) {
    let d = Number(num[1]);
    let m = Number(num[2]);
    if (lang === 'en' && m <= 31 && d <= 12 && m > 12) [d, m] = [m, d];
    else if (lang === 'en' && d <= 12) [d, m] = [m, d];
    const y = num[3] ? (num[3].length === 2 ? 2000 + Number(num[3]) : Number(num[3])) : undefined;
    return resolveDayMonth(d, m, y, today);
  }

  // Weekday: "mardi", "mardi prochain", "next Tuesday", "ce vendredi", "this Friday".
  for (let i = 0; i < toks.length; i++) {
    const wd = weekdayOfToken(toks[i]);
    if (wd === null) continue;
    const todayIdx = weekdayIndex(today);
    const next = /\b(prochain|prochaine|next|semaine prochaine|next week)\b/.test(n);
    const thisOne = /\b(ce|cette|this|coming)\b/.test(toks.slice(Math.max(0, i - 1), i).join(' '));
    // A day of the month next to the weekday ("lundi 8") pins the date.
    const dom = /^(\d{1,2})(?:er|st|nd|rd|th)?$/.exec(toks[i + 1] ?? '');
    let delta = (wd - todayIdx + 7) % 7;
    if (dom) {
      const d = Number(dom[1]);
      for (let k = 0; k < 62; k++) {
        const c = addDays(today, k);
        if (c.d === d && weekdayIndex(c) === wd) return { status: 'ok', date: c };
      }
      return resolveDayOfMonth(d, today);
    }
    if (next) {
      // "lundi de la semaine prochaine" / "next week Monday": that day of next calendar week.
      if (/\b(semaine prochaine|next week)\b/.test(n)) return { status: 'ok', date: addDays(today, 7 - todayIdx + wd) };
      if (delta === 0) delta = 7;
      return { status: 'ok', date: addDays(today, delta) };
    }
    if (delta === 0 && !thisOne) {
      return { status: 'ambiguous_weekday', options: [today, addDays(today, 7)] };
    }
    return { status: 'ok', date: addDays(today, delta) };
  }

  // "le 5", "the 5th": a day of this month (or the next one when it has passed).
  const dom =
    lang === 'fr' || /\ble\b/.test(n)
      ? /\b(?:le|du|au)\s+(\d{1,2})(?:er|e)?\b(?!\s*(?:h|:|heures?|personnes?|pers|couverts?))/.exec(n)
      : /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b/.exec(n);
  if (dom) return resolveDayOfMonth(Number(dom[1]), today);
  const ordinal = /\b(\d{1,2})(?:st|nd|rd|th)\b/.exec(n);
  if (ordinal) return resolveDayOfMonth(Number(ordinal[1]), today);

  // Everything else: chrono, with a reference whose local fields are the business's wall clock.
  const ref = new Date(now.y, now.m - 1, now.d, now.hh, now.mm);
  const parser = lang === 'fr' ? chrono.fr : chrono.en;
  const results = parser.parse(n, ref, { forwardDate: true });
  for (const r of results) {
    // "Next month", "in four months", "for weeks": a period, not a day anyone can be booked on.
    if (!(r.start.isCertain('day') || r.start.isCertain('weekday'))) continue;
    const y = r.start.get('year');
    const m = r.start.get('month');
    const d = r.start.get('day');
    if (y == null || m == null || d == null) continue;
    if (!isRealDate(y, m, d)) return { status: 'impossible' };
    const date = { y, m, d };
    return compareDates(date, today) < 0 ? { status: 'past', date } : { status: 'ok', date };
  }
  return { status: 'none' };
}

function resolveDayOfMonth(d: number, today: LocalDate): When {
  if (d < 1 || d > 31) return { status: 'impossible' };
  if (d >= today.d) {
    return isRealDate(today.y, today.m, d) ? { status: 'ok', date: { y: today.y, m: today.m, d } } : { status: 'impossible' };
  }
  const next = today.m === 12 ? { y: today.y + 1, m: 1 } : { y: today.y, m: today.m + 1 };
  return isRealDate(next.y, next.m, d) ? { status: 'ok', date: { ...next, d } } : { status: 'impossible' };
}

/** Stripped of phone numbers, so "06 12 34 56 78" is never read as a date or a time. */
function withoutPhoneNumbers(n: string): string {
  return n.replace(/(?:\+|00)?\d[\d\s.]{7,}\d/g, ' ');
}

// Hours said as words ("quinze heures", "at three"); "un" alone is an article, not an hour.
const HOUR_WORD_RE = numberWordsBetween(1, 20, ['un']).join('|');

/** "quinze heures", "at three", "three pm" → digits, so the time rules see them. */
function hourWordsToDigits(n: string): string {
  return n
    .replace(
      new RegExp(`\\b(${HOUR_WORD_RE})\\s+(heures?|h|o clock|oclock|pm|am|p m|a m)\\b`, 'g'),
      (_, w: string, u: string) => `${NUMBER_WORDS[w]} ${u}`,
    )
    .replace(
      new RegExp(`\\b(at|around|vers|a)\\s+(${HOUR_WORD_RE})\\b(?!\\s*(?:personnes?|people|persons?|jours?|days?|semaines?|weeks?))`, 'g'),
      (_, p: string, w: string) => `${p} ${NUMBER_WORDS[w]}`,
    );
}

export function parseWhen(text: string, lang: Lang, now: LocalDateTime): When {
  let n = withoutPhoneNumbers(hourWordsToDigits(normalize(text)).replace(/\b(\d{1,2})(h)(\d{2})\b/g, '$1h$3'))
    // "ce midi" is today at lunch: keep the day once the time rule has taken "midi".
    .replace(/\bce midi\b/g, 'aujourd hui midi');
  // "after 3", "à partir de 14h", "apres 16h": a lower bound, not an exact time.
  let after: number | undefined;
  const am = /\b(?:after|apres|a partir de|from|later than|plus tard que)\s+(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?)?\s*(am|pm)?\b/.exec(n);
  if (am) {
    let h = Number(am[1]);
    if (am[3] === 'pm' && h < 12) h += 12;
    else if (!am[3] && h >= 1 && h <= 7) h += 12;
    if (h <= 23) after = h * 60 + (am[2] ? Number(am[2]) : 0);
    n = n.slice(0, am.index) + ' ' + n.slice(am.index + am[0].length);
  }
  const time = parseTime(n);
  if (time.invalid) return { status: 'impossible' };
  const date = parseDate(time.rest, lang, now);
  const out: When = { ...date, minutes: time.minutes, altMinutes: time.alt, partOfDay: time.partOfDay, after };
  if (date.status === 'ok' && date.date && time.minutes !== undefined) {
    const today: LocalDate = { y: now.y, m: now.m, d: now.d };
    if (compareDates(date.date, today) === 0 && time.minutes <= now.hh * 60 + now.mm) out.status = 'past';
  }
  if (date.status === 'none' && time.minutes === undefined && after === undefined) out.status = 'none';
  else if (date.status === 'none') out.status = 'ok';
  return out;
}
