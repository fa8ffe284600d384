import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { openPglite, attachDatabase } from '@/db/client';
import { knowledgeGaps } from '@/db/schema/receptionist';
import { BUSINESS_TYPES, findBusinessType, type BusinessTypeId } from '@/lib/agent/business-types';
import { createAgent } from '@/lib/agent/create-agent';
import { log } from '@/lib/log';
import { handleChatTurn } from '@/lib/receptionist/chat';
import { fromLocal } from '@/lib/receptionist/zoned-time';
import { scrapeWebsite } from '@/lib/scrape';
import { REAL_SITES_DIR } from './extract-real/labels';
import {
  EXTRA_SETS,
  FRESH_SETS,
  isBlindSplit,
  judgeReply,
  loadQuestionFiles,
  questionHalf,
  wordCount,
  type Expect,
  type FreshSplit,
  type QuestionFile,
  type Verdict,
} from './real-sites-questions';

// Caller questions on agents built from real small-business sites (the corpus in
// REAL_SITES_DIR, labels in tests/real-sites/questions). Each site is served on a local
// HTTP server and goes through what a user does: the scraper fetches it, create-agent builds the
// agent with the tile the owner would pick, and every question is asked in a fresh chat session
// through the same turn function as /api/agents/:id/chat (local engine, no OpenAI key), at a
// fixed weekday morning in the agent's time zone.
// The blind-written fresh sets on the dev sites (FRESH_SETS) are asked of the same agent but each
// is counted as its own split ("dev-fresh", "dev-fresh2"), never in the dev numbers; a halved set
// is counted as its two halves ("dev-fresh3-a", "dev-fresh3-b").

/** The corpus folder: one setting for every real-site eval (REAL_SITES_DIR). */
export const CORPUS_DIR = REAL_SITES_DIR;
const SPLIT_FILE = path.join(process.cwd(), 'tests', 'real-sites', 'split.json');
/** Tuesday 10 March 2026, 10:00 in the agent's time zone: a plain open-for-business morning. */
const NOW_LOCAL = { y: 2026, m: 3, d: 10, hh: 10, mm: 0 };
export const TARGETS = { rightRate: 0.9, invented: 0, medianWords: 25 } as const;
const LONG_REPLY_WORDS = 60;

export type ManifestEntry = {
  file: string;
  path: string;
  language: 'fr' | 'en';
  business_type: string;
  business_name: string;
  site_group: string;
};

/** A fresh split is a blind set on the dev sites; a test site's fresh file is never asked. */
export type Split = 'dev' | 'test' | FreshSplit;

export type TurnResult = {
  group: string;
  split: Split;
  lang: 'fr' | 'en';
  id: string;
  topic: string;
  ask: string;
  expect: Expect;
  reply: string;
  words: number;
  gap: boolean;
  verdict: Verdict;
};

export type Tally = {
  turns: number;
  right: number;
  invented: number;
  declinedFacts: number;
  unknownAsked: number;
  medianWords: number;
  maxWords: number;
  over60: number;
};

export type RealSitesResult = {
  /** pages: how many the scraper read, of corpusPages served. */
  groups: {
    group: string;
    split: 'dev' | 'test';
    lang: string;
    businessType: string;
    pages: number;
    corpusPages: number;
    error?: string;
  }[];
  bySplit: Record<string, Tally>;
  bySplitLang: Record<string, Tally>;
  /** dev and test turns by topic; each fresh set has its own (byTopicFresh[split]). */
  byTopic: Record<string, Tally>;
  byTopicFresh: Partial<Record<FreshSplit, Record<string, Tally>>>;
  turns: TurnResult[];
  targets: typeof TARGETS & { met: boolean | null };
};

// What the owner of each corpus business type picks on the onboarding tiles. Trades, lawyers,
// gyms… have no tile: they pick "Other" (and may type their trade; the question file says so).
const TILE_FOR_CORPUS_TYPE: Record<string, BusinessTypeId> = {
  restaurant: 'restaurant',
  cafe_bakery: 'shop',
  hair_beauty: 'hair_salon',
  hotel: 'hotel',
  health_clinic: 'clinic',
  vet: 'clinic',
  dental: 'dental_office',
  auto_garage: 'auto_garage',
  florist: 'florist',
  butcher_grocery: 'shop',
  shop: 'shop',
};

/** The businessType string the onboarding form sends: a tile's label in the UI language, or free text after "Other". */
export function onboardingBusinessType(corpusType: string, lang: 'fr' | 'en', override?: string): string {
  const chosen = override ?? TILE_FOR_CORPUS_TYPE[corpusType] ?? 'other';
  const tile = BUSINESS_TYPES.find((t) => t.id === chosen) ?? findBusinessType(chosen);
  return tile ? tile.label[lang] : chosen;
}

export function readManifest(dir = CORPUS_DIR): ManifestEntry[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
}

export function readTestGroups(): Set<string> {
  if (!fs.existsSync(SPLIT_FILE)) return new Set();
  return new Set((JSON.parse(fs.readFileSync(SPLIT_FILE, 'utf8')) as { test: string[] }).test);
}

/**
 * Serves one business's pages under one origin at their path in the original repository; a
 * directory URL answers with its index.html, like the static hosts these sites lived on.
 * Returns the URL a user would type: the site's root page, or the one page we have.
 */
export async function serveSite(pages: ManifestEntry[], dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const byPath = new Map(pages.map((p) => [`/${p.path.replace(/^\/+/, '')}`, path.join(dir, p.file)]));
  const server = http.createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const file = byPath.get(p);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    // No charset in the header: the scraper must read the page's own declaration, as on the web.
    res.writeHead(200, { 'content-type': 'text/html' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const index = pages.find((p) => /(^|\/)index\.html?$/.test(p.path));
  const start = index ? index.path.replace(/index\.html?$/, '') : pages[0].path;
  return { url: `http://127.0.0.1:${port}/${start}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * One business of the corpus turned into an agent the way a user does it: its pages served, the
 * site scraped from the URL a user would type, and the onboarding form's values sent.
 */
export async function agentForSite(file: QuestionFile, pages: ManifestEntry[], dir: string) {
  const businessType = onboardingBusinessType(pages[0].business_type, file.language, file.owner.businessType);
  const site = await serveSite(pages, dir);
  try {
    const scraped = await scrapeWebsite(site.url);
    const { agent } = await createAgent({
      businessName: file.owner.businessName,
      businessType,
      phone: file.owner.phone,
      scrapedContent: scraped.html,
      website: scraped.url,
      locale: file.language,
    });
    return { agent, businessType, pageCount: scraped.pages.length };
  } finally {
    await site.close();
  }
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function tally(turns: TurnResult[]): Tally {
  const words = turns.map((t) => t.words);
  return {
    turns: turns.length,
    right: turns.filter((t) => t.verdict === 'right').length,
    invented: turns.filter((t) => t.verdict === 'invented').length,
    declinedFacts: turns.filter((t) => t.verdict === 'declined').length,
    unknownAsked: turns.filter((t) => t.expect.kind === 'unknown').length,
    medianWords: median(words),
    maxWords: words.length ? Math.max(...words) : 0,
    over60: words.filter((w) => w > LONG_REPLY_WORDS).length,
  };
}

function groupBy(turns: TurnResult[], key: (t: TurnResult) => string): Record<string, Tally> {
  const out: Record<string, TurnResult[]> = {};
  for (const t of turns) (out[key(t)] ??= []).push(t);
  return Object.fromEntries(
    Object.entries(out)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, tally(v)]),
  );
}

async function askGroup(
  file: QuestionFile,
  pages: ManifestEntry[],
  split: 'dev' | 'test',
  dir: string,
  db: Awaited<ReturnType<typeof openPglite>>['db'],
  fresh: { split: FreshSplit; halved: boolean; file: QuestionFile }[],
) {
  const lang = file.language;
  const { agent, businessType, pageCount } = await agentForSite(file, pages, dir);
  const agentId = agent.id;
  const timezone = agent.timezone;
  const now = fromLocal(NOW_LOCAL, timezone);
  const turns: TurnResult[] = [];
  const asked = [
    ...file.questions.map((q) => ({ q, split: split as Split })),
    ...fresh.flatMap((f) =>
      f.file.questions.map((q) => ({ q, split: (f.halved ? `${f.split}-${questionHalf(f.file.site_group, q.id)}` : f.split) as Split })),
    ),
  ];
  for (const { q, split } of asked) {
    const steps = 'turns' in q ? q.turns : [{ ask: q.ask, expect: q.expect }];
    let sessionId: string | undefined;
    let gapsBefore = 0;
    for (const [i, step] of steps.entries()) {
      const res = await handleChatTurn({ agentId, sessionId, message: step.ask, now });
      sessionId = res.sessionId;
      const gaps = (await db.select({ id: knowledgeGaps.id }).from(knowledgeGaps).where(eq(knowledgeGaps.sessionId, sessionId))).length;
      const gap = gaps > gapsBefore;
      gapsBefore = gaps;
      turns.push({
        group: file.site_group,
        split,
        lang,
        id: steps.length > 1 ? `${q.id}#${i + 1}` : q.id,
        topic: q.topic,
        ask: step.ask,
        expect: step.expect,
        reply: res.reply,
        words: wordCount(res.reply),
        gap,
        verdict: judgeReply(step.expect, res.reply, gap, { businessName: file.owner.businessName }),
      });
      if (res.ended) break;
    }
  }
  return { turns, meta: { group: file.site_group, split, lang, businessType, pages: pageCount, corpusPages: pages.length } };
}

export async function runRealSiteDialogs(
  opts: { filter?: string; dir?: string; fresh?: boolean; onGroup?: (group: string) => void } = {},
): Promise<RealSitesResult | null> {
  const dir = opts.dir ?? CORPUS_DIR;
  if (!fs.existsSync(path.join(dir, 'manifest.json'))) return null;
  // Measures the local engine on what a user's scrape gives it: no provider calls, quiet logs.
  process.env.OPENAI_API_KEY = '';
  process.env.VAPI_PRIVATE_KEY = '';
  process.env.SCRAPER_ALLOW_HOSTS = '127.0.0.1';
  const previousLevel = log.level;
  log.level = 'error';
  const manifest = readManifest(dir);
  const testGroups = readTestGroups();
  const files = loadQuestionFiles().filter((f) => !opts.filter || f.site_group.includes(opts.filter));
  const freshSets = (opts.fresh === false ? EXTRA_SETS.filter((s) => !s.blind) : EXTRA_SETS).map((s) => ({
    split: s.split,
    halved: s.halved,
    byGroup: new Map(loadQuestionFiles(s.dir).map((f) => [f.site_group, f])),
  }));
  const handle = await openPglite(undefined);
  attachDatabase(handle);
  const turns: TurnResult[] = [];
  const groups: RealSitesResult['groups'] = [];
  try {
    for (const file of files) {
      opts.onGroup?.(file.site_group);
      const pages = manifest.filter((m) => m.site_group === file.site_group);
      const split = testGroups.has(file.site_group) ? 'test' : 'dev';
      // A group that could not be asked is still listed, with why.
      const failed = (error: string) =>
        groups.push({ group: file.site_group, split, lang: file.language, businessType: '', pages: 0, corpusPages: pages.length, error });
      if (!pages.length) {
        failed('not in manifest');
        continue;
      }
      try {
        const fresh =
          split === 'dev'
            ? freshSets.flatMap((s) => {
                const f = s.byGroup.get(file.site_group);
                return f ? [{ split: s.split, halved: s.halved, file: f }] : [];
              })
            : [];
        const r = await askGroup(file, pages, split, dir, handle.db, fresh);
        turns.push(...r.turns);
        groups.push(r.meta);
      } catch (err) {
        failed(err instanceof Error ? err.message : String(err));
      }
    }
  } finally {
    attachDatabase(undefined);
    await handle.close();
    log.level = previousLevel;
  }
  const bySplit = groupBy(turns, (t) => t.split);
  const test = bySplit.test;
  const met = test
    ? test.right / Math.max(test.turns, 1) >= TARGETS.rightRate &&
      test.invented <= TARGETS.invented &&
      test.medianWords <= TARGETS.medianWords
    : null;
  return {
    groups,
    bySplit,
    bySplitLang: groupBy(turns, (t) => `${t.split} ${t.lang}`),
    byTopic: groupBy(
      turns.filter((t) => t.split === 'dev' || t.split === 'test'),
      (t) => t.topic,
    ),
    byTopicFresh: Object.fromEntries(
      [...new Set(turns.map((t) => t.split))]
        .filter((split) => split !== 'dev' && split !== 'test')
        .map(
          (split) =>
            [
              split,
              groupBy(
                turns.filter((t) => t.split === split),
                (t) => t.topic,
              ),
            ] as const,
        ),
    ),
    turns,
    targets: { ...TARGETS, met },
  };
}

const pct = (p: number, n: number) => `${((p / Math.max(n, 1)) * 100).toFixed(1)} %`;

function tallyLine(name: string, t: Tally): string {
  return `  ${name.padEnd(10)} right ${String(t.right).padStart(3)}/${String(t.turns).padEnd(3)} (${pct(t.right, t.turns).padStart(7)})  invented ${t.invented}/${t.unknownAsked}  declined-facts ${t.declinedFacts}  words median ${t.medianWords} max ${t.maxWords}  >${LONG_REPLY_WORDS}w ${t.over60}`;
}

/**
 * Prints the corpus report (the caller decides the exit code; issue targets never change it).
 * Per-turn detail covers the dev split only unless `showTest`: the held-out split is read as totals,
 * so nobody tunes the engine on its questions by accident.
 */
export function printRealSiteReport(r: RealSitesResult, verbose: boolean, showTest = false, showFresh = false): void {
  console.log(`\nReal-site corpus: ${r.groups.length} sites, ${r.turns.length} caller turns (local engine, fixed Tuesday 10:00 local)`);
  for (const g of r.groups.filter((g) => g.error)) console.log(`  ! ${g.group}: ${g.error}`);
  console.log('by split:');
  for (const [k, t] of Object.entries(r.bySplit)) console.log(tallyLine(k, t));
  console.log('by split and language:');
  for (const [k, t] of Object.entries(r.bySplitLang)) console.log(tallyLine(k, t));
  console.log('by topic (both splits):');
  for (const [k, t] of Object.entries(r.byTopic)) console.log(tallyLine(k, t));
  for (const [split, topics] of Object.entries(r.byTopicFresh)) {
    console.log(`by topic (${split}):`);
    for (const [k, t] of Object.entries(topics)) console.log(tallyLine(k, t));
  }
  // A fresh set measures generalization only while nobody tunes on it: its turns stay hidden
  // unless asked for, like the held-out split's.
  const shown = (verbose ? r.turns : r.turns.filter((t) => t.verdict !== 'right')).filter(
    (t) => (showTest || t.split !== 'test') && (showFresh || !isBlindSplit(t.split)),
  );
  if (shown.length)
    console.log(
      `${verbose ? '\nevery turn' : '\nturns not right (--verbose for all)'}${showTest ? '' : ', not the held-out split (--show-test)'}${showFresh ? '' : `, not ${FRESH_SETS.map((s) => (s.halved ? `${s.split}-b` : s.split)).join(' or ')} (--show-fresh)`}:`,
    );
  let last = '';
  for (const t of shown) {
    if (`${t.split} ${t.group}` !== last) {
      const g = r.groups.find((x) => x.group === t.group);
      console.log(`\n[${t.split}] ${t.group} (${t.lang}, "${g?.businessType}", ${g?.pages} page(s) scraped of ${g?.corpusPages} served)`);
      last = `${t.split} ${t.group}`;
    }
    const exp =
      t.expect.kind === 'fact' || ((t.expect.kind === 'yes' || t.expect.kind === 'no' || t.expect.kind === 'continue') && t.expect.any)
        ? `${t.expect.kind} ${JSON.stringify('any' in t.expect ? t.expect.any : [])}${t.expect.kind === 'fact' && t.expect.all ? ` all ${JSON.stringify(t.expect.all)}` : ''}`
        : t.expect.kind;
    console.log(`  ${t.verdict.toUpperCase().padEnd(8)} ${t.id} [${t.topic}] expect ${exp}${t.gap ? ' (gap logged)' : ''}`);
    console.log(`    > ${t.ask}\n    < ${t.reply}  (${t.words} words)`);
  }
  const test = r.bySplit.test;
  console.log(
    `\nissue 10 targets on the test split: ≥ ${TARGETS.rightRate * 100} % right, ${TARGETS.invented} invented, median ≤ ${TARGETS.medianWords} words`,
  );
  if (!test) console.log('  no test-split site was run');
  else {
    console.log(
      `  right ${pct(test.right, test.turns)} ${test.right / Math.max(test.turns, 1) >= TARGETS.rightRate ? 'met' : 'MISSED'}; invented ${test.invented} ${test.invented <= TARGETS.invented ? 'met' : 'MISSED'}; median ${test.medianWords} words ${test.medianWords <= TARGETS.medianWords ? 'met' : 'MISSED'}`,
    );
    console.log(`  targets ${r.targets.met ? 'MET' : 'not met'} (informational: the exit code follows the synthetic scripts only)`);
  }
}
