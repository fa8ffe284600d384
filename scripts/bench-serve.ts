// `npm run bench:serve` (after `npm run build`): how close does `npm start` (server.ts) serve / (French host)
// to a plain static file server sending the same prerendered HTML bytes? autocannon against both
// in one run; reports both req/s and the ratio (target ≥ 0.5). Writes bench-results/bench-serve.json.
// Options: --duration=10 (s per target), --connections=10, --path=/ (page on the Next server),
// --static-html=FILE.
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
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const pagePath = arg('path', '/');
// --static-html=FILE: the bytes the static server sends (default: this build's prerender of the
// page). Used to compare a build whose pages are not prerendered (the nonce-everywhere variant).
const htmlFile = path.resolve(arg('static-html', path.join(root, '.next', 'server', 'app', pagePath === '/' ? 'fr.html' : `fr${pagePath}.html`)));
const TARGET_RATIO = 0.5;

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

if (!fs.existsSync(htmlFile)) {
  console.error(`bench:serve: ${path.relative(root, htmlFile)} missing — run \`npm run build\` first (or the page is not prerendered).`);
  process.exit(1);
}
const html = fs.readFileSync(htmlFile);
const staticServer = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
  res.end(html);
});
await new Promise<void>((r) => staticServer.listen(0, '127.0.0.1', r));
const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`;

const next = await startProductionServer({ readyPath: pagePath });
try {
  const headers = { host: 'receptio.fr' };
  // Warm-up: first requests read the prerender from disk and fill caches.
  await autocannon({ url: next.url + pagePath, connections: 2, duration: 2, headers });
  const nextResult = await cannon(next.url + pagePath, headers);
  const staticResult = await cannon(staticUrl, {});
  // For scale: Next serving a tiny static file (/icon.svg: no proxy, no page), its own ceiling here.
  const nextFileResult = await cannon(next.url + '/icon.svg', headers);
  const ratio = +(nextResult.reqPerSec / Math.max(1, staticResult.reqPerSec)).toFixed(3);
  const probe = await fetch(next.url + pagePath, { headers });
  const summary = {
    date: new Date().toISOString(),
    page: pagePath,
    host: 'receptio.fr',
    connections,
    durationSec: duration,
    cspMode: (probe.headers.get('content-security-policy') ?? '').includes("'nonce-") ? 'nonce' : 'hashes',
    nextCache: probe.headers.get('x-nextjs-cache'),
    next: nextResult,
    static: staticResult,
    nextStaticFile: nextFileResult,
    ratio,
    target: TARGET_RATIO,
    ok: ratio >= TARGET_RATIO && nextResult.non2xx === 0,
  };
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'bench-serve.json'), JSON.stringify(summary, null, 2));
  console.log(
    `bench:serve ${pagePath} (receptio.fr, ${connections} connections, ${duration} s each): npm start ${nextResult.reqPerSec} req/s ` +
      `(p50 ${nextResult.latencyP50Ms} ms, p99 ${nextResult.latencyP99Ms} ms, CSP ${summary.cspMode}, cache ${summary.nextCache}), ` +
      `static ${staticResult.reqPerSec} req/s → ratio ${ratio} (target ≥ ${TARGET_RATIO})${nextResult.non2xx ? `; ${nextResult.non2xx} non-2xx!` : ''}; ` +
      `for scale, the same server on /icon.svg (through Next): ${nextFileResult.reqPerSec} req/s`,
  );
  console.log('→ bench-results/bench-serve.json');
  if (!summary.ok) process.exitCode = 1;
} finally {
  await next.stop();
  staticServer.close();
}
