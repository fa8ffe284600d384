import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { openPglite, attachDatabase, type Db, type Handle } from '@/db/client';
import { agents } from '@/db/schema/agents';
import { appointments, callerMessages, knowledgeGaps } from '@/db/schema/receptionist';
import { buildReceptionistPrompt } from '@/lib/agent/prompt';
import type { AgentSettings, ExtractedInfo } from '@/lib/extract/types';
import { handleChatTurn } from '@/lib/receptionist/chat';
import { DEMO_AGENT_IDS, ensureDemoAgents } from '@/lib/receptionist/demo-agents';
import { fromLocal, parseDateKey, parseTimeKey, toLocal, dateKey, timeKey } from '@/lib/receptionist/zoned-time';

// Scripted conversations as data (tests/fixtures/dialogs): each names an agent fixture, a fixed
// "now", the caller's turns with the facts the replies must contain, and the records that must
// be stored at the end. Runs the real engine on an in-memory PGlite. Used by `npm run eval:dialogs`
// and by a vitest test that asserts the success rate.

export const DIALOGS_DIR = path.join(process.cwd(), 'tests', 'fixtures', 'dialogs');
export const TARGET_SUCCESS = 0.95;

type AgentFixture = {
  name: string;
  phone: string;
  businessType: string;
  timezone: string;
  language: 'fr' | 'en';
  extractedInfo: ExtractedInfo;
};

export type DialogTurn = {
  say: string;
  /** Repeat `say` this many times (long-message robustness scripts). */
  repeat?: number;
  /** Every string must appear in the reply (accents, case and spacing ignored). */
  expect?: string[];
  /** At least one string of each group must appear. */
  expectAny?: string[][];
  expectNot?: string[];
  /** Action types that must be in this turn's actions (in any order). */
  actions?: string[];
  /** When given, the turn's actions must be exactly empty (false) or the ended flag must match. */
  noActions?: boolean;
  ended?: boolean;
  /** ISO instant overriding the dialog's now for this turn. */
  now?: string;
};

export type DialogFixture = {
  id: string;
  lang: 'fr' | 'en';
  skill: string;
  agent: string;
  now: string;
  setup?: { appointments?: { date: string; time: string; name?: string; phone?: string; service?: string }[] };
  turns: DialogTurn[];
  records?: {
    appointments?: { date: string; time: string; service?: string; name?: string; phone?: string; status?: 'booked' | 'cancelled' }[];
    bookedCount?: number;
    messages?: number;
    messageContains?: string[];
    gaps?: number;
  };
};

export type DialogResult = {
  id: string;
  lang: string;
  skill: string;
  ok: boolean;
  failures: string[];
  transcript: { say: string; reply: string; actions: string[] }[];
};

export type EvalResult = {
  dialogs: number;
  passed: number;
  successRate: number;
  byLang: Record<string, { dialogs: number; passed: number }>;
  bySkill: Record<string, { dialogs: number; passed: number }>;
  turns: number;
  results: DialogResult[];
  target: number;
  metTarget: boolean;
};

export function normalizeForMatch(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[“”«»]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

export function loadDialogFixtures(dir = DIALOGS_DIR): { agents: Record<string, AgentFixture>; dialogs: DialogFixture[] } {
  const agentsFile = JSON.parse(fs.readFileSync(path.join(dir, 'agents.json'), 'utf8')) as { agents: Record<string, AgentFixture> };
  const dialogs: DialogFixture[] = [];
  for (const f of fs.readdirSync(dir).sort()) {
    if (!f.endsWith('.json') || f === 'agents.json') continue;
    const data = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { dialogs: DialogFixture[] };
    dialogs.push(...data.dialogs);
  }
  return { agents: agentsFile.agents, dialogs };
}

async function createAgent(db: Db, fx: AgentFixture): Promise<string> {
  const id = randomUUID();
  const settings: AgentSettings = {
    language: fx.language,
    tone: fx.language === 'fr' ? 'Chaleureux et professionnel' : 'Warm and professional',
    maxCallDuration: 5,
  };
  const base = {
    name: fx.name,
    phone: fx.phone,
    businessType: fx.businessType,
    website: null,
    timezone: fx.timezone,
    extractedInfo: fx.extractedInfo,
    settings,
  };
  await db.insert(agents).values({ id, ...base, language: fx.language, prompt: buildReceptionistPrompt(base) });
  return id;
}

export async function runDialog(db: Db, dialog: DialogFixture, agentFixtures: Record<string, AgentFixture>): Promise<DialogResult> {
  const failures: string[] = [];
  const transcript: DialogResult['transcript'] = [];
  const isDemo = dialog.agent === 'demo-fr' || dialog.agent === 'demo-en';
  let agentId: string;
  let timezone: string;
  if (isDemo) {
    await ensureDemoAgents();
    agentId = dialog.agent === 'demo-fr' ? DEMO_AGENT_IDS.fr : DEMO_AGENT_IDS.en;
    timezone = 'Europe/Paris';
  } else {
    const fx = agentFixtures[dialog.agent];
    if (!fx)
      return {
        id: dialog.id,
        lang: dialog.lang,
        skill: dialog.skill,
        ok: false,
        failures: [`unknown agent fixture ${dialog.agent}`],
        transcript,
      };
    agentId = await createAgent(db, fx);
    timezone = fx.timezone;
  }
  for (const a of dialog.setup?.appointments ?? []) {
    const d = parseDateKey(a.date)!;
    const m = parseTimeKey(a.time)!;
    const startsAt = fromLocal({ ...d, hh: Math.floor(m / 60), mm: m % 60 }, timezone);
    await db.insert(appointments).values({
      agentId,
      callerName: a.name ?? 'Client existant',
      callerPhone: a.phone ?? '+33600000000',
      callerPhoneE164: a.phone ?? '+33600000000',
      service: a.service ?? null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    });
  }
  let sessionId: string | undefined;
  for (const [i, turn] of dialog.turns.entries()) {
    const now = new Date(turn.now ?? dialog.now);
    let res;
    try {
      res = await handleChatTurn({ agentId, sessionId, message: turn.say.repeat(turn.repeat ?? 1), now });
    } catch (err) {
      failures.push(`turn ${i + 1}: threw ${err instanceof Error ? err.message : String(err)}`);
      break;
    }
    sessionId = res.sessionId;
    const types = res.actions.map((a) => a.type);
    transcript.push({ say: turn.repeat ? `${turn.say.slice(0, 60)}… ×${turn.repeat}` : turn.say, reply: res.reply, actions: types });
    const reply = normalizeForMatch(res.reply);
    for (const e of turn.expect ?? []) if (!reply.includes(normalizeForMatch(e))) failures.push(`turn ${i + 1}: reply lacks "${e}"`);
    for (const group of turn.expectAny ?? []) {
      if (!group.some((e) => reply.includes(normalizeForMatch(e))))
        failures.push(`turn ${i + 1}: reply has none of ${JSON.stringify(group)}`);
    }
    for (const e of turn.expectNot ?? [])
      if (reply.includes(normalizeForMatch(e))) failures.push(`turn ${i + 1}: reply must not contain "${e}"`);
    for (const a of turn.actions ?? []) if (!types.includes(a as never)) failures.push(`turn ${i + 1}: missing action ${a}`);
    if (turn.noActions && types.length) failures.push(`turn ${i + 1}: unexpected actions ${types.join(',')}`);
    if (turn.ended !== undefined && res.ended !== turn.ended) failures.push(`turn ${i + 1}: ended=${res.ended}, expected ${turn.ended}`);
  }

  const r = dialog.records;
  if (r) {
    const rows = isDemo
      ? sessionId
        ? await db.select().from(appointments).where(eq(appointments.sessionId, sessionId))
        : []
      : await db.select().from(appointments).where(eq(appointments.agentId, agentId));
    const local = rows.map((row) => {
      const l = toLocal(row.startsAt, timezone);
      return {
        date: dateKey(l),
        time: timeKey(l.hh * 60 + l.mm),
        service: row.service,
        name: row.callerName,
        phone: row.callerPhoneE164,
        status: row.status,
      };
    });
    for (const exp of r.appointments ?? []) {
      const match = local.find(
        (l) =>
          l.date === exp.date &&
          l.time === exp.time &&
          (exp.status ?? 'booked') === l.status &&
          (exp.service === undefined || l.service === exp.service) &&
          (exp.name === undefined || normalizeForMatch(l.name) === normalizeForMatch(exp.name)) &&
          (exp.phone === undefined || l.phone === exp.phone),
      );
      if (!match) failures.push(`records: no appointment ${JSON.stringify(exp)} (have ${JSON.stringify(local)})`);
    }
    if (r.bookedCount !== undefined) {
      const n = local.filter((l) => l.status === 'booked').length;
      if (n !== r.bookedCount) failures.push(`records: ${n} booked appointments, expected ${r.bookedCount}`);
    }
    if (r.messages !== undefined || r.messageContains) {
      const msgs = isDemo
        ? sessionId
          ? await db.select().from(callerMessages).where(eq(callerMessages.sessionId, sessionId))
          : []
        : await db.select().from(callerMessages).where(eq(callerMessages.agentId, agentId));
      if (r.messages !== undefined && msgs.length !== r.messages) failures.push(`records: ${msgs.length} messages, expected ${r.messages}`);
      for (const c of r.messageContains ?? []) {
        if (!msgs.some((m) => normalizeForMatch(`${m.callerName} ${m.callerPhone} ${m.message}`).includes(normalizeForMatch(c)))) {
          failures.push(`records: no message containing "${c}"`);
        }
      }
    }
    if (r.gaps !== undefined) {
      const gaps = isDemo
        ? sessionId
          ? await db
              .select()
              .from(knowledgeGaps)
              .where(inArray(knowledgeGaps.sessionId, [sessionId]))
          : []
        : await db.select().from(knowledgeGaps).where(eq(knowledgeGaps.agentId, agentId));
      if (gaps.length !== r.gaps) failures.push(`records: ${gaps.length} knowledge gaps, expected ${r.gaps}`);
    }
  }
  return { id: dialog.id, lang: dialog.lang, skill: dialog.skill, ok: failures.length === 0, failures, transcript };
}

/** Where the eval runs: a database to open and make the app's, and how providers are turned off. */
export type EvalSeams = {
  openDb: () => Promise<Handle>;
  useDb: (handle: Handle | undefined) => void;
  /** The eval measures the local engine: never call a real provider from it. */
  localOnly: () => void;
};

const DEFAULT_SEAMS: EvalSeams = {
  openDb: () => openPglite(undefined),
  useDb: attachDatabase,
  localOnly: () => {
    process.env.OPENAI_API_KEY = '';
  },
};

/** Runs every scripted dialog on a fresh in-memory database, local engine only. */
export async function runDialogEval(opts: { dir?: string; filter?: string } = {}, seams: EvalSeams = DEFAULT_SEAMS): Promise<EvalResult> {
  seams.localOnly();
  const handle = await seams.openDb();
  seams.useDb(handle);
  try {
    const { agents: fixtures, dialogs } = loadDialogFixtures(opts.dir);
    const selected = opts.filter ? dialogs.filter((d) => d.id.includes(opts.filter!)) : dialogs;
    const results: DialogResult[] = [];
    for (const d of selected) results.push(await runDialog(handle.db, d, fixtures));
    const tally = (key: (r: DialogResult) => string) => {
      const out: Record<string, { dialogs: number; passed: number }> = {};
      for (const r of results) {
        const k = key(r);
        out[k] ??= { dialogs: 0, passed: 0 };
        out[k].dialogs++;
        if (r.ok) out[k].passed++;
      }
      return out;
    };
    const passed = results.filter((r) => r.ok).length;
    const successRate = results.length ? passed / results.length : 0;
    return {
      dialogs: results.length,
      passed,
      successRate,
      byLang: tally((r) => r.lang),
      bySkill: tally((r) => r.skill),
      turns: selected.reduce((a, d) => a + d.turns.length, 0),
      results,
      target: TARGET_SUCCESS,
      metTarget: successRate >= TARGET_SUCCESS,
    };
  } finally {
    seams.useDb(undefined);
    await handle.close();
  }
}
