import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { chatSessions } from '@/db/schema/receptionist';
import { isAgentId } from '@/lib/agent/repository';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { loadAgentContext } from './agent-context';
import { ensureDemoAgents, isDemoAgentId } from './demo-agents';
import { runLocalTurn, type EngineOutput } from './engine';
import { PartialTurnError, runOpenAiTurn } from './openai-engine';
import { say } from './replies';
import { newSessionState, type ChatTurnResult, type SessionState } from './types';

// One conversation turn, whoever serves it: the session's state lives in chat_sessions, so any
// app instance can take the next turn. OpenAI when configured (falling back to the local engine
// on any failure), the local engine otherwise.

export const MAX_MESSAGE_CHARS = 2000;

export class AgentNotFoundError extends Error {
  constructor() {
    super('agent not found');
  }
}

export type ChatTurnInput = { agentId: string; sessionId?: string | null; message: string; now?: Date };

export async function handleChatTurn(input: ChatTurnInput): Promise<ChatTurnResult> {
  if (!isAgentId(input.agentId)) throw new AgentNotFoundError();
  if (isDemoAgentId(input.agentId)) await ensureDemoAgents();
  const agent = await loadAgentContext(input.agentId);
  if (!agent) throw new AgentNotFoundError();
  const now = input.now ?? new Date();
  const db = await getDb();

  let sessionId: string | null = null;
  let state: SessionState | null = null;
  if (input.sessionId && isAgentId(input.sessionId)) {
    const [row] = await db
      .select({ id: chatSessions.id, state: chatSessions.state })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, input.sessionId), eq(chatSessions.agentId, agent.id)))
      .limit(1);
    if (row && (row.state as SessionState)?.v === 1) {
      sessionId = row.id;
      state = row.state as SessionState;
    }
  }
  const isNew = !sessionId;
  sessionId ??= randomUUID();
  state ??= newSessionState(agent.settings.language === 'en' ? 'en' : 'fr');

  // Also reachable without the HTTP layer (voice adapters, scripts): keep the text storable.
  const message = input.message.replaceAll('\u0000', '').toWellFormed().slice(0, MAX_MESSAGE_CHARS);
  const engineInput = { agent, state, message, now, sessionId };
  let out: EngineOutput;
  const config = getConfig();
  if (config.OPENAI_API_KEY && !state.ended) {
    try {
      out = await runOpenAiTurn(engineInput, {
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
      });
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err), agentId: agent.id }, 'OpenAI turn failed; local engine answers');
      if (err instanceof PartialTurnError) {
        // Tools already ran (e.g. a booking was stored): report them rather than redo the turn.
        out = { reply: say(state.lang, 'anythingElse'), actions: err.actions, ended: false, state };
      } else {
        out = await runLocalTurn(engineInput);
      }
    }
  } else {
    out = await runLocalTurn(engineInput);
  }

  if (isNew) {
    await db
      .insert(chatSessions)
      .values({ id: sessionId, agentId: agent.id, state: out.state, turns: 1, ended: out.ended ? 'ended' : null });
  } else {
    await db
      .update(chatSessions)
      .set({ state: out.state, turns: sql`${chatSessions.turns} + 1`, ended: out.ended ? 'ended' : null, updatedAt: now })
      .where(eq(chatSessions.id, sessionId));
  }
  return { sessionId, reply: out.reply, actions: out.actions, ended: out.ended };
}
