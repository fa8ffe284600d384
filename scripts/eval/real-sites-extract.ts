// Extraction scored on real small-business sites (pages in REAL_SITES_DIR, facts read by hand
// in tests/real-sites/facts), apart from the synthetic fixtures. Run by `npm run eval:extract`
// after the fixture section, or alone:
//   npx tsx scripts/eval/real-sites-extract.ts [--offline] [--verbose]
// Default is the path a user's URL takes (served over HTTP, real scraper, then the extractor, as
// /api/scrape-website then /api/create-agent do); --offline bundles every page of a business
// directly. The owner's onboarding inputs (name, phone, type) are NOT passed: they would hand the
// extractor the answer; what is measured is what the site alone yields. No OpenAI pass.
// Matching rules: scripts/eval/extract-real/match.ts. Targets (issue 11) are printed for the test
// split but never fail the run.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { extractBusinessInfo } from '@/lib/extract';
import { corpusAvailable, groupsOf, loadLabel, loadManifest, loadTestGroups, REAL_SITES_DIR } from './extract-real/labels';
import { pageEvidence, zero, type Counts } from './extract-real/match';
import { offlineBundle, pageHtml, scrapedBundle, type Bundle } from './extract-real/pipeline';
import { REAL_FIELDS, scoreSite, type Invented, type RealField } from './extract-real/score-site';

export const REAL_TARGETS: Partial<Record<RealField, number>> = {
  phones: 0.97,
  email: 0.97,
  address: 0.9,
  hours: 0.9,
  name: 0.9,
  services: 0.75,
};

type Prf = Counts & { precision: number; recall: number; f1: number };
type Slice = { sites: number; fields: Record<RealField, Prf>; invented: { phones: number; prices: number; addresses: number } };
export type RealSiteRow = {
  group: string;
  split: 'dev' | 'test';
  language: 'fr' | 'en';
  pages: number;
  pagesRead: string[];
  extractMs: number;
  counts: Record<RealField, Counts>;
  misses: string[];
  invented: Invented;
};
export type RealSitesResult = {
  mode: 'live' | 'offline';
  corpus: string;
  businesses: number;
  labelled: number;
  unlabelled: string[];
  pages: number;
  medianMsPerPage: number;
  p95MsPerPage: number;
  slices: Record<string, Slice>;
  targets: { field: string; target: number; value: number; met: boolean }[];
  sites: RealSiteRow[];
};

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
};
const prf = (c: Counts): Prf => {
  const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  return { ...c, precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
};

function slice(rows: RealSiteRow[]): Slice {
  const fields = Object.fromEntries(
    REAL_FIELDS.map((f) => {
      const c = zero();
      for (const r of rows) {
        c.tp += r.counts[f].tp;
        c.fp += r.counts[f].fp;
        c.fn += r.counts[f].fn;
      }
      return [f, prf(c)];
    }),
  ) as Record<RealField, Prf>;
  const sum = (k: keyof Invented) => rows.reduce((n, r) => n + r.invented[k].length, 0);
  return { sites: rows.length, fields, invented: { phones: sum('phones'), prices: sum('prices'), addresses: sum('addresses') } };
}

/** Extraction time of one bundle: median of 5 runs after a warm-up (regex compilation and JIT are not per page). */
function timedExtract(b: Bundle, locale: 'fr' | 'en') {
  const opts = { baseUrl: b.url, locale };
  let info = extractBusinessInfo(b.html, opts);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    info = extractBusinessInfo(b.html, opts);
    runs.push(performance.now() - t0);
  }
  return { info, ms: quantile(runs, 0.5) };
}

export async function runRealSitesExtractEval(opts: { offline?: boolean; verbose?: boolean } = {}): Promise<RealSitesResult | null> {
  const mode = opts.offline ? 'offline' : 'live';
  if (!corpusAvailable()) {
    console.log(`\nReal sites: skipped — no corpus at ${REAL_SITES_DIR} (set REAL_SITES_DIR to its folder).`);
    return null;
  }
  const manifest = loadManifest();
  const testGroups = loadTestGroups();
  const rows: RealSiteRow[] = [];
  const unlabelled: string[] = [];
  const perPage: number[] = [];
  for (const [group, entries] of groupsOf(manifest)) {
    const label = loadLabel(group);
    if (!label) {
      unlabelled.push(group);
      continue;
    }
    const bundle = opts.offline ? offlineBundle(entries) : await scrapedBundle(entries);
    const { info, ms } = timedExtract(bundle, entries[0]!.language);
    const pagesRead = bundle.pagesRead.length || 1;
    for (let i = 0; i < pagesRead; i++) perPage.push(ms / pagesRead);
    const scored = scoreSite(label, info, pageEvidence(entries.map((e) => pageHtml(e))));
    const notRead = entries.map((e) => e.path).filter((p) => !bundle.pagesRead.includes(p));
    if (notRead.length) scored.misses.unshift(`(scraper did not reach ${notRead.join(', ')})`);
    rows.push({
      group,
      split: testGroups.has(group) ? 'test' : 'dev',
      language: entries[0]!.language,
      pages: entries.length,
      pagesRead: bundle.pagesRead,
      extractMs: ms,
      ...scored,
    });
  }
  const slices: Record<string, Slice> = {
    dev: slice(rows.filter((r) => r.split === 'dev')),
    test: slice(rows.filter((r) => r.split === 'test')),
    'dev fr': slice(rows.filter((r) => r.split === 'dev' && r.language === 'fr')),
    'dev en': slice(rows.filter((r) => r.split === 'dev' && r.language === 'en')),
    'test fr': slice(rows.filter((r) => r.split === 'test' && r.language === 'fr')),
    'test en': slice(rows.filter((r) => r.split === 'test' && r.language === 'en')),
    all: slice(rows),
  };
  const test = slices.test!;
  const targets = [
    ...Object.entries(REAL_TARGETS).map(([field, target]) => ({
      field: `${field} F1`,
      target: target!,
      value: test.fields[field as RealField].f1,
      met: test.fields[field as RealField].f1 >= target!,
    })),
    ...(['phones', 'prices', 'addresses'] as const).map((k) => ({
      field: `invented ${k}`,
      target: 0,
      value: test.invented[k],
      met: test.invented[k] === 0,
    })),
  ];
  const result: RealSitesResult = {
    mode,
    corpus: REAL_SITES_DIR,
    businesses: groupsOf(manifest).size,
    labelled: rows.length,
    unlabelled,
    pages: rows.reduce((n, r) => n + r.pagesRead.length, 0),
    medianMsPerPage: quantile(perPage, 0.5),
    p95MsPerPage: quantile(perPage, 0.95),
    slices,
    targets,
    sites: rows,
  };
  printReport(result, !!opts.verbose);
  fs.mkdirSync('bench-results', { recursive: true });
  const out = path.join('bench-results', 'eval-real-extract.json');
  fs.writeFileSync(out, JSON.stringify(result, null, 2));
  console.log(`\nwritten ${out}`);
  return result;
}

function printReport(r: RealSitesResult, verbose: boolean) {
  const n = (x: number) => x.toFixed(2).padStart(5);
  const title = r.mode === 'live' ? 'live: served over HTTP, real scraper + extractor' : 'offline: pages bundled directly';
  console.log(`\nReal sites (${title}): ${r.labelled} labelled businesses of ${r.businesses}, ${r.pages} pages read`);
  if (r.unlabelled.length) console.log(`  not labelled yet (skipped): ${r.unlabelled.join(', ')}`);
  for (const name of ['dev', 'test']) {
    const s = r.slices[name]!;
    const fr = r.slices[`${name} fr`]!;
    const en = r.slices[`${name} en`]!;
    console.log(`\n${name} split — ${s.sites} businesses (fr ${fr.sites}, en ${en.sites})`);
    console.log('field       prec  recall    F1    tp   fp   fn   F1 fr  F1 en');
    for (const f of REAL_FIELDS) {
      const c = s.fields[f];
      console.log(
        `${f.padEnd(9)}  ${n(c.precision)}  ${n(c.recall)}  ${n(c.f1)}  ${String(c.tp).padStart(4)} ${String(c.fp).padStart(4)} ${String(c.fn).padStart(4)}   ${n(fr.fields[f].f1)}  ${n(en.fields[f].f1)}`,
      );
    }
    console.log(`invented: phones ${s.invented.phones}, prices ${s.invented.prices}, addresses ${s.invented.addresses}`);
  }
  console.log(`\nextraction time: median ${r.medianMsPerPage.toFixed(2)} ms per page, p95 ${r.p95MsPerPage.toFixed(2)} ms per page`);
  console.log('\ntargets on the test split (issue 11; reported, never fatal):');
  for (const t of r.targets)
    console.log(
      `  ${t.met ? 'met   ' : 'MISSED'} ${t.field.padEnd(20)} ${t.field.startsWith('invented') ? String(t.value) : t.value.toFixed(3)} (target ${t.field.startsWith('invented') ? '0' : `≥ ${t.target}`})`,
    );
  if (!verbose) {
    console.log('  (add --verbose to list every miss per site)');
    return;
  }
  // Misses of the held-out split stay hidden unless asked for: it is measured, never tuned on.
  const showTest = process.argv.includes('--show-test');
  if (!showTest) console.log('  (misses of the dev split only; --show-test for the held-out split)');
  for (const s of r.sites) {
    if (!s.misses.length || (s.split === 'test' && !showTest)) continue;
    console.log(`\n${s.group} [${s.split}, ${s.language}, ${s.extractMs.toFixed(1)} ms]:`);
    for (const m of s.misses) console.log(`  ${m}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runRealSitesExtractEval({
    offline: process.argv.includes('--offline'),
    verbose: process.argv.includes('--verbose') || process.argv.includes('-v'),
  });
}
