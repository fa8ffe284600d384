import { addressCases } from './address-cases';
import { hoursCases } from './hours-cases';
import { runAddressCases, runHoursCases, table } from './score';

// `npx tsx scripts/eval/extract-synth/run.ts [--seed N] [--n N] [--misses K] [--only address|hours] [--grep S]`
// Recall/precision of lib/extract on generated pages, per format × placement and writing × layout.

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : dflt;
};
const seed = Number(arg('seed', '1'));
const n = Number(arg('n', '3'));
const showMisses = Number(arg('misses', '0'));
const only = arg('only', '');
const grep = arg('grep', '');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

for (const kind of ['address', 'hours'] as const) {
  if (only && only !== kind) continue;
  const r =
    kind === 'address'
      ? runAddressCases(addressCases(seed, n).filter((c) => c.id.includes(grep)))
      : runHoursCases(hoursCases(seed, n).filter((c) => c.id.includes(grep)));
  console.log(`\n== ${kind}: per pair (misses only)`);
  console.log(table(new Map([...r.byKey].filter(([, t]) => t.exact < t.n)), true));
  console.log(`\n== ${kind}: margins`);
  console.log(table(r.byKey, false));
  console.log(`median ${median(r.ms).toFixed(1)} ms/page over ${r.ms.length} pages`);
  for (const m of r.misses.slice(0, showMisses)) console.log(`MISS ${m.id}\n   want ${m.want}\n   got  ${m.got}`);
}
