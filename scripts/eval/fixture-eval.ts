import { performance } from 'node:perf_hooks';
import { extractBusinessInfo } from '@/lib/extract';
import { foldWords } from '@/lib/text/fold';
import { FIELDS, type Counts, type Field, fixtureBundle, loadFixtures, score } from './fixture-sites';

// The fixture evaluation behind `npm run eval:extract` and its unit test.

/** Minimum precision AND recall per field. */
export const TARGETS: Partial<Record<Field, number>> = { phones: 0.98, email: 0.98, address: 0.9, hours: 0.9, services: 0.8 };

export type FieldResult = Counts & { precision: number; recall: number };

export type EvalResult = {
  fixtures: number;
  pages: number;
  fields: Record<Field, FieldResult>;
  medianMsPerPage: number;
  p95MsPerPage: number;
  medianMsPerSite: number;
  sites: {
    slug: string;
    pages: number;
    ms: number;
    counts: Record<Field, Counts>;
    misses: string[];
    businessNameOk: boolean;
    businessTypeOk: boolean;
  }[];
  failures: string[];
};

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
};

/** `bundles` replaces the local bundling with pre-fetched HTML (e.g. the real scraper's output). */
export function evaluateFixtures(bundles?: Map<string, { html: string; url: string; pages: number }>): EvalResult {
  const fixtures = loadFixtures();
  const totals = Object.fromEntries(FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<Field, Counts>;
  const perPage: number[] = [];
  const perSite: number[] = [];
  const sites: EvalResult['sites'] = [];
  let pages = 0;
  for (const f of fixtures) {
    const fetched = bundles?.get(f.slug);
    const html = fetched?.html ?? fixtureBundle(f);
    const pageCount = fetched?.pages ?? f.files.length;
    const opts = { locale: f.expected.locale, businessType: f.expected.givenType, ...(fetched ? { baseUrl: fetched.url } : {}) };
    extractBusinessInfo(html, opts); // warm-up: regex compilation and JIT are not per page
    const runs: number[] = [];
    let info = extractBusinessInfo(html, opts);
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      info = extractBusinessInfo(html, opts);
      runs.push(performance.now() - t0);
    }
    const ms = quantile(runs, 0.5);
    perSite.push(ms);
    for (let i = 0; i < pageCount; i++) perPage.push(ms / pageCount);
    pages += pageCount;
    const counts = score(f.expected, info);
    for (const k of FIELDS) {
      totals[k].tp += counts[k].tp;
      totals[k].fp += counts[k].fp;
      totals[k].fn += counts[k].fn;
    }
    const misses: string[] = [];
    const e = f.expected;
    const got = {
      phones: info.phones.map((p) => p.e164),
      email: info.email,
      address: info.address,
      hours: info.hours.map((h) => `${h.day} ${h.opens}-${h.closes}`),
      services: info.services.map((s) => (s.price ? `${s.name} [${s.price}]` : s.name)),
      faq: info.faq.map((q) => q.q),
    };
    for (const k of FIELDS) {
      if (counts[k].fp || counts[k].fn) {
        const exp = k === 'hours' ? Object.entries(e.hours).flatMap(([d, l]) => (l ?? []).map((x) => `${d} ${x}`)) : e[k];
        misses.push(
          `${k}: fp=${counts[k].fp} fn=${counts[k].fn}\n    expected ${JSON.stringify(exp)}\n    got      ${JSON.stringify(got[k])}`,
        );
      }
    }
    const businessNameOk = !e.businessName || foldWords(info.businessName) === foldWords(e.businessName);
    const businessTypeOk = !e.businessType || info.businessType === e.businessType;
    if (!businessNameOk) misses.push(`businessName: expected ${e.businessName}, got ${info.businessName}`);
    if (!businessTypeOk) misses.push(`businessType: expected ${e.businessType}, got ${info.businessType}`);
    sites.push({ slug: f.slug, pages: pageCount, ms, counts, misses, businessNameOk, businessTypeOk });
  }
  const fields = Object.fromEntries(
    FIELDS.map((k) => {
      const c = totals[k];
      return [k, { ...c, precision: c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1, recall: c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1 }];
    }),
  ) as Record<Field, FieldResult>;
  const failures: string[] = [];
  for (const [k, t] of Object.entries(TARGETS) as [Field, number][]) {
    if (fields[k].precision < t) failures.push(`${k} precision ${fields[k].precision.toFixed(3)} < ${t}`);
    if (fields[k].recall < t) failures.push(`${k} recall ${fields[k].recall.toFixed(3)} < ${t}`);
  }
  const medianMsPerPage = quantile(perPage, 0.5);
  if (medianMsPerPage > 50) failures.push(`median ${medianMsPerPage.toFixed(1)} ms per page > 50 ms`);
  return {
    fixtures: fixtures.length,
    pages,
    fields,
    medianMsPerPage,
    p95MsPerPage: quantile(perPage, 0.95),
    medianMsPerSite: quantile(perSite, 0.5),
    sites,
    failures,
  };
}
