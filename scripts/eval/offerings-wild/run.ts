// Offerings (`services` and the priced list) of lib/extract on the wild set: pages written by
// other people, labelled by hand, kept outside the repository (scripts/eval/offerings-wild/wild-set.ts).
// Same matcher as the real-site eval (scripts/eval/extract-real/match.ts).
//   npm run eval:offerings-wild -- [--dir DIR] [--prefix P | --not-prefix P] [--misses] [--json]
// --prefix / --not-prefix score only the pages whose name starts (or does not start) with P, so a
// round of newly harvested pages can be scored apart from the earlier ones.
// --misses lists the misses of half A only: half B is the blind check and only its aggregates
// are ever printed.
import { bundlePages } from '@/lib/extract/bundle';
import { extractBusinessInfo } from '@/lib/extract';
import { inventedPrices, matchOfferings, pageEvidence, pricedOf, zero, type Counts } from '../extract-real/match';
import type { Half } from '../wild-set-dir';
import { DEFAULT_WILD_DIR, loadWildSet, type WildPage } from './wild-set';

type Field = 'services' | 'priced';
type PageResult = {
  page: WildPage;
  counts: Record<Field, Counts>;
  misses: Record<Field, { fp: string[]; fn: string[] }>;
  invented: string[];
  ms: number;
};

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** The page at its own address on its author's site (the file's name, template suffix set aside):
 * an address like /services or /tarifs is part of what the extractor reads. */
function pageUrl(page: WildPage): string {
  const file = (page.label.source?.split(':').pop() ?? '').split('/').pop() ?? '';
  const name = file.replace(/\.(?:blade\.php|md|jsx?|tsx?|vue)$/i, '.html') || `${page.name}.html`;
  return `http://127.0.0.1/${encodeURIComponent(name)}`;
}

function scorePage(page: WildPage): PageResult {
  const url = pageUrl(page);
  const html = bundlePages([{ url, html: page.html }]);
  const opts = { baseUrl: url, locale: page.label.lang };
  extractBusinessInfo(html, opts); // warm-up: regex compilation and JIT are not per page
  const t0 = performance.now();
  const info = extractBusinessInfo(html, opts);
  const ms = performance.now() - t0;
  const services = matchOfferings(page.label.services, info.services, false);
  const predictedPriced = pricedOf(info);
  const priced = matchOfferings(page.label.priced, predictedPriced, true);
  const invented = inventedPrices([...info.services, ...predictedPriced], pageEvidence([page.html]));
  return {
    page,
    counts: { services: services.counts, priced: priced.counts },
    misses: { services: { fp: services.fp, fn: services.fn }, priced: { fp: priced.fp, fn: priced.fn } },
    invented,
    ms,
  };
}

const add = (a: Counts, b: Counts) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });
const prf = (c: Counts) => {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
};
const row = (label: string, c: Counts) => {
  const { p, r, f1 } = prf(c);
  return `${label.padEnd(14)} P ${p.toFixed(2)}  R ${r.toFixed(2)}  F1 ${f1.toFixed(3)}  (TP ${c.tp} FP ${c.fp} FN ${c.fn})`;
};

const dir = arg('dir') ?? DEFAULT_WILD_DIR;
const prefix = arg('prefix');
const notPrefix = arg('not-prefix');
const wild = loadWildSet(dir);
const unlabelled = wild.unlabelled;
const pages = wild.pages.filter((p) => (!prefix || p.name.startsWith(prefix)) && (!notPrefix || !p.name.startsWith(notPrefix)));
if (unlabelled.length) console.log(`not scored (no label): ${unlabelled.join(', ')}`);
const results = pages.map(scorePage);

const groups: [string, (r: PageResult) => boolean][] = [
  ['A', (r) => r.page.half === 'A'],
  ['A fr', (r) => r.page.half === 'A' && r.page.label.lang === 'fr'],
  ['A en', (r) => r.page.half === 'A' && r.page.label.lang === 'en'],
  ['B', (r) => r.page.half === 'B'],
  ['B fr', (r) => r.page.half === 'B' && r.page.label.lang === 'fr'],
  ['B en', (r) => r.page.half === 'B' && r.page.label.lang === 'en'],
  ['all', () => true],
];
const summary: Record<string, Record<Field, Counts> & { pages: number }> = {};
for (const [name, keep] of groups) {
  const rs = results.filter(keep);
  summary[name] = {
    pages: rs.length,
    services: rs.reduce((c, r) => add(c, r.counts.services), zero()),
    priced: rs.reduce((c, r) => add(c, r.counts.priced), zero()),
  };
}
const invented = results.flatMap((r) => r.invented.map((x) => `${r.page.half}: ${x}`));
const ms = results.map((r) => r.ms).sort((a, b) => a - b);
const median = ms[Math.floor(ms.length / 2)] ?? 0;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ dir, summary, invented: invented.length, medianMs: median }, null, 2));
} else {
  console.log(`wild offerings set: ${dir} — ${pages.length} pages (A ${summary.A!.pages}, B ${summary.B!.pages})`);
  for (const field of ['services', 'priced'] as const) {
    console.log(`\n${field}`);
    for (const [name] of groups) console.log(row(`${name} (${summary[name]!.pages})`, summary[name]![field]));
  }
  // Invented prices are counted on both halves (a count, not a miss list to tune on).
  console.log(`\ninvented prices: ${invented.length}`);
  console.log(`extraction time: median ${median.toFixed(2)} ms per page, max ${(ms.at(-1) ?? 0).toFixed(2)} ms`);
}

if (process.argv.includes('--misses')) {
  const show = (half: Half) =>
    results
      .filter((r) => r.page.half === half)
      .filter(
        (r) =>
          r.misses.services.fp.length +
          r.misses.services.fn.length +
          r.misses.priced.fp.length +
          r.misses.priced.fn.length +
          r.invented.length,
      )
      .forEach((r) => {
        console.log(`\n${r.page.name} [${r.page.label.lang}]`);
        console.log(`  services missed: ${r.misses.services.fn.join(' | ') || '—'}`);
        console.log(`  services wrong:  ${r.misses.services.fp.join(' | ') || '—'}`);
        if (r.misses.priced.fn.length || r.misses.priced.fp.length) {
          console.log(`  priced missed ${r.misses.priced.fn.length}: ${r.misses.priced.fn.slice(0, 6).join(' | ')}`);
          console.log(`  priced wrong ${r.misses.priced.fp.length}: ${r.misses.priced.fp.slice(0, 6).join(' | ')}`);
        }
        if (r.invented.length) console.log(`  INVENTED: ${r.invented.join(' | ')}`);
      });
  show('A');
}
