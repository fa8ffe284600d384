// Scripted receptionist conversations (tests/fixtures/dialogs/*.json) run through the real local
// engine on an in-memory PGlite with a fixed "now". Prints task success per language and skill,
// writes bench-results/eval-dialogs.json, exits non-zero below the 95 % target.
// Then the real-site corpus (scripts/eval/real-sites-dialogs.ts), reported apart; it never changes
// the exit code. --filter applies to both (a filter matching no script skips the scripts).
//   npm run eval:dialogs                 (-- --verbose for every transcript, -- --filter fr-book,
//                                         -- --synthetic-only, -- --filter <site_group>,
//                                         -- --no-fresh to skip the blind dev-fresh sets,
//                                         -- --show-fresh to list their turns: not for tuning)
import fs from 'node:fs';
import path from 'node:path';
import { runDialogEval } from './eval/dialogs';
import { printRealSiteReport, runRealSiteDialogs } from './eval/real-sites-dialogs';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || args.includes('-v');
const fi = args.indexOf('--filter');
const filter = fi >= 0 ? args[fi + 1] : undefined;

const started = performance.now();
const result = await runDialogEval({ filter });
const syntheticRan = !filter || result.dialogs > 0;
if (syntheticRan) {
  const ms = performance.now() - started;
  const pct = (p: number, n: number) => `${((p / Math.max(n, 1)) * 100).toFixed(1)} %`;

  console.log(`Dialog eval: ${result.dialogs} conversations, ${result.turns} caller turns (${(ms / 1000).toFixed(1)} s)\n`);
  for (const [lang, r] of Object.entries(result.byLang)) console.log(`  ${lang}: ${r.passed}/${r.dialogs} (${pct(r.passed, r.dialogs)})`);
  console.log('\nby skill:');
  for (const [skill, r] of Object.entries(result.bySkill).sort()) console.log(`  ${skill.padEnd(14)} ${r.passed}/${r.dialogs}`);
  for (const r of result.results) {
    if (r.ok && !verbose) continue;
    console.log(`\n${r.ok ? 'PASS' : 'FAIL'} ${r.id}`);
    for (const f of r.failures) console.log(`  ✗ ${f}`);
    if (!r.ok || verbose)
      for (const t of r.transcript) console.log(`    > ${t.say}\n    < ${t.reply}${t.actions.length ? `  [${t.actions.join(', ')}]` : ''}`);
  }
  console.log(
    `\ntask success: ${result.passed}/${result.dialogs} = ${pct(result.passed, result.dialogs)} (target ≥ ${result.target * 100} %)`,
  );
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(path.join('bench-results', 'eval-dialogs.json'), JSON.stringify({ ...result, durationMs: Math.round(ms) }, null, 2));
  console.log('written bench-results/eval-dialogs.json');
}

if (!args.includes('--synthetic-only')) {
  const realStarted = performance.now();
  const real = await runRealSiteDialogs({ filter, fresh: !args.includes('--no-fresh') });
  if (!real) console.log('\nReal-site corpus: not found (set REAL_SITES_DIR), skipped');
  else {
    printRealSiteReport(real, verbose, args.includes('--show-test'), args.includes('--show-fresh'));
    const realMs = Math.round(performance.now() - realStarted);
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(path.join('bench-results', 'eval-real-dialogs.json'), JSON.stringify({ ...real, durationMs: realMs }, null, 2));
    console.log(`written bench-results/eval-real-dialogs.json (${(realMs / 1000).toFixed(1)} s)`);
  }
}

if (syntheticRan && !result.metTarget) {
  console.error('TARGET MISSED');
  process.exit(1);
}
