import { performance } from 'node:perf_hooks';
import { extractBusinessInfo } from '@/lib/extract';
import type { ExtractedInfo } from '@/lib/extract/types';
import { inventedAddress, inventedPhones, pageEvidence, scoreAddress, scoreHours, scorePhones } from '../extract-real/match';
import { precision, recall, runCases, type Miss, type Tally } from '../extract-synth/score';
import { wildSetDir, type Half } from '../wild-set-dir';
import { loadWildSet, type WildPage } from './load';

// `npm run eval:extract-wild -- [--dir DIR] [--misses] [--only P1,P2] [--skip P1,P2]`
// (default: WILD_EXTRACT_DIR, WILD_DIR/extract or ../wild/extract). --only / --skip keep or drop
// the pages whose id starts with one of the comma-separated prefixes, so a batch of pages added
// later ("s7a-") can be scored apart from the set it joins.
// Phones, address and hours of lib/extract on pages written by other people (see ./load.ts),
// scored with the real-site matcher (extract-real/match.ts). Prints P/R/F1 per field, per half and
// language, and the invented values. --misses lists the misses of half A only: half B is the blind
// check that a fix generalises, and its misses are never printed.

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const dir = wildSetDir('extract', arg('dir'));
const showMisses = process.argv.includes('--misses');
const prefixes = (name: string) => arg(name)?.split(',').filter(Boolean) ?? [];
const only = prefixes('only');
const skip = prefixes('skip');
const pages = loadWildSet(dir).filter(
  (p) => (!only.length || only.some((x) => p.id.startsWith(x))) && !skip.some((x) => p.id.startsWith(x)),
);

// One extraction per page (timed after a warm-up), reused by the three fields' runs.
extractBusinessInfo(pages[0]?.html ?? '', { locale: 'fr', baseUrl: 'https://warm.example/' });
const cache = new Map<string, ExtractedInfo>();
const ms: number[] = [];
for (const p of pages) {
  const t0 = performance.now();
  cache.set(p.html, extractBusinessInfo(p.html, { locale: p.locale, baseUrl: p.url }));
  ms.push(performance.now() - t0);
}
const cached = (html: string) => cache.get(html)!;
const keysOf = (p: WildPage) => [`${p.half} ${p.locale}`, `${p.half} *`, `* ${p.locale}`, '* *'];
const list = (xs: string[]) => (xs.length ? xs.join(', ') : '—');

const fields = {
  phones: (p: WildPage, info: ExtractedInfo) => {
    const r = scorePhones(p.label, info);
    return { ...r.counts, miss: `missed ${list(r.fn)}; wrong ${list(r.fp)}` };
  },
  address: (p: WildPage, info: ExtractedInfo) => {
    const r = scoreAddress(p.label, info.address);
    const want = p.label.addresses.map((a) => [a.street, a.postalCode, a.city].filter(Boolean).join(', '));
    const got = info.address
      ? `${info.address.formatted} {street: ${info.address.street ?? '∅'}, postcode: ${info.address.postalCode ?? '∅'}, city: ${info.address.city ?? '∅'}}`
      : 'none';
    return { tp: r.tp, fp: r.fp, fn: r.fn, miss: `expected ${list(want)}; got ${got}` };
  },
  hours: (p: WildPage, info: ExtractedInfo) => {
    const r = scoreHours(p.label, info);
    return { ...r.counts, miss: `missed ${list(r.fn)}; wrong ${list(r.fp)}${p.label.hours ? '' : ' (page gives no hours)'}` };
  },
};

const f1 = (t: Tally) => {
  const p = precision(t);
  const r = recall(t);
  return p + r ? (2 * p * r) / (p + r) : 0;
};
const row = (k: string, t: Tally) =>
  `  ${k.padEnd(6)} pages=${String(t.n).padStart(3)}  P=${precision(t).toFixed(2)}  R=${recall(t).toFixed(2)}  F1=${f1(t).toFixed(2)}  exact=${(t.exact / t.n).toFixed(2)}`;

const count = (h: Half | '*') => pages.filter((p) => h === '*' || p.half === h).length;
const byLang = (h: Half | '*', l: string) => pages.filter((p) => (h === '*' || p.half === h) && p.locale === l).length;
console.log(
  `wild set ${dir}: ${pages.length} labelled pages — A ${count('A')} (fr ${byLang('A', 'fr')}), B ${count('B')} (fr ${byLang('B', 'fr')})`,
);

const misses: Record<string, Miss[]> = {};
for (const [field, score] of Object.entries(fields)) {
  const run = runCases(pages, score, keysOf, (_p, s) => ({ want: '', got: s.miss }), cached);
  console.log(`\n== ${field}`);
  for (const k of ['A *', 'A fr', 'A en', 'B *', 'B fr', 'B en', '* *']) {
    const t = run.byKey.get(k);
    if (t) console.log(row(k, t));
  }
  misses[field] = run.misses.filter((m) => pages.find((p) => p.id === m.id)!.half === 'A');
}

// Invented: a value no text or attribute of the page contains.
const invented = { A: { phones: 0, addresses: 0 }, B: { phones: 0, addresses: 0 } };
const inventedLines: string[] = [];
for (const p of pages) {
  const info = cached(p.html);
  const ev = pageEvidence([p.html]);
  const ph = inventedPhones(info, ev);
  const ad = inventedAddress(info.address, ev);
  invented[p.half].phones += ph.length;
  invented[p.half].addresses += ad ? 1 : 0;
  if (p.half === 'A' && (ph.length || ad)) inventedLines.push(`${p.id}: ${list([...ph, ...(ad ? [ad] : [])])}`);
}
console.log(
  `\ninvented — A: phones ${invented.A.phones}, addresses ${invented.A.addresses}; B: phones ${invented.B.phones}, addresses ${invented.B.addresses}`,
);
const sorted = [...ms].sort((a, b) => a - b);
console.log(`median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} ms/page over ${ms.length} pages`);

if (showMisses) {
  console.log('\n== misses of half A (half B is blind)');
  for (const [field, ms_] of Object.entries(misses)) for (const m of ms_) console.log(`${field.padEnd(7)} ${m.id}: ${m.got}`);
  for (const l of inventedLines) console.log(`INVENTED ${l}`);
}
