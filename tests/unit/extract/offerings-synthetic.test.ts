import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { bundlePages } from '@/lib/extract/bundle';
import { matchOfferings, pricedOf } from '@/scripts/eval/extract-real/match';
import { SYNTHETIC_PAGES } from './offerings-synthetic-pages';

// The offerings extractor on small sites written for this test (varied trades, FR/EN, page
// builders), scored with the real-site eval's matcher against labels written with the page.

const run = (site: (typeof SYNTHETIC_PAGES)[number]) => {
  const html = site.pages.length === 1 ? site.pages[0]!.html : bundlePages(site.pages);
  const info = extractBusinessInfo(html, { locale: site.locale, baseUrl: site.pages[0]!.url });
  return { info, services: matchOfferings(site.services, info.services, false), priced: matchOfferings(site.priced, pricedOf(info), true) };
};
const f1 = (c: { tp: number; fp: number; fn: number }) => (c.tp ? (2 * c.tp) / (2 * c.tp + c.fp + c.fn) : c.fp + c.fn ? 0 : 1);

describe('offerings on synthetic sites', () => {
  for (const site of SYNTHETIC_PAGES) {
    it(`${site.slug}: services and priced lines as labelled`, () => {
      const r = run(site);
      const detail = `services missed ${JSON.stringify(r.services.fn)}, wrong ${JSON.stringify(r.services.fp)}; priced missed ${JSON.stringify(r.priced.fn)}, wrong ${JSON.stringify(r.priced.fp)}`;
      expect(f1(r.services.counts), detail).toBeGreaterThanOrEqual(0.75);
      expect(f1(r.priced.counts), detail).toBeGreaterThanOrEqual(0.75);
    });
  }

  it('over all the sites: F1 ≥ 0.85 for services and priced', () => {
    const sum = (k: 'services' | 'priced') =>
      SYNTHETIC_PAGES.map((s) => run(s)[k].counts).reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), {
        tp: 0,
        fp: 0,
        fn: 0,
      });
    expect(f1(sum('services'))).toBeGreaterThanOrEqual(0.85);
    expect(f1(sum('priced'))).toBeGreaterThanOrEqual(0.85);
  });
});
