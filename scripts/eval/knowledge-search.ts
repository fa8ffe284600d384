// Retrieval check of the knowledge base on the real-site corpus: for each labelled caller question
// whose answer is on the site, is a passage that holds the expected fact among the first hits?
// For questions whose answer is not on the site, what is the best score (what a confidence
// threshold must stay above)? Runs on the dev split unless --split test.
//   npx tsx --conditions=react-server scripts/eval/knowledge-search.ts [--split dev|test] [--half a|b] [--verbose]
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, attachDatabase } from '@/db/client';
import { insertAgent } from '@/lib/agent/repository';
import { bundlePages, decodeHtml } from '@/lib/extract/bundle';
import { emptyExtractedInfo } from '@/lib/extract/types';
import { REAL_SITES_DIR } from './extract-real/labels';
import { indexSite, listPassages, searchKnowledge, formatPassage } from '@/lib/knowledge';

type Question = { id: string; ask: string; expect: { kind: string; any?: string[] } };
type Labels = { site_group: string; language: 'fr' | 'en'; owner: { businessName: string }; questions: Question[] };

const CORPUS = REAL_SITES_DIR;
const split = process.argv.includes('--split') ? process.argv[process.argv.indexOf('--split') + 1] : 'dev';
const verbose = process.argv.includes('--verbose');
// --half a|b: one of the two fixed halves of the dev businesses (every other one by name), as
// knowledge-answer-cv.ts cuts them, to check a change tuned on one half on the other.
const onlyHalf = process.argv.includes('--half') ? process.argv[process.argv.indexOf('--half') + 1] : undefined;
let groupIndex = -1;
const held = new Set<string>(JSON.parse(fs.readFileSync('tests/real-sites/split.json', 'utf8')).test);
const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS, 'manifest.json'), 'utf8')) as {
  file: string;
  site_group: string;
  path: string;
}[];

const handle = await openPglite(undefined);
attachDatabase(handle);
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
let onSite = 0,
  top1 = 0,
  top3 = 0,
  top8 = 0,
  inBase = 0,
  passages = 0;
/** The engine reads this many hits (lib/receptionist/engine/index.ts). */
const ENGINE_HITS = 8;
const offScores: number[] = [];
/** Best score of each on-site question: how far above the off-site scores the answers sit. */
const onScores: number[] = [];
const dir = 'tests/real-sites/questions';
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const labels = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Labels;
  if ((split === 'test') !== held.has(labels.site_group)) continue;
  groupIndex++;
  if (onlyHalf && (groupIndex % 2 === 0 ? 'a' : 'b') !== onlyHalf) continue;
  const pages = manifest.filter((m) => m.site_group === labels.site_group);
  const html = bundlePages(
    pages.map((m) => ({
      url: `https://${labels.site_group}.example/${m.path}`,
      html: decodeHtml(fs.readFileSync(path.join(CORPUS, m.file))),
    })),
  );
  const agent = await insertAgent({
    name: labels.owner.businessName,
    phone: '',
    businessType: 'other',
    website: null,
    language: labels.language,
    timezone: 'Europe/Paris',
    extractedInfo: emptyExtractedInfo(),
    prompt: '',
    settings: { language: labels.language, tone: 'friendly', maxCallDuration: 300 } as never,
    editTokenHash: 'x',
  });
  passages += await indexSite(agent.id, html, labels.language);
  const base = (await listPassages(agent.id)).map((p) => fold(formatPassage(p)));
  for (const q of labels.questions) {
    if (!q.ask) continue;
    const hits = await searchKnowledge(agent.id, q.ask, labels.language, { limit: ENGINE_HITS });
    const expected = q.expect.any ?? [];
    if (q.expect.kind === 'unknown') {
      offScores.push(hits[0]?.score ?? 0);
      if (verbose) console.log(`  [none] ${q.ask}\n     → ${hits[0] ? `${hits[0].score} ${formatPassage(hits[0])}` : '-'}`);
      continue;
    }
    if (!expected.length || !['fact', 'yes', 'no'].includes(q.expect.kind)) continue;
    onSite++;
    onScores.push(hits[0]?.score ?? 0);
    const holds = (i: number) => hits[i] && expected.some((e) => fold(formatPassage(hits[i])).includes(fold(e)));
    const rank = hits.findIndex((_, i) => holds(i));
    const held = base.some((p) => expected.some((e) => p.includes(fold(e))));
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 3) top3++;
    if (rank >= 0) top8++;
    if (held) inBase++;
    // "miss" = in the base but not among the engine's hits; "absent" = no passage holds it.
    if (verbose && rank !== 0)
      console.log(
        `  [${rank >= 0 ? rank : held ? 'miss' : 'absent'}] ${labels.site_group}: ${q.ask} (${expected.join(' | ')})\n     → ${hits[0] ? `${hits[0].score} ${formatPassage(hits[0])}` : '-'}`,
      );
  }
}
offScores.sort((a, b) => a - b);
onScores.sort((a, b) => a - b);
const medianOf = (xs: number[]) => (xs.length ? xs[Math.floor(xs.length / 2)] : 0);
const median = medianOf(offScores);
console.log(
  JSON.stringify(
    {
      split,
      passages,
      questionsOnSite: onSite,
      inBase,
      top1,
      top3,
      [`top${ENGINE_HITS}`]: top8,
      onSiteMedian: medianOf(onScores),
      offSiteMedian: median,
      offSiteBestScores: offScores,
    },
    null,
    1,
  ),
);
await handle.close();
