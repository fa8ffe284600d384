// `npm run check:first-load` (after `npm run build`): fails if Vapi's web SDK or Daily's call
// client is in the first-load JS of any page. They weigh ~80 kB gzip and are only needed once a
// call starts (lib/voice/vapi-session.ts imports them on demand).
//
// First-load JS of a route = the framework's root files (build-manifest.json) + the entry chunks of
// every segment of the route (entryJSFiles of each *_client-reference-manifest.js, which also
// covers dynamic routes like /agent) + every <script src> of the prerendered HTML pages.
// The check also proves its own signatures are live: the SDK must be found in some (lazy) chunk,
// otherwise a renamed string would make the check pass vacuously.

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.argv[2] ?? '.next');

/** Strings that only exist in @vapi-ai/web or @daily-co/daily-js code. */
const SIGNATURES: { lib: string; needle: string }[] = [
  { lib: '@vapi-ai/web', needle: 'callControllerCreateWebCall' },
  { lib: '@vapi-ai/web', needle: 'call-start-progress' },
  { lib: '@daily-co/daily-js', needle: 'Failed to load call object bundle' },
  { lib: '@daily-co/daily-js', needle: 'DailyIframe' },
];

function fail(message: string): never {
  console.error(`check:first-load: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) fail(`no production build in ${distDir} (run \`npm run build\`).`);

const chunkCache = new Map<string, string>();
function read(rel: string): string {
  const clean = rel
    .replace(/^\/?_next\//, '')
    .replace(/^\//, '')
    .split('?')[0];
  if (!chunkCache.has(clean)) {
    const file = path.join(distDir, clean);
    chunkCache.set(clean, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  }
  return chunkCache.get(clean)!;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
  rootMainFiles?: string[];
  polyfillFiles?: string[];
};
const rootFiles = [...(buildManifest.rootMainFiles ?? []), ...(buildManifest.polyfillFiles ?? [])];

// route → chunk files loaded on first load
const routes = new Map<string, Set<string>>();
const serverApp = path.join(distDir, 'server', 'app');
for (const file of walk(serverApp)) {
  if (file.endsWith('_client-reference-manifest.js')) {
    const src = fs.readFileSync(file, 'utf8');
    const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    new Function('globalThis', src)(sandbox);
    for (const [route, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      const set = routes.get(route) ?? new Set(rootFiles);
      for (const files of Object.values(manifest.entryJSFiles ?? {})) files.forEach((f) => set.add(f));
      routes.set(route, set);
    }
  } else if (file.endsWith('.html')) {
    const html = fs.readFileSync(file, 'utf8');
    const set = new Set(rootFiles);
    for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) if (!/nomodule/i.test(m[0])) set.add(m[1]);
    for (const m of html.matchAll(/<link[^>]*rel="preload"[^>]*as="script"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*as="script"/g))
      set.add(m[1] ?? m[2]);
    routes.set('html:' + path.relative(serverApp, file), set);
  }
}
if (routes.size === 0) fail('no routes found in the build output.');

const offenders: string[] = [];
let largest = { route: '', gzip: 0 };
for (const [route, files] of routes) {
  let gzip = 0;
  for (const f of files) {
    const code = read(f);
    gzip += gzipSync(code).length;
    for (const sig of SIGNATURES) {
      if (code.includes(sig.needle)) offenders.push(`${route}: ${sig.lib} ("${sig.needle}") in ${f}`);
    }
  }
  if (gzip > largest.gzip) largest = { route, gzip };
}

// The SDK must still exist somewhere in the client build (as a lazy chunk), or our needles are stale.
const chunkDir = path.join(distDir, 'static', 'chunks');
const lazy = walk(chunkDir)
  .filter((f) => f.endsWith('.js'))
  .filter((f) => {
    const code = fs.readFileSync(f, 'utf8');
    return SIGNATURES.every((s) => code.includes(s.needle));
  });

if (offenders.length) fail(`provider SDK code in first-load JS:\n  ${[...new Set(offenders)].join('\n  ')}`);
if (lazy.length === 0) fail('the Vapi/Daily signatures were found in no chunk at all: update SIGNATURES (the check would pass vacuously).');

const lazyGzip = lazy.reduce((sum, f) => sum + gzipSync(fs.readFileSync(f)).length, 0);
console.log(
  `check:first-load: ok — ${routes.size} routes checked; @vapi-ai/web + daily-js only in lazy chunk(s) ` +
    `${lazy.map((f) => path.relative(distDir, f)).join(', ')} (${(lazyGzip / 1024).toFixed(1)} KiB gzip); ` +
    `heaviest first load: ${largest.route} ${(largest.gzip / 1024).toFixed(1)} KiB gzip.`,
);
