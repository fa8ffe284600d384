// `npm run bench:serve` (after `npm run build`): does `npm start` (dist/server.js) serve a landing page
// as fast as a plain static file server sending the same prerendered HTML bytes — for the plain URL
// and for the URL an ad click brings (utm_*, gclid, fbclid)? autocannon against both in one run,
// each target measured right after its static reference, --rounds times (the machine is shared:
// back-to-back pairs keep load drift out of the ratio; the median pair is reported). Target: every
// ratio ≥ 0.8. Writes bench-results/bench-serve.json. Options: --duration=4 (s per measurement),
// --rounds=3, --connections=10.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { spawn } from 'node:child_process';
import path from 'node:path';
// @ts-expect-error -- autocannon ships no types (and @types/autocannon is not installed)
import autocannonUntyped from 'autocannon';
import { startProductionServer } from '../tests/helpers/server';

type CannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
};
const autocannon = autocannonUntyped as (opts: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<CannonResult>;

const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const duration = Number(arg('duration', '4'));
const rounds = Number(arg('rounds', '3'));
const connections = Number(arg('connections', '10'));
const TARGET_RATIO = 0.8;
const HOST = 'receptio.fr';
const TRACKING = 'utm_source=google&utm_medium=cpc&utm_campaign=printemps&gclid=Cj0KCQiA4NWrBhD-ARIsAFCKwWt&fbclid=IwAR2xYz';
// URL on the French host → the prerendered file the static server sends for it.
const TARGETS = [
  { url: '/', file: 'fr.html' },
  { url: `/?${TRACKING}`, file: 'fr.html' },
  { url: '/ad-fr', file: 'fr/ad-fr.html' },
  { url: `/ad-fr?${TRACKING}`, file: 'fr/ad-fr.html' },
];

async function cannon(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    reqPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerReq: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

const appDir = path.join(root, '.next', 'server', 'app');
for (const { file } of TARGETS) {
  if (!fs.existsSync(path.join(appDir, file))) {
    console.error(`bench:serve: ${path.relative(root, path.join(appDir, file))} missing — run \`npm run build\` first.`);
    process.exit(1);
  }
}
const next = await startProductionServer({ readyPath: '/' });
// The static reference sends exactly the bytes `npm start` sends for the plain URL (uncompressed):
// the prerendered page as the server rewrites it (lib/serve/hydrate-after-paint.ts), not the file
// as built.
const sentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-serve-'));
for (const { url, file } of TARGETS.filter((t) => !t.url.includes('?'))) {
  const body = await new Promise<Buffer>((resolve, reject) =>
    http
      .get(next.url + url, { headers: { host: HOST, 'accept-encoding': 'identity' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject),
  );
  fs.mkdirSync(path.dirname(path.join(sentDir, file)), { recursive: true });
  fs.writeFileSync(path.join(sentDir, file), body);
}
const files = TARGETS.map((t) => t.file).filter((f, i, all) => all.indexOf(f) === i);
// The reference: a bare Node HTTP server sending the file's bytes, nothing else — started exactly
// like `npm start` is (tests/helpers/server.ts): its own process, its own session (detached). On a
// shared Linux machine the scheduler splits CPU per session (autogroup): measured, the very same
// server code ran at 1.6–2.2k req/s in its own session against 3.1–4.9k req/s inside the
// benchmark's session, so both servers must sit in the same kind of place.
const STATIC_SERVER = `
const http = require('node:http'), fs = require('node:fs'), path = require('node:path');
const [dir, ...names] = process.argv.slice(1);
const files = new Map(names.map((n) => [n, fs.readFileSync(path.join(dir, n))]));
const srv = http.createServer((req, res) => {
  const html = files.get(decodeURIComponent(req.url.slice(1))) || Buffer.alloc(0);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
  res.end(html);
});
srv.listen(0, '127.0.0.1', () => console.log(srv.address().port));`;
const staticChild = spawn(process.execPath, ['-e', STATIC_SERVER, sentDir, ...files], {
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const staticPort = await new Promise<number>((resolve) => staticChild.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
const staticBase = `http://127.0.0.1:${staticPort}/`;

try {
  const headers = { host: HOST };
  // Warm-up: first requests read the prerenders from disk and fill caches.
  for (const { url } of TARGETS) await autocannon({ url: next.url + url, connections: 2, duration: 1, headers });
  const rows = [];
  for (const { url, file } of TARGETS) {
    // Several short back-to-back pairs; the median ratio is what is reported (the machine is shared).
    const pairs: { static: Awaited<ReturnType<typeof cannon>>; next: Awaited<ReturnType<typeof cannon>>; ratio: number }[] = [];
    for (let r = 0; r < rounds; r++) {
      const staticResult = await cannon(staticBase + encodeURIComponent(file), {});
      const nextResult = await cannon(next.url + url, headers);
      pairs.push({
        static: staticResult,
        next: nextResult,
        ratio: +(nextResult.reqPerSec / Math.max(1, staticResult.reqPerSec)).toFixed(3),
      });
    }
    const ratios = pairs.map((p) => p.ratio).sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length / 2)];
    const non2xx = pairs.reduce((n, p) => n + p.next.non2xx, 0);
    const probe = await fetch(next.url + url);
    rows.push({ url, file, pairs, ratio, ok: ratio >= TARGET_RATIO && non2xx === 0, cacheControl: probe.headers.get('cache-control') });
    const med = (k: 'static' | 'next') => Math.round(pairs.map((p) => p[k].reqPerSec).sort((a, b) => a - b)[Math.floor(pairs.length / 2)]);
    console.log(
      `${url.padEnd(24).slice(0, 24)} npm start ${String(med('next')).padStart(6)} req/s  static ${String(med('static')).padStart(6)} req/s → ` +
        `ratio ${ratio} (rounds: ${pairs.map((p) => p.ratio).join(', ')})${non2xx ? `; ${non2xx} non-2xx!` : ''}`,
    );
  }
  // For scale: Next serving a tiny static file (/icon.svg: no page), its own ceiling here.
  const nextFileResult = await cannon(next.url + '/icon.svg', headers);
  const summary = {
    date: new Date().toISOString(),
    host: HOST,
    connections,
    durationSec: duration,
    target: TARGET_RATIO,
    rounds,
    rows,
    nextStaticFile: nextFileResult,
    minRatio: Math.min(...rows.map((r) => r.ratio)),
    ok: rows.every((r) => r.ok),
  };
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'bench-serve.json'), JSON.stringify(summary, null, 2));
  console.log(
    `min ratio ${summary.minRatio} (target ≥ ${TARGET_RATIO}): ${summary.ok ? 'ok' : 'MISSED'}; for scale, Next on /icon.svg: ${nextFileResult.reqPerSec} req/s`,
  );
  console.log('→ bench-results/bench-serve.json');
  if (!summary.ok) process.exitCode = 1;
} finally {
  await next.stop();
  staticChild.kill();
  fs.rmSync(sentDir, { recursive: true, force: true });
}
