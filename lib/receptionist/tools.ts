import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { callerMessages, knowledgeGaps } from '@/db/schema/receptionist';
import { searchKnowledge } from '@/lib/knowledge';
import { notifyOwner } from '@/lib/notify';
import { log } from '@/lib/log';
import { displayPhone, toE164 } from './phone';
import { TOOL_NAMES, type ToolName } from './tool-definitions';
import type { ChatAction, MessageView } from './types';

export { TOOL_DEFINITIONS } from './tool-definitions';
import { checkHours, refuseInRehearsal, type ToolContext } from './availability';
import { bookAppointment, cancelAppointment, type BookArgs, type CancelArgs } from './appointments';

// The receptionist's skills as plain functions: the local engine, the OpenAI engine (function
// calling) and the Vapi webhook (tool-calls) all execute exactly these, so a booking made by
// voice, by chat or by the LLM follows the same rules and lands in the same tables.

// ---------------------------------------------------------------------------------------------
// take_message, transfer_call, end_call, knowledge gaps

export type MessageArgs = { name?: string | null; phone?: string | null; message: string };

export async function takeMessage(ctx: ToolContext, args: MessageArgs): Promise<{ ok: true; message: MessageView }> {
  refuseInRehearsal(ctx, 'takeMessage');
  const db = await getDb();
  const e164 = args.phone ? toE164(args.phone, ctx.agent.country) : null;
  const phone = e164 ? displayPhone(e164, ctx.agent.country) : args.phone?.trim().slice(0, 40) || null;
  const [row] = await db
    .insert(callerMessages)
    .values({
      agentId: ctx.agent.id,
      sessionId: ctx.sessionId ?? null,
      callerName: args.name?.trim().slice(0, 120) || null,
      callerPhone: phone,
      message: args.message.trim().slice(0, 2000),
    })
    .returning();
  const message: MessageView = { id: row.id, callerName: row.callerName, callerPhone: row.callerPhone, message: row.message };
  notifyOwner({
    kind: 'message',
    title: `${ctx.agent.name}: message de ${message.callerName ?? 'un appelant'}`,
    summary: `${message.callerName ?? '—'} (${message.callerPhone ?? '—'}) : ${message.message}`,
    data: { agentId: ctx.agent.id, ...message },
  });
  return { ok: true, message };
}

export function transferCall(
  ctx: ToolContext,
  _args: { reason?: string } = {},
): { ok: true; phone: string } | { ok: false; reason: 'no_phone' } {
  const phone = ctx.agent.transferPhone;
  return phone ? { ok: true, phone } : { ok: false, reason: 'no_phone' };
}

export function endCall(_ctx: ToolContext): { ok: true; ended: true } {
  return { ok: true, ended: true };
}

export async function logKnowledgeGap(ctx: ToolContext, question: string): Promise<void> {
  if (ctx.rehearsal) return void ctx.rehearsal.gaps.push(question);
  try {
    const db = await getDb();
    await db
      .insert(knowledgeGaps)
      .values({ agentId: ctx.agent.id, sessionId: ctx.sessionId ?? null, question: question.trim().slice(0, 500) });
  } catch (err) {
    // A lost gap must not break the conversation.
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'knowledge gap not stored');
  }
}

const KNOWLEDGE_TOOL_HITS = 4;

/** search_knowledge for LLM runtimes: the best passages in the site's words; nothing found is a knowledge gap. */
async function searchKnowledgeTool(ctx: ToolContext, args: { query: string; language?: 'fr' | 'en' }): Promise<Record<string, unknown>> {
  const lang = args.language ?? (ctx.agent.settings.language === 'en' ? 'en' : 'fr');
  const hits = await searchKnowledge(ctx.agent.id, args.query, lang, { limit: KNOWLEDGE_TOOL_HITS });
  if (!hits.length) await logKnowledgeGap(ctx, args.query);
  return {
    ok: true,
    found: hits.length > 0,
    passages: hits.map((h) => ({
      text: h.text,
      heading: h.headingPath.join(' › '),
      source: h.source,
      url: h.sourceUrl,
      matched: h.matchedTerms,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// One dispatcher for LLM runtimes (OpenAI function calls, Vapi tool-calls).

const dateArg = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timeArg = z
  .string()
  .regex(/^\d{1,2}:\d{2}$/)
  .transform((t) => t.padStart(5, '0'));
const ARG_SCHEMAS = {
  search_knowledge: z.object({ query: z.string().min(1).max(500), language: z.enum(['fr', 'en']).optional() }),
  check_hours: z.object({ date: dateArg.optional(), time: timeArg.optional() }),
  book_appointment: z.object({
    name: z.string().min(1).max(120),
    phone: z.string().min(4).max(40),
    service: z.string().max(200).optional().nullable(),
    date: dateArg,
    time: timeArg,
  }),
  cancel_appointment: z.object({ phone: z.string().min(4).max(40), date: dateArg.optional(), time: timeArg.optional() }),
  take_message: z.object({
    name: z.string().max(120).optional().nullable(),
    phone: z.string().max(40).optional().nullable(),
    message: z.string().min(1).max(2000),
  }),
  transfer_call: z.object({ reason: z.string().max(300).optional() }),
  end_call: z.object({}).passthrough(),
} satisfies Record<ToolName, z.ZodType>;

export type ToolOutcome = { result: Record<string, unknown>; actions: ChatAction[]; ended?: boolean };

/** Runs one tool by name with untrusted arguments (from an LLM or Vapi). Never throws for bad input. */
export async function executeTool(ctx: ToolContext, name: string, rawArgs: unknown): Promise<ToolOutcome> {
  if (!(TOOL_NAMES as readonly string[]).includes(name)) return { result: { ok: false, error: 'unknown_tool', tool: name }, actions: [] };
  let argsIn = rawArgs;
  if (typeof argsIn === 'string') {
    try {
      argsIn = argsIn.trim() ? JSON.parse(argsIn) : {};
    } catch {
      return { result: { ok: false, error: 'invalid_arguments' }, actions: [] };
    }
  }
  const parsed = ARG_SCHEMAS[name as ToolName].safeParse(argsIn ?? {});
  if (!parsed.success) {
    return { result: { ok: false, error: 'invalid_arguments', fields: parsed.error.issues.map((i) => i.path.join('.')) }, actions: [] };
  }
  const args = parsed.data as Record<string, unknown>;
  switch (name as ToolName) {
    case 'search_knowledge':
      return { result: await searchKnowledgeTool(ctx, args as { query: string; language?: 'fr' | 'en' }), actions: [] };
    case 'check_hours':
      return { result: { ok: true, ...checkHours(ctx, args as { date?: string; time?: string }) }, actions: [] };
    case 'book_appointment': {
      const r = await bookAppointment(ctx, args as BookArgs);
      return {
        result: r as unknown as Record<string, unknown>,
        actions: r.ok ? [{ type: 'appointment_booked', appointment: r.appointment }] : [],
      };
    }
    case 'cancel_appointment': {
      const r = await cancelAppointment(ctx, args as CancelArgs);
      return {
        result: r as unknown as Record<string, unknown>,
        actions: r.ok ? [{ type: 'appointment_cancelled', appointment: r.appointment }] : [],
      };
    }
    case 'take_message': {
      const r = await takeMessage(ctx, args as MessageArgs);
      return { result: r as unknown as Record<string, unknown>, actions: [{ type: 'message_taken', message: r.message }] };
    }
    case 'transfer_call': {
      const r = transferCall(ctx, args as { reason?: string });
      return { result: r as unknown as Record<string, unknown>, actions: r.ok ? [{ type: 'transfer', phone: r.phone }] : [] };
    }
    case 'end_call':
      return { result: endCall(ctx), actions: [{ type: 'end_call' }], ended: true };
  }
}
