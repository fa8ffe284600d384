import 'server-only';
import { searchKnowledge } from '@/lib/knowledge';
import type { AgentContext, ChatAction, SessionState } from '../types';
import { toLocal } from '../zoned-time';
import { turn } from './route';
import { ANALYSIS_CHARS, type KnowledgeSearch, type Turn } from './turn';

// The local receptionist: rules over the agent's own facts, in French and English, no keys.
// Each turn: detect the caller's language, read intents and values (dates, phone, name, service),
// continue the flow in progress (booking, message, cancel/move) or answer the question, and call
// the same tool functions the LLM runtimes call. Everything it states comes from extractedInfo.

export type EngineInput = {
  agent: AgentContext;
  state: SessionState;
  message: string;
  now: Date;
  sessionId: string;
  /** Defaults to the agent's knowledge base in the app database. */
  search?: KnowledgeSearch;
  /** Replay without writes: gaps are collected there (see ToolContext.rehearsal). */
  rehearsal?: { gaps: string[] };
};
export type EngineOutput = { reply: string; actions: ChatAction[]; ended: boolean; state: SessionState };

export async function runLocalTurn(input: EngineInput): Promise<EngineOutput> {
  const s: SessionState = structuredClone(input.state);
  const raw = input.message.slice(0, 2000).trim();
  const local = toLocal(input.now, input.agent.timezone);
  const t: Turn = {
    agent: input.agent,
    s,
    L: s.lang,
    raw,
    text: raw.slice(0, ANALYSIS_CHARS),
    intents: {},
    yn: null,
    when: { status: 'none' },
    now: local,
    today: { y: local.y, m: local.m, d: local.d },
    ctx: { agent: input.agent, sessionId: input.sessionId, now: input.now, rehearsal: input.rehearsal },
    search: input.search ?? ((query, lang) => searchKnowledge(input.agent.id, query, lang, { limit: 8 })),
    parts: [],
    actions: [],
    ended: false,
    pending: [],
  };
  await turn(t);
  await Promise.all(t.pending);
  const reply = t.parts.join(' ').replace(/\s+/g, ' ').trim();
  s.history = [...s.history, { role: 'user' as const, content: raw.slice(0, 500) }, { role: 'assistant' as const, content: reply }].slice(
    -16,
  );
  if (t.ended) s.ended = true;
  return { reply, actions: t.actions, ended: t.ended, state: s };
}
