import type { OpeningInterval } from './types';
import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, list, str } from './json-ld';
import { ALL_WEEKDAY_NAMES } from '@/lib/text/weekdays';
import { hoursFromLines, interval, normalizeClockTime, normalizeHours, parseSchemaOpeningHours, schemaDays } from '@/lib/hours';

// Opening hours of a site, normalized to one interval per (day, opens, closes), several per day
// allowed (lunch breaks). Sources in order: JSON-LD openingHoursSpecification / openingHours,
// microdata openingHours, then the visible text of the pages (parsed by lib/hours). A day the
// site says is closed stays absent.

/** A schema.org time as generators write it: "09:00", "09:00:00", "09:00:00+01:00", "9:00 AM", "2023-04-30T10:00:00+02:00". */
function schemaTime(raw: string | undefined, isClose: boolean): string | null {
  const t = (raw ?? '')
    .trim()
    .replace(/^\d{4}-\d{2}-\d{2}T/, '')
    .replace(/(?:Z|[+-]\d{2}:?\d{2})$/i, '');
  const plain = normalizeClockTime(t);
  if (plain) return plain;
  const ampm = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap])\.?m\.?$/i.exec(t);
  if (!ampm) return null;
  let h = Number(ampm[1]) % 12;
  if (ampm[3]!.toLowerCase() === 'p') h += 12;
  if (isClose && h === 0 && !Number(ampm[2] ?? 0)) return '24:00';
  return normalizeClockTime(`${h}:${ampm[2] ?? '00'}`);
}

/** A dayOfWeek value: a URL, a name, days in words, a {"@id": …} or {"name": …} object. */
const dayValues = (d: unknown) =>
  schemaDays(
    d && typeof d === 'object' && typeof (d as Record<string, unknown>)['@id'] === 'string'
      ? ((d as Record<string, unknown>)['@id'] as string)
      : str(d),
  );

// A specification dated with validFrom/validThrough is a holiday exception when undated ones
// exist; when every one is dated (some generators date them all), the ones in force today count.
function weeklySpecs(specs: Record<string, unknown>[], now: Date): Record<string, unknown>[] {
  const undated = specs.filter((s) => !s.validFrom && !s.validThrough);
  if (undated.length) return undated;
  const day = now.toISOString().slice(0, 10);
  const inForce = specs.filter((s) => (!s.validFrom || String(s.validFrom) <= day) && (!s.validThrough || String(s.validThrough) >= day));
  return inForce.length ? inForce : [];
}

function hoursFromJsonLd(nodes: JsonLdNode[], now: Date): { hours: OpeningInterval[]; source: string } | null {
  for (const node of businessNodes(nodes)) {
    const out: OpeningInterval[] = [];
    const specs = list(node.openingHoursSpecification).filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
    for (const s of weeklySpecs(specs, now)) {
      const o = schemaTime(str(s.opens), false);
      const c = schemaTime(str(s.closes), true);
      if (!o || !c) continue;
      for (const d of list(s.dayOfWeek)) for (const day of dayValues(d)) out.push(interval(day, o, c));
    }
    if (!out.length) for (const oh of list(node.openingHours)) out.push(...parseSchemaOpeningHours(str(oh) ?? ''));
    // Hand-written blocks put prose in openingHours ("Monday-Friday 9am-5pm", "Lun-Ven 9h-18h").
    if (!out.length) {
      const prose = list(node.openingHours)
        .map((v) => str(v) ?? '')
        .filter(Boolean);
      if (prose.length) out.push(...hoursFromLines(prose).hours);
    }
    if (out.length) return { hours: normalizeHours(out), source: node.__source };
  }
  return null;
}

export function extractHours(
  pages: Page[],
  nodes: JsonLdNode[],
  now: Date = new Date(),
): { hours: OpeningInterval[]; source: string } | null {
  const visible = hoursFromText(pages, now);
  const ld = hoursFromJsonLd(nodes, now);
  // Structured data is written once and forgotten; the timetable people read gets updated. When
  // both exist and disagree, a real visible timetable (several days) wins.
  // The other way round, a visible reading that is a part of the declared week (days or breaks the
  // page lays out in a way the text parser reads only in part) gives way to the declared week.
  if (ld) return preferVisible(visible, ld.hours) ? visible! : ld;
  for (const page of pages) {
    const out: OpeningInterval[] = [];
    for (const el of page.index.itemprops.get('openingHours') ?? []) {
      const $el = page.$(el);
      const value = $el.attr('content') ?? $el.attr('datetime') ?? $el.text();
      const parsed = parseSchemaOpeningHours(value);
      out.push(...(parsed.length ? parsed : hoursFromLines([value]).hours));
    }
    if (out.length) {
      const md = normalizeHours(out);
      return preferVisible(visible, md) ? visible! : { hours: md, source: page.url };
    }
  }
  return visible;
}

const NAV_DAYS = new RegExp(String.raw`\b(?:${ALL_WEEKDAY_NAMES.join('|')})s?\b`, 'i');
const NAV_HOURS = /\d\s*(?:h|:|[ap]\.?m)\b.*?(?:-|–|à|to)\s*\d|\d\s*(?:-|–|à|to)\s*\d+\s*(?:h|[ap]\.?m)/i;

// A real timetable: several days, laid out on several lines or under an "Horaires" title. One
// sentence ("livraison du lundi au vendredi de 8h à 20h") is not enough to overrule declared hours.
function hoursFromText(pages: Page[], now: Date): { hours: OpeningInterval[]; source: string; timetable: boolean } | null {
  let best: ({ source: string } & ReturnType<typeof hoursFromLines>) | null = null;
  for (const page of pages) {
    const r = hoursFromLines(
      // Menus are links, not timetables; but themes put a top bar with the hours inside their
      // <nav>: a navigation line that states days and times is kept, and so is a short days line
      // next to one ("Mardi - Samedi" over "9h - 19h").
      page.lines.filter(
        (l, i, all) =>
          !l.inNav ||
          NAV_HOURS.test(l.text) ||
          (l.text.length < 40 && NAV_DAYS.test(l.text) && [all[i - 1], all[i + 1]].some((n) => n?.inNav && NAV_HOURS.test(n.text))),
      ),
      now,
    );
    if (r.hours.length && (!best || r.score > best.score)) best = { ...r, source: page.url };
  }
  if (!best) return null;
  const days = new Set(best.hours.map((h) => h.day)).size;
  return { hours: best.hours, source: best.source, timetable: days >= 3 && (best.rows >= 2 || best.headed) };
}

function preferVisible(visible: ReturnType<typeof hoursFromText>, declared: OpeningInterval[]): boolean {
  if (!visible || sameHours(declared, visible.hours) || extends_(declared, visible.hours)) return false;
  return visible.timetable || extends_(visible.hours, declared);
}

const key = (h: OpeningInterval[]) =>
  normalizeHours(h)
    .map((i) => `${i.day} ${i.opens}-${i.closes}`)
    .join(',');
/** The page says all the declared hours and more ("… and Saturday 9am–noon"): it is the fuller statement. */
function extends_(page: OpeningInterval[], declared: OpeningInterval[]): boolean {
  const have = new Set(page.map((i) => `${i.day} ${i.opens}-${i.closes}`));
  return page.length > declared.length && declared.every((i) => have.has(`${i.day} ${i.opens}-${i.closes}`));
}
function sameHours(a: OpeningInterval[], b: OpeningInterval[]): boolean {
  return key(a) === key(b);
}
