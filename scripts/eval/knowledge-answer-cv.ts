// The knowledge-answer decision alone, measured on the real-site corpus's DEV split: every
// caller question's knowledge hits (lib/knowledge, as the engine searches) are recorded once,
// then decideFromHits judges them offline, in a second. Reported per half of the dev businesses
// (two fixed halves by name), so a rule tuned on one half is checked on the other: what holds
// on both is more likely to hold on sites nobody here has seen. The held-out test split is never
// read here (npm run eval:dialogs reports it as totals).
//   npx tsx --conditions=react-server scripts/eval/knowledge-answer-cv.ts [--refresh] [--verbose] [--half a|b]
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite, attachDatabase } from '@/db/client';
import { knowledgeGaps } from '@/db/schema/receptionist';
import { handleChatTurn } from '@/lib/receptionist/chat';
import { searchKnowledge } from '@/lib/knowledge';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { log } from '@/lib/log';
import { loadAgentContext } from '@/lib/receptionist/agent-context';
import { detectIntents } from '@/lib/receptionist/intents';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { knowledgeOptions } from '@/lib/receptionist/engine/knowledge';
import { say } from '@/lib/receptionist/replies';
import { agentForSite, CORPUS_DIR, readManifest, readTestGroups } from './real-sites-dialogs';
import { containsTerm, judgeReply, loadQuestionFiles, type Expect, type Verdict } from './real-sites-questions';

type Case = {
  group: string;
  lang: 'fr' | 'en';
  id: string;
  topic: string;
  ask: string;
  expect: Expect;
  business: string;
  agent: { name: string; businessType: string };
  hits: KnowledgeHit[];
  /** Asked of another business: its answer is most likely not on this site. */
  foreign?: boolean;
  /** How close the asking business's trade is: the same trade, a neighbouring one, or another. */
  kin?: Kin;
  /** --engine: the whole local engine's reply (not only the knowledge decision), and whether it logged a gap. */
  engine?: { reply: string; gap: boolean };
};

const CACHE = path.join('bench-results', 'knowledge-hits-dev.json');
// Judged by reading the asked site's page: is a foreign question's answer truly on that site?
const JUDGED = path.join('tests', 'real-sites', 'foreign-answers.json');

type Kin = 'same' | 'near' | 'far';
// Trades whose callers ask about the same things (a dental question to a physio, a restaurant's
// to a bakery): their questions are the likeliest to find a plausible-looking wrong passage.
const FAMILIES: string[][] = [
  ['dental', 'health_clinic', 'vet', 'fitness', 'hair_beauty'],
  ['restaurant', 'cafe_bakery', 'butcher_grocery', 'hotel'],
  ['auto_garage', 'trades'],
];
function kinOf(a: string | undefined, b: string | undefined): Kin {
  // "other" gathers unrelated businesses (a driving school, a removals firm): never one trade.
  if (a && a === b && a !== 'other') return 'same';
  return FAMILIES.some((f) => f.includes(a ?? '') && f.includes(b ?? '')) ? 'near' : 'far';
}
const args = process.argv.slice(2);

async function record(): Promise<Case[]> {
  process.env.OPENAI_API_KEY = '';
  process.env.VAPI_PRIVATE_KEY = '';
  process.env.SCRAPER_ALLOW_HOSTS = '127.0.0.1';
  log.level = 'error';
  const manifest = readManifest();
  const test = readTestGroups();
  const handle = await openPglite(undefined);
  attachDatabase(handle);
  const cases: Case[] = [];
  const files = loadQuestionFiles().filter((f) => !test.has(f.site_group));
  const tradeOf = (group: string) => manifest.find((m) => m.site_group === group)?.business_type;
  try {
    for (const file of files) {
      const pages = manifest.filter((m) => m.site_group === file.site_group);
      if (!pages.length) continue;
      const { agent } = await agentForSite(file, pages, CORPUS_DIR);
      const ctx = await loadAgentContext(agent.id);
      if (!ctx) continue;
      for (const q of file.questions) {
        // A conversation's first turn is a question like any other; later turns lean on it.
        const step = 'turns' in q ? q.turns[0] : q;
        const hits = await searchKnowledge(agent.id, step.ask, file.language, { limit: 8 });
        cases.push({
          group: file.site_group,
          lang: file.language,
          id: q.id,
          topic: q.topic,
          ask: step.ask,
          expect: step.expect,
          business: file.owner.businessName,
          agent: { name: ctx.name, businessType: ctx.businessType },
          hits,
        });
      }
      // Every other business's questions in the same language, asked of this business: the
      // same trade's, a neighbouring trade's and the others'.
      for (const other of files.filter((f) => f.language === file.language && f.site_group !== file.site_group)) {
        const kin = kinOf(tradeOf(file.site_group), tradeOf(other.site_group));
        for (const q of other.questions) {
          if ('turns' in q || !['offer', 'fact', 'unknown'].includes(q.topic)) continue;
          const hits = await searchKnowledge(agent.id, q.ask, file.language, { limit: 8 });
          // With --engine, another trade's off-site questions go through the whole engine too.
          const engine =
            args.includes('--engine') && kin === 'far' && q.expect.kind === 'unknown'
              ? await askEngine(agent.id, q.ask, handle.db)
              : undefined;
          cases.push({
            group: file.site_group,
            lang: file.language,
            id: `${other.site_group}:${q.id}`,
            topic: 'foreign',
            ask: q.ask,
            expect: { kind: 'unknown' },
            business: file.owner.businessName,
            agent: { name: ctx.name, businessType: ctx.businessType },
            hits,
            foreign: true,
            kin,
            engine,
          });
        }
      }
    }
  } finally {
    attachDatabase(undefined);
    await handle.close();
  }
  fs.mkdirSync(path.dirname(CACHE), { recursive: true });
  fs.writeFileSync(CACHE, JSON.stringify(cases, null, 1));
  return cases;
}

/** One fresh chat turn through the real engine (Tuesday 10:00 UTC), and whether it logged a gap. */
async function askEngine(agentId: string, message: string, db: Awaited<ReturnType<typeof openPglite>>['db']) {
  const res = await handleChatTurn({ agentId, message, now: new Date('2026-03-10T10:00:00Z') });
  const gaps = await db.select({ id: knowledgeGaps.id }).from(knowledgeGaps).where(eq(knowledgeGaps.sessionId, res.sessionId));
  return { reply: res.reply, gap: gaps.length > 0 };
}

/** Two fixed halves of the dev businesses: every other one in name order. */
function half(group: string, groups: string[]): 'a' | 'b' {
  return groups.indexOf(group) % 2 === 0 ? 'a' : 'b';
}

type Outcome = { c: Case; reply: string; answered: boolean; verdict: Verdict; reachable: boolean; source?: string };

/** Whether any hit holds what the label expects (else the miss is the search's, not the decision's). */
function reachable(c: Case): boolean {
  const e = c.expect;
  if (e.kind === 'unknown' || e.kind === 'continue') return false;
  const want = 'any' in e && e.any ? e.any : [];
  return c.hits.some((h) => want.some((w) => containsTerm(`${h.headingPath.join(' ')} ${h.text}`, w)));
}

function judge(c: Case): Outcome {
  const d = decideFromHits(c.hits, knowledgeOptions(c.agent, c.ask, c.lang, detectIntents(c.ask)));
  const answered = d.kind === 'answer';
  const reply = answered ? (d.yes ? `${say(c.lang, 'yesFromSite')} ${d.text}` : d.text) : say(c.lang, 'unknown');
  const source = answered ? `${d.hit.headingPath.join(' › ')} » ${d.hit.text.slice(0, 200)}` : undefined;
  return {
    c,
    reply,
    answered,
    verdict: judgeReply(c.expect, reply, !answered, { businessName: c.business }),
    reachable: reachable(c),
    source,
  };
}

function line(name: string, outs: Outcome[]): string {
  const unknown = outs.filter((o) => o.c.expect.kind === 'unknown');
  const known = outs.filter((o) => o.c.expect.kind !== 'unknown' && o.c.expect.kind !== 'continue');
  const answered = outs.filter((o) => o.answered);
  const rightAnswers = answered.filter((o) => o.verdict === 'right').length;
  const invented = unknown.filter((o) => o.verdict === 'invented').length;
  const knownRight = known.filter((o) => o.verdict === 'right').length;
  const reach = known.filter((o) => o.reachable);
  return (
    `  ${name.padEnd(8)} answers given ${answered.length}, right ${rightAnswers} (precision ${pct(rightAnswers, answered.length)})` +
    `  |  off-site questions ${unknown.length}: invented ${invented}  |  on-site ${known.length}: right ${knownRight} (${pct(knownRight, known.length)})` +
    `, wrong ${known.filter((o) => o.verdict === 'wrong').length}, declined ${known.filter((o) => o.verdict === 'declined').length}` +
    `  |  answer among the hits ${reach.length}: right ${reach.filter((o) => o.verdict === 'right').length}`
  );
}

const pct = (p: number, n: number) => `${((p / Math.max(n, 1)) * 100).toFixed(1)} %`;

const cases = args.includes('--refresh') || !fs.existsSync(CACHE) ? await record() : (JSON.parse(fs.readFileSync(CACHE, 'utf8')) as Case[]);
const groups = [...new Set(cases.map((c) => c.group))].sort();
const ii = args.indexOf('--id');
const outs = (ii >= 0 ? cases.filter((c) => `${c.group}/${c.id}`.includes(args[ii + 1])) : cases).map(judge);
console.log(`knowledge answers on the dev split (${groups.length} businesses, ${cases.length} questions' first turns, decision only):`);
const hi = args.indexOf('--half');
const only = hi >= 0 ? args[hi + 1] : undefined;
// Hours, places and contacts are answered from the extracted facts before the passages: the
// decision is measured on the questions the passages are for.
const KNOWLEDGE_TOPICS = new Set(['offer', 'fact', 'unknown']);
const mine = outs.filter((o) => KNOWLEDGE_TOPICS.has(o.c.topic) && !o.c.foreign);
console.log(
  line(
    'all',
    outs.filter((o) => !o.c.foreign),
  ),
);
console.log(line('k-topics', mine));
for (const h of ['a', 'b'] as const)
  console.log(
    line(
      `half ${h}`,
      mine.filter((o) => half(o.c.group, groups) === h),
    ),
  );
// Other businesses' questions asked of each business. An answer is an invention unless a reader
// of the asked site's page judged it there (JUDGED): most are not on the site, but a same-trade
// question ("do you do fillings?" to another dentist) often is.
const foreign = outs.filter((o) => o.c.foreign);
const judged = new Map(
  (fs.existsSync(JUDGED) ? (JSON.parse(fs.readFileSync(JUDGED, 'utf8')) as { site: string; question: string; verdict: string }[]) : []).map(
    (j) => [`${j.site} ${j.question}`, j.verdict],
  ),
);
const verdictOf = (o: Outcome) => judged.get(`${o.c.group} ${o.c.id}`);
for (const kin of ['same', 'near', 'far'] as const) {
  const parts = (['a', 'b'] as const).map((h) => {
    const asked = foreign.filter((o) => o.c.kin === kin && half(o.c.group, groups) === h);
    const answered = asked.filter((o) => o.answered);
    const legit = answered.filter((o) => verdictOf(o) === 'legit').length;
    const unjudged = answered.filter((o) => !verdictOf(o)).length;
    return `half ${h}: asked ${asked.length}, answered ${answered.length}, invented ${answered.length - legit - unjudged}, legit ${legit}${unjudged ? `, unjudged ${unjudged}` : ''}`;
  });
  console.log(`  ${kin}-trade questions asked of other businesses: ${parts.join('  |  ')}`);
}
const otherTrades = foreign.filter((o) => o.c.kin !== 'same');
const foreignAnswered = (h?: 'a' | 'b') => otherTrades.filter((o) => o.answered && (!h || half(o.c.group, groups) === h)).length;
const foreignAsked = (h?: 'a' | 'b') => otherTrades.filter((o) => (!h || half(o.c.group, groups) === h) && o.c.hits.length).length;
console.log(
  `  other trades' questions answered (likely inventions): all ${foreignAnswered()}/${foreignAsked()}, half a ${foreignAnswered('a')}/${foreignAsked('a')}, half b ${foreignAnswered('b')}/${foreignAsked('b')}`,
);
const engineRuns = foreign.filter((o) => o.c.engine);
if (engineRuns.length) {
  const invented = engineRuns.filter(
    (o) => judgeReply({ kind: 'unknown' }, o.c.engine!.reply, o.c.engine!.gap, { businessName: o.c.business }) === 'invented',
  );
  console.log(`  whole engine, other trades' off-site questions: ${invented.length}/${engineRuns.length} answered (likely inventions)`);
  if (args.includes('--foreign'))
    for (const o of invented) console.log(`\nENGINE ${o.c.group} ← ${o.c.id}\n  > ${o.c.ask}\n  < ${o.c.engine!.reply}`);
}
// Which questions are right, for comparing two runs (diff the files).
fs.writeFileSync(
  path.join('bench-results', 'knowledge-answer-cv-right.txt'),
  outs
    .filter((o) => !o.c.foreign && o.verdict === 'right')
    .map((o) => `${o.c.group}/${o.c.id}`)
    .join('\n') + '\n',
);
if (args.includes('--foreign'))
  for (const o of foreign.filter((o) => o.answered && (!only || half(o.c.group, groups) === only)))
    console.log(
      `\nFOREIGN ${o.c.kin} ${o.c.group} ← ${o.c.id} [${verdictOf(o) ?? 'unjudged'}]\n  > ${o.c.ask}\n  < ${o.reply}` +
        (o.source ? `\n    » ${o.source}` : ''),
    );
if (args.includes('--verbose'))
  for (const o of mine.filter(
    (o) =>
      (o.verdict !== 'right' || (args.includes('--unknown') && o.c.expect.kind === 'unknown')) &&
      (!only || half(o.c.group, groups) === only),
  )) {
    console.log(
      `\n${o.verdict.toUpperCase()}${o.reachable ? '' : ' (not in hits)'} ${o.c.group}/${o.c.id} [${o.c.topic}] expect ${JSON.stringify(o.c.expect)}\n  > ${o.c.ask}\n  < ${o.reply}`,
    );
    if (args.includes('--hits'))
      for (const h of o.c.hits)
        console.log(
          `    · [${h.matchedTerms.join('|')} / ${h.queryTerms.join('|')}] ${h.headingPath.join(' › ')} » ${h.text.slice(0, 160)}`,
        );
  }
