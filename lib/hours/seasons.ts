import { monthFromWord, monthNamesPattern } from '@/lib/text/months';

// Seasonal timetables ("Haute saison (juillet – août) : …", "Winter hours", "D'avril à
// octobre : …"): the months a title or line says its schedule holds for. Only season words and
// month ranges count; a single month named in passing ("fermeture en août") does not.

const MONTH_WORD = monthNamesPattern();
const MONTH_RANGE = new RegExp(
  String.raw`\b(${MONTH_WORD})\s*(?:-|–|à|a|au|to|until|till|through|jusqu'(?:à|en|au))\s*(?:fin\s+|end\s+of\s+|\d{1,2}(?:er|st|nd|rd|th)?\s+)?(${MONTH_WORD})\b`,
  'i',
);
const MONTH_PAIR = new RegExp(String.raw`\b(${MONTH_WORD})\s+(?:et|and|&)\s+(${MONTH_WORD})\b`, 'i');

const NUMERIC_RANGE = /\b(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?\s*(?:-|–|à|a|au|to|until|till)\s*(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?\b/i;

const range = (a: number, b: number) => {
  const out: number[] = [];
  for (let m = a; ; m = (m % 12) + 1) {
    out.push(m);
    if (m === b || out.length > 12) break;
  }
  return out;
};
const ALL_BUT = (except: number[]) => range(1, 12).filter((m) => !except.includes(m));

const SEASONS: [RegExp, number[]][] = [
  [/\b(?:haute|pleine)\s+saison\b|\bhigh\s+season\b|\bpeak\s+season\b|\bsaison\s+estivale\b/i, [7, 8]],
  [/\b(?:basse|hors|moyenne)[\s-]+saison\b|\blow\s+season\b|\boff[\s-]+season\b|\bout\s+of\s+season\b/i, ALL_BUT([7, 8])],
  // Letter lookarounds, not \b: \b does not see a word start before an accented letter ("d'été").
  [/(?<!\p{L})(?:[ée]t[ée]|summer|estivaux|estivales?)(?!\p{L})/iu, [6, 7, 8]],
  [/\b(?:hiver|winter|hivernaux|hivernales?)\b/i, [11, 12, 1, 2, 3]],
  [/\b(?:printemps|spring)\b/i, [3, 4, 5]],
  [/\b(?:automne|autumn|fall)\b/i, [9, 10, 11]],
];

const SEASON_LABEL_REACH = 30;

const monthOf = monthFromWord;

/** The months a seasonal title or line names, or undefined when it names no season. */
export function seasonMonths(line: string): number[] | undefined {
  // Closures and holidays are exceptions, not a season's timetable.
  if (/ferm|clos|cong[ée]s|holiday|vacances/i.test(line)) return undefined;
  const r = MONTH_RANGE.exec(line);
  if (r) {
    const a = monthOf(r[1]!);
    const b = monthOf(r[2]!);
    if (a && b) return range(a, b);
  }
  // "Du 01/07 au 31/08", "du 1/9 au 30/6": day/month dates bound the season.
  const n = NUMERIC_RANGE.exec(line);
  if (n) {
    const [a, b] = [Number(n[2]), Number(n[4])];
    if (Number(n[1]) <= 31 && Number(n[3]) <= 31 && a >= 1 && a <= 12 && b >= 1 && b <= 12) return range(a, b);
  }
  const p = MONTH_PAIR.exec(line);
  if (p) {
    const a = monthOf(p[1]!);
    const b = monthOf(p[2]!);
    if (a && b) return [a, b];
  }
  // A season word labels a schedule where a label sits: at the start of the line ("Horaires d'été :
  // …", "Summer hours", "En hiver, …"). Further in, it is a place's or a thing's name ("… Silver
  // Spring, MD", "… pneus hiver").
  for (const [re, months] of SEASONS) {
    const at = re.exec(line)?.index;
    if (at !== undefined && at <= SEASON_LABEL_REACH) return months;
  }
  return undefined;
}

// "En juillet et août … Le reste de l'année, …": the months the season before leaves out.
const REST_OF_YEAR = /\breste\s+de\s+l'ann[ée]e|\breste\s+du\s+temps|\brest\s+of\s+the\s+year|\bautres\s+mois\b|\bother\s+months\b/i;

/** The season a line names, or, for "le reste de l'année" / "the rest of the year", the months `before` (the season read last) leaves out. */
export function seasonOfLine(line: string, before: number[] | undefined): number[] | undefined {
  const named = seasonMonths(line);
  if (named) return named;
  return before && REST_OF_YEAR.test(line.replace(/[’`]/g, "'")) ? ALL_BUT(before) : undefined;
}

// "du 1er septembre au 30 juin", "1 April – 31 October": the dates of a season, with their day numbers.
const SEASON_DATES = new RegExp(
  String.raw`(?:\b(?:du|from)\s+)?(?:\d{1,2}(?:er|st|nd|rd|th)?\s+)?(?:${MONTH_WORD})\s*(?:-|–|à|a|au|to|until|till|through|jusqu'(?:à|en|au))\s*(?:fin\s+|end\s+of\s+)?(?:\d{1,2}(?:er|st|nd|rd|th)?\s+)?(?:${MONTH_WORD})\b`,
  'gi',
);

/** The line without the dates that bound its season, so its day numbers are not read as hours. */
export function withoutSeasonDates(line: string): string {
  return line.replace(SEASON_DATES, ' ').replace(new RegExp(NUMERIC_RANGE.source, 'gi'), ' ');
}
