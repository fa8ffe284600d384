import { DAY_PART_WORD_SOURCE, dayPartNamed, type DayPart } from '@/lib/text/day-parts';
import { DAYS, type DayOfWeek } from '@/lib/text/weekdays';
import { rewriteDayClauses } from './clauses';
import { DAY2_RE, DAY_RE, dayOf2 } from './day-words';
import { dayFromWord, dayRange } from './days';
import { formatClockTime } from './time';
import { CONN, laterInTheDay, parseClock, parseTimeRange, TIME_RE, to24 } from './time-range';

// One line of an opening-hours text, French or English, into day groups with their intervals
// (or "closed"). Tables arrive as "Lundi | 9h-12h | 14h-18h".

const TOKEN = new RegExp(
  [
    String.raw`(?<always>24\s*/\s*7|24\s*h?\s*/\s*24|24\s*h\s*sur\s*24|24\s*heures\s*sur\s*24|24\s*hours(?:\s*a\s*day)?|open\s+24\s*h(?:ours|rs)?|round\s+the\s+clock)`,
    // "7 jours" alone is a delay ("livraison sous 7 jours") unless it reads as the week: "ouvert
    // 7 jours", "4h30 - 23h / 7 jours", "7 jours par semaine".
    String.raw`(?<everyday>7\s*j(?:ours)?\s*(?:/|sur)\s*7|7\s*/\s*7|(?:(?<=/\s{0,2})|(?<=\bouvert[es]{0,2}\s{1,2}))7\s*jours\b|7\s*jours\s+(?:par|de\s+la)\s+semaine|tous\s+les\s+jours|toute\s+la\s+semaine|every\s*day|everyday|daily|7\s+days(?:\s+a\s+week)?|seven\s+days(?:\s+a\s+week)?)`,
    // "La semaine de 9h à 19h, le week-end …", "Semaine : 9h-19h": the working days.
    String.raw`(?<weekdays>en\s+semaine|(?<!toute\s{1,3})\bla\s+semaine(?=\s*[:,]?\s*\d)|^\s*semaine(?=\s*:)|weekdays|week\s*days|\bm\s*-\s*f\b)`,
    String.raw`(?<weekend>(?:le\s+)?week-?ends?|fins?\s+de\s+semaine)`,
    // A two-letter code joined by a dash to another day word ("Lu-Ve", "Ma - sam", "lun - ve").
    String.raw`(?<drange>\b(?:${DAY_RE})${CONN}(?:${DAY_RE})|\b(?:${DAY2_RE}|${DAY_RE})\s*[-–]\s*(?:${DAY2_RE}|${DAY_RE})(?![a-z]))`,
    String.raw`(?<day>\b(?:${DAY_RE})|\b${DAY2_RE}(?=(?:\s*(?:[,/&]|et\b)?\s*${DAY2_RE})*\s*[:|]?\s*\d))`,
    String.raw`(?<trange>(?:${TIME_RE}|\b\d{1,2}(?!\s*[/.,]\d))${CONN}(?:${TIME_RE}|\d{1,2}\b(?!\s*(?:[/.,]\d|[%€$£])|\s*(?:€|eur|chf|ans|min|km|personnes|people|euros?)\b)))`,
    String.raw`(?<until>\b(?:until|till|to|jusqu'(?:à|a))\s+(?:${TIME_RE}))`,
    // "dès 9h", "à partir de 9h" (its "de" already dropped) with no closing after it: an opening.
    String.raw`(?<since>(?:\bdès|\bà\s+partir)\s+(?:${TIME_RE})(?!${CONN}(?:${TIME_RE}|\d)))`,
    String.raw`(?<closed>\bferm[ée]e?s?(?![a-zà-ÿ])|\bclosed\b|\bfermeture\b|\bclos\b|\brepos\b|\brel[âa]che\b)`,
    String.raw`(?<except>\bsauf\b|\bexcept(?:[ée]|ing)?\b|\bhormis\b)`,
  ].join('|'),
  'gi',
);

const LONE_DASH_DAY = new RegExp(String.raw`\b(${DAY_RE})\s*:?\s*-\s*(?=\||;|,|$)`, 'gi');
const DAY_DASH_LIST = new RegExp(String.raw`\b(?:${DAY_RE})(?:\s*-\s*(?:${DAY_RE})){2,}`, 'gi');
const SLASH_RANGES = new RegExp(String.raw`(${TIME_RE})\s*/\s*(${TIME_RE})\s*-\s*(${TIME_RE})\s*/\s*(${TIME_RE})`, 'gi');
const TIME_RANGE = new RegExp(String.raw`(?:${TIME_RE})${CONN}(?:${TIME_RE})`, 'i');
const TIME_PIPE_TIME = new RegExp(String.raw`(${TIME_RE})\s*\|\s*(${TIME_RE})`, 'gi');
const TIME_SLASH_TIME = new RegExp(String.raw`(${TIME_RE})\s*/\s*(${TIME_RE})`, 'gi');
// "09:00 - 12:30 / 14:30 18:00": two clock times side by side, neither joined to another time, in
// a line whose other ranges have their dash: a range whose dash was left out.
const BARE_PAIR = new RegExp(String.raw`(?<![-\d]\s*|\bà\s*)(${TIME_RE})\s+(${TIME_RE})(?!\s*(?:[-\d]|à\b|to\b))`, 'gi');
const BREAK = new RegExp(
  String.raw`\(?\s*(?:closed|ferm[ée]e?|pause(?:\s+d[ée]jeuner|\s+m[ée]ridienne)?|lunch\s*break)\s*(?:for\s+lunch|le\s+midi|entre|between|from|de)?\s*((?:${TIME_RE}|\d{1,2})${CONN}(?:${TIME_RE}|\d{1,2}))\s*\)?`,
  'gi',
);

/** `named`: the days written one by one (not covered by a range or "every day"). */
type Group = {
  days: DayOfWeek[];
  named: DayOfWeek[];
  /** The days an "except"/"sauf" took away. */
  excepted: DayOfWeek[];
  times: [string, string][];
  closed: boolean;
  closedFirst: boolean;
  allDay: boolean;
};
/** `partClosed`: "fermé le dimanche soir", "closed Monday mornings": part of a day taken away. */
export type LineHours = { groups: Group[]; hasDays: boolean; hasTimes: boolean; partClosed?: { day: DayOfWeek; part: DayPart }[] };

// "1st and 3rd Saturday", "second Saturday", "le premier samedi du mois": a day of some weeks
// only, not of the weekly schedule; its clause is left out.
const ORDINAL_DAY = new RegExp(
  String.raw`\b(?:(?:first|second|third|fourth|last|1st|2nd|3rd|4th|premiers?|deuxi[èe]mes?|troisi[èe]mes?|derniers?|1ers?|2[èe]?mes?|3[èe]?mes?|2e|3e)(?:\s*(?:&|and|et|,)\s*(?:first|second|third|fourth|last|1st|2nd|3rd|4th|2e|3e|4e|dernier))?)\s+(?:${DAY_RE})[^,;.]*`,
  'gi',
);
const ANY_DAY = new RegExp(String.raw`\b(?:${DAY_RE})`, 'i');
const DAY_AND_PART = new RegExp(String.raw`\b(${DAY_RE})\s+(${DAY_PART_WORD_SOURCE})\b`, 'gi');

/** In a closing clause, "dimanche soir" / "Monday mornings": the day and the part, taken out of the text. */
function partClosures(text: string): { text: string; parts: { day: DayOfWeek; part: DayPart }[] } {
  const parts: { day: DayOfWeek; part: DayPart }[] = [];
  // "Tous les jours de 8h à 20h sauf le dimanche après-midi": an exception names a part too.
  if (!/ferm|closed|clos\b|fermeture|\bsauf\b|\bexcept/.test(text)) return { text, parts };
  const out = text.replace(DAY_AND_PART, (whole, dayWord: string, partWord: string) => {
    const day = dayFromWord(dayWord);
    const part = dayPartNamed(partWord);
    if (!day || !part) return whole;
    parts.push({ day, part });
    return ' ';
  });
  return { text: out, parts };
}

// A sentence ends at ". " before a capital, unless the period closes a day abbreviation or a
// day word follows ("Lun. Mar. Mer.").
const DAY_WORD = new RegExp(String.raw`^(?:${DAY_RE})`, 'i');
const LIST_GAP = /^(?:\s|[,&/+-]|\b(?:et|and|ou|or|le|les|the|on)\b)*$/i;
// A quotation may open the next sentence ("… du mardi au samedi. « Mais nous …").
const SENTENCE_END = /([.!?])\s+(?=[«"“]?\s*\p{Lu})/gu;

function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of line.matchAll(SENTENCE_END)) {
    const end = m.index + 1;
    const before = /(\S+)[.!?]$/u.exec(line.slice(start, end))?.[1] ?? '';
    const after = line.slice(end).trimStart();
    if (DAY_WORD.test(before) || DAY_WORD.test(after) || /^\p{L}{1,2}$/u.test(before)) continue;
    out.push(line.slice(start, end));
    start = end;
  }
  out.push(line.slice(start));
  return out.filter((x) => x.trim());
}

/**
 * Tokenizes one line of text into day groups with their intervals (or "closed"). Sentences are
 * read apart: "… le samedi de 9h à 17h. Urgences 24h/24." does not give Saturday to the emergencies.
 */
export function parseHoursLine(line: string): LineHours {
  const sentences = sentencesOf(line);
  if (sentences.length < 2) return parseSentence(line);
  const parts = sentences.map(parseSentence);
  return {
    groups: parts.flatMap((p) => p.groups),
    hasDays: parts.some((p) => p.hasDays),
    hasTimes: parts.some((p) => p.hasTimes),
    partClosed: parts.flatMap((p) => p.partClosed ?? []),
  };
}

// "Sa" or "Di :" alone on its line (a <dt> over its hours): the French two-letter codes only, as
// "FR" or "EN" alone are language switches.
const LONE_DAY2 = /^\s*(lu|ma|me|je|ve|sa|di)\.?\s*:?\s*$/i;

function parseSentence(line: string): LineHours {
  const lone = LONE_DAY2.exec(line);
  if (lone) {
    const day = dayOf2(lone[1]!)!;
    return {
      groups: [{ days: [day], named: [day], excepted: [], times: [], closed: false, closedFirst: false, allDay: false }],
      hasDays: true,
      hasTimes: false,
    };
  }
  const plain = line
    .toLowerCase()
    .normalize('NFC')
    .replace(/[–—‑−~]/g, '-')
    // "Lundi, Dimanche - | Mardi au Samedi …": a dash standing for a day's hours says it has none.
    .replace(LONE_DASH_DAY, '$1 fermé')
    .replace(/[’`]/g, "'")
    // "9h > 12h", "lundi → vendredi": an arrow is a range.
    .replace(/\s*(?:→|->|>)\s*/g, ' - ')
    // "8h30mn", "8h30 min": minutes spelled out after the clock.
    .replace(/(\d{1,2}\s*h\s*\d{2})\s*(?:mn|min)\b/g, '$1')
    // "9:00h", "18.30 Uhr": a unit after a full clock time adds nothing.
    .replace(/(\d{1,2}[:.]\d{2})\s*(?:h|hrs?|uhr)(?![a-z])/g, '$1')
    // "0900-1730" (British 24-hour without a colon): quarter-hour minutes only, so "2019-2024" stays a year range.
    .replace(/(?<![\d/.:-])([01]\d|2[0-3])(00|15|30|45)\s*(-|to)\s*([01]\d|2[0-4])(00|15|30|45)(?![\d/.:-])/g, '$1:$2 $3 $4:$5')
    // "Lundi - Mercredi - Vendredi": three days or more joined by dashes are a list, not ranges.
    .replace(DAY_DASH_LIST, (list) => list.replace(/\s*-\s*/g, ', '));
  // Later closings and earlier openings written as clauses, before "de"/"from" are dropped.
  const text = rewriteDayClauses(plain)
    .replace(/\bde\s+(?=\d|midi)/g, '')
    .replace(/\bfrom\s+(?=\d|noon)/g, '')
    .replace(/\b(?:du|from)\s+(?=[a-z])/g, '')
    .replace(/(\d)\s*:\s*(?=\d{2}\b)/g, '$1:');
  // "8h30/12h00 - 14h00/18h00": a slash joins opening and closing, the dash separates the two
  // halves of the day (the reverse of the usual "8h30-12h / 14h-18h").
  const text0 = partClosures(text.replace(ORDINAL_DAY, ' '));
  if (text0.text !== text && !ANY_DAY.test(text0.text) && !text0.parts.length) return { groups: [], hasDays: false, hasTimes: false };
  const text1 = text0.text.replace(SLASH_RANGES, '$1-$2 et $3-$4');
  // Tables with separate opening and closing columns: "Lundi | 9h00 | 12h00 | 14h00 | 18h00".
  let text2 = text1.replace(/(\d)\s*\|\s*(?:-|à|to)\s*\|\s*(?=\d)/g, '$1 - ');
  if (text2.includes('|') && !TIME_RANGE.test(text2)) text2 = text2.replace(TIME_PIPE_TIME, '$1-$2');
  // "9h/12h et 14h/18h": with no dash range anywhere, a slash joins opening and closing ("24h/24" stays).
  if (text2.includes('/') && !TIME_RANGE.test(text2))
    text2 = text2.replace(TIME_SLASH_TIME, (whole, a: string, b: string) => (/^24/.test(a) && /^24/.test(b) ? whole : `${a}-${b}`));
  if (TIME_RANGE.test(text2))
    text2 = text2.replace(BARE_PAIR, (whole, a: string, b: string) => {
      const r = parseTimeRange(`${a}-${b}`);
      return r && r[0] < r[1] ? `${a}-${b}` : whole;
    });
  // "(closed 12:30 - 13:30)", "pause déjeuner 12h-14h": a break inside the day's hours, taken out
  // of them rather than read as hours of its own.
  const breaks: [string, string][] = [];
  text2 = text2.replace(BREAK, (whole, range: string) => {
    const r = parseTimeRange(range);
    if (!r) return whole;
    breaks.push(r);
    return ' ';
  });
  const groups: Group[] = [];
  const fresh = (): Group => ({ days: [], named: [], excepted: [], times: [], closed: false, closedFirst: false, allDay: false });
  let cur = fresh();
  const push = () => {
    if (cur.days.length || cur.times.length || cur.closed || cur.allDay) groups.push(cur);
    cur = fresh();
  };
  // "Tous les jours sauf le mardi", "every day except Monday": the days after take days away.
  let excluding = false;
  const addDays = (days: DayOfWeek[], named = false) => {
    addDaysTo(days);
    if (named) for (const d of days) if (cur.days.includes(d) && !cur.named.includes(d)) cur.named.push(d);
  };
  const addDaysTo = (days: DayOfWeek[]) => {
    // "Tous les jours de 10h à 19h sauf le mercredi", "de 9h à 19h sauf le lundi": the days after
    // "sauf" leave the days the times were given to (every day when none was named); times right
    // after them are those days' own ("…sauf le samedi de 9h à 12h").
    if (excluding && cur.times.length && !cur.closed) {
      cur.days = (cur.days.length ? cur.days : [...DAYS]).filter((d) => !days.includes(d));
      cur.excepted.push(...days);
      exceptedAfterTimes = days;
      hasDays = true;
      return;
    }
    if (excluding && !cur.times.length) {
      // "Ouvert sauf le lundi": no days named before means every day.
      cur.days = (cur.days.length ? cur.days : [...DAYS]).filter((d) => !days.includes(d));
      cur.excepted.push(...days);
      return;
    }
    excluding = false;
    // "Fermé le lundi | Du mardi au samedi 9h-18h": a separator ends the closed days' clause.
    if (cur.closed && cur.closedFirst && !cur.times.length && sepBefore) push();
    // "De 9h à 19h du lundi au samedi et de 9h à 13h le dimanche": in a line that gives the
    // times first, days complete the times before them.
    // "9h-19h : lundi, mardi, jeudi": the days listed one after another all take those times.
    if (timesFirst && cur.times.length && (!cur.days.length || lastWasDay) && !cur.closed) {
      // The days after a comma may instead open the next clause (see the time ranges).
      if (cur.days.length && /[,;]/.test(currentGap)) tail = [...days];
      else if (tail.length) tail.push(...days);
      for (const d of days) if (!cur.days.includes(d)) cur.days.push(d);
      return;
    }
    // "Dimanche fermé, lundi 9h-12h" starts a new group at "lundi"; "fermé le dimanche et le
    // lundi" keeps both days closed.
    if (cur.times.length || cur.allDay || (cur.closed && !cur.closedFirst)) push();
    for (const d of days) if (!cur.days.includes(d)) cur.days.push(d);
  };
  let exceptedAfterTimes: DayOfWeek[] = [];
  let hasDays = false;
  let hasTimes = false;
  let timesFirst: boolean | undefined;
  // Whether the token before was a day: a list of days ("lundi, mardi et jeudi") goes on.
  let lastWasDay = false;
  // Whether the token before was "tous les jours" / "every day" (see the day ranges).
  let lastWasEveryday = false;
  let lastEnd = 0;
  let sepBefore = false;
  // In a times-first line, the days named after a comma ("de 8h à 19h du lundi au vendredi, le
  // samedi …"): they are the next times' days when times follow them.
  let tail: DayOfWeek[] = [];
  let currentGap = '';
  for (const m of text2.matchAll(TOKEN)) {
    const g = m.groups!;
    const gap = text2.slice(lastEnd, m.index);
    currentGap = gap;
    const dayJustBefore = lastWasDay && LIST_GAP.test(gap);
    sepBefore = /[|;•·]/.test(gap);
    const afterEveryday = lastWasEveryday;
    lastWasEveryday = !!g.everyday;
    lastEnd = m.index! + m[0].length;
    // A list of days goes on only through list words ("lundi, mardi et le jeudi"): "du mardi au
    // samedi, mais nous voudrions ouvrir le dimanche" names Sunday in another clause.
    if (!LIST_GAP.test(gap)) lastWasDay = false;
    if (timesFirst === undefined && !g.except && !g.closed) timesFirst = !!g.trange;
    const dayToken = !!(g.day || g.drange || g.everyday || g.weekdays || g.weekend);
    if (!dayToken) lastWasDay = false;
    if (g.always) {
      cur.allDay = true;
      hasTimes = true;
      if (/24\s*\/\s*7/.test(g.always) && !cur.days.length) {
        cur.days.push(...DAYS);
        hasDays = true;
      }
    } else if (g.everyday) {
      addDays([...DAYS]);
      hasDays = true;
    } else if (g.weekdays) {
      addDays(dayRange('monday', 'friday'));
      hasDays = true;
    } else if (g.weekend) {
      addDays(['saturday', 'sunday']);
      hasDays = true;
    } else if (g.drange) {
      const long = new RegExp(String.raw`^(${DAY_RE})${CONN}(${DAY_RE})$`, 'i').exec(g.drange.trim());
      const short = long ? null : new RegExp(String.raw`^(${DAY2_RE}|${DAY_RE})\s*-\s*(${DAY2_RE}|${DAY_RE})$`, 'i').exec(g.drange.trim());
      const word = (w: string | undefined) => (w ? (dayFromWord(w) ?? dayOf2(w)) : undefined);
      const a = long ? dayFromWord(long[1]!) : word(short?.[1]);
      const b = long ? dayFromWord(long[2]!) : word(short?.[2]);
      if (a && b) {
        // "Tous les jours de lundi à vendredi", "every day from Monday to Friday": the range says
        // which days "every day" means.
        if (afterEveryday && !cur.times.length && !cur.closed && /^\s*(?:de|from)?\s*$/.test(gap)) cur.days = [];
        addDays(dayRange(a, b));
        hasDays = true;
      }
    } else if (g.day) {
      const d = dayFromWord(g.day) ?? dayOf2(g.day);
      if (d) {
        addDays([d], true);
        hasDays = true;
      }
    } else if (g.until) {
      // "Mon–Fri 9am–5pm (Thu until 8pm)", "nocturne le jeudi jusqu'à 21h": the days just named
      // keep the earlier opening and close later.
      const prev = [...groups].reverse().find((x) => x.times.length && !x.closed);
      const close = parseClock(g.until.replace(/^\S+\s+/, ''), true);
      if (cur.days.length && !cur.times.length && prev && close) {
        const last = prev.times[prev.times.length - 1]!;
        const r = parseTimeRange(`${last[0]}-${formatClockTime(to24(close, true))}`);
        if (r) {
          cur.times = [...prev.times.slice(0, -1), r];
          hasTimes = true;
        }
      }
    } else if (g.since) {
      // "; week-ends dès 9 h": the days just named open earlier and keep the rest of the hours before.
      const prev = [...groups].reverse().find((x) => x.times.length && !x.closed);
      const open = parseClock(g.since.replace(/^(?:dès|à\s+partir)\s+/, ''), false);
      if (cur.days.length && !cur.times.length && prev && open) {
        const first = prev.times[0]!;
        const r = parseTimeRange(`${formatClockTime(to24(open, false))}-${first[1]}`);
        if (r) {
          cur.times = [r, ...prev.times.slice(1)];
          hasTimes = true;
        }
      }
    } else if (g.except) {
      excluding = true;
    } else if (g.trange) {
      const r = parseTimeRange(g.trange);
      if (r && excluding && exceptedAfterTimes.length) {
        push();
        cur.days = [...exceptedAfterTimes];
      }
      exceptedAfterTimes = [];
      excluding = false;
      if (r) {
        // "Lundi | Fermé | 14h-19h" (a morning column, an afternoon column): closed for half the
        // day. "Fermé le lundi, 9h-18h…" keeps Monday closed.
        if (cur.closed && !cur.closedFirst && cur.days.length && !cur.times.length && /\|/.test(text2)) cur.closed = false;
        if (cur.closed) push();
        // Times first: a range after days that already have theirs opens the next group.
        if (timesFirst && cur.days.length && cur.times.length) {
          // "De 8h à 19h du lundi au vendredi, le samedi de 9h à 12h": Saturday takes 9h-12h.
          const own = dayJustBefore && tail.length < cur.days.length ? tail : [];
          cur.days = cur.days.filter((d) => !own.includes(d));
          cur.named = cur.named.filter((d) => !own.includes(d));
          push();
          cur.days = [...own];
        }
        tail = [];
        cur.times.push(laterInTheDay(cur.times.at(-1), r, g.trange));
        hasTimes = true;
      }
    } else if (g.closed) {
      // "fermé le dimanche après-midi" / "closed for lunch" close part of a day, not the day.
      if (
        /^[^,;.|]{0,40}?\b(?:matin|apr[èe]s-?midi|midi|soir|morning|afternoon|evening|lunch|noon)\b/.test(
          text2.slice(m.index! + g.closed.length),
        )
      )
        continue;
      if (cur.times.length || cur.allDay) push();
      cur.closed = true;
      cur.closedFirst = cur.days.length === 0;
    }
    if (dayToken) lastWasDay = true;
  }
  push();
  // "9h-12h et 14h-18h du lundi au vendredi": times written before their days.
  for (let i = 0; i + 1 < groups.length; i++) {
    const g = groups[i]!;
    const n = groups[i + 1]!;
    if (!g.days.length && (g.times.length || g.allDay) && !g.closed && n.days.length && !n.times.length && !n.allDay && !n.closed) {
      n.times = g.times;
      n.allDay = g.allDay;
      groups.splice(i, 1);
      i--;
    }
  }
  // "Ouvert de 7h à 20h, fermé le mercredi": hours for no named day, and closed days, mean every
  // other day.
  const orphan = groups.filter((g) => !g.days.length && (g.times.length || g.allDay) && !g.closed);
  const closedDays = groups.filter((g) => g.closed && !g.times.length && !g.allDay).flatMap((g) => g.days);
  if (orphan.length === 1 && closedDays.length && !groups.some((g) => g.days.length && (g.times.length || g.allDay))) {
    orphan[0]!.days = DAYS.filter((d) => !closedDays.includes(d));
    hasDays = true;
  }
  // "Open 24 hours" naming no day, as a statement of its own (not inside a sentence, "we're not
  // zoned to be open 24 hours"): every day.
  if (!hasDays && orphan.length === 1 && orphan[0]!.allDay && text2.length < 40 && /^\W*(?:open\s+24|round\s+the\s+clock)/.test(text2)) {
    orphan[0]!.days = [...DAYS];
    hasDays = true;
  }
  if (breaks.length) for (const g of groups) g.times = g.times.flatMap((t) => withoutBreaks(t, breaks));
  return { groups, hasDays: hasDays || text0.parts.length > 0, hasTimes, partClosed: text0.parts };
}

/** [09:00, 18:00] without a [12:30, 13:30] break → [09:00, 12:30] and [13:30, 18:00]. */
function withoutBreaks(t: [string, string], breaks: [string, string][]): [string, string][] {
  let parts: [string, string][] = [t];
  for (const [bo, bc] of breaks) {
    parts = parts.flatMap(([o, c]): [string, string][] =>
      o < bo && bc < c
        ? [
            [o, bo],
            [bc, c],
          ]
        : [[o, c]],
    );
  }
  return parts;
}
