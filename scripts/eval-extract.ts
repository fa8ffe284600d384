// Runs the extractor on every fixture site (tests/fixtures/sites/<slug>/) and scores it against
// expected.json: per-field precision/recall, median extraction time per page. Writes
// bench-results/eval-extract.json and exits non-zero when a target is missed.
//   npm run eval:extract            (add -- --verbose to list every miss)
import fs from 'node:fs';
import path from 'node:path';
import { evaluateFixtures, TARGETS } from '@/lib/extract/eval';

const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');
const result = evaluateFixtures();

const pct = (x: number) => (x * 100).toFixed(1).padStart(6) + ' %';
console.log(`Extraction eval: ${result.fixtures} fixture sites, ${result.pages} pages\n`);
console.log('field      precision    recall   target   tp  fp  fn');
for (const [field, r] of Object.entries(result.fields)) {
  const target = TARGETS[field as keyof typeof TARGETS];
  console.log(
    `${field.padEnd(9)} ${pct(r.precision)} ${pct(r.recall)}   ${target !== undefined ? (target * 100).toFixed(0).padStart(3) + ' %' : '   – '}  ${String(r.tp).padStart(3)} ${String(r.fp).padStart(3)} ${String(r.fn).padStart(3)}`,
  );
}
console.log(`\nmedian extraction time: ${result.medianMsPerPage.toFixed(2)} ms per page (${result.medianMsPerSite.toFixed(2)} ms per site bundle; p95 ${result.p95MsPerPage.toFixed(2)} ms per page)`);
if (verbose || result.failures.length) {
  for (const s of result.sites) {
    if (!s.misses.length) continue;
    console.log(`\n${s.slug}:`);
    for (const m of s.misses) console.log(`  ${m}`);
  }
}
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(path.join('bench-results', 'eval-extract.json'), JSON.stringify(result, null, 2));
console.log('\nwritten bench-results/eval-extract.json');
if (result.failures.length) {
  console.error(`\nTARGETS MISSED: ${result.failures.join('; ')}`);
  process.exit(1);
}
console.log('all targets met');
