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

export function runAddressCases(cases: AddressCase[]): { byKey: Map<string, Tally>; misses: Miss[]; ms: number[] } {
  const byKey = new Map<string, Tally>();
  const misses: Miss[] = [];
  const ms: number[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    const info = extractBusinessInfo(c.html, { locale: c.locale, baseUrl: c.url });
    ms.push(performance.now() - t0);
    const s = scoreAddressCase(c, info);
    for (const key of [`${c.family.split('-')[0]} × ${c.placement}`, `${c.family} × *`, `* × ${c.placement}`, '* × *']) {
      const t = byKey.get(key) ?? tally();
      t.n++;
      t.tp += s.tp;
      t.fp += s.fp;
      t.fn += s.fn;
      t.exact += s.fp + s.fn ? 0 : 1;
      byKey.set(key, t);
    }
    if (s.fp || s.fn)
      misses.push({
        id: c.id,
        want: c.expected.map((e) => `${e.street} | ${e.postalCode ?? ''} ${e.city}`).join(' OR ') || '∅',
        got: s.got,
      });
  }
  return { byKey, misses, ms };
}

export function scoreHoursCase(c: HoursCase, info: ExtractedInfo): { tp: number; fp: number; fn: number; got: string[] } {
  const got = new Set(info.hours.map((h) => `${h.day} ${h.opens}-${h.closes}`));
  const want = new Set(c.expected);
  const fp = [...got].filter((x) => !want.has(x)).length;
  const fn = [...want].filter((x) => !got.has(x)).length;
  return { tp: got.size - fp, fp, fn, got: [...got] };
}

export function runHoursCases(cases: HoursCase[]): { byKey: Map<string, Tally>; misses: Miss[]; ms: number[] } {
  const byKey = new Map<string, Tally>();
  const misses: Miss[] = [];
  const ms: number[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    const info = extractBusinessInfo(c.html, { locale: c.locale, baseUrl: c.url });
    ms.push(performance.now() - t0);
    const s = scoreHoursCase(c, info);
    for (const key of [`${c.writing} × ${c.layout}`, `${c.writing} × *`, `* × ${c.layout}`, '* × *']) {
      const t = byKey.get(key) ?? tally();
      t.n++;
      t.tp += s.tp;
      t.fp += s.fp;
      t.fn += s.fn;
      t.exact += s.fp + s.fn ? 0 : 1;
      byKey.set(key, t);
    }
    if (s.fp || s.fn) misses.push({ id: c.id, want: c.expected.join(', '), got: s.got.join(', ') });
  }
  return { byKey, misses, ms };
}

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
