// Offerings measured on the synthetic pages (./generate.ts): services and priced P/R/F1, per
// markup flavor and layout, and every miss with --verbose.
//   npx tsx scripts/eval/offerings/synthetic/run.ts [--count 120] [--seed N] [--verbose]
import { parsePages } from '@/lib/extract/pages';
import { jsonLdNodes } from '@/lib/extract/json-ld';
import { extractOfferings, OFFERING_MECHANISMS, type OfferingMechanism } from '@/lib/extract/offerings';
import { matchOfferings, zero, type Counts } from '../../extract-real/match';
import { generatePages } from './generate';

const arg = (k: string) => {
  const i = process.argv.indexOf(k);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};
const pages = generatePages(arg('--count') ?? 120, arg('--seed'));
const add = (t: Counts, c: Counts) => ((t.tp += c.tp), (t.fp += c.fp), (t.fn += c.fn));
const fmt = (c: Counts) => {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  return `P ${p.toFixed(2)} R ${r.toFixed(2)} F1 ${(p + r ? (2 * p * r) / (p + r) : 0).toFixed(2)} (TP ${c.tp} FP ${c.fp} FN ${c.fn})`;
};
const total = { services: zero(), priced: zero() };
const by = new Map<string, Counts>();
for (const page of pages) {
  const parsed = parsePages(page.html, `https://example.test/${page.id}`);
  const got = extractOfferings(parsed, jsonLdNodes(parsed));
  const s = matchOfferings(page.services, got.services, false);
  const p = matchOfferings(page.priced, got.priced, true);
  add(total.services, s.counts);
  add(total.priced, p.counts);
  for (const k of [
    `flavor ${page.flavor}`,
    `decoys ${page.decoyStyle}`,
    `layout ${page.layout}${page.navDropdown ? '+nav' : ''}`,
    `trade ${page.trade}`,
  ]) {
    if (!by.has(k)) by.set(k, zero());
    add(by.get(k)!, s.counts);
  }
  if (process.argv.includes('--verbose') && (s.fp.length || s.fn.length || p.fp.length || p.fn.length))
    console.log(
      `${page.id}: services missed ${s.fn.join(' | ') || '—'}; wrong ${s.fp.join(' | ') || '—'}${p.fp.length || p.fn.length ? `; priced missed ${p.fn.length} wrong ${p.fp.join(' | ') || '—'}` : ''}`,
    );
}
console.log(`synthetic offering pages: ${pages.length}`);
console.log(`services  ${fmt(total.services)}`);
console.log(`priced    ${fmt(total.priced)}`);
for (const [k, c] of [...by].sort()) console.log(`  ${k.padEnd(28)} ${fmt(c)}`);

// --ablate: each reader switched off in turn, what it adds (TP) and costs (FP) on these pages.
if (process.argv.includes('--ablate')) {
  const parsed = pages.map((p) => parsePages(p.html, `https://example.test/${p.id}`));
  const run = (without: Set<OfferingMechanism>) => {
    const c = zero();
    pages.forEach((p, i) => add(c, matchOfferings(p.services, extractOfferings(parsed[i]!, [], { without }).services, false).counts));
    return c;
  };
  const base = run(new Set());
  for (const m of OFFERING_MECHANISMS) {
    const r = run(new Set([m]));
    console.log(`  without ${m.padEnd(16)} reader adds TP ${base.tp - r.tp}, FP ${base.fp - r.fp}`);
  }
}
