import { interval, normalizeHours } from './intervals';
import { parseHoursLine, type LineHours } from './parse-line';
import { DAYS as ALL_DAYS, type DayOfWeek, type OpeningInterval } from './types';
import { seasonMonths, withoutSeasonDates } from './seasons';
import { ALL_WEEKDAY_NAMES } from '@/lib/text/weekdays';

// Opening hours from the text lines of a page: lines that mention days and times form blocks,
// and the best block is the schedule.

// A digit alone is not enough (prices, phones, years fill pages): a clock-like one is.
const MAYBE_HOURS =
  /\d\s*(?:h|:|\.\d|a\.?m|p\.?m|[ap]\b|\/\s*\d|j\b|jours|days|heures|hours|uhr)|\d\s*(?:-|–|—|à|a|au|to|till|until|through)\s*\d|midi|minuit|noon|midnight|ferm|clos|repos|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\b(?:lun|mar|mer|jeu|ven|sam|dim|mon|tues?|wed|thu|thurs?|fri|sat|sun|lu|ma|me|je|ve|sa|di)\b|jours|daily|every|week|semaine/i;
const MONTHS =
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december';
const DATED = new RegExp(
  String.raw`\b\d{1,2}(?:er|st|nd|rd|th)?\s+(?:${MONTHS})\b|\b(?:${MONTHS}|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b`,
  'i',
);
const EMERGENCY = /urgences?\b|emergenc|astreinte|on[- ]call|out[- ]of[- ]hours/i;
const HOURS_HEADING = /horaires?|heures d'ouverture|ouverture|opening|hours|open\b|ouvert/i;

type DayMap = Map<DayOfWeek, [string, string][]>;

// The days of a map that a line named one by one: a range on a later line ("Tue - Thu") does not
// override them ("Mon, Wed, Fri 10-5" then "Tue - Thu 10-8:30" leaves Wednesday at 10-5).
const namedDays = new WeakMap<DayMap, Set<DayOfWeek>>();
// What "closed in the evening" takes away of a day: the intervals that start in that part.
const PART_SPAN = { morning: ['00:00', '12:00'], afternoon: ['12:00', '17:00'], evening: ['17:00', '24:00'] } as const;

function applyLine(map: DayMap, parsed: LineHours, pendingDays: DayOfWeek[]): DayOfWeek[] {
  let last: DayOfWeek[] = [];
  const named = namedDays.get(map) ?? new Set<DayOfWeek>();
  namedDays.set(map, named);
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
    const [from, to] = PART_SPAN[part];
    const kept = (map.get(day) ?? []).filter(([o]) => o < from || o >= to);
    if (map.has(day)) map.set(day, kept);
  }
  return last;
}
/**
 * Hours from text lines. Lines that mention days and times form blocks; the best block
 * (most days covered, headed by "Horaires"/"Hours") wins, so a sentence like "livraison du
 * lundi au vendredi" elsewhere doesn't pollute the schedule.
 */
/** A line of page text: its tag (h1…h6 start topics) and, for a table row, its cells with the empty ones. */
export type HoursLine = { text: string; tag?: string; cells?: string[] };

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
  type Block = { map: DayMap; score: number; lastHit: number; closed: Set<DayOfWeek>; rows: number; season?: number[] };
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
      block = { map: new Map(), score, lastHit: i, closed: new Set(), rows: 0, season };
      blocks.push(block);
    }
    return block;
  };
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
    if (!MAYBE_HOURS.test(line)) {
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
    const months = line.length < 160 ? seasonMonths(line) : undefined;
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
          if (p.hasTimes) applyLine(b.map, p, [columns[k]!]);
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
      orphanTimes = { times: parsed.groups.flatMap((g) => (g.allDay ? [['00:00', '24:00'] as [string, string]] : g.times)), at: i };
    }
    // "Urgences 24h/24, 7j/7" beside a clinic's timetable is a service of its own, not the opening
    // hours: a block apart that only wins when the page states no other hours.
    if (useful && EMERGENCY.test(line) && parsed.groups.some((g) => g.allDay)) {
      const apart: Block = { map: new Map(), score: -4, lastHit: i, closed: new Set(), rows: 1, season };
      applyLine(apart.map, parsed, []);
      blocks.push(apart);
      pending = [];
      continue;
    }
    if (useful || closedOnly || exceptOnly) {
      block = openBlock(i);
      const cells = cellsAt(i);
      if (!parsed.hasDays && pending.length > 1 && cells.length === pending.length) {
        // Days as table columns ("Lun | Mar | …" over "9h-18h | 9h-18h | …"): one cell per day.
        lastDays = [];
        cells.forEach((cell, k) => {
          const day = pending[k]!;
          const p = parse(cell);
          if (p.groups.some((g) => g.closed && !g.times.length)) block!.closed.add(day);
          else lastDays.push(...applyLine(block!.map, p, [day]));
        });
      } else lastDays = applyLine(block.map, parsed, parsed.hasDays ? [] : pending);
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
      const extra = parsed.groups.flatMap((g) => g.times);
      for (const d of lastDays) block.map.set(d, [...(block.map.get(d) ?? []), ...extra]);
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
  for (const b of blocks) if (b.map.size && (!best || value(b) > value(best))) best = b;
  if (!best) return { hours: [], score: 0, rows: 0, headed: false };
  const out: OpeningInterval[] = [];
  for (const [day, times] of best.map) for (const [o, c] of times) out.push(interval(day, o, c));
  return { hours: normalizeHours(out), score: value(best), rows: best.rows, headed: best.score > 0 };
}

const EXCEPTION = /exception|f[ée]ri[ée]|holiday|bank|no[eë]l|christmas|closed|ferm|cong[ée]|vacances|annuel/i;

/**
 * Lines as the timetable parser reads them. A paragraph of running text longer than a line is
 * read sentence by sentence ("… Nous vous accueillons du mardi au samedi de 9h à 19h. …"), and a
 * line that gives the week's hours and a date beside them ("Lun–Ven 9h–18h (mis à jour le 3
 * janvier)") keeps the hours without the dated clause. A dated exception stays whole (and ignored).
 */
function prepareLines(input: (string | HoursLine)[]): { text: string; tag: string; cells?: string[] }[] {
  const out: { text: string; tag: string; cells?: string[] }[] = [];
  for (const l of input) {
    const text = typeof l === 'string' ? l : l.text;
    const tag = typeof l === 'string' ? '' : (l.tag ?? '');
    const dated = DATED.test(text);
    const pieces = (text.length > 300 && MAYBE_HOURS.test(text)) || dated ? splitLong(text) : [text];
    // "Lun–Sam 9h–19h. Fermé le 25 décembre." keeps its first sentence; a sentence that is a dated
    // exception is dropped whole; a date beside weekly hours is cut out of its sentence.
    const kept = pieces.length > 1 ? pieces.filter((p) => !(DATED.test(p) && EXCEPTION.test(p))) : pieces;
    for (let piece of kept) {
      if (DATED.test(piece) && !EXCEPTION.test(piece) && !seasonMonths(piece)) {
        const rest = piece
          .split(/\s*[,;()]\s*/)
          .filter((c) => !DATED.test(c))
          .join(', ');
        if (rest.trim()) piece = rest;
      }
      out.push({ text: piece, tag, ...(piece === text && typeof l !== 'string' && l.cells ? { cells: l.cells } : {}) });
    }
  }
  return out;
}

const DAY_AHEAD = new RegExp(String.raw`,\s+(?=(?:(?:et|and|le|les|on|du|from)\s+)?(?:${ALL_WEEKDAY_NAMES.join('|')})s?\b)`, 'iu');

/**
 * A line too long to be one row of a timetable: a footer or a paragraph run together ("Boulangerie
 * X | 12 rue … | Lundi : 6h30-13h | Mardi : …", "… le lundi de 9h à 12h, le mardi …"). Read in
 * pieces: its sentences, its cells ("|", ";", "•"), and where still long, before each day named
 * after a comma.
 */
function splitLong(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .flatMap((s) => (s.length > 300 ? s.split(/\s+\|\s+|\s*;\s+|\s+[•·]\s+/) : [s]))
    .flatMap((s) => (s.length > 300 ? s.split(DAY_AHEAD) : [s]));
}

/**
 * 2k time lines under k days: "a1 a2 … b1 b2 …" (a morning row, an afternoon row) or "a1 b1 a2 b2
 * …" (each day's two lines). Paired by day when every odd line opens after the line before it
 * and the first half does not already run morning-then-afternoon.
 */
function pairedByDay(times: string[], parse: (line: string) => LineHours): boolean {
  const open = times.map((t) => parse(t).groups.flatMap((g) => g.times)[0]?.[0]);
  if (open.some((o) => !o)) return false;
  const k = times.length / 2;
  const pairs = Array.from({ length: k }, (_, x) => open[2 * x]! < open[2 * x + 1]!).every(Boolean);
  const rows = Array.from({ length: k }, (_, x) => open[x]! < open[k + x]!).every(Boolean);
  return pairs && !rows;
}

const NO_HOURS_CELL =
  /^\s*(?:[-–—/]|sur\s+(?:rendez-vous|rdv)(?:\s+uniquement)?|uniquement\s+sur\s+(?:rendez-vous|rdv)|rdv|(?:by\s+)?appointment(?:\s+only)?|by\s+appointment(?:\s+only)?)\s*$/i;

/** "Matin", "Après-midi", "Lunch", "Sur rendez-vous uniquement": a short label or note over the times that follow. */
const isLabel = (line: string) => line.length < 40 && !/\d/.test(line);

const isDaysOnly = (p: LineHours, line: string) => line.length < 40 && p.hasDays && !p.hasTimes && !p.groups.some((g) => g.closed);
const isTimesOnly = (p: LineHours, line: string) => line.length < 60 && !p.hasDays && (p.hasTimes || p.groups.some((g) => g.closed));

/**
 * Columnar layouts put the days in one column and the times in the next, so the text comes as
 * "Lundi / Mardi / … / 9h-18h / 9h-18h / …". A run of day-only lines followed (after at most one
 * short heading) by as many time-only or "closed" lines is zipped back into "Lundi 9h-18h" lines.
 */
function joinColumns(
  lines: string[],
  tags: string[],
  cellsIn: (string[] | undefined)[],
  parse: (line: string) => LineHours,
): { lines: string[]; tags: string[]; rowCells: (string[] | undefined)[] } {
  const outLines: string[] = [];
  const outTags: string[] = [];
  const outCells: (string[] | undefined)[] = [];
  const hoursLike = (i: number) => i < lines.length && lines[i]!.length < 60 && MAYBE_HOURS.test(lines[i]!);
  for (let i = 0; i < lines.length;) {
    let k = 0;
    while (hoursLike(i + k) && isDaysOnly(parse(lines[i + k]!), lines[i + k]!)) k++;
    if (k >= 2) {
      let j = i + k;
      // One short heading may sit between the columns; a "Fermé" cell is a value, not a heading.
      if (
        j < lines.length &&
        lines[j]!.length < 30 &&
        !(hoursLike(j) && (parse(lines[j]!).hasDays || isTimesOnly(parse(lines[j]!), lines[j]!)))
      )
        j++;
      let n = 0;
      // A day's cell may say it has no hours ("Sur rendez-vous", "-"): still that day's value.
      while (n < k && ((hoursLike(j + n) && isTimesOnly(parse(lines[j + n]!), lines[j + n]!)) || NO_HOURS_CELL.test(lines[j + n] ?? '')))
        n++;
      if (n === k) {
        // A second (third) row of as many times is the afternoon (evening) of the same days:
        // "Lun / Mar / … / 9h-12h / 9h-12h / … / 14h-19h / 14h-19h / …".
        let rows = 1;
        while (
          rows < 3 &&
          Array.from({ length: k }, (_, x) => j + rows * k + x).every((y) => hoursLike(y) && isTimesOnly(parse(lines[y]!), lines[y]!))
        )
          rows++;
        // The same lines may be each day's morning and afternoon in turn (one cell of two lines per
        // day) rather than a morning row then an afternoon row: the opening times tell which.
        const byDay = rows === 2 && pairedByDay(lines.slice(j, j + 2 * k), parse);
        for (let x = 0; x < k; x++) {
          const cells = Array.from({ length: rows }, (_, r) => lines[byDay ? j + 2 * x + r : j + r * k + x]!);
          outLines.push(`${lines[i + x]} ${cells.join(' | ')}`);
          outTags.push(tags[i + x] ?? '');
          outCells.push(undefined);
        }
        i = j + rows * k;
        continue;
      }
    }
    // "12h - 14h / 19h - 22h" then "7 jours sur 7", or "Midi : 12h-14h" / "Soir : 19h-22h" then
    // "Du mardi au samedi": times first (one to three lines), their days on the next line (not
    // inside a "Lundi / 9h-18h / Mardi / 9h-18h" alternation).
    const timesOnly = (y: number) => hoursLike(y) && isTimesOnly(parse(lines[y]!), lines[y]!) && parse(lines[y]!).hasTimes;
    let t = 0;
    while (k === 0 && t < 3 && timesOnly(i + t)) t++;
    if (t > 0 && hoursLike(i + t) && isDaysOnly(parse(lines[i + t]!), lines[i + t]!)) {
      // Only when the times open the schedule: after "Lundi - Vendredi / 8h-12h", a "14h-18h" line
      // continues those days even when "Samedi" follows.
      // A day waiting a line or two above ("Lundi" / "Sur rendez-vous" / "9h-12h") owns these times.
      const before = [1, 2, 3].some(
        (b) => i - b >= 0 && hoursLike(i - b) && (parse(lines[i - b]!).hasDays || (b === 1 && parse(lines[i - b]!).hasTimes)),
      );
      const after = hoursLike(i + t + 1) && isTimesOnly(parse(lines[i + t + 1]!), lines[i + t + 1]!);
      if (!before && !after) {
        outLines.push(`${lines[i + t]} ${lines.slice(i, i + t).join(' | ')}`);
        outTags.push(tags[i] ?? '');
        outCells.push(undefined);
        i += t + 1;
        continue;
      }
    }
    const step = Math.max(1, k);
    for (let x = 0; x < step; x++) {
      outLines.push(lines[i + x]!);
      outTags.push(tags[i + x] ?? '');
      outCells.push(cellsIn[i + x]);
    }
    i += step;
  }
  return { lines: outLines, tags: outTags, rowCells: outCells };
}
