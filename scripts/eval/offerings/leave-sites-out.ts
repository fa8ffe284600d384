// Offerings on the real-site DEV split, cut in two halves by a hash of the business id, with each
// offering reader switched off in turn: what a reader adds (TP) and costs (FP) on each half.
// A reader that earns its TP on one half and its FP on the other is fitted to examples.
// The held-out test split is never read here.
//   npx tsx scripts/eval/offerings/leave-sites-out.ts [--ablate] [--json]
import { createHash } from 'node:crypto';
import { parsePages } from '@/lib/extract/pages';
import { jsonLdNodes } from '@/lib/extract/json-ld';
import { extractOfferings, OFFERING_MECHANISMS, type OfferingMechanism } from '@/lib/extract/offerings';
import { corpusAvailable, groupsOf, loadLabel, loadManifest, loadTestGroups, type FactsLabel } from '../extract-real/labels';
import { matchOfferings, zero, type Counts } from '../extract-real/match';
import { offlineBundle } from '../extract-real/pipeline';
import type { Page } from '@/lib/extract/pages';
import type { JsonLdNode } from '@/lib/extract/json-ld';

type Site = { group: string; half: 'A' | 'B'; label: FactsLabel; pages: Page[]; nodes: JsonLdNode[] };
type HalfScore = Record<'A' | 'B', { services: Counts; priced: Counts }>;

const halfOf = (group: string): 'A' | 'B' => (createHash('sha1').update(group).digest()[0]! % 2 ? 'B' : 'A');

function devSites(): Site[] {
  const test = loadTestGroups();
  const sites: Site[] = [];
  for (const [group, entries] of groupsOf(loadManifest())) {
    if (test.has(group)) continue;
    const label = loadLabel(group);
    if (!label) continue;
    const b = offlineBundle(entries);
    const pages = parsePages(b.html, b.url);
    sites.push({ group, half: halfOf(group), label, pages, nodes: jsonLdNodes(pages) });
  }
  return sites;
}

function score(sites: Site[], without: Set<OfferingMechanism>): HalfScore {
  const out: HalfScore = { A: { services: zero(), priced: zero() }, B: { services: zero(), priced: zero() } };
  for (const s of sites) {
    const got = extractOfferings(s.pages, s.nodes, { without });
    const sv = matchOfferings(s.label.services, got.services, false).counts;
    const pr = matchOfferings(s.label.priced, got.priced, true).counts;
    for (const [k, c] of [
      ['services', sv],
      ['priced', pr],
    ] as const) {
      const t = out[s.half][k];
      t.tp += c.tp;
      t.fp += c.fp;
      t.fn += c.fn;
    }
  }
  return out;
}

const f1 = (c: Counts) => (c.tp ? (2 * c.tp) / (2 * c.tp + c.fp + c.fn) : 0);
const fmt = (c: Counts) => `F1 ${f1(c).toFixed(3)} (TP ${c.tp} FP ${c.fp} FN ${c.fn})`;

if (!corpusAvailable()) {
  console.log('real-site corpus not found (REAL_SITES_DIR): skipped');
} else {
  const sites = devSites();
  const base = score(sites, new Set());
  const both = (h: HalfScore, k: 'services' | 'priced') => {
    const c = zero();
    for (const x of [h.A[k], h.B[k]]) {
      c.tp += x.tp;
      c.fp += x.fp;
      c.fn += x.fn;
    }
    return c;
  };
  console.log(`dev halves: A ${sites.filter((s) => s.half === 'A').length} sites, B ${sites.filter((s) => s.half === 'B').length} sites`);
  for (const k of ['services', 'priced'] as const)
    console.log(`${k.padEnd(8)} A ${fmt(base.A[k])} | B ${fmt(base.B[k])} | dev ${fmt(both(base, k))}`);
  if (process.argv.includes('--ablate')) {
    console.log('\nwithout each reader: what it contributes (ΔTP / ΔFP per half; + means the reader adds them)');
    for (const m of OFFERING_MECHANISMS) {
      const r = score(sites, new Set([m]));
      const d = (h: 'A' | 'B') =>
        `${h}: +TP ${base[h].services.tp - r[h].services.tp} +FP ${base[h].services.fp - r[h].services.fp} ΔF1 ${(f1(base[h].services) - f1(r[h].services)).toFixed(3)}`;
      console.log(`${m.padEnd(16)} ${d('A')} | ${d('B')}`);
    }
  }
}

// --explain: every dev miss, each false positive with the readers whose removal drops it.
if (corpusAvailable() && process.argv.includes('--explain')) {
  for (const s of devSites()) {
    const got = extractOfferings(s.pages, s.nodes);
    const m = matchOfferings(s.label.services, got.services, false);
    if (!m.fp.length && !m.fn.length) continue;
    const by = new Map<string, string[]>();
    for (const mech of OFFERING_MECHANISMS) {
      const r = matchOfferings(s.label.services, extractOfferings(s.pages, s.nodes, { without: new Set([mech]) }).services, false);
      for (const fp of m.fp) if (!r.fp.includes(fp)) by.set(fp, [...(by.get(fp) ?? []), mech]);
    }
    console.log(`\n${s.group} [${s.half}] label ${s.label.services.length}, got ${got.services.length}`);
    console.log(`  FN: ${m.fn.join(' | ') || '—'}`);
    console.log(`  FP: ${m.fp.map((x) => `${x} {${(by.get(x) ?? ['?']).join(',')}}`).join(' | ') || '—'}`);
  }
}

// --per-site M: what reader M adds on each dev site (TP/FP), to see whether its gains and its
// costs come from the same kind of page.
const perSite = process.argv.indexOf('--per-site');
if (corpusAvailable() && perSite > 0) {
  const mech = process.argv[perSite + 1] as OfferingMechanism;
  for (const s of devSites()) {
    const a = matchOfferings(s.label.services, extractOfferings(s.pages, s.nodes).services, false);
    const b = matchOfferings(s.label.services, extractOfferings(s.pages, s.nodes, { without: new Set([mech]) }).services, false);
    const tp = a.counts.tp - b.counts.tp;
    const fp = a.counts.fp - b.counts.fp;
    if (tp || fp) console.log(`${mech} on ${s.group} [${s.half}]: +TP ${tp} +FP ${fp}`);
  }
}
