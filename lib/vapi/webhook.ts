import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { agents } from '@/db/schema/agents';
import { calls } from '@/db/schema/receptionist';
import { isAgentId } from '@/lib/agent/repository';
import { loadAgentContext } from '@/lib/receptionist/agent-context';
import { executeTool } from '@/lib/receptionist/tools';
import type { AgentContext } from '@/lib/receptionist/types';

// Vapi server messages (https://docs.vapi.ai/server-url/events): tool-calls run the same tool
// functions as the chat engines; end-of-call-report and status-update are stored per provider
// call id. Assistants created by the agent builder carry our agent id in metadata.agentId; we
// also recognise an assistant by its Vapi id (agents.provider_assistant_id).

export class VapiPayloadError extends Error {}

/** Constant-time comparison of the presented secret with the configured one. */
export function vapiSecretMatches(given: string | null | undefined, secret: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const get = (o: unknown, ...path: string[]): unknown => path.reduce<unknown>((cur, k) => (isObj(cur) ? cur[k] : undefined), o);

/** Our agent id for a message: assistant metadata first, then the Vapi assistant id. */
async function agentIdForMessage(message: Obj): Promise<string | null> {
  const candidates = [
    get(message, 'call', 'assistant', 'metadata', 'agentId'),
    get(message, 'assistant', 'metadata', 'agentId'),
    get(message, 'call', 'assistantOverrides', 'metadata', 'agentId'),
    get(message, 'call', 'metadata', 'agentId'),
    get(message, 'metadata', 'agentId'),
  ];
  for (const c of candidates) if (typeof c === 'string' && isAgentId(c)) return c;
  const assistantId =
    str(get(message, 'call', 'assistantId')) ?? str(get(message, 'assistant', 'id')) ?? str(get(message, 'call', 'assistant', 'id'));
  if (assistantId) {
    const db = await getDb();
    const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.providerAssistantId, assistantId)).limit(1);
    if (row) return row.id;
  }
  return null;
}

type ToolCall = { id: string; name: string; args: unknown };

/** Both shapes Vapi sends: toolCallList [{id, function:{name, arguments}}] and toolWithToolCallList [{name, toolCall}]. */
export function toolCallsOf(message: Obj): ToolCall[] {
  const out: ToolCall[] = [];
  const seen = new Set<string>();
  const add = (call: unknown, fallbackName?: string) => {
    if (!isObj(call)) return;
    const id = str(call.id);
    const fn = isObj(call.function) ? call.function : undefined;
    const name = str(fn?.name) ?? str(call.name) ?? fallbackName;
    if (!id || !name || seen.has(id)) return;
    seen.add(id);
    out.push({ id, name, args: fn?.arguments ?? fn?.parameters ?? call.arguments ?? call.parameters ?? {} });
  };
  if (Array.isArray(message.toolCallList)) for (const c of message.toolCallList) add(c);
  if (Array.isArray(message.toolWithToolCallList)) {
    for (const t of message.toolWithToolCallList) {
      if (!isObj(t)) continue;
      add(t.toolCall, str(t.name) ?? str(get(t, 'function', 'name')));
    }
  }
  return out;
}

export type VapiAnswer = { type: string; body: Record<string, unknown> };

export async function handleVapiServerMessage(body: unknown): Promise<VapiAnswer> {
  const message = isObj(body) ? body.message : undefined;
  if (!isObj(message) || !str(message.type)) throw new VapiPayloadError('body.message.type missing');
  const type = message.type as string;
  switch (type) {
    case 'tool-calls':
      return { type, body: await runToolCalls(message) };
    case 'end-of-call-report':
      await storeCall(message, 'report');
      return { type, body: { ok: true } };
    case 'status-update':
      await storeCall(message, 'status');
      return { type, body: { ok: true } };
    default:
      return { type, body: { ok: true, ignored: true } };
  }
}

async function runToolCalls(message: Obj): Promise<Record<string, unknown>> {
  const list = toolCallsOf(message);
  if (!Array.isArray(message.toolCallList) && !Array.isArray(message.toolWithToolCallList)) {
    throw new VapiPayloadError('tool-calls without toolCallList');
  }
  const agentId = await agentIdForMessage(message);
  const agent: AgentContext | null = agentId ? await loadAgentContext(agentId) : null;
  const callId = str(get(message, 'call', 'id'));
  const results = [];
  for (const call of list) {
    if (!agent) {
      results.push({ toolCallId: call.id, result: JSON.stringify({ ok: false, error: 'agent_not_found' }) });
      continue;
    }
    const outcome = await executeTool({ agent, sessionId: callId ? `vapi:${callId}` : null, now: new Date() }, call.name, call.args);
    results.push({ toolCallId: call.id, result: JSON.stringify(outcome.result) });
  }
  return { results };
}

function isoDate(v: unknown): Date | undefined {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

function transcriptOf(message: Obj): string | undefined {
  const t = str(get(message, 'artifact', 'transcript')) ?? str(message.transcript);
  if (t) return t;
  const msgs = get(message, 'artifact', 'messages') ?? message.messages;
  if (!Array.isArray(msgs)) return undefined;
  const lines = msgs
    .filter(isObj)
    .filter((m) => (m.role === 'user' || m.role === 'bot' || m.role === 'assistant') && typeof m.message === 'string')
    .map((m) => `${m.role === 'user' ? 'User' : 'AI'}: ${m.message as string}`);
  return lines.length ? lines.join('\n') : undefined;
}

async function storeCall(message: Obj, kind: 'report' | 'status') {
  const db = await getDb();
  const providerCallId = str(get(message, 'call', 'id')) ?? null;
  const agentId = await agentIdForMessage(message);
  const startedAt = isoDate(message.startedAt) ?? isoDate(get(message, 'call', 'startedAt'));
  const endedAt = isoDate(message.endedAt) ?? isoDate(get(message, 'call', 'endedAt'));
  const duration =
    num(message.durationSeconds) ??
    (num(message.durationMs) !== undefined ? Math.round(num(message.durationMs)! / 1000) : undefined) ??
    (num(message.durationMinutes) !== undefined ? Math.round(num(message.durationMinutes)! * 60) : undefined) ??
    (startedAt && endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)) : undefined);
  const fields: Partial<typeof calls.$inferInsert> = {
    agentId: agentId ?? undefined,
    status: kind === 'report' ? 'ended' : (str(message.status)?.slice(0, 40) ?? undefined),
    endedReason: str(message.endedReason)?.slice(0, 200) ?? str(get(message, 'call', 'endedReason'))?.slice(0, 200),
    transcript: kind === 'report' ? transcriptOf(message)?.slice(0, 200_000) : undefined,
    summary: kind === 'report' ? (str(get(message, 'analysis', 'summary')) ?? str(message.summary))?.slice(0, 20_000) : undefined,
    recordingUrl:
      kind === 'report'
        ? (
            str(get(message, 'artifact', 'recordingUrl')) ??
            str(get(message, 'artifact', 'recording', 'mono', 'combinedUrl')) ??
            str(get(message, 'artifact', 'recording', 'stereoUrl')) ??
            str(message.recordingUrl) ??
            str(message.stereoRecordingUrl)
          )?.slice(0, 2000)
        : undefined,
    durationSeconds: duration,
    startedAt,
    endedAt,
  };
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<typeof calls.$inferInsert>;
  if (!providerCallId) {
    await db.insert(calls).values({ provider: 'vapi', ...defined });
    return;
  }
  await db
    .insert(calls)
    .values({ provider: 'vapi', providerCallId, ...defined })
    .onConflictDoUpdate({ target: calls.providerCallId, set: { ...defined, updatedAt: new Date() } });
}
