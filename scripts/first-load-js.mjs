#!/usr/bin/env node
// First-load JS of a prerendered page, in gzip KiB: the <script src> and
// <link rel=preload as=script> of .next/server/app/<page>.html, skipping the noModule polyfill.
// Usage: node scripts/first-load-js.mjs [fr] [fr/ad-fr] …  (after `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';

export function firstLoadJs(page) {
  const html = fs.readFileSync(path.join(root, distDir, 'server', 'app', `${page}.html`), 'utf8');
  const srcs = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) if (!/nomodule/i.test(m[0])) srcs.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)) {
    if (!/as="script"/.test(m[0])) continue;
    const href = m[0].match(/href="([^"]+)"/);
    if (href) srcs.add(href[1]);
  }
  let bytes = 0;
  const files = [];
  for (const src of srcs) {
    const file = path.join(root, distDir, src.replace(/^\/_next\//, ''));
    const gz = zlib.gzipSync(fs.readFileSync(file)).length;
    bytes += gz;
    files.push({ src, gzipBytes: gz });
  }
  return { page, scripts: files.length, gzipKiB: +(bytes / 1024).toFixed(1), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['fr'];
  for (const p of pages) {
    const r = firstLoadJs(p);
    console.log(`${p}: ${r.gzipKiB} KiB gzip in ${r.scripts} scripts`);
  }
}
