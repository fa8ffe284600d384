#!/usr/bin/env node
// `npm test`: everything, from a fresh clone. Installs what the browser tests need when it can
// (root + apt), then: type-check → lint, format, dead code → unit → integration (Vitest) → production build → E2E in Chromium
// (Playwright Test, playwright.config.ts). Ends with one plain line "tests: N passed, N failed".
// Each runner writes a JSON report to bench-results/test-results/; the counts come from those.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench-results', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

function have(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function ensureDebianPackages() {
  const wanted = [
    ['chromium', '/usr/bin/chromium'],
    ['espeak-ng', 'espeak-ng'],
  ].filter(([, bin]) => !(bin.startsWith('/') ? fs.existsSync(bin) : have(bin)));
  if (wanted.length === 0) return;
  const names = wanted.map(([n]) => n).join(' ');
  if (process.getuid?.() === 0 && have('apt-get')) {
    console.log(`[test] installing Debian packages: ${names}`);
    execSync('apt-get update -qq', { stdio: 'inherit' });
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, { stdio: 'inherit' });
  } else {
    console.error(`[test] missing ${names}: run \`sudo apt-get install -y ${names}\` (Debian/Ubuntu) and try again.`);
    process.exit(1);
  }
}

function run(label, cmd, args, env = {}) {
  console.log(`\n[test] ── ${label} ──`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`[test] ${label}: ${r.status === 0 ? 'ok' : `FAILED (${r.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

function vitest(project) {
  const out = path.join(resultsDir, `${project}.json`);
  fs.rmSync(out, { force: true });
  const ok = run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  return { ok, out, counts: vitestCounts };
}

function vitestCounts(r) {
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, suitesFailed: r.numFailedTestSuites ?? 0 };
}

function playwright() {
  // playwright.config.ts writes its JSON report here (next to its list and HTML reporters).
  const out = path.join(resultsDir, 'e2e.json');
  fs.rmSync(out, { force: true });
  // One retry, as in CI: a timing-sensitive test (voice, on 2 busy cores) that passes on its second
  // try is reported as flaky (list and HTML report, and the line below), not as a failure.
  const ok = run('E2E tests (Playwright)', 'npx', ['playwright', 'test', '--retries=1']);
  return { ok, out, counts: playwrightCounts };
}

function playwrightCounts(r) {
  const s = r.stats ?? {};
  if (s.flaky) console.log(`[test] E2E: ${s.flaky} flaky (passed on retry; see bench-results/e2e/report)`);
  // "flaky" passed on retry; an error outside any test (global setup, a file that does not load) counts once.
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, suitesFailed: r.errors?.length ?? 0 };
}

function counts({ out, counts: read }) {
  try {
    return read(JSON.parse(fs.readFileSync(out, 'utf8')));
  } catch {
    return { passed: 0, failed: 1, suitesFailed: 1 };
  }
}

const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
const want = (step) => only.length === 0 || only.includes(step);

ensureDebianPackages();
let failedSteps = 0;
const reports = [];

if (want('typecheck') && !run('type-check', 'npx', ['tsc', '--noEmit', '-p', '.'])) failedSteps++;
// Static checks: lint (ESLint, Next's and TypeScript's rules), formatting (Prettier) and dead code
// (knip: unused files, exports and dependencies). `npm test -- lint` runs them alone.
if (want('lint')) {
  if (!run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])) failedSteps++;
  if (!run('format', 'npx', ['prettier', '--check', '--log-level=warn', '.'])) failedSteps++;
  // knip loads next.config.ts, which warns about a build without site hosts: give it the test hosts.
  if (!run('dead code', 'npx', ['knip'], { FR_HOSTS: 'receptio.fr', EN_HOSTS: 'receptio.com' })) failedSteps++;
}
for (const project of ['unit', 'integration']) {
  if (!want(project)) continue;
  const r = vitest(project);
  reports.push(r);
  if (!r.ok) failedSteps++;
}
if (want('e2e')) {
  // The hosts the test servers use (tests/helpers/server.ts), so pages carry canonical and hreflang
  // URLs as in production (docs/DEPLOY.md "Site hosts"); a shell that already sets them keeps its own.
  const hosts = { FR_HOSTS: process.env.FR_HOSTS || 'receptio.fr', EN_HOSTS: process.env.EN_HOSTS || 'receptio.com' };
  if (!run('production build', 'npm', ['run', 'build'], hosts)) failedSteps++;
  else {
    const r = playwright();
    reports.push(r);
    if (!r.ok) failedSteps++;
  }
}

let passed = 0;
let failed = 0;
for (const f of reports) {
  const c = counts(f);
  passed += c.passed;
  // A suite that fails without failing tests (an import error) still counts once.
  failed += c.failed || c.suitesFailed;
}
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
