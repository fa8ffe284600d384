import { extractBusinessInfo } from '@/lib/extract';
import type { ExtractedInfo } from '@/lib/extract/types';
import { addressMatches } from '../extract-real/match';
import type { AddressCase } from './address-cases';
import type { HoursCase } from './hours-cases';

// Scores the extractor on generated cases with the real-site eval's address matcher and exact
// (day, interval) items for hours, grouped into a table by family × placement (or style × layout).

export type Tally = { n: number; tp: number; fp: number; fn: number; exact: number };
const tally = (): Tally => ({ n: 0, tp: 0, fp: 0, fn: 0, exact: 0 });

export type Miss = { id: string; want: string; got: string };

export function scoreAddressCase(c: AddressCase, info: ExtractedInfo): { tp: number; fp: number; fn: number; got: string } {
  const got = info.address;
  const ok =
    !!got &&
    c.expected.some((e) =>
      addressMatches({ street: e.street, postalCode: e.postalCode, city: e.city, region: e.region, country: e.country } as never, got),
    );
  const want = c.expected.length > 0;
  return { tp: ok ? 1 : 0, fp: got && !ok ? 1 : 0, fn: want && !ok ? 1 : 0, got: got?.formatted ?? '∅' };
}

/** What both kinds of case share: a page to extract from, scored, tallied under its table keys. */
export type GeneratedPage = { id: string; html: string; url: string; locale: 'fr' | 'en' };
export type Scored = { tp: number; fp: number; fn: number };
export type Run = { byKey: Map<string, Tally>; misses: Miss[]; ms: number[] };
type Extract = (html: string, opts: { locale: 'fr' | 'en'; baseUrl: string }) => ExtractedInfo;

/** Extracts each page, scores it, tallies it under its keys. `extract` is a seam: the wild-page
 * scorer passes a cached extraction so that three fields cost one extraction per page. */
export function runCases<C extends GeneratedPage, S extends Scored>(
  cases: C[],
  score: (c: C, info: ExtractedInfo) => S,
  keysOf: (c: C) => string[],
  missOf: (c: C, s: S) => Omit<Miss, 'id'>,
  extract: Extract = extractBusinessInfo,
): Run {
  const byKey = new Map<string, Tally>();
  const misses: Miss[] = [];
  const ms: number[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    const info = extract(c.html, { locale: c.locale, baseUrl: c.url });
    ms.push(performance.now() - t0);
    const s = score(c, info);
    for (const key of keysOf(c)) {
      const t = byKey.get(key) ?? tally();
      t.n++;
      t.tp += s.tp;
      t.fp += s.fp;
      t.fn += s.fn;
      t.exact += s.fp + s.fn ? 0 : 1;
      byKey.set(key, t);
    }
    if (s.fp || s.fn) misses.push({ id: c.id, ...missOf(c, s) });
  }
  return { byKey, misses, ms };
}

export const runAddressCases = (cases: AddressCase[]): Run =>
  runCases(
    cases,
    scoreAddressCase,
    (c) => [`${c.family.split('-')[0]} × ${c.placement}`, `${c.family} × *`, `* × ${c.placement}`, '* × *'],
    (c, s) => ({ want: c.expected.map((e) => `${e.street} | ${e.postalCode ?? ''} ${e.city}`).join(' OR ') || '∅', got: s.got }),
  );

export function scoreHoursCase(c: HoursCase, info: ExtractedInfo): { tp: number; fp: number; fn: number; got: string[] } {
  const got = new Set(info.hours.map((h) => `${h.day} ${h.opens}-${h.closes}`));
  const want = new Set(c.expected);
  const fp = [...got].filter((x) => !want.has(x)).length;
  const fn = [...want].filter((x) => !got.has(x)).length;
  return { tp: got.size - fp, fp, fn, got: [...got] };
}

export const runHoursCases = (cases: HoursCase[]): Run =>
  runCases(
    cases,
    scoreHoursCase,
    (c) => [`${c.writing} × ${c.layout}`, `${c.writing} × *`, `* × ${c.layout}`, '* × *'],
    (c, s) => ({ want: c.expected.join(', '), got: s.got.join(', ') }),
  );

export const recall = (t: Tally) => (t.tp + t.fn ? t.tp / (t.tp + t.fn) : 1);
export const precision = (t: Tally) => (t.tp + t.fp ? t.tp / (t.tp + t.fp) : 1);

export function table(byKey: Map<string, Tally>, onlyPairs: boolean): string {
  const rows = [...byKey.entries()]
    .filter(([k]) => (onlyPairs ? !k.includes('*') : k.includes('*')))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([k, t]) =>
        `${k.padEnd(44)} n=${String(t.n).padStart(4)}  R=${recall(t).toFixed(2)}  P=${precision(t).toFixed(2)}  exact=${(t.exact / t.n).toFixed(2)}`,
    );
  return rows.join('\n');
}
