// Where a declined answer is lost. For every offer or fact turn of the real-site dialogs that the
// engine declined ("I don't have that") although the site says it, on the splits one may read
// (dev, dev-fresh3-a and dev-fresh4-a; never the held-out split, the blind fresh sets or half b), finds the
// stage at which the passage holding the expected words dropped out:
//   not-in-base   no passage of the agent holds the expected words (scrape, chunking);
//   not-retrieved the search's first 8 hits (what the engine reads) do not hold it;
//   grounding     retrieved, but set aside before ranking (unreadable line, review, link label);
//   ranked-below  ranked, but another passage was put first and the decision went with it;
//   too-weak      ranked first, but the decision found it not sure enough;
//   not-consulted the decision on the caller's whole question would answer: the engine's path
//                 (offer list, hours, another intent) never asked the knowledge base that way.
// Reads the turns of the last `npm run eval:dialogs` (bench-results/eval-real-dialogs.json).
//   npx tsx --conditions=react-server scripts/eval/real-sites-declines.ts [--verbose]
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, attachDatabase } from '@/db/client';
import { formatPassage, listPassages, searchKnowledge } from '@/lib/knowledge';
import { log } from '@/lib/log';
import { loadAgentContext } from '@/lib/receptionist/agent-context';
import { knowledgeOptions } from '@/lib/receptionist/engine/knowledge';
import { refineIntents } from '@/lib/receptionist/engine/understand';
import { detectIntents } from '@/lib/receptionist/intents';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { callToAction } from '@/lib/receptionist/knowledge-grounding';
import { rank } from '@/lib/receptionist/knowledge-rank';
import { isBareValue } from '@/lib/receptionist/passage-about';
import { isTestimonial, readable } from '@/lib/receptionist/passage-text';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { agentForSite, CORPUS_DIR, readManifest, type TurnResult } from './real-sites-dialogs';
import { containsTerm, loadQuestionFiles } from './real-sites-questions';

const READABLE_SPLITS = new Set(['dev', 'dev-fresh3-a', 'dev-fresh4-a']);
const TOPICS = new Set(['offer', 'fact']);
const verbose = process.argv.includes('--verbose');

type Stage = 'not-in-base' | 'not-retrieved' | 'grounding' | 'ranked-below' | 'too-weak' | 'not-consulted';

const results = JSON.parse(fs.readFileSync(path.join('bench-results', 'eval-real-dialogs.json'), 'utf8')) as { turns: TurnResult[] };
const declined = results.turns.filter((t) => READABLE_SPLITS.has(t.split) && TOPICS.has(t.topic) && t.verdict === 'declined');
const expected = (t: TurnResult) => ('any' in t.expect && t.expect.any ? t.expect.any : []);
const holds = (text: string, t: TurnResult) => expected(t).some((e) => containsTerm(text, e));

process.env.OPENAI_API_KEY = '';
process.env.VAPI_PRIVATE_KEY = '';
process.env.SCRAPER_ALLOW_HOSTS = '127.0.0.1';
log.level = 'error';
const handle = await openPglite(undefined);
attachDatabase(handle);
const manifest = readManifest(CORPUS_DIR);
const owners = new Map(loadQuestionFiles().map((f) => [f.site_group, f]));
const counts: Record<Stage, number> = {
  'not-in-base': 0,
  'not-retrieved': 0,
  grounding: 0,
  'ranked-below': 0,
  'too-weak': 0,
  'not-consulted': 0,
};
const bySplit: Record<string, Record<string, number>> = {};
let closestNames = 0;

for (const group of [...new Set(declined.map((t) => t.group))]) {
  const file = owners.get(group);
  if (!file) continue;
  const pages = manifest.filter((m) => m.site_group === group);
  const agentId = (await agentForSite(file, pages, CORPUS_DIR)).agent.id;
  const agent = await loadAgentContext(agentId);
  if (!agent) continue;
  const base = (await listPassages(agentId)).map((p) => formatPassage(p));
  for (const t of declined.filter((d) => d.group === group)) {
    const hits = await searchKnowledge(agentId, t.ask, t.lang, { limit: 8 });
    const opts = knowledgeOptions(agent, t.ask, t.lang, refineIntents(t.ask, t.ask, detectIntents(t.ask)));
    const right = (h: KnowledgeHit) => holds(formatPassage(h), t);
    const at = hits.findIndex(right);
    const kept = (h: KnowledgeHit) =>
      (readable(h.text) || (isBareValue(h.text) && h.headingPath.length > 0)) && !isTestimonial(h) && !callToAction(h.text);
    const ranked = rank(hits, opts);
    const decision = decideFromHits(hits, opts);
    const stage: Stage = !base.some((p) => holds(p, t))
      ? 'not-in-base'
      : at < 0
        ? 'not-retrieved'
        : !kept(hits[at])
          ? 'grounding'
          : decision.kind === 'answer' && holds(decision.text, t)
            ? 'not-consulted'
            : ranked[0] && right(ranked[0].hit)
              ? 'too-weak'
              : 'ranked-below';
    counts[stage]++;
    // What a "closest things" reply would name: the lines (last heading, or a short row) of the
    // first four ranked passages. Counts how often the expected words would be among them.
    const closest = ranked
      .slice(0, 4)
      .map((r) => (r.hit.text.split(/\s+/).length <= 6 ? r.hit.text : (r.hit.headingPath.at(-1) ?? '')))
      .join(' · ');
    if (holds(closest, t)) closestNames++;
    (bySplit[t.split] ??= {})[stage] = (bySplit[t.split]?.[stage] ?? 0) + 1;
    if (verbose) {
      const r = ranked.find((x) => right(x.hit));
      console.log(`[${stage}] ${t.split} ${group}/${t.id}: ${t.ask}`);
      console.log(
        `   right hit #${at}${r ? ` rank ${ranked.indexOf(r)} matched ${JSON.stringify(r.matched)} nouns ${JSON.stringify(r.nouns)}` : ''}`,
      );
      if (ranked[0]) console.log(`   first: ${formatPassage(ranked[0].hit).slice(0, 140)} (matched ${JSON.stringify(ranked[0].matched)})`);
    }
  }
}
await handle.close();
console.log(`declined offer/fact turns on ${[...READABLE_SPLITS].join(' + ')}: ${declined.length}`);
console.log('by stage:', JSON.stringify(counts));
console.log('by split:', JSON.stringify(bySplit));
console.log(`the lines of the first four ranked passages name the expected words: ${closestNames}/${declined.length}`);
