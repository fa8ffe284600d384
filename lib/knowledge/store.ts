import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { knowledgePassages } from '@/db/schema/knowledge';
import { knowledgeGaps } from '@/db/schema/receptionist';
import { tokens } from '@/lib/receptionist/normalize';
import type { Lang } from './query';
import type { Passage, PassageKind } from './types';

// Writes of the knowledge base. Site passages are replaced as a whole on each scrape, correction
// passages on each correction; answers to knowledge gaps accumulate. Each replacement runs in one
// transaction, so a search never sees a half-built knowledge base.

const INSERT_BATCH = 250;

async function replaceKind(agentId: string, kind: PassageKind, passages: Passage[], lang: Lang, db?: Db): Promise<number> {
  const handle = db ?? (await getDb());
  await handle.transaction(async (tx) => {
    await tx.delete(knowledgePassages).where(and(eq(knowledgePassages.agentId, agentId), eq(knowledgePassages.kind, kind)));
    for (let i = 0; i < passages.length; i += INSERT_BATCH) {
      await tx.insert(knowledgePassages).values(
        passages.slice(i, i + INSERT_BATCH).map((p, k) => ({
          agentId,
          kind,
          sourceUrl: p.sourceUrl,
          headingPath: p.headingPath,
          text: p.text,
          lang,
          position: i + k,
        })),
      );
    }
  });
  return passages.length;
}

/** Replaces the agent's site passages (a fresh scrape). */
export function replaceSitePassages(agentId: string, passages: Passage[], lang: Lang, db?: Db): Promise<number> {
  return replaceKind(agentId, 'page', passages, lang, db);
}

/** Replaces the passages made of the owner's corrected facts. */
export function replaceCorrectionPassages(agentId: string, passages: Passage[], lang: Lang, db?: Db): Promise<number> {
  return replaceKind(agentId, 'correction', passages, lang, db);
}

export type OwnerAnswer = { id: string; question: string; answer: string };

/** The owner's answer to a question callers asked: a passage at once, titled by the question. */
export async function addOwnerAnswer(
  agentId: string,
  input: { question: string; answer: string; gapId?: string | null },
  lang: Lang,
  db?: Db,
): Promise<OwnerAnswer> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .insert(knowledgePassages)
    .values({ agentId, kind: 'answer', headingPath: [input.question], text: input.answer, lang, gapId: input.gapId ?? null })
    .returning({ id: knowledgePassages.id });
  return { id: row.id, question: input.question, answer: input.answer };
}

/** One question however it was typed: gaps and owner answers are matched on its words. */
const questionKey = (question: string) => tokens(question).join(' ');

export type OpenGap = { id: string; question: string; askedAt: Date; times: number };

/**
 * Questions callers asked that the agent could not answer and the owner has not answered yet,
 * newest first; the same question asked again is listed once.
 */
export async function listOpenGaps(agentId: string, opts: { limit?: number; db?: Db } = {}): Promise<OpenGap[]> {
  const handle = opts.db ?? (await getDb());
  const rows = await handle
    .select({ id: knowledgeGaps.id, question: knowledgeGaps.question, createdAt: knowledgeGaps.createdAt })
    .from(knowledgeGaps)
    .leftJoin(knowledgePassages, eq(knowledgePassages.gapId, knowledgeGaps.id))
    .where(and(eq(knowledgeGaps.agentId, agentId), isNull(knowledgePassages.id), isNull(knowledgeGaps.answeredBySiteAt)))
    .orderBy(desc(knowledgeGaps.createdAt))
    .limit(200);
  const answered = new Set(
    (
      await handle
        .select({ q: sql<string>`${knowledgePassages.headingPath}[1]` })
        .from(knowledgePassages)
        .where(and(eq(knowledgePassages.agentId, agentId), eq(knowledgePassages.kind, 'answer')))
    ).map((r) => questionKey(r.q ?? '')),
  );
  const byQuestion = new Map<string, OpenGap>();
  for (const row of rows) {
    const key = questionKey(row.question);
    if (!key || answered.has(key)) continue;
    const known = byQuestion.get(key);
    if (known) known.times++;
    else byQuestion.set(key, { id: row.id, question: row.question, askedAt: row.createdAt, times: 1 });
  }
  return [...byQuestion.values()].slice(0, opts.limit ?? 20);
}

/**
 * Closes the open gaps asking these questions (same words, as listOpenGaps groups them): a re-read
 * of the website now answers them, so they leave the owner's list without an owner answer. Returns
 * how many gap rows were closed.
 */
export async function closeGapsAnsweredBySite(agentId: string, questions: string[], at: Date, db?: Db): Promise<number> {
  const keys = new Set(questions.map(questionKey).filter(Boolean));
  if (!keys.size) return 0;
  const handle = db ?? (await getDb());
  const open = await handle
    .select({ id: knowledgeGaps.id, question: knowledgeGaps.question })
    .from(knowledgeGaps)
    .where(and(eq(knowledgeGaps.agentId, agentId), isNull(knowledgeGaps.answeredBySiteAt)));
  const ids = open.filter((row) => keys.has(questionKey(row.question))).map((row) => row.id);
  if (!ids.length) return 0;
  const closed = await handle
    .update(knowledgeGaps)
    .set({ answeredBySiteAt: at })
    .where(and(eq(knowledgeGaps.agentId, agentId), inArray(knowledgeGaps.id, ids)))
    .returning({ id: knowledgeGaps.id });
  return closed.length;
}

/** The gap a question belongs to, when it is this agent's (so an answer cannot claim another agent's gap). */
export async function findGap(agentId: string, gapId: string, db?: Db): Promise<{ id: string; question: string } | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ id: knowledgeGaps.id, question: knowledgeGaps.question })
    .from(knowledgeGaps)
    .where(and(eq(knowledgeGaps.id, gapId), eq(knowledgeGaps.agentId, agentId)))
    .limit(1);
  return row ?? null;
}

export type StoredPassage = Passage & { id: string; kind: PassageKind };

/** Passages of one agent in page order (site first, then the owner's), for the agent page and tests. */
export async function listPassages(
  agentId: string,
  opts: { kinds?: PassageKind[]; limit?: number; db?: Db } = {},
): Promise<StoredPassage[]> {
  const handle = opts.db ?? (await getDb());
  const rows = await handle
    .select({
      id: knowledgePassages.id,
      kind: knowledgePassages.kind,
      text: knowledgePassages.text,
      headingPath: knowledgePassages.headingPath,
      sourceUrl: knowledgePassages.sourceUrl,
    })
    .from(knowledgePassages)
    .where(
      opts.kinds
        ? and(eq(knowledgePassages.agentId, agentId), inArray(knowledgePassages.kind, opts.kinds))
        : eq(knowledgePassages.agentId, agentId),
    )
    .orderBy(asc(knowledgePassages.createdAt), asc(knowledgePassages.position))
    .limit(opts.limit ?? 5000);
  return rows.map((r) => ({ ...r, kind: r.kind as PassageKind }));
}
