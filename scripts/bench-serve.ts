// `npm run bench:serve` (after `npm run build`): does `npm start` (dist/server.js) serve a landing page
// as fast as a plain static file server sending the same prerendered HTML bytes — for the plain URL
// and for the URL an ad click brings (utm_*, gclid, fbclid)? autocannon against both in one run,
// each target measured right after its static reference (the machine is shared: back-to-back
// pairs keep load drift out of the ratio). Target: every ratio ≥ 0.8. Writes bench-results/bench-serve.json.
// Options: --duration=8 (s per measurement), --connections=10.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
const autocannon = autocannonUntyped as (opts: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<CannonResult>;

const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const duration = Number(arg('duration', '8'));
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
const files = new Map<string, Buffer>();
for (const { file } of TARGETS) {
  const full = path.join(appDir, file);
  if (!fs.existsSync(full)) {
    console.error(`bench:serve: ${path.relative(root, full)} missing — run \`npm run build\` first.`);
    process.exit(1);
  }
  files.set(file, fs.readFileSync(full));
}
// The reference: a bare Node HTTP server sending the file's bytes, nothing else.
const staticServer = http.createServer((req, res) => {
  const html = files.get(decodeURIComponent((req.url ?? '/').slice(1))) ?? Buffer.alloc(0);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
  res.end(html);
});
await new Promise<void>((r) => staticServer.listen(0, '127.0.0.1', r));
const staticBase = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`;

const next = await startProductionServer({ readyPath: '/' });
try {
  const headers = { host: HOST };
  // Warm-up: first requests read the prerenders from disk and fill caches.
  for (const { url } of TARGETS) await autocannon({ url: next.url + url, connections: 2, duration: 1, headers });
  const rows = [];
  for (const { url, file } of TARGETS) {
    const staticResult = await cannon(staticBase + encodeURIComponent(file), {});
    const nextResult = await cannon(next.url + url, headers);
    const probe = await fetch(next.url + url);
    const ratio = +(nextResult.reqPerSec / Math.max(1, staticResult.reqPerSec)).toFixed(3);
    rows.push({ url, file, next: nextResult, static: staticResult, ratio, ok: ratio >= TARGET_RATIO && nextResult.non2xx === 0, cacheControl: probe.headers.get('cache-control') });
    console.log(
      `${url.padEnd(24).slice(0, 24)} npm start ${String(nextResult.reqPerSec).padStart(6)} req/s (p50 ${nextResult.latencyP50Ms} ms, p99 ${nextResult.latencyP99Ms} ms)` +
        `  static ${String(staticResult.reqPerSec).padStart(6)} req/s → ratio ${ratio}${nextResult.non2xx ? `; ${nextResult.non2xx} non-2xx!` : ''}`,
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
    rows,
    nextStaticFile: nextFileResult,
    minRatio: Math.min(...rows.map((r) => r.ratio)),
    ok: rows.every((r) => r.ok),
  };
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'bench-serve.json'), JSON.stringify(summary, null, 2));
  console.log(`min ratio ${summary.minRatio} (target ≥ ${TARGET_RATIO}): ${summary.ok ? 'ok' : 'MISSED'}; for scale, Next on /icon.svg: ${nextFileResult.reqPerSec} req/s`);
  console.log('→ bench-results/bench-serve.json');
  if (!summary.ok) process.exitCode = 1;
} finally {
  await next.stop();
  staticServer.close();
}
