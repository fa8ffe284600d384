import { DAY_PART_MINUTES, spanInPart, type DayPart } from '@/lib/text/day-parts';
import { interval, normalizeHours } from './intervals';
import { formatClockTime, MINUTES_PER_DAY, parseClockTime } from './time';
import { parseHoursLine, type LineHours } from './parse-line';
import { laterInTheDay } from './time-range';
import { DAYS as ALL_DAYS, type DayOfWeek, type OpeningInterval } from './types';
import { seasonMonths, seasonOfLine, withoutSeasonDates } from './seasons';
import { DATED, isLabel, joinColumns, MAYBE_HOURS, prepareLines, type HoursLine } from './line-layout';
import { subjectOf } from './subject';

export type { HoursLine } from './line-layout';

// Opening hours from the text lines of a page: lines that mention days and times form blocks,
// and the best block is the schedule.

const EMERGENCY = /urgences?\b|emergenc|astreinte|on[- ]call|out[- ]of[- ]hours/i;
// "24/7 (replies during office hours)", "available 24/7, online or by phone": a channel that takes
// messages round the clock, not a place open round the clock.
const CHANNEL = /\b(?:online|e-?mails?|repl(?:y|ies)|respond|chat|en\s+ligne|par\s+(?:e-?mail|courriel)|r[ée]pon(?:se|dons|d))\b/i;
const HOURS_HEADING = /horaires?|heures d'ouverture|ouverture|opening|hours|open\b|ouvert/i;

type DayMap = Map<DayOfWeek, [string, string][]>;

// "Fermé le lundi matin", "closed Sunday evenings": the intervals that give that part of the day
// an hour lose it; what is left of them, an hour or more, stays ("9h–19h" closed in the morning
// opens at noon).
function withoutPart(times: [string, string][], part: DayPart): [string, string][] {
  const [lo, hi] = DAY_PART_MINUTES[part];
  return times.flatMap(([o, c]): [string, string][] => {
    const from = parseClockTime(o) ?? 0;
    const closes = parseClockTime(c) ?? MINUTES_PER_DAY;
    const to = closes <= from ? closes + MINUTES_PER_DAY : closes;
    if (!spanInPart(from, to, part)) return [[o, c]];
    const left: [number, number][] = [
      [from, Math.min(to, lo)],
      [Math.max(from, hi), to],
    ];
    return left
      .filter(([a, b]) => b - a >= 60)
      .map(([a, b]) => [formatClockTime(a), formatClockTime(b > MINUTES_PER_DAY ? b - MINUTES_PER_DAY : b)]);
  });
}

/**
 * One parsed line into a schedule. `named`: the days of this schedule that a line named one by one
 * (grows as lines name days); a range on a later line ("Tue - Thu") does not override them ("Mon,
 * Wed, Fri 10-5" then "Tue - Thu 10-8:30" leaves Wednesday at 10-5). Returns the days it set.
 */
function applyLine(map: DayMap, named: Set<DayOfWeek>, parsed: LineHours, pendingDays: DayOfWeek[]): DayOfWeek[] {
  let last: DayOfWeek[] = [];
  // "Open 24/7 for emergencies; office Monday to Friday 8–4:30": within one sentence the
  // round-the-clock statement is the schedule callers care about, the rest is a sub-service.
  const roundTheClock = new Set<DayOfWeek>();
  for (const g of parsed.groups) {
    // "sauf le samedi" on a line of its own, under the days it qualifies: those days are closed.
    if (g.excepted.length && !g.times.length && !g.allDay && !g.closed && parsed.groups.length === 1) {
      for (const d of g.excepted) map.delete(d);
      continue;
    }
    const days = g.days.length ? g.days : pendingDays;
    if (!days.length) continue;
    if (g.closed && !g.times.length && !g.allDay) {
      for (const d of days) map.delete(d);
      continue;
    }
    const times: [string, string][] = g.allDay ? [['00:00', '24:00']] : g.times;
    if (!times.length) continue;
    for (const d of days) {
      if (roundTheClock.has(d)) continue;
      // "Lunch Tue–Fri 11:30–14:00" then "Dinner Tue–Sat 18:00–22:00" add up; an overlapping
      // later line ("Mercredi 9h–12h" after "Tous les jours 9h–19h") is an exception that replaces.
      const existing = map.get(d);
      const overlaps = existing?.some(([o1, c1]) => times.some(([o2, c2]) => o2 < c1 && o1 < c2));
      if (overlaps && named.has(d) && !g.named.includes(d)) continue;
      if (g.named.includes(d)) named.add(d);
      if (existing && !overlaps) {
        map.set(d, [...existing, ...times]);
        if (g.allDay) roundTheClock.add(d);
        continue;
      }
      map.set(d, [...times]);
      if (g.allDay) roundTheClock.add(d);
    }
    last = days;
  }
  for (const { day, part } of parsed.partClosed ?? []) {
    if (map.has(day)) map.set(day, withoutPart(map.get(day)!, part));
  }
  return last;
}
// "Lundi 9h-10h Pilates, 12h15-13h Cardio, 18h-19h Yoga, mardi …": a grid of classes or sessions
// of an hour or less is a planning, not the opening hours (a week's spans run for hours, with one
// break at most). Four such short spans, two thirds of the block's, make a grid.
const SESSION_MINUTES = 60;
function sessionGrid(map: DayMap): boolean {
  const spans = [...map.values()].flat();
  const short = spans.filter(([o, c]) => {
    const from = parseClockTime(o) ?? 0;
    const to = parseClockTime(c) ?? MINUTES_PER_DAY;
    return (to <= from ? to + MINUTES_PER_DAY : to) - from <= SESSION_MINUTES;
  }).length;
  return short >= 4 && short * 3 >= spans.length * 2;
}

/** Whether a line gives a day of the schedule (its own or the waiting ones) times that overlap the ones it already has. */
function clashes(map: DayMap, parsed: LineHours, pendingDays: DayOfWeek[]): boolean {
  // A span past midnight ("11h – 1h") ends the next day.
  const span = ([o, c]: [string, string]) => {
    const from = parseClockTime(o) ?? 0;
    const to = parseClockTime(c) ?? MINUTES_PER_DAY;
    return [from, to <= from ? to + MINUTES_PER_DAY : to] as const;
  };
  const overlap = (a: [string, string], b: [string, string]) => span(b)[0] < span(a)[1] && span(a)[0] < span(b)[1];
  return parsed.groups.some((g) =>
    (g.days.length ? g.days : pendingDays).some((d) => map.get(d)?.some((t) => g.times.some((u) => overlap(t, u)))),
  );
}

/**
 * Hours from text lines. Lines that mention days and times form blocks; the best block
 * (most days covered, headed by "Horaires"/"Hours") wins, so a sentence like "livraison du
 * lundi au vendredi" elsewhere doesn't pollute the schedule.
 */

/** `rows`: how many lines the schedule spans; `headed`: it sits under an "Horaires"/"Hours" title. */
export type LinesHours = { hours: OpeningInterval[]; score: number; rows: number; headed: boolean };

export function hoursFromLines(input: (string | HoursLine)[], now: Date = new Date()): LinesHours {
  const memo = new Map<string, LineHours>();
  const parse = (line: string) => {
    let r = memo.get(line);
    if (!r) memo.set(line, (r = parseHoursLine(line)));
    return r;
  };
  const prepared = prepareLines(input);
  const { lines, tags, rowCells } = joinColumns(
    prepared.map((l) => l.text),
    prepared.map((l) => l.tag),
    prepared.map((l) => l.cells),
    parse,
  );
  // Days a block says are closed stay closed even when a general rule comes after
  // ("Fermé le lundi" then "Ouvert tous les jours de 10h à 19h").
  // `named`: the days a line of the block named one by one (see applyLine).
  type Block = {
    map: DayMap;
    named: Set<DayOfWeek>;
    score: number;
    lastHit: number;
    closed: Set<DayOfWeek>;
    rows: number;
    season?: number[];
    /** Whose hours its first line gives ("livraison", "" for the business's own: see ./subject). */
    subject: string;
  };
  // The season the lines being read belong to (set by a seasonal title or line, see ./seasons).
  let season: number[] | undefined;
  const blocks: Block[] = [];
  let block: Block | undefined;
  let pending: DayOfWeek[] = [];
  let orphanTimes: { times: [string, string][]; at: number } | undefined;
  let labelSkipped = false;
  let lastDays: DayOfWeek[] = [];
  // Days as the columns of a table ("Lun | Mar | Mer" over "Matin | 9h-12h | 9h-12h | Fermé"):
  // every following row maps cell k to day k, a row label in front allowed.
  let columns: DayOfWeek[] = [];
  const openBlock = (i: number): Block => {
    if (!block || i - block.lastHit > 3) {
      // Under an "Horaires" title (counted once: two titles in reach are two schedules, not a stronger one).
      let score = 0;
      for (let k = Math.max(0, i - 3); k <= i; k++) if (HOURS_HEADING.test(lines[k]!)) score = 3;
      block = { map: new Map(), named: new Set(), score, lastHit: i, closed: new Set(), rows: 0, season, subject: subjectOf(lines[i]!) };
      blocks.push(block);
    }
    return block;
  };
  // A short line naming no day, time or closure ("Kitchen:", "Cuisine", "Boutique") between two lines.
  const labelBetween = (from: number, to: number) =>
    lines.slice(from + 1, to).some((l) => isLabel(l) && !parse(l).groups.length && !HOURS_HEADING.test(l));
  // A table row's cells, its empty ones included ("Matin | | 9h-12h | …" under "Lun | Mar | Mer").
  const cellsAt = (i: number) => rowCells[i] ?? lines[i]!.split(' | ');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A heading that is not part of a timetable ("Boutique de la gare", "Our Leeds clinic")
    // starts another topic: the schedule after it is another place's.
    if (/^h[1-6]$/.test(tags[i]!) && !MAYBE_HOURS.test(line) && !HOURS_HEADING.test(line)) {
      block = undefined;
      pending = [];
      season = seasonMonths(line);
    }
    if (line.length > 300) {
      pending = [];
      continue;
    }
    // "Mercredi" then "-": a dash in a day's cell says that day has no hours, and the list goes on.
    if (pending.length && /^\s*[-–—]\s*$/.test(line)) {
      const b = openBlock(i);
      for (const d of pending) b.closed.add(d);
      b.lastHit = i;
      pending = [];
      continue;
    }
    if (!MAYBE_HOURS.test(line)) {
      // "D'avril à septembre" on a line of its own (a bold paragraph, not a heading): the season
      // of the lines below it.
      const label = line.length < 60 ? seasonOfLine(line, season) : undefined;
      if (label) {
        season = label;
        block = undefined;
        pending = [];
        continue;
      }
      if (!(line.length < 40 && HOURS_HEADING.test(line))) {
        // "Du lundi au vendredi" / "Matin" / "8h – 12h": a short label between the days and
        // their times keeps the days waiting.
        if (!(pending.length && isLabel(line) && !labelSkipped)) pending = [];
        labelSkipped = pending.length > 0;
        continue;
      }
    }
    labelSkipped = false;
    // "Ouvert exceptionnellement le lundi 24 décembre de 9h à 12h": a dated exception, not the
    // week (lines with a date besides their weekly hours lost the dated part in prepareLines).
    // A season bounded by dates ("Du 1er septembre au 30 juin : …") is a timetable, not an exception.
    const dated = DATED.test(line);
    if (dated && !seasonMonths(line)) {
      pending = [];
      continue;
    }
    const parsed = parse(dated ? withoutSeasonDates(line) : line);
    // An "Horaires" / "Opening hours" title starts a new block: what came before is another topic.
    const isTitle = /^h[1-6]$/.test(tags[i]!) || (line.length < 40 && !parsed.hasTimes && !parsed.hasDays);
    if (isTitle && HOURS_HEADING.test(line)) {
      block = undefined;
      pending = [];
    }
    // "Haute saison (juillet – août) : tous les jours 9h-20h" then "Hors saison : …": each season
    // is a schedule of its own, never merged with the other.
    const months = line.length < 160 ? seasonOfLine(line, season) : undefined;
    if (months && (isTitle || parsed.hasTimes)) {
      season = months;
      block = undefined;
      pending = [];
    }
    if (columns.length > 1 && !parsed.hasDays && (parsed.hasTimes || parsed.groups.some((g) => g.closed))) {
      const cells = cellsAt(i);
      const row = cells.length === columns.length + 1 && !parse(cells[0]!).hasTimes ? cells.slice(1) : cells;
      if (row.length === columns.length) {
        const b = openBlock(i);
        // A closed cell closes that day for this row only (the morning, say), so it adds nothing.
        row.forEach((cell, k) => {
          const p = parse(cell);
          if (p.hasTimes) applyLine(b.map, b.named, p, [columns[k]!]);
        });
        b.lastHit = i;
        b.rows++;
        lastDays = [];
        pending = [];
        continue;
      }
    }
    columns = [];
    const useful = parsed.hasTimes && (parsed.hasDays || pending.length > 0);
    const closedOnly = parsed.hasDays && parsed.groups.some((g) => g.closed);
    // "sauf samedi" right under the line it qualifies.
    const exceptOnly =
      !!block && i - block.lastHit <= 1 && !parsed.hasTimes && parsed.groups.length === 1 && parsed.groups[0]!.excepted.length > 0;
    // "Horaires : 7h – 20h" then "Fermé le mercredi": the hours hold for every day not closed.
    const closedHere = parsed.groups.filter((g) => g.closed && !g.times.length && !g.allDay).flatMap((g) => g.days);
    if (!parsed.hasTimes && closedHere.length && orphanTimes && i - orphanTimes.at <= 2) {
      const b = openBlock(i);
      const open: DayOfWeek[] = ALL_DAYS.filter((d) => !closedHere.includes(d));
      for (const d of open) if (!b.map.has(d)) b.map.set(d, [...orphanTimes.times]);
      orphanTimes = undefined;
    }
    if (parsed.hasTimes && !parsed.hasDays && !pending.length && !(block && i - block.lastHit <= 1)) {
      const times = parsed.groups.flatMap((g) => (g.allDay ? [['00:00', '24:00'] as [string, string]] : g.times));
      // "Déjeuner : 12h-14h" then "Dîner : 19h-22h": day-less lines one under the other add up (the
      // day's two services), unless the later one overlaps (another statement of the same hours).
      const before = orphanTimes && i - orphanTimes.at === 1 ? orphanTimes.times : [];
      const overlap = before.some(([o1, c1]) => times.some(([o2, c2]) => o2 < c1 && o1 < c2));
      orphanTimes = { times: overlap ? times : [...before, ...times], at: i };
    }
    if (useful && CHANNEL.test(line) && parsed.groups.every((g) => !g.times.length)) {
      pending = [];
      continue;
    }
    // "Urgences 24h/24, 7j/7" beside a clinic's timetable is a service of its own, not the opening
    // hours: a block apart that only wins when the page states no other hours.
    // Any "24h/24, 7j/7" line (no other days or times on it) is such a claim too: a week written
    // with its own days and hours elsewhere on the page is the schedule, the claim wins alone.
    const allWeekAllDay =
      parsed.groups.length > 0 &&
      parsed.groups.every((g) => g.allDay && !g.times.length) &&
      new Set(parsed.groups.flatMap((g) => g.days)).size === 7;
    if (useful && (allWeekAllDay || (EMERGENCY.test(line) && parsed.groups.some((g) => g.allDay)))) {
      const apart: Block = {
        map: new Map(),
        named: new Set(),
        score: allWeekAllDay ? -3 : -4,
        lastHit: i,
        closed: new Set(),
        rows: 1,
        season,
        subject: subjectOf(line),
      };
      applyLine(apart.map, apart.named, parsed, []);
      blocks.push(apart);
      pending = [];
      continue;
    }
    if (useful || closedOnly || exceptOnly) {
      // "Bar:" then its days, "Kitchen:" then the same days again: a label between two runs that
      // give the same days overlapping times starts another place's or service's schedule, not
      // an exception to the first ("Lunch" then "Dinner" times do not overlap: they add up).
      if (block && useful && labelBetween(block.lastHit, i) && clashes(block.map, parsed, parsed.hasDays ? [] : pending)) block = undefined;
      // "Livraison le mardi de 14h à 17h", "Happy hour du mardi au vendredi 18h-20h" under the
      // week: another subject's hours over the same days (see ./subject) are a schedule apart,
      // which does not take the title of the week it follows.
      const subject = parsed.hasDays ? subjectOf(line) : '';
      const service = !!block && useful && !!subject && subject !== block.subject && !months && clashes(block.map, parsed, []);
      if (service) block = undefined;
      block = openBlock(i);
      if (service) block.score = Math.min(block.score, 0) - 1;
      const cells = cellsAt(i);
      if (!parsed.hasDays && pending.length > 1 && cells.length === pending.length) {
        // Days as table columns ("Lun | Mar | …" over "9h-18h | 9h-18h | …"): one cell per day.
        lastDays = [];
        cells.forEach((cell, k) => {
          const day = pending[k]!;
          const p = parse(cell);
          if (p.groups.some((g) => g.closed && !g.times.length)) block!.closed.add(day);
          else lastDays.push(...applyLine(block!.map, block!.named, p, [day]));
        });
      } else lastDays = applyLine(block.map, block.named, parsed, parsed.hasDays ? [] : pending);
      for (const g of parsed.groups) if (g.closed && !g.times.length && !g.allDay) for (const d of g.days) block.closed.add(d);
      for (const g of parsed.groups) if (!g.closed && (g.times.length || g.allDay) && g.days.length === 1) block.closed.delete(g.days[0]!);
      block.lastHit = i;
      block.rows++;
      pending = [];
    } else if (parsed.hasDays && !parsed.hasTimes) {
      // "Du mardi au samedi" on one line, "9h – 19h" on the next (or a <dt>/<dd> pair).
      pending = parsed.groups.flatMap((g) => g.days);
      const heads = cellsAt(i).map((c) => parse(c).groups.flatMap((g) => g.days));
      if (heads.length > 1 && !heads[0]!.length) heads.shift();
      if (heads.length > 1 && heads.every((d) => d.length === 1)) columns = heads.map((d) => d[0]!);
    } else if (
      parsed.hasTimes &&
      !parsed.hasDays &&
      block &&
      block.map.size &&
      (i - block.lastHit <= 1 || (i - block.lastHit === 2 && isLabel(lines[i - 1]!)))
    ) {
      // A continuation line "14h – 18h" right after "Lundi 9h – 12h" belongs to the same days.
      // "9 till 12" then "2 till 6": a bare afternoon span that would start before the morning ends
      // is the afternoon's (the line's words dropped, its units "h"/"am"/"pm" kept for the check).
      const units = line.replace(/\p{L}{3,}/gu, ' ');
      for (const d of lastDays) {
        const had = block.map.get(d) ?? [];
        const extra = parsed.groups.flatMap((g) => g.times).map((t) => laterInTheDay(had.at(-1), t, units));
        block.map.set(d, [...had, ...extra]);
      }
      block.lastHit = i;
      block.rows++;
      pending = [];
    } else if (pending.length && !parsed.hasTimes && !parsed.hasDays && line.length < 40 && parsed.groups.some((g) => g.closed)) {
      // "Mercredi" then "Fermé" in a day-by-day list: the waiting day is closed, and the list
      // goes on (the days after it belong to the same timetable).
      const b = openBlock(i);
      for (const d of pending) b.closed.add(d);
      b.lastHit = i;
      pending = [];
    } else {
      pending = [];
    }
  }
  for (const b of blocks) for (const d of b.closed) b.map.delete(d);
  // Most days, then a heading, then the most detail (lunch breaks) as a tie-breaker.
  // Among seasonal schedules, the one in force now (or the unmarked one) is the schedule.
  const month = now.getMonth() + 1;
  const seasonal = blocks.some((b) => b.season && b.map.size);
  // Outweighs the count of days: a season in force beats the base schedule, which beats a season out of force.
  const current = (b: Block) => (!seasonal ? 0 : b.season ? (b.season.includes(month) ? 10 : 0) : 6);
  const value = (b: Block) => b.map.size + b.score + current(b) + [...b.map.values()].reduce((n, t) => n + t.length, 0) * 0.01;
  let best: Block | undefined;
  for (const b of blocks) if (b.map.size && !sessionGrid(b.map) && (!best || value(b) > value(best))) best = b;
  if (!best) return { hours: [], score: 0, rows: 0, headed: false };
  const out: OpeningInterval[] = [];
  for (const [day, times] of best.map) for (const [o, c] of times) out.push(interval(day, o, c));
  return { hours: normalizeHours(out), score: value(best), rows: best.rows, headed: best.score > 0 };
}
