import { monthNamesPattern } from '@/lib/text/months';
import type { LineHours } from './parse-line';
import { seasonMonths } from './seasons';
import { ALL_WEEKDAY_NAMES } from '@/lib/text/weekdays';

// How page lines become the lines the timetable parser reads: long paragraphs cut into sentences
// and cells, a date beside the week's hours cut out, and columns ("Lundi / Mardi / … / 9h-18h /
// 9h-18h / …") zipped back into rows.

/** A line of page text: its tag (h1…h6 start topics) and, for a table row, its cells with the empty ones. */
export type HoursLine = { text: string; tag?: string; cells?: string[] };

// A digit alone is not enough (prices, phones, years fill pages): a clock-like one is.
export const MAYBE_HOURS =
  /\d\s*(?:h|:|\.\d|a\.?m|p\.?m|[ap]\b|\/\s*\d|j\b|jours|days|heures|hours|uhr)|\d\s*(?:-|–|—|à|a|au|to|till|until|through)\s*\d|midi|minuit|noon|midnight|ferm|clos|repos|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\b(?:lun|mar|mer|jeu|ven|sam|dim|mon|tues?|wed|thu|thurs?|fri|sat|sun|lu|ma|me|je|ve|sa|di)\b|jours|daily|every|week|semaine/i;
const MONTHS = monthNamesPattern();
export const DATED = new RegExp(
  String.raw`\b\d{1,2}(?:er|st|nd|rd|th)?\s+(?:${MONTHS})\b|\b(?:${MONTHS}|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b`,
  'i',
);
const EXCEPTION = /exception|f[ée]ri[ée]|holiday|bank|no[eë]l|christmas|closed|ferm|cong[ée]|vacances|annuel/i;

/**
 * Lines as the timetable parser reads them. A paragraph of running text longer than a line is
 * read sentence by sentence ("… Nous vous accueillons du mardi au samedi de 9h à 19h. …"), and a
 * line that gives the week's hours and a date beside them ("Lun–Ven 9h–18h (mis à jour le 3
 * janvier)") keeps the hours without the dated clause. A dated exception stays whole (and ignored).
 */
export function prepareLines(input: (string | HoursLine)[]): { text: string; tag: string; cells?: string[] }[] {
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
    .split(/(?<=[.!?])\s+(?=[«"“]?\s*\p{Lu})/u)
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
export const isLabel = (line: string) => line.length < 40 && !/\d/.test(line);

const isDaysOnly = (p: LineHours, line: string) => line.length < 40 && p.hasDays && !p.hasTimes && !p.groups.some((g) => g.closed);
const isTimesOnly = (p: LineHours, line: string) => line.length < 60 && !p.hasDays && (p.hasTimes || p.groups.some((g) => g.closed));

/**
 * Columnar layouts put the days in one column and the times in the next, so the text comes as
 * "Lundi / Mardi / … / 9h-18h / 9h-18h / …". A run of day-only lines followed (after at most one
 * short heading) by as many time-only or "closed" lines is zipped back into "Lundi 9h-18h" lines.
 */
export function joinColumns(
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
