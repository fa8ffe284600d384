#!/usr/bin/env node
// French typography for messages/fr/*.json: a non-breaking space (U+00A0) before : ; ! ? »,
// after «, and between a number and €, %, h. Run after editing French messages:
//   npm run fix:typography
// (tests/unit/site/messages.test.ts fails if a French string breaks these rules).
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..', 'messages', 'fr');
const NBSP = '\u00a0';
const VERBATIM = new Set(['Oops! Page not found']);

function fix(s) {
  if (VERBATIM.has(s)) return s;
  // Leave ICU arguments and URLs alone.
  return s
    .split(/(\{[^{}]*\}|https?:\/\/\S+)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part
        .replace(/ ([:;!?»])/g, `${NBSP}$1`)
        .replace(/« /g, `«${NBSP}`)
        .replace(/([^\s\u00a0\u202f(«])([;!?])/g, `$1${NBSP}$2`)
        .replace(/(\d) (€|%|h\b)/g, `$1${NBSP}$2`);
    })
    .join('');
}

function walk(v) {
  if (typeof v === 'string') return fix(v);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  return v;
}

let changed = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const p = path.join(dir, file);
  const before = fs.readFileSync(p, 'utf8');
  const after = JSON.stringify(walk(JSON.parse(before)), null, 2) + '\n';
  if (after !== before) {
    fs.writeFileSync(p, after);
    changed++;
    console.log(`fixed ${file}`);
  }
}
console.log(`${changed} file(s) changed`);
