import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { isAgentId } from '@/lib/agent/repository';
import { questionClause } from '@/lib/receptionist/question';
import { tokens } from '@/lib/receptionist/normalize';
import { answerKind, carries } from '@/lib/receptionist/answer-kind';
import { onlyAsAdverb } from './word-forms';
import { numbersSaid, queryTerms, termToTsquery, type Lang } from './query';
import { passageSource, type KnowledgeHit, type PassageKind } from './types';

// Full-text search over one agent's passages. The database stems and folds both sides with the
// agent's text-search configuration (knowledge_tsv / knowledge_regconfig in the migration) and
// finds every passage that matches ANY term (a caller's question rarely matches as a whole).
// Ranking is ours: each matched term weighs its rarity among this agent's passages (BM25's idf,
// so "parking" outweighs "salon" on a salon's site), plus ts_rank_cd for headings and proximity.
// The owner's own words win a tie against the site's.

const DEFAULT_LIMIT = 5;
/** A term found only through the caller vocabulary ("heat pump" → "boiler") weighs this much of
 * one found as the caller said it: the concept is broad, the caller's own word is precise. */
const ALTERNATIVE_WEIGHT = 0.6;
/** A term found only through a related word of the lexical resource ("store" → "storage"):
 * below the vocabulary, whose phrases were chosen for callers; never above a literal hit. */
const RELATED_WEIGHT = 0.4;
/** A passage carrying the kind of value the question asks for ("how long…?" → "within 48
 * hours", "since when?" → "since 2017") among passages that match its words. */
const TYPE_BONUS = 1;
/** A term said only in the caller's story around the question, not in the asking clause. */
const CONTEXT_WEIGHT = 0.5;
/** Matched-term codes from the SQL: term i found as said, through the vocabulary, or only
 * through a related word. */
const LEVEL = 1000;
/** Candidates ranked in JS; the SQL keeps the best by ts_rank_cd first. */
const CANDIDATES = 60;
const OWNER_BOOST = 1.15;
/** A passage holding a number the caller said ("a two-hour lesson" → "£56 per 2 hours") is
 * nudged up among passages that match as well; a number is never a search term by itself. */
const NUMBER_BONUS = 0.5;
const K1 = 1.2;
const B = 0.5;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

type Row = {
  id: string;
  kind: PassageKind;
  text: string;
  heading_path: string[] | string;
  source_url: string | null;
  rank: number | string;
  matched: number[] | string;
  stats: { i: number; live: boolean; df: number; dfOwn: number; dfCore: number }[] | string | null;
  n: number | string;
};

export type SearchOptions = { limit?: number; db?: Db };

export async function searchKnowledge(agentId: string, query: string, lang: Lang, opts: SearchOptions = {}): Promise<KnowledgeHit[]> {
  const terms = queryTerms(query, lang)
    .map((t) => ({
      said: t.said,
      q: termToTsquery(t),
      core: termToTsquery(t, false),
      own: termToTsquery({ said: t.said, alternatives: [t.said] }),
    }))
    .filter((t) => t.q);
  if (!terms.length || !isAgentId(agentId)) return [];
  const db = opts.db ?? (await getDb());
  const all = terms.map((t) => t.q).join(' | ');
  const termsJson = JSON.stringify(terms.map((t) => t.q));
  // '' = the same as the whole term; '!' = nothing (the caller's words are only a way of asking,
  // "how long": every match is through the vocabulary).
  const ownJson = JSON.stringify(terms.map((t) => (t.own === t.q ? '' : t.own || '!')));
  const coreJson = JSON.stringify(terms.map((t) => (t.core === t.q ? '' : t.core || '!')));
  const result = await db.execute(sql`
    with cfg as materialized (
      select knowledge_regconfig(coalesce((select language from agents where id = ${agentId}), 'fr')) as c
    ),
    terms as materialized (
      select u.i::int as i, to_tsquery(cfg.c, u.q) as tq,
        case when o.q = '' then null when o.q = '!' then ''::tsquery else to_tsquery(cfg.c, o.q) end as own,
        case when k.q = '' then null when k.q = '!' then ''::tsquery else to_tsquery(cfg.c, k.q) end as core
      from cfg, json_array_elements_text(${termsJson}::json) with ordinality as u(q, i)
        join json_array_elements_text(${ownJson}::json) with ordinality as o(q, i) on o.i = u.i
        join json_array_elements_text(${coreJson}::json) with ordinality as k(q, i) on k.i = u.i
    ),
    q as materialized (select to_tsquery(cfg.c, ${all}) as tq from cfg),
    -- every passage matching any term, with the terms it matches (a term found only through the
    -- caller vocabulary comes back + 1000, only through a related word + 2000); the terms'
    -- document frequencies are counted here too
    m as materialized (
      select p.id, p.kind, p.text, p.heading_path, p.source_url, p.position, ts_rank_cd(p.tsv, q.tq, 1) as rank,
        array(
          select case
            when t.core is not null and not (numnode(t.core) > 0 and p.tsv @@ t.core) then t.i + 2 * ${LEVEL}
            when t.own is not null and not (numnode(t.own) > 0 and p.tsv @@ t.own) then t.i + ${LEVEL}
            else t.i end
          from terms t where numnode(t.tq) > 0 and p.tsv @@ t.tq order by t.i
        ) as matched
      from knowledge_passages p, q
      where p.agent_id = ${agentId} and p.tsv @@ q.tq
    ),
    stats as (
      select t.i, numnode(t.tq) > 0 as live,
        (select count(*) from m where t.i = any(m.matched) or t.i + ${LEVEL} = any(m.matched) or t.i + 2 * ${LEVEL} = any(m.matched))::int as df,
        (select count(*) from m where t.i = any(m.matched) or t.i + ${LEVEL} = any(m.matched))::int as df_core,
        (select count(*) from m where t.i = any(m.matched))::int as df_own
      from terms t
    )
    select m.id, m.kind, m.text, m.heading_path, m.source_url, m.rank, m.matched,
      (select json_agg(json_build_object('i', s.i, 'live', s.live, 'df', s.df, 'dfOwn', s.df_own, 'dfCore', s.df_core) order by s.i) from stats s) as stats,
      (select count(*) from knowledge_passages c where c.agent_id = ${agentId})::int as n
    from m
    order by m.rank desc, m.position
    limit ${CANDIDATES}
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (!rows.length) return [];
  const stats = parseJson(rows[0].stats) ?? [];
  const n = Number(rows[0].n) || 1;
  // A term weighs the rarity of what matched: the caller's own word ("heat pump", on one passage)
  // or, found only through the vocabulary, its whole concept (heating, on every other passage).
  const idf = new Map<number, number>();
  const idfOwn = new Map<number, number>();
  const idfCore = new Map<number, number>();
  const rarity = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
  const live: string[] = [];
  for (const s of stats) {
    if (!s.live) continue;
    live.push(terms[s.i - 1].said);
    idf.set(s.i, rarity(s.df));
    idfOwn.set(s.i, rarity(s.dfOwn ?? s.df));
    idfCore.set(s.i, rarity(s.dfCore ?? s.df));
  }
  // BM25 with one occurrence per term: a short passage that holds the words ("Tarif normal :
  // 24 €" under "Tarifs Hommes") beats a long paragraph that happens to hold them too.
  const lengths = rows.map((r) => wordCount(r.text) + wordCount(toTextArray(r.heading_path).join(' ')) / 2);
  const avg = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const numbers = numbersSaid(query);
  const numberBonus = (text: string) =>
    numbers.some((n) => new RegExp(`(?<![\\d.,])${n}(?![\\d]|[.,]\\d)`).test(text)) ? NUMBER_BONUS : 0;
  const kind = answerKind(query);
  // The caller's story around the question ("if someone comes round to look, …") says less than
  // the asking clause itself ("…how long until I get the quote?").
  const asked = new Set(tokens(questionClause(query)));
  const context = new Set(terms.flatMap((t, k) => (asked.size && !tokens(t.said).some((w) => asked.has(w)) ? [k + 1] : [])));
  const hits = rows.flatMap((row, k): KnowledgeHit[] => {
    const whole = `${toTextArray(row.heading_path).join(' ')} ${row.text}`;
    // A caller's own word the passage holds only as its adverb ("light" in "lightly marinated")
    // is another word: that match does not count.
    const coded = toIntArray(row.matched).filter((c) => c >= LEVEL || !onlyAsAdverb(terms[c - 1].said, whole, lang));
    if (!coded.length) return [];
    const matched = coded.map((c) => c % LEVEL);
    const level = new Map(coded.map((c) => [c % LEVEL, Math.floor(c / LEVEL)]));
    const norm = (K1 + 1) / (1 + K1 * (1 - B + (B * lengths[k]) / avg));
    const weight = (i: number) =>
      level.get(i) === 2
        ? (idf.get(i) ?? 0) * RELATED_WEIGHT
        : level.get(i) === 1
          ? (idfCore.get(i) ?? 0) * ALTERNATIVE_WEIGHT
          : (idfOwn.get(i) ?? 0);
    const typed = kind && carries(kind, `${toTextArray(row.heading_path).join(' ')} ${row.text}`) ? TYPE_BONUS : 0;
    const base =
      matched.reduce((sum, i) => sum + weight(i) * (context.has(i) ? CONTEXT_WEIGHT : 1), 0) * norm +
      Math.min(Number(row.rank) || 0, 1) +
      numberBonus(row.text) +
      typed;
    const source = passageSource(row.kind);
    return [
      {
        id: row.id,
        text: row.text,
        headingPath: toTextArray(row.heading_path),
        sourceUrl: row.source_url,
        source,
        score: Math.round((source === 'owner' ? base * OWNER_BOOST : base) * 1000) / 1000,
        matchedTerms: matched.map((i) => terms[i - 1].said),
        queryTerms: live,
      },
    ];
  });
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, opts.limit ?? DEFAULT_LIMIT);
}

function parseJson<T>(v: T | string | null): T | null {
  if (v === null) return null;
  return typeof v === 'string' ? (JSON.parse(v) as T) : v;
}

function toIntArray(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

// node-postgres parses text[] into arrays; a driver that does not gives the literal "{a,"b c"}".
function toTextArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,{}]+)/g;
  for (let m; (m = re.exec(v));) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]);
  return out;
}
