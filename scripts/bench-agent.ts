// npm run bench:agent — the agent builder end to end on the fixture websites served locally.
//
// For every site in tests/fixtures/sites/<slug>/ (served on 127.0.0.1 by the test fixture server):
// POST /api/scrape-website then POST /api/create-agent, exactly as the onboarding page does, through
// the real route handlers in this process (real scraper over HTTP, real extractor, real prompt,
// real PGlite database on disk). With BENCH_BASE_URL=http://host:port the same requests go to a
// running production server instead (start it with SCRAPER_ALLOW_HOSTS=127.0.0.1 and a high
// AGENT_CREATE_RATE_PER_MINUTE / AGENT_CREATE_RATE_PER_DAY, since all requests come from one client).
// Then extraction alone: extractBusinessInfo on each fixture page file, and on each scraped bundle.
//
// Targets (issue 4): create-agent end to end p50 ≤ 1.5 s; extraction ≤ 50 ms median per page.
// Writes bench-results/agent.json; exits 1 when a target is missed.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITES_DIR = path.join(ROOT, 'tests', 'fixtures', 'sites');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const EXTRACT_REPEATS = Number(process.env.BENCH_EXTRACT_REPEATS ?? 15);
const BASE_URL = process.env.BENCH_BASE_URL?.replace(/\/+$/, '');
const TARGET_E2E_P50_MS = 1500;
const TARGET_EXTRACT_MEDIAN_MS = 50;

// Before any app module reads the configuration: let the scraper fetch the local fixture server
// (test-only allowlist), keep logs quiet, and use a throw-away embedded database.
const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-agent-'));
process.env.SCRAPER_ALLOW_HOSTS = '127.0.0.1';
process.env.LOG_LEVEL ??= 'silent';
process.env.PGLITE_DIR = path.join(dbDir, 'pglite');
delete process.env.DATABASE_URL;
// The bench is one client creating many agents: lift the per-client creation limit.
process.env.AGENT_CREATE_RATE_PER_MINUTE = '1000000';
process.env.AGENT_CREATE_RATE_PER_DAY = '1000000';
delete process.env.OPENAI_API_KEY; // deterministic pipeline only: no network beyond this machine
delete process.env.VAPI_PRIVATE_KEY;

type Sample = { site: string; scrapeMs: number; createMs: number; totalMs: number };

function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

type Expected = { locale?: 'fr' | 'en'; businessName?: string; businessType?: string; phones?: string[] };

function readSites() {
  return fs
    .readdirSync(SITES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(SITES_DIR, d.name, 'index.html')))
    .map((d) => {
      const dir = path.join(SITES_DIR, d.name);
      const expectedFile = path.join(dir, 'expected.json');
      const expected: Expected = fs.existsSync(expectedFile) ? JSON.parse(fs.readFileSync(expectedFile, 'utf8')) : {};
      const pages = fs.readdirSync(dir).filter((f) => /\.html?$/.test(f));
      return { slug: d.name, dir, expected, pages };
    });
}

async function main() {
  const { startFixtureServer } = await import('@/tests/helpers/fixture-server');
  const { openPglite, attachDatabase } = await import('@/db/client');
  const { POST: scrapePost } = await import('@/app/api/scrape-website/route');
  const { POST: createPost } = await import('@/app/api/create-agent/route');
  const { extractBusinessInfo } = await import('@/lib/extract');

  const sites = readSites();
  if (sites.length === 0) throw new Error(`no fixture sites in ${SITES_DIR}`);
  const server = await startFixtureServer({ dir: SITES_DIR });

  // In-process: open the database the way the app does (on disk), once, before timing.
  let handle: Awaited<ReturnType<typeof openPglite>> | undefined;
  if (!BASE_URL) {
    handle = await openPglite(process.env.PGLITE_DIR);
    attachDatabase(handle);
  }

  async function call(pathname: string, body: unknown, locale: string): Promise<{ status: number; json: any }> {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': locale },
      body: JSON.stringify(body),
    };
    const res = BASE_URL
      ? await fetch(`${BASE_URL}${pathname}`, init)
      : await (pathname === '/api/scrape-website' ? scrapePost : createPost)(new Request(`http://bench.local${pathname}`, init));
    return { status: res.status, json: await res.json() };
  }

  const bundles = new Map<string, { html: string; pages: number; locale: 'fr' | 'en'; url: string }>();

  async function createOnce(site: (typeof sites)[number]): Promise<Sample> {
    const locale = site.expected.locale ?? (site.slug.startsWith('en-') ? 'en' : 'fr');
    const url = server.url(`/${site.slug}/`);
    const t0 = performance.now();
    const scraped = await call('/api/scrape-website', { url }, locale);
    const t1 = performance.now();
    if (scraped.status !== 200) throw new Error(`${site.slug}: scrape ${scraped.status} ${JSON.stringify(scraped.json)}`);
    const created = await call(
      '/api/create-agent',
      {
        businessName: site.expected.businessName ?? site.slug,
        businessType: site.expected.businessType ?? 'Autre',
        phone: site.expected.phones?.[0] ?? '+33 1 23 45 67 89',
        scrapedContent: scraped.json.html,
        website: scraped.json.url,
        locale,
      },
      locale,
    );
    const t2 = performance.now();
    if (created.status !== 201) throw new Error(`${site.slug}: create ${created.status} ${JSON.stringify(created.json)}`);
    bundles.set(site.slug, { html: scraped.json.html, pages: 1 + (scraped.json.pages?.length ?? 0), locale, url: scraped.json.url });
    return { site: site.slug, scrapeMs: t1 - t0, createMs: t2 - t1, totalMs: t2 - t0 };
  }

  // Warm-up round (module initialisation, JIT, first connection) is not measured.
  for (const site of sites) await createOnce(site);
  const samples: Sample[] = [];
  for (let r = 0; r < ROUNDS; r++) for (const site of sites) samples.push(await createOnce(site));

  // Extraction alone, per fixture page file and per scraped bundle (home + discovered pages).
  const perPage: { file: string; medianMs: number }[] = [];
  for (const site of sites) {
    const locale = site.expected.locale ?? (site.slug.startsWith('en-') ? 'en' : 'fr');
    for (const file of site.pages) {
      const raw = fs.readFileSync(path.join(site.dir, file));
      // Fixtures may be windows-1252: latin1 keeps every byte, which is what timing needs.
      const html = raw.toString(/charset=["']?windows-1252|iso-8859-1/i.test(raw.subarray(0, 2048).toString('latin1')) ? 'latin1' : 'utf8');
      const times: number[] = [];
      for (let i = 0; i < EXTRACT_REPEATS; i++) {
        const t = performance.now();
        extractBusinessInfo(html, { baseUrl: server.url(`/${site.slug}/${file}`), locale });
        times.push(performance.now() - t);
      }
      perPage.push({ file: `${site.slug}/${file}`, medianMs: quantile(times, 0.5) });
    }
  }
  const perBundle: { site: string; pages: number; medianMs: number }[] = [];
  for (const [slug, b] of bundles) {
    const times: number[] = [];
    for (let i = 0; i < EXTRACT_REPEATS; i++) {
      const t = performance.now();
      extractBusinessInfo(b.html, { baseUrl: b.url, locale: b.locale });
      times.push(performance.now() - t);
    }
    perBundle.push({ site: slug, pages: b.pages, medianMs: quantile(times, 0.5) });
  }

  await server.close();
  if (handle) {
    attachDatabase(undefined);
    await handle.close();
  }
  fs.rmSync(dbDir, { recursive: true, force: true });

  const totals = samples.map((s) => s.totalMs);
  const e2e = {
    runs: samples.length,
    sites: sites.length,
    p50Ms: round1(quantile(totals, 0.5)),
    p95Ms: round1(quantile(totals, 0.95)),
    maxMs: round1(Math.max(...totals)),
    scrapeP50Ms: round1(
      quantile(
        samples.map((s) => s.scrapeMs),
        0.5,
      ),
    ),
    createP50Ms: round1(
      quantile(
        samples.map((s) => s.createMs),
        0.5,
      ),
    ),
  };
  const pageMedians = perPage.map((p) => p.medianMs);
  const extraction = {
    pages: perPage.length,
    medianPerPageMs: round1(quantile(pageMedians, 0.5)),
    worstPageMedianMs: round1(Math.max(...pageMedians)),
    medianPerScrapedBundleMs: round1(
      quantile(
        perBundle.map((b) => b.medianMs),
        0.5,
      ),
    ),
    medianPerPageInBundlesMs: round1(
      quantile(
        perBundle.map((b) => b.medianMs / b.pages),
        0.5,
      ),
    ),
  };
  const pass = {
    e2eP50: e2e.p50Ms <= TARGET_E2E_P50_MS,
    extractionMedian: extraction.medianPerPageMs <= TARGET_EXTRACT_MEDIAN_MS,
  };
  const result = {
    date: new Date().toISOString(),
    mode: BASE_URL ? `production server ${BASE_URL}` : 'in-process route handlers',
    database: BASE_URL ? 'server-configured' : 'PGlite on disk (temp dir)',
    node: process.version,
    cpus: os.cpus().length,
    rounds: ROUNDS,
    e2e,
    extraction,
    targets: { e2eP50Ms: TARGET_E2E_P50_MS, extractionMedianMs: TARGET_EXTRACT_MEDIAN_MS },
    pass,
    perSite: sites.map((s) => {
      const mine = samples.filter((x) => x.site === s.slug).map((x) => x.totalMs);
      return { site: s.slug, p50Ms: round1(quantile(mine, 0.5)) };
    }),
    perPage: perPage.map((p) => ({ ...p, medianMs: round1(p.medianMs) })),
    perBundle: perBundle.map((b) => ({ ...b, medianMs: round1(b.medianMs) })),
  };
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench-results', 'agent.json'), JSON.stringify(result, null, 2));

  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(
    `bench:agent — ${result.mode}, ${sites.length} fixture sites × ${ROUNDS} rounds (${samples.length} creations), ${result.database}`,
  );
  console.log(
    `  create-agent end to end (scrape + extract + prompt + store): p50 ${e2e.p50Ms} ms, p95 ${e2e.p95Ms} ms, max ${e2e.maxMs} ms  [target p50 ≤ ${TARGET_E2E_P50_MS} ms: ${mark(pass.e2eP50)}]`,
  );
  console.log(`    of which scrape p50 ${e2e.scrapeP50Ms} ms, create-agent p50 ${e2e.createP50Ms} ms`);
  console.log(
    `  extraction alone: median ${extraction.medianPerPageMs} ms per page (${extraction.pages} pages, worst ${extraction.worstPageMedianMs} ms)  [target ≤ ${TARGET_EXTRACT_MEDIAN_MS} ms: ${mark(pass.extractionMedian)}]`,
  );
  console.log(
    `    per scraped bundle median ${extraction.medianPerScrapedBundleMs} ms (${extraction.medianPerPageInBundlesMs} ms per page inside bundles)`,
  );
  console.log('  → bench-results/agent.json');
  if (!pass.e2eP50 || !pass.extractionMedian) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
