#!/usr/bin/env node
// `npm test`: everything, from a fresh clone. Installs what the browser tests need when it can
// (root + apt), then: type-check → unit → integration → production build → E2E in Chromium.
// Ends with one plain line "tests: N passed, N failed".
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
  const ok = run(`${project} tests`, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  return { ok, out };
}

function counts(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, suitesFailed: r.numFailedTestSuites ?? 0 };
  } catch {
    return { passed: 0, failed: 1, suitesFailed: 1 };
  }
}

const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
const want = (step) => only.length === 0 || only.includes(step);

ensureDebianPackages();
let failedSteps = 0;
const files = [];

if (want('typecheck') && !run('type-check', 'npx', ['tsc', '--noEmit', '-p', '.'])) failedSteps++;
for (const project of ['unit', 'integration']) {
  if (!want(project)) continue;
  const r = vitest(project);
  files.push(r.out);
  if (!r.ok) failedSteps++;
}
if (want('e2e')) {
  // The hosts the test servers use (tests/helpers/server.ts), so pages carry canonical and hreflang
  // URLs as in production (docs/DEPLOY.md "Site hosts"); a shell that already sets them keeps its own.
  const hosts = { FR_HOSTS: process.env.FR_HOSTS || 'receptio.fr', EN_HOSTS: process.env.EN_HOSTS || 'receptio.com' };
  if (!run('production build', 'npm', ['run', 'build'], hosts)) failedSteps++;
  else {
    const r = vitest('e2e');
    files.push(r.out);
    if (!r.ok) failedSteps++;
  }
}

let passed = 0;
let failed = 0;
for (const f of files) {
  const c = counts(f);
  passed += c.passed;
  // A suite that fails without failing tests (an import error) still counts once.
  failed += c.failed || c.suitesFailed;
}
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
