import type { DayOfWeek, OpeningInterval } from './types';
import { DAYS } from './types';
import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, list, str } from './json-ld';

// Opening hours, normalized to one interval per (day, opens, closes), several per day
// allowed (lunch breaks). Sources: JSON-LD openingHoursSpecification / openingHours,
// microdata openingHours, then visible text in French or English, tables included (a table
// row arrives as "Lundi | 9h-12h | 14h-18h"). A day the site says is closed stays absent.

const DAY_WORDS: [RegExp, DayOfWeek][] = [
  [/^(?:lundi|lun|monday|mon|mo)s?\.?$/, 'monday'],
  [/^(?:mardi|mar|tuesday|tues|tue|tu)s?\.?$/, 'tuesday'],
  [/^(?:mercredi|mer|wednesday|wed|we)s?\.?$/, 'wednesday'],
  [/^(?:jeudi|jeu|thursday|thurs|thur|thu|th)s?\.?$/, 'thursday'],
  [/^(?:vendredi|ven|friday|fri|fr)s?\.?$/, 'friday'],
  [/^(?:samedi|sam|saturday|sat|sa)s?\.?$/, 'saturday'],
  [/^(?:dimanche|dim|sunday|sun|su)s?\.?$/, 'sunday'],
];

function dayOf(word: string): DayOfWeek | undefined {
  const w = word.toLowerCase().trim();
  for (const [re, d] of DAY_WORDS) if (re.test(w)) return d;
  return undefined;
}

function dayRange(a: DayOfWeek, b: DayOfWeek): DayOfWeek[] {
  const i = DAYS.indexOf(a);
  const j = DAYS.indexOf(b);
  const out: DayOfWeek[] = [];
  for (let k = i; ; k = (k + 1) % 7) {
    out.push(DAYS[k]!);
    if (k === j || out.length > 7) break;
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

// ---------------------------------------------------------------- schema.org strings

const SCHEMA_DAY: Record<string, DayOfWeek> = { mo: 'monday', tu: 'tuesday', we: 'wednesday', th: 'thursday', fr: 'friday', sa: 'saturday', su: 'sunday' };

function normTime(t: string): string | undefined {
  const m = /^(\d{1,2})(?::?(\d{2}))?(?::\d{2})?$/.exec(t.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h > 24 || min > 59) return undefined;
  return `${pad(h)}:${pad(min)}`;
}

function interval(day: DayOfWeek, opens: string, closes: string): OpeningInterval {
  // "23:59" and a closing "00:00" both mean "until midnight".
  if (closes === '23:59' || (closes === '00:00' && opens !== '00:00')) closes = '24:00';
  if (opens === '00:00' && closes === '00:00') closes = '24:00';
  return { day, opens, closes };
}

/** "Mo-Fr 09:00-18:00", "Tu,Th 09:00-12:00,14:00-19:00", "Mo-Su" (all day). */
export function parseSchemaOpeningHours(value: string): OpeningInterval[] {
  const out: OpeningInterval[] = [];
  for (const part of value.split(/\s*;\s*|\s*\n\s*/)) {
    const m = /^\s*([A-Za-z]{2}(?:\s*[-,]\s*[A-Za-z]{2})*)\s*(.*)$/.exec(part);
    if (!m) continue;
    const days: DayOfWeek[] = [];
    for (const seg of m[1]!.split(/\s*,\s*/)) {
      const [a, b] = seg.split(/\s*-\s*/).map((s) => SCHEMA_DAY[s.toLowerCase()]);
      if (a && b) days.push(...dayRange(a, b));
      else if (a) days.push(a);
    }
    if (!days.length) continue;
    const times = m[2]!.trim();
    if (!times) {
      for (const d of days) out.push(interval(d, '00:00', '24:00'));
      continue;
    }
    if (/^closed$/i.test(times)) continue;
    for (const tr of times.split(/\s*[,\s]\s*(?=\d)/)) {
      const [o, c] = tr.split(/\s*-\s*/).map((x) => normTime(x ?? ''));
      if (o && c) for (const d of days) out.push(interval(d, o, c));
    }
  }
  return out;
}

function schemaDay(v: unknown): DayOfWeek | undefined {
  const s = str(v);
  if (!s) return undefined;
  const name = s.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase();
  return (DAYS as readonly string[]).includes(name) ? (name as DayOfWeek) : dayOf(name);
}

export function hoursFromJsonLd(nodes: JsonLdNode[]): { hours: OpeningInterval[]; source: string } | null {
  for (const node of businessNodes(nodes)) {
    const out: OpeningInterval[] = [];
    for (const spec of list(node.openingHoursSpecification)) {
      if (!spec || typeof spec !== 'object') continue;
      const s = spec as Record<string, unknown>;
      if (s.validFrom || s.validThrough) continue; // holiday exceptions, not the weekly schedule
      const o = normTime(str(s.opens) ?? '');
      const c = normTime(str(s.closes) ?? '');
      if (!o || !c) continue;
      for (const d of list(s.dayOfWeek)) {
        const day = schemaDay(d);
        if (day) out.push(interval(day, o, c));
      }
    }
    if (!out.length) for (const oh of list(node.openingHours)) out.push(...parseSchemaOpeningHours(str(oh) ?? ''));
    // Hand-written blocks put prose in openingHours ("Monday-Friday 9am-5pm", "Lun-Ven 9h-18h").
    if (!out.length) {
      const prose = list(node.openingHours).map((v) => str(v) ?? '').filter(Boolean);
      if (prose.length) out.push(...hoursFromLines(prose).hours);
    }
    if (out.length) return { hours: normalizeHours(out), source: node.__source };
  }
  return null;
}

// ---------------------------------------------------------------- prose and tables

// Two-letter French/Swiss abbreviations ("Lu–Ve", "Ma-Sa") are ordinary words ("ma", "me",
// "di"), so they only count inside a day range.
const DAY2_RE = String.raw`(?:lu|ma|me|je|ve|sa|di)\.?`;
const DAY2: Record<string, DayOfWeek> = { lu: 'monday', ma: 'tuesday', me: 'wednesday', je: 'thursday', ve: 'friday', sa: 'saturday', di: 'sunday' };
const dayOf2 = (w: string) => DAY2[w.toLowerCase().replace('.', '').trim()];
const DAY_RE = String.raw`(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(?:lun|mar|mer|jeu|ven|sam|dim|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)(?:\.|\b)`;
const AMPM = String.raw`(?:a\.?m\.?|p\.?m\.?)(?![a-z])`;
const TIME_RE = String.raw`(?:\d{1,2}\s*(?:h(?:eures?)?|:)\s*(?:\d{2})?(?:\s*${AMPM})?|\d{1,2}\.\d{2}(?:\s*${AMPM})?|\d{1,2}\s*${AMPM}|midi|minuit|noon|midnight)`;
const CONN = String.raw`\s*(?:-|à|a|au|to|until|till|through|thru|jusqu'à|jusqu'a)\s*`;

const TOKEN = new RegExp(
  [
    String.raw`(?<always>24\s*/\s*7|24\s*h?\s*/\s*24|24\s*h\s*sur\s*24|24\s*heures\s*sur\s*24|24\s*hours(?:\s*a\s*day)?|open\s+24\s*h(?:ours|rs)?|round\s+the\s+clock)`,
    String.raw`(?<everyday>7\s*j(?:ours)?\s*(?:/|sur)\s*7|7\s*/\s*7|tous\s+les\s+jours|every\s*day|everyday|daily|7\s+days(?:\s+a\s+week)?|seven\s+days(?:\s+a\s+week)?)`,
    String.raw`(?<weekdays>en\s+semaine|weekdays|week\s*days)`,
    String.raw`(?<weekend>(?:le\s+)?week-?ends?)`,
    String.raw`(?<drange>\b(?:${DAY_RE})${CONN}(?:${DAY_RE})|\b${DAY2_RE}\s*[-–]\s*${DAY2_RE}(?![a-z]))`,
    String.raw`(?<day>\b(?:${DAY_RE})|\b${DAY2_RE}(?=\s*:?\s*\d))`,
    String.raw`(?<trange>(?:${TIME_RE}|\b\d{1,2}(?!\s*[/.,]\d))${CONN}(?:${TIME_RE}|\d{1,2}\b(?!\s*[/.,%€$£]|\s*(?:€|eur|chf|ans|min|km|personnes|people|euros?)\b)))`,
    String.raw`(?<closed>\bferm[ée]e?s?(?![a-zà-ÿ])|\bclosed\b|\bfermeture\b|\bclos\b|\brepos\b)`,
  ].join('|'),
  'gi',
);

const TIME_RANGE = new RegExp(String.raw`(?:${TIME_RE})${CONN}(?:${TIME_RE})`, 'i');
const TIME_PIPE_TIME = new RegExp(String.raw`(${TIME_RE})\s*\|\s*(${TIME_RE})`, 'gi');

function parseClock(raw: string, isClose: boolean): { h: number; m: number; ampm?: 'am' | 'pm' } | undefined {
  const t = raw.trim().toLowerCase();
  if (t === 'midi' || t === 'noon') return { h: 12, m: 0 };
  if (t === 'minuit' || t === 'midnight') return { h: isClose ? 24 : 0, m: 0 };
  const m = /^(\d{1,2})\s*(?:h(?:eures?)?|:|\.)?\s*(\d{2})?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(t);
  if (!m) return undefined;
  const ampm = m[3] ? (m[3].startsWith('a') ? 'am' : 'pm') : undefined;
  return { h: Number(m[1]), m: Number(m[2] ?? 0), ampm };
}

function to24(c: { h: number; m: number; ampm?: 'am' | 'pm' }, isClose: boolean): number {
  let h = c.h;
  if (c.ampm === 'pm' && h < 12) h += 12;
  if (c.ampm === 'am' && h === 12) h = isClose ? 24 : 0;
  return h * 60 + c.m;
}

/** "9h", "9h30" – "18h30", "9am" – "6pm", "10:00 AM - 4:00 PM", "9 - 17", "midi" → minutes. */
export function parseTimeRange(raw: string): [string, string] | undefined {
  const m = new RegExp(String.raw`^(${TIME_RE}|\d{1,2})${CONN}(${TIME_RE}|\d{1,2})$`, 'i').exec(raw.trim().toLowerCase());
  if (!m) return undefined;
  const a = parseClock(m[1]!, false);
  const b = parseClock(m[2]!, true);
  if (!a || !b) return undefined;
  const bare = (s: string) => /^\d{1,2}$/.test(s.trim());
  // "10-4pm" / "1-5pm": the first time takes the meridiem that makes a forward range.
  if (!a.ampm && b.ampm && a.h < 12) a.ampm = b.ampm === 'pm' && a.h + 12 < to24(b, true) / 60 ? 'pm' : 'am';
  if (!a.ampm && !b.ampm && b.h < a.h && a.h < 12 && b.h + 12 <= 24) {
    // "9-5", "9:30–4": a range that would end before it starts ends in the afternoon.
    b.h += 12;
  }
  const o = to24(a, false);
  let c = to24(b, true);
  if (c === 0) c = 24 * 60;
  if (o > 24 * 60 || c > 24 * 60 || a.m > 59 || b.m > 59 || o === c) return undefined;
  const fmt = (x: number) => `${pad(Math.floor(x / 60))}:${pad(x % 60)}`;
  return [fmt(o), fmt(c)];
}

type Group = { days: DayOfWeek[]; times: [string, string][]; closed: boolean; closedFirst: boolean; allDay: boolean };
export type LineHours = { groups: Group[]; hasDays: boolean; hasTimes: boolean };

/** Tokenizes one line of text into day groups with their intervals (or "closed"). */
export function parseHoursLine(line: string): LineHours {
  const text = line
    .toLowerCase()
    .normalize('NFC')
    .replace(/[–—‑−~]/g, '-')
    .replace(/[’`]/g, "'")
    .replace(/\bde\s+(?=\d|midi)/g, '')
    .replace(/\bfrom\s+(?=\d|noon)/g, '')
    .replace(/\b(?:du|from)\s+(?=[a-z])/g, '')
    .replace(/(\d)\s*:\s*(?=\d{2}\b)/g, '$1:');
  // Tables with separate opening and closing columns: "Lundi | 9h00 | 12h00 | 14h00 | 18h00".
  let text2 = text;
  if (text.includes('|') && !TIME_RANGE.test(text)) text2 = text.replace(TIME_PIPE_TIME, '$1-$2');
  const groups: Group[] = [];
  const fresh = (): Group => ({ days: [], times: [], closed: false, closedFirst: false, allDay: false });
  let cur = fresh();
  const push = () => {
    if (cur.days.length || cur.times.length || cur.closed || cur.allDay) groups.push(cur);
    cur = fresh();
  };
  const addDays = (days: DayOfWeek[]) => {
    // "Dimanche fermé, lundi 9h-12h" starts a new group at "lundi"; "fermé le dimanche et le
    // lundi" keeps both days closed.
    if (cur.times.length || cur.allDay || (cur.closed && !cur.closedFirst)) push();
    for (const d of days) if (!cur.days.includes(d)) cur.days.push(d);
  };
  let hasDays = false;
  let hasTimes = false;
  for (const m of text2.matchAll(TOKEN)) {
    const g = m.groups!;
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
      const short = long ? null : new RegExp(String.raw`^(${DAY2_RE})\s*-\s*(${DAY2_RE})$`, 'i').exec(g.drange.trim());
      const a = long ? dayOf(long[1]!) : dayOf2(short?.[1] ?? '');
      const b = long ? dayOf(long[2]!) : dayOf2(short?.[2] ?? '');
      if (a && b) {
        addDays(dayRange(a, b));
        hasDays = true;
      }
    } else if (g.day) {
      const d = dayOf(g.day) ?? dayOf2(g.day);
      if (d) {
        addDays([d]);
        hasDays = true;
      }
    } else if (g.trange) {
      const r = parseTimeRange(g.trange);
      if (r) {
        if (cur.closed) push();
        cur.times.push(r);
        hasTimes = true;
      }
    } else if (g.closed) {
      // "fermé le dimanche après-midi" / "closed for lunch" close part of a day, not the day.
      if (/^[^,;.|]{0,40}?\b(?:matin|apr[èe]s-?midi|midi|soir|morning|afternoon|evening|lunch|noon)\b/.test(text2.slice(m.index! + g.closed.length))) continue;
      if (cur.times.length || cur.allDay) push();
      cur.closed = true;
      cur.closedFirst = cur.days.length === 0;
    }
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
  return { groups, hasDays, hasTimes };
}

// Cheap gate before the tokenizer: a line about hours names a day, a time or a closure.
const MAYBE_HOURS = /\d|midi|minuit|noon|midnight|ferm|clos|repos|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\b(?:lun|mar|mer|jeu|ven|sam|dim|mon|tues?|wed|thu|thurs?|fri|sat|sun|lu|ma|me|je|ve|sa|di)\b|jours|daily|every|week|semaine/i;
const MONTHS = 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december';
const DATED = new RegExp(String.raw`\b\d{1,2}(?:er|st|nd|rd|th)?\s+(?:${MONTHS})\b|\b(?:${MONTHS}|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b`, 'i');
const HOURS_HEADING = /horaires?|heures d'ouverture|ouverture|opening|hours|open\b|ouvert/i;

type DayMap = Map<DayOfWeek, [string, string][]>;

function applyLine(map: DayMap, parsed: LineHours, pendingDays: DayOfWeek[]): DayOfWeek[] {
  let last: DayOfWeek[] = [];
  // "Open 24/7 for emergencies; office Monday to Friday 8–4:30": within one sentence the
  // round-the-clock statement is the schedule callers care about, the rest is a sub-service.
  const roundTheClock = new Set<DayOfWeek>();
  for (const g of parsed.groups) {
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
  return last;
}

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

/**
 * Hours from text lines. Lines that mention days and times form blocks; the best block
 * (most days covered, headed by "Horaires"/"Hours") wins, so a sentence like "livraison du
 * lundi au vendredi" elsewhere doesn't pollute the schedule.
 */
export function hoursFromLines(input: (string | { text: string; tag?: string })[]): { hours: OpeningInterval[]; score: number } {
  const lines = input.map((l) => (typeof l === 'string' ? l : l.text));
  const tags = input.map((l) => (typeof l === 'string' ? '' : (l.tag ?? '')));
  // Days a block says are closed stay closed even when a general rule comes after
  // ("Fermé le lundi" then "Ouvert tous les jours de 10h à 19h").
  type Block = { map: DayMap; score: number; lastHit: number; closed: Set<DayOfWeek> };
  const blocks: Block[] = [];
  let block: Block | undefined;
  let pending: DayOfWeek[] = [];
  let lastDays: DayOfWeek[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > 300) {
      pending = [];
      continue;
    }
    if (!MAYBE_HOURS.test(line)) {
      if (!(line.length < 40 && HOURS_HEADING.test(line))) {
        pending = [];
        continue;
      }
    }
    // "Ouvert exceptionnellement le lundi 24 décembre de 9h à 12h": a dated exception, not the week.
    if (DATED.test(line)) {
      pending = [];
      continue;
    }
    const parsed = parseHoursLine(line);
    // An "Horaires" / "Opening hours" title starts a new block: what came before is another topic.
    const isTitle = /^h[1-6]$/.test(tags[i]!) || (line.length < 40 && !parsed.hasTimes && !parsed.hasDays);
    if (isTitle && HOURS_HEADING.test(line)) {
      block = undefined;
      pending = [];
    }
    const useful = parsed.hasTimes && (parsed.hasDays || pending.length > 0);
    const closedOnly = parsed.hasDays && parsed.groups.some((g) => g.closed);
    if (useful || closedOnly) {
      if (!block || i - block.lastHit > 3) {
        let score = 0;
        for (let k = Math.max(0, i - 3); k <= i; k++) if (HOURS_HEADING.test(lines[k]!)) score += 3;
        block = { map: new Map(), score, lastHit: i, closed: new Set() };
        blocks.push(block);
      }
      const cells = line.split(' | ');
      if (!parsed.hasDays && pending.length > 1 && cells.length === pending.length) {
        // Days as table columns ("Lun | Mar | …" over "9h-18h | 9h-18h | …"): one cell per day.
        lastDays = [];
        cells.forEach((cell, k) => {
          const day = pending[k]!;
          const p = parseHoursLine(cell);
          if (p.groups.some((g) => g.closed && !g.times.length)) block!.closed.add(day);
          else lastDays.push(...applyLine(block!.map, p, [day]));
        });
      } else lastDays = applyLine(block.map, parsed, parsed.hasDays ? [] : pending);
      for (const g of parsed.groups) if (g.closed && !g.times.length && !g.allDay) for (const d of g.days) block.closed.add(d);
      for (const g of parsed.groups) if (!g.closed && (g.times.length || g.allDay) && g.days.length === 1) block.closed.delete(g.days[0]!);
      block.lastHit = i;
      pending = [];
    } else if (parsed.hasDays && !parsed.hasTimes) {
      // "Du mardi au samedi" on one line, "9h – 19h" on the next (or a <dt>/<dd> pair).
      pending = parsed.groups.flatMap((g) => g.days);
    } else if (parsed.hasTimes && !parsed.hasDays && block && block.map.size && i - block.lastHit <= 1) {
      // A continuation line "14h – 18h" right after "Lundi 9h – 12h" belongs to the same days.
      const extra = parsed.groups.flatMap((g) => g.times);
      for (const d of lastDays) block.map.set(d, [...(block.map.get(d) ?? []), ...extra]);
      block.lastHit = i;
      pending = [];
    } else {
      pending = [];
    }
  }
  for (const b of blocks) for (const d of b.closed) b.map.delete(d);
  // Most days, then a heading, then the most detail (lunch breaks) as a tie-breaker.
  const value = (b: Block) => b.map.size + b.score + [...b.map.values()].reduce((n, t) => n + t.length, 0) * 0.01;
  let best: Block | undefined;
  for (const b of blocks) if (b.map.size && (!best || value(b) > value(best))) best = b;
  if (!best) return { hours: [], score: 0 };
  const out: OpeningInterval[] = [];
  for (const [day, times] of best.map) for (const [o, c] of times) out.push(interval(day, o, c));
  return { hours: normalizeHours(out), score: value(best) };
}

export function extractHours(pages: Page[], nodes: JsonLdNode[]): { hours: OpeningInterval[]; source: string } | null {
  const ld = hoursFromJsonLd(nodes);
  if (ld) return ld;
  for (const page of pages) {
    const out: OpeningInterval[] = [];
    for (const el of page.index.itemprops.get('openingHours') ?? []) {
      const $el = page.$(el);
      out.push(...parseSchemaOpeningHours($el.attr('content') ?? $el.attr('datetime') ?? $el.text()));
    }
    if (out.length) return { hours: normalizeHours(out), source: page.url };
  }
  let best: { hours: OpeningInterval[]; source: string; score: number } | null = null;
  for (const page of pages) {
    const r = hoursFromLines(page.lines.filter((l) => !l.inNav));
    if (r.hours.length && (!best || r.score > best.score)) best = { ...r, source: page.url };
  }
  return best ? { hours: best.hours, source: best.source } : null;
}
