import { WEEKDAY_NAMES } from '../../../lib/text/weekdays';
import type { Rng } from '../seeded-rng';

// Opening hours as small businesses write them, French and English: the weeks (WEEKS) and the
// ways of writing a day, a time and a range (WRITINGS), from general knowledge of both languages.

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];
export type Iv = [number, number]; // minutes from midnight
export type DayHours = Iv[] | 'closed' | 'appt';
export type Week = Record<Day, DayHours>;

const h = (hh: number, mm = 0) => hh * 60 + mm;
export const WEEKS: Record<string, (r: Rng) => Week> = {
  'weekdays+sat': (r) => {
    const wd: Iv[] = [[h(r.pick([8, 9])), h(r.pick([17, 18]), r.pick([0, 30]))]];
    return {
      monday: wd,
      tuesday: wd,
      wednesday: wd,
      thursday: wd,
      friday: wd,
      saturday: r.chance(0.5) ? [[h(9), h(12)]] : 'closed',
      sunday: 'closed',
    };
  },
  'split-tue-sat': (r) => {
    const d: Iv[] = [
      [h(9), h(12)],
      [h(14), h(r.pick([18, 19]))],
    ];
    return { monday: 'closed', tuesday: d, wednesday: d, thursday: d, friday: d, saturday: d, sunday: 'closed' };
  },
  'except-wed': () => {
    const d: Iv[] = [[h(9), h(18)]];
    return { monday: d, tuesday: d, wednesday: 'closed', thursday: d, friday: d, saturday: d, sunday: 'closed' };
  },
  'every-day': (r) => {
    const d: Iv[] = [[h(r.pick([7, 8])), h(r.pick([20, 21]))]];
    return { monday: d, tuesday: d, wednesday: d, thursday: d, friday: d, saturday: d, sunday: d };
  },
  'split+appt': () => {
    const d: Iv[] = [
      [h(8, 30), h(12, 30)],
      [h(13, 30), h(17, 30)],
    ];
    return { monday: d, tuesday: d, wednesday: d, thursday: d, friday: d, saturday: 'appt', sunday: 'closed' };
  },
};

// ------------------------------------------------------------------ writing

export type Writing = {
  locale: 'fr' | 'en';
  time: (m: number, close: boolean) => string;
  range: (o: string, c: string, iv: Iv) => string;
  join: string;
  dayName: (d: Day, abbr: boolean) => string;
  abbr: boolean;
  rangeWord: [string, string, string];
  closed: string;
  appt: string;
  listDays: boolean;
  /** Said after a day's single span ("non-stop", "journée continue"). */
  continuous?: string;
  /** A closed group written as its own phrase ("Fermé le lundi", "Closed Sundays"). */
  closedPhrase?: (days: Day[]) => string;
  /** Days that are a range but one: "du lundi au samedi sauf le mercredi". */
  except?: (first: Day, last: Day, gap: Day) => string;
};

// Day names as pages write them in running text: the product's own table (lib/text/weekdays.ts).
const FR_DAY = WEEKDAY_NAMES.fr;
const EN_DAY = WEEKDAY_NAMES.en;
export const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
export const pad = (n: number) => String(n).padStart(2, '0');
const frDay = (dots: boolean) => (d: Day, abbr: boolean) => (abbr ? cap(FR_DAY[d].slice(0, 3)) + (dots ? '.' : '') : cap(FR_DAY[d]));
const enDay = (dots: boolean) => (d: Day, abbr: boolean) => (abbr ? EN_DAY[d].slice(0, 3) + (dots ? '.' : '') : EN_DAY[d]);
const ampm = (m: number, space: boolean, noon: boolean) => {
  const hh = Math.floor(m / 60);
  const mm = m % 60;
  if (noon && m === h(12)) return 'noon';
  const h12 = hh % 12 || 12;
  return `${h12}${mm ? `:${pad(mm)}` : space ? ':00' : ''}${space ? ' ' : ''}${hh < 12 ? (space ? 'AM' : 'am') : space ? 'PM' : 'pm'}`;
};

export const WRITINGS: Record<string, Writing> = {
  'fr-de-a': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)} h${m % 60 ? ` ${pad(m % 60)}` : ''}`,
    range: (o, c) => `de ${o} à ${c}`,
    join: ' et ',
    dayName: frDay(false),
    abbr: false,
    rangeWord: ['du ', ' au ', ''],
    closed: 'fermé',
    appt: 'sur rendez-vous',
    listDays: false,
  },
  'fr-h': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)}h${m % 60 ? pad(m % 60) : ''}`,
    range: (o, c) => `${o}-${c}`,
    join: ' / ',
    dayName: frDay(false),
    abbr: false,
    rangeWord: ['', ' - ', ' :'],
    closed: 'Fermé',
    appt: 'Sur RDV',
    listDays: false,
  },
  'fr-abbr-dots': {
    locale: 'fr',
    time: (m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`,
    range: (o, c) => `${o}–${c}`,
    join: ', ',
    dayName: frDay(true),
    abbr: true,
    rangeWord: ['', ' au ', ' :'],
    closed: 'fermé',
    appt: 'sur rendez-vous',
    listDays: false,
  },
  'fr-abbr-list': {
    locale: 'fr',
    time: (m) => `${pad(Math.floor(m / 60))}h${pad(m % 60)}`,
    range: (o, c) => `${o} - ${c}`,
    join: ' et ',
    dayName: frDay(false),
    abbr: true,
    rangeWord: ['', '-', ' :'],
    closed: 'fermé',
    appt: 'sur rendez-vous',
    listDays: true,
  },
  'en-ampm': {
    locale: 'en',
    time: (m) => ampm(m, false, true),
    range: (o, c) => `${o}–${c}`,
    join: ', ',
    dayName: enDay(false),
    abbr: true,
    rangeWord: ['', '–', ''],
    closed: 'Closed',
    appt: 'By appointment',
    listDays: false,
  },
  'en-long': {
    locale: 'en',
    time: (m) => ampm(m, true, false),
    range: (o, c) => `${o} – ${c}`,
    join: ' & ',
    dayName: enDay(false),
    abbr: false,
    rangeWord: ['', ' to ', ':'],
    closed: 'Closed',
    appt: 'by appointment only',
    listDays: false,
  },
  'en-till': {
    locale: 'en',
    time: (m, close) => (m % 60 ? ampm(m, false, false) : String(Math.floor(m / 60) % 12 || 12) + (close && m < h(12) ? 'am' : '')),
    range: (o, c) => `${o} till ${c}`,
    join: ' and ',
    dayName: enDay(true),
    abbr: true,
    rangeWord: ['', ' - ', ''],
    closed: 'closed',
    appt: 'appointment only',
    listDays: false,
  },
  'fr-continu': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)}h${pad(m % 60)}`,
    range: (o, c) => `${o} - ${c}`,
    join: ' / ',
    dayName: frDay(false),
    abbr: false,
    rangeWord: ['Du ', ' au ', ' :'],
    closed: 'fermé',
    appt: 'uniquement sur rendez-vous',
    listDays: false,
    continuous: 'non-stop',
    closedPhrase: (days) => `Fermé le ${days.map((d) => FR_DAY[d]).join(' et le ')}`,
  },
  'fr-sauf': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)}h${m % 60 ? pad(m % 60) : ''}`,
    range: (o, c) => `de ${o} à ${c}`,
    join: ' et ',
    dayName: frDay(false),
    abbr: false,
    rangeWord: ['Du ', ' au ', ','],
    closed: 'fermé',
    appt: 'sur rendez-vous',
    listDays: false,
    continuous: 'en journée continue',
    except: (a, b, gap) => `Du ${FR_DAY[a]} au ${FR_DAY[b]} sauf le ${FR_DAY[gap]}`,
    closedPhrase: (days) => `Fermé ${days.map((d) => `le ${FR_DAY[d]}`).join(' et ')}`,
  },
  'fr-upper-dash': {
    locale: 'fr',
    time: (m) => `${pad(Math.floor(m / 60))}H${pad(m % 60)}`,
    range: (o, c) => `${o}-${c}`,
    join: ' – ',
    dayName: (d, abbr) => (abbr ? cap(FR_DAY[d].slice(0, 2)) : cap(FR_DAY[d])),
    abbr: false,
    rangeWord: ['', ' au ', ''],
    closed: '-',
    appt: 'RDV',
    listDays: false,
  },
  'fr-list-dots': {
    locale: 'fr',
    time: (m) => `${Math.floor(m / 60)}h${m % 60 ? pad(m % 60) : ''}`,
    range: (o, c) => `${o}-${c}`,
    join: ' / ',
    dayName: frDay(true),
    abbr: true,
    rangeWord: ['', '-', ' :'],
    closed: 'Fermé',
    appt: 'Sur rendez-vous',
    listDays: true,
  },
  'en-closed': {
    locale: 'en',
    time: (m) => ampm(m, false, true),
    range: (o, c) => `${o} - ${c}`,
    join: ' and ',
    dayName: enDay(false),
    abbr: false,
    rangeWord: ['', ' - ', ':'],
    closed: 'Closed',
    appt: 'By appointment only',
    listDays: false,
    closedPhrase: (days) => `Closed ${days.map((d) => `${EN_DAY[d]}s`).join(' & ')}`,
    except: (a, b, gap) => `${EN_DAY[a]} to ${EN_DAY[b]} except ${EN_DAY[gap]}`,
  },
  'en-24h': {
    locale: 'en',
    time: (m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`,
    range: (o, c) => `${o}-${c}`,
    join: ', ',
    dayName: enDay(true),
    abbr: true,
    rangeWord: ['', '-', ''],
    closed: 'Closed',
    appt: 'By appointment',
    listDays: false,
  },
};

export type Group = { days: Day[]; value: DayHours };
export function groups(w: Week, byValue: boolean): Group[] {
  const out: Group[] = [];
  const same = (a: DayHours, b: DayHours) => JSON.stringify(a) === JSON.stringify(b);
  for (const d of DAYS) {
    const g = byValue ? out.find((x) => same(x.value, w[d])) : out.at(-1);
    if (g && same(g.value, w[d]) && (byValue || DAYS.indexOf(g.days.at(-1)!) === DAYS.indexOf(d) - 1)) g.days.push(d);
    else out.push({ days: [d], value: w[d] });
  }
  return out;
}

export function daysPhrase(wr: Writing, days: Day[]): string {
  const idx = days.map((d) => DAYS.indexOf(d));
  const span = idx.at(-1)! - idx[0]! + 1;
  if (wr.except && days.length >= 4 && span === days.length + 1) {
    const gap = DAYS.slice(idx[0]!, idx.at(-1)! + 1).find((d) => !days.includes(d))!;
    return wr.except(days[0]!, days.at(-1)!, gap);
  }
  const contiguous = days.every((d, i) => i === 0 || DAYS.indexOf(d) === DAYS.indexOf(days[i - 1]!) + 1);
  if (days.length >= 3 && contiguous && !wr.listDays) {
    const [pre, mid] = wr.rangeWord;
    return cap(`${pre}${wr.dayName(days[0]!, wr.abbr)}${mid}${wr.dayName(days.at(-1)!, wr.abbr)}`);
  }
  const names = days.map((d) => wr.dayName(d, wr.abbr || wr.listDays));
  return cap(wr.listDays ? names.join(' ') : names.join(wr.locale === 'fr' ? ', ' : ', '));
}
export function timesPhrase(wr: Writing, v: DayHours): string {
  if (v === 'closed') return wr.closed;
  if (v === 'appt') return wr.appt;
  const text = v.map((iv) => wr.range(wr.time(iv[0], false), wr.time(iv[1], true), iv)).join(wr.join);
  return v.length === 1 && wr.continuous ? `${text} ${wr.continuous}` : text;
}
export const groupLine = (wr: Writing, g: Group) =>
  g.value === 'closed' && wr.closedPhrase
    ? wr.closedPhrase(g.days)
    : `${daysPhrase(wr, g.days)}${wr.rangeWord[2]} ${timesPhrase(wr, g.value)}`;
