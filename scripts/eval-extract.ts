// Runs the extractor on every fixture site (tests/fixtures/sites/<slug>/) and scores it against
// expected.json: per-field precision/recall, median extraction time per page. Writes
// bench-results/eval-extract.json and exits non-zero when a target is missed.
//   npm run eval:extract                 (add -- --verbose to list every miss)
//   npm run eval:extract -- --live       the same sites served on 127.0.0.1 and fetched by the real
//                                        scraper (lib/scrape), so cleaning + page discovery are included
// Then the real-site corpus is scored apart (scripts/eval/real-sites-extract.ts; add -- --offline to
// bundle its pages instead of scraping them); its targets are reported, never fatal.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');
const live = process.argv.includes('--live');
if (live) {
  // Test-only allowlist so the scraper may fetch the local fixture server; logs stay off stdout.
  process.env.SCRAPER_ALLOW_HOSTS = '127.0.0.1';
  process.env.LOG_LEVEL ??= 'silent';
}
const { evaluateFixtures, TARGETS } = await import('./eval/fixture-eval');
const { FIXTURES_DIR, loadFixtures } = await import('./eval/fixture-sites');

let bundles: Map<string, { html: string; url: string; pages: number }> | undefined;
if (live) {
  const { scrapeWebsite } = await import('@/lib/scrape');
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/\/$/, '/index.html');
    const file = path.join(FIXTURES_DIR, path.normalize(rel));
    if (!file.startsWith(FIXTURES_DIR) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    // Bytes as stored; the scraper decodes the charset from <meta> like a browser would.
    res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bundles = new Map();
  for (const f of loadFixtures()) {
    const r = await scrapeWebsite(`${base}/${f.slug}/`);
    bundles.set(f.slug, { html: r.html, url: r.url, pages: 1 + r.pages.filter((p) => p.url !== r.url).length });
  }
  server.close();
}
const result = evaluateFixtures(bundles);

const pct = (x: number) => (x * 100).toFixed(1).padStart(6) + ' %';
console.log(`Extraction eval${live ? ' (live: real scraper over HTTP)' : ''}: ${result.fixtures} fixture sites, ${result.pages} pages\n`);
console.log('field      precision    recall   target   tp  fp  fn');
for (const [field, r] of Object.entries(result.fields)) {
  const target = TARGETS[field as keyof typeof TARGETS];
  console.log(
    `${field.padEnd(9)} ${pct(r.precision)} ${pct(r.recall)}   ${target !== undefined ? (target * 100).toFixed(0).padStart(3) + ' %' : '   – '}  ${String(r.tp).padStart(3)} ${String(r.fp).padStart(3)} ${String(r.fn).padStart(3)}`,
  );
}
console.log(
  `\nmedian extraction time: ${result.medianMsPerPage.toFixed(2)} ms per page (${result.medianMsPerSite.toFixed(2)} ms per site bundle; p95 ${result.p95MsPerPage.toFixed(2)} ms per page)`,
);
if (verbose || result.failures.length) {
  for (const s of result.sites) {
    if (!s.misses.length) continue;
    console.log(`\n${s.slug}:`);
    for (const m of s.misses) console.log(`  ${m}`);
  }
}
fs.mkdirSync('bench-results', { recursive: true });
const out = path.join('bench-results', live ? 'eval-extract-live.json' : 'eval-extract.json');
fs.writeFileSync(out, JSON.stringify(result, null, 2));
console.log(`\nwritten ${out}`);
const { runRealSitesExtractEval } = await import('./eval/real-sites-extract');
await runRealSitesExtractEval({ offline: process.argv.includes('--offline'), verbose });
if (result.failures.length) {
  console.error(`\nTARGETS MISSED: ${result.failures.join('; ')}`);
  process.exit(1);
}
console.log('all targets met');
