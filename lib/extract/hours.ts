import type { OpeningInterval } from './types';
import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, list, str } from './json-ld';
import { hoursFromLines, interval, normalizeClockTime, normalizeHours, parseSchemaOpeningHours, schemaDay } from '@/lib/hours';

// Opening hours of a site, normalized to one interval per (day, opens, closes), several per day
// allowed (lunch breaks). Sources in order: JSON-LD openingHoursSpecification / openingHours,
// microdata openingHours, then the visible text of the pages (parsed by lib/hours). A day the
// site says is closed stays absent.

function hoursFromJsonLd(nodes: JsonLdNode[]): { hours: OpeningInterval[]; source: string } | null {
  for (const node of businessNodes(nodes)) {
    const out: OpeningInterval[] = [];
    for (const spec of list(node.openingHoursSpecification)) {
      if (!spec || typeof spec !== 'object') continue;
      const s = spec as Record<string, unknown>;
      if (s.validFrom || s.validThrough) continue; // holiday exceptions, not the weekly schedule
      const o = normalizeClockTime(str(s.opens) ?? '');
      const c = normalizeClockTime(str(s.closes) ?? '');
      if (!o || !c) continue;
      for (const d of list(s.dayOfWeek)) {
        const day = schemaDay(str(d));
        if (day) out.push(interval(day, o, c));
      }
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

export function extractHours(pages: Page[], nodes: JsonLdNode[]): { hours: OpeningInterval[]; source: string } | null {
  const visible = hoursFromText(pages);
  const ld = hoursFromJsonLd(nodes);
  // Structured data is written once and forgotten; the timetable people read gets updated. When
  // both exist and disagree, a real visible timetable (several days) wins.
  if (ld) return visible && visible.timetable && !sameHours(ld.hours, visible.hours) ? visible : ld;
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
      return visible && visible.timetable && !sameHours(md, visible.hours) ? visible : { hours: md, source: page.url };
    }
  }
  return visible;
}

// A real timetable: several days, laid out on several lines or under an "Horaires" title. One
// sentence ("livraison du lundi au vendredi de 8h à 20h") is not enough to overrule declared hours.
function hoursFromText(pages: Page[]): { hours: OpeningInterval[]; source: string; timetable: boolean } | null {
  let best: ({ source: string } & ReturnType<typeof hoursFromLines>) | null = null;
  for (const page of pages) {
    const r = hoursFromLines(page.lines.filter((l) => !l.inNav));
    if (r.hours.length && (!best || r.score > best.score)) best = { ...r, source: page.url };
  }
  if (!best) return null;
  const days = new Set(best.hours.map((h) => h.day)).size;
  return { hours: best.hours, source: best.source, timetable: days >= 3 && (best.rows >= 2 || best.headed) };
}

const key = (h: OpeningInterval[]) =>
  normalizeHours(h)
    .map((i) => `${i.day} ${i.opens}-${i.closes}`)
    .join(',');
function sameHours(a: OpeningInterval[], b: OpeningInterval[]): boolean {
  return key(a) === key(b);
}
