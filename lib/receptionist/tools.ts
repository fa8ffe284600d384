import 'server-only';
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { appointments, callerMessages, knowledgeGaps } from '@/db/schema/receptionist';
import { searchKnowledge } from '@/lib/knowledge';
import { notifyOwner } from '@/lib/notify';
import { log } from '@/lib/log';
import { hoursKnown, isOpenAt, nextOpening, spansOn, type LocalSlot } from '@/lib/hours';
import { displayPhone, toE164 } from './phone';
import { bookable, DAYTIME, gridStarts, MEALTIMES, nearestFreeSlot, onGrid, SLOT_MINUTES, type UnknownHours } from './slots';
import { skillOf } from './engine/skill';
import { TOOL_NAMES, type ToolName } from './tool-definitions';
import type { AgentContext, AppointmentView, ChatAction, MessageView } from './types';

export { TOOL_DEFINITIONS, TOOL_NAMES, vapiFunctionTools, type ToolName } from './tool-definitions';
import {
  addDays,
  compareDates,
  dateKey,
  fromLocal,
  parseDateKey,
  parseTimeKey,
  timeKey,
  toLocal,
  weekdayOf,
  type LocalDate,
} from './zoned-time';

// The receptionist's skills as plain functions: the local engine, the OpenAI engine (function
// calling) and the Vapi webhook (tool-calls) all execute exactly these, so a booking made by
// voice, by chat or by the LLM follows the same rules and lands in the same tables.

export type ToolContext = { agent: AgentContext; sessionId?: string | null; now: Date };

export type SlotRefusal = { ok: false; reason: 'past' | 'closed' | 'taken' | 'off_grid' | 'invalid'; alternative: { date: string; time: string } | null };
export type SlotCheck = { ok: true } | SlotRefusal;

const ALT_SEARCH_DAYS = 31;

function localNow(ctx: ToolContext) {
  const l = toLocal(ctx.now, ctx.agent.timezone);
  return { local: l, slot: { date: { y: l.y, m: l.m, d: l.d }, minutes: l.hh * 60 + l.mm } as LocalSlot };
}

function toView(row: typeof appointments.$inferSelect): AppointmentView {
  return {
    id: row.id,
    service: row.service,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    callerName: row.callerName,
    callerPhone: row.callerPhone,
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
  };
}

/** Grid slots occupied by booked appointments from `from` (local date) on, as "YYYY-MM-DD HH:MM" keys. */
async function takenSlots(db: Db, ctx: ToolContext, from: LocalDate, days: number, excludeId?: string): Promise<Set<string>> {
  const tz = ctx.agent.timezone;
  const start = fromLocal({ ...from, hh: 0, mm: 0 }, tz);
  const end = fromLocal({ ...addDays(from, days + 1), hh: 0, mm: 0 }, tz);
  const rows = await db
    .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(and(eq(appointments.agentId, ctx.agent.id), eq(appointments.status, 'booked'), lt(appointments.startsAt, end), gt(appointments.endsAt, start)));
  const out = new Set<string>();
  for (const r of rows) {
    if (r.id === excludeId) continue;
    for (let t = r.startsAt.getTime(); t < r.endsAt.getTime(); t += SLOT_MINUTES * 60_000) {
      const l = toLocal(new Date(t), tz);
      const m = l.hh * 60 + l.mm;
      out.add(`${dateKey(l)} ${timeKey(m - (m % SLOT_MINUTES))}`);
    }
  }
  return out;
}

/** Without published hours, a restaurant takes tables at mealtimes and other businesses book in the daytime. */
function unknownHoursOf(ctx: ToolContext): UnknownHours {
  return skillOf(ctx.agent) === 'table' ? MEALTIMES : DAYTIME;
}

const slotKey = (s: LocalSlot) => `${dateKey(s.date)} ${timeKey(s.minutes)}`;

async function findAlternative(db: Db, ctx: ToolContext, requested: LocalSlot, excludeId?: string, exclude?: LocalSlot) {
  const { slot: now } = localNow(ctx);
  const from = compareDates(requested.date, now.date) < 0 ? now.date : requested.date;
  const taken = await takenSlots(db, ctx, from, ALT_SEARCH_DAYS, excludeId);
  const alt = nearestFreeSlot({
    hours: ctx.agent.info.hours,
    requested: { date: from, minutes: requested.minutes },
    now,
    isTaken: (s) => taken.has(slotKey(s)),
    maxDays: ALT_SEARCH_DAYS,
    exclude,
    unknown: unknownHoursOf(ctx),
  });
  return alt ? { date: dateKey(alt.date), time: timeKey(alt.minutes) } : null;
}

/** Can this local slot be booked now? If not, why, and the nearest free slot. */
export async function checkSlot(ctx: ToolContext, date: string, time: string, excludeId?: string): Promise<SlotCheck> {
  const db = await getDb();
  const d = parseDateKey(date);
  const minutes = parseTimeKey(time);
  if (!d || minutes === null || minutes >= 1440) return { ok: false, reason: 'invalid', alternative: null };
  const requested: LocalSlot = { date: d, minutes };
  const { slot: now } = localNow(ctx);
  const c = compareDates(d, now.date);
  if (c < 0 || (c === 0 && minutes <= now.minutes)) {
    return { ok: false, reason: 'past', alternative: await findAlternative(db, ctx, requested, excludeId) };
  }
  if (!bookable(ctx.agent.info.hours, d, minutes, undefined, unknownHoursOf(ctx))) {
    return { ok: false, reason: 'closed', alternative: await findAlternative(db, ctx, requested, excludeId) };
  }
  if (!onGrid(minutes)) {
    return { ok: false, reason: 'off_grid', alternative: await findAlternative(db, ctx, requested, excludeId) };
  }
  const taken = await takenSlots(db, ctx, d, 0, excludeId);
  if (taken.has(slotKey(requested))) {
    return { ok: false, reason: 'taken', alternative: await findAlternative(db, ctx, requested, excludeId, requested) };
  }
  return { ok: true };
}

/** Free grid starts on one local day (future only), nearest to `near` first when given. */
export async function freeSlotsOn(ctx: ToolContext, date: string, near?: number): Promise<number[]> {
  const d = parseDateKey(date);
  if (!d) return [];
  const db = await getDb();
  const taken = await takenSlots(db, ctx, d, 0);
  const { slot: now } = localNow(ctx);
  const starts = gridStarts(ctx.agent.info.hours, d, undefined, unknownHoursOf(ctx)).filter((m) => {
    const c = compareDates(d, now.date);
    return (c > 0 || (c === 0 && m > now.minutes)) && !taken.has(`${date} ${timeKey(m)}`);
  });
  if (near !== undefined) starts.sort((a, b) => Math.abs(a - near) - Math.abs(b - near) || a - b);
  return starts;
}

// ---------------------------------------------------------------------------------------------
// check_hours

export type HoursResult = {
  known: boolean;
  timezone: string;
  nowLocal: string;
  openNow: boolean | null;
  weekly: { day: string; opens: string; closes: string }[];
  date?: string;
  time?: string;
  openThatDay?: boolean | null;
  openAtTime?: boolean | null;
  spans?: { opens: string; closes: string }[];
  nextOpening?: { date: string; time: string } | null;
};

export function checkHours(ctx: ToolContext, args: { date?: string; time?: string } = {}): HoursResult {
  const hours = ctx.agent.info.hours;
  const { local, slot } = localNow(ctx);
  const known = hoursKnown(hours);
  const out: HoursResult = {
    known,
    timezone: ctx.agent.timezone,
    nowLocal: `${dateKey(local)} ${timeKey(slot.minutes)}`,
    openNow: known ? isOpenAt(hours, slot.date, slot.minutes) : null,
    weekly: hours.map((h) => ({ day: h.day, opens: h.opens, closes: h.closes })),
  };
  const next = known ? nextOpening(hours, local) : null;
  out.nextOpening = next ? { date: dateKey(next.date), time: timeKey(next.minutes) } : null;
  const d = args.date ? parseDateKey(args.date) : null;
  if (d) {
    out.date = args.date;
    const spans = spansOn(hours, weekdayOf(d));
    out.spans = spans.map((s) => ({ opens: timeKey(s.opens), closes: timeKey(Math.min(s.closes, 1440)) }));
    out.openThatDay = known ? spans.length > 0 : null;
    const t = args.time ? parseTimeKey(args.time) : null;
    if (t !== null) {
      out.time = args.time;
      out.openAtTime = known ? isOpenAt(hours, d, t) : null;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// book_appointment / move / cancel

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export type BookArgs = { name: string; phone: string; service?: string | null; date: string; time: string };
export type BookResult = { ok: true; appointment: AppointmentView } | SlotRefusal | { ok: false; reason: 'invalid_phone' | 'missing_name'; alternative: null };

function describeAppointment(ctx: ToolContext, a: AppointmentView) {
  const l = toLocal(new Date(a.startsAt), ctx.agent.timezone);
  return `${dateKey(l)} ${timeKey(l.hh * 60 + l.mm)}`;
}

export async function bookAppointment(ctx: ToolContext, args: BookArgs): Promise<BookResult> {
  const name = args.name.trim().slice(0, 120);
  if (!name) return { ok: false, reason: 'missing_name', alternative: null };
  const e164 = toE164(args.phone, ctx.agent.country);
  if (!e164) return { ok: false, reason: 'invalid_phone', alternative: null };
  const check = await checkSlot(ctx, args.date, args.time);
  if (!check.ok) return check;
  const d = parseDateKey(args.date)!;
  const minutes = parseTimeKey(args.time)!;
  const startsAt = fromLocal({ ...d, hh: Math.floor(minutes / 60), mm: minutes % 60 }, ctx.agent.timezone);
  const endsAt = new Date(startsAt.getTime() + SLOT_MINUTES * 60_000);
  const db = await getDb();
  try {
    const [row] = await db
      .insert(appointments)
      .values({
        agentId: ctx.agent.id,
        sessionId: ctx.sessionId ?? null,
        callerName: name,
        callerPhone: displayPhone(e164, ctx.agent.country),
        callerPhoneE164: e164,
        service: args.service?.trim().slice(0, 200) || null,
        startsAt,
        endsAt,
      })
      .returning();
    const appointment = toView(row);
    notifyOwner({
      kind: 'appointment',
      title: `${ctx.agent.name}: ${appointment.service ?? 'rendez-vous'} — ${describeAppointment(ctx, appointment)}`,
      summary: `${name} (${appointment.callerPhone}) — ${appointment.service ?? '—'} — ${describeAppointment(ctx, appointment)} (${ctx.agent.timezone})`,
      data: { agentId: ctx.agent.id, ...appointment },
    });
    return { ok: true, appointment };
  } catch (err) {
    // Two callers raced for this slot: the unique index let exactly one in.
    if (isUniqueViolation(err)) {
      return { ok: false, reason: 'taken', alternative: await findAlternative(db, ctx, { date: d, minutes }, undefined, { date: d, minutes }) };
    }
    throw err;
  }
}

/** Upcoming booked appointments for a caller's phone number, soonest first. */
export async function findAppointmentsByPhone(ctx: ToolContext, phone: string): Promise<AppointmentView[]> {
  const e164 = toE164(phone, ctx.agent.country);
  if (!e164) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.agentId, ctx.agent.id), eq(appointments.callerPhoneE164, e164), eq(appointments.status, 'booked'), gte(appointments.startsAt, ctx.now)))
    .orderBy(asc(appointments.startsAt))
    .limit(10);
  return rows.map(toView);
}

export type CancelArgs = { phone: string; appointmentId?: string; date?: string; time?: string };
export type CancelResult = { ok: true; appointment: AppointmentView } | { ok: false; reason: 'not_found' | 'invalid_phone' };

export async function cancelAppointment(ctx: ToolContext, args: CancelArgs): Promise<CancelResult> {
  if (!toE164(args.phone, ctx.agent.country)) return { ok: false, reason: 'invalid_phone' };
  const found = await findAppointmentsByPhone(ctx, args.phone);
  const target =
    found.find((a) => a.id === args.appointmentId) ??
    (args.date ? found.find((a) => describeAppointment(ctx, a).startsWith(args.date! + (args.time ? ` ${args.time}` : ''))) : undefined) ??
    (!args.appointmentId && !args.date ? found[0] : undefined);
  if (!target) return { ok: false, reason: 'not_found' };
  const db = await getDb();
  const [row] = await db
    .update(appointments)
    .set({ status: 'cancelled' })
    .where(and(eq(appointments.id, target.id), eq(appointments.status, 'booked')))
    .returning();
  if (!row) return { ok: false, reason: 'not_found' };
  return { ok: true, appointment: toView(row) };
}

export type MoveResult = { ok: true; appointment: AppointmentView; previousStartsAt: string } | SlotRefusal | { ok: false; reason: 'not_found'; alternative: null };

/** Moves a booking atomically: the old slot is released only if the new one is won. */
export async function moveAppointment(ctx: ToolContext, args: { appointmentId: string; date: string; time: string }): Promise<MoveResult> {
  const db = await getDb();
  const [old] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, args.appointmentId), eq(appointments.agentId, ctx.agent.id), eq(appointments.status, 'booked')))
    .limit(1);
  if (!old) return { ok: false, reason: 'not_found', alternative: null };
  const check = await checkSlot(ctx, args.date, args.time, old.id);
  if (!check.ok) return check;
  const d = parseDateKey(args.date)!;
  const minutes = parseTimeKey(args.time)!;
  const startsAt = fromLocal({ ...d, hh: Math.floor(minutes / 60), mm: minutes % 60 }, ctx.agent.timezone);
  try {
    const row = await db.transaction(async (tx) => {
      await tx.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, old.id));
      const [created] = await tx
        .insert(appointments)
        .values({
          agentId: ctx.agent.id,
          sessionId: ctx.sessionId ?? old.sessionId,
          callerName: old.callerName,
          callerPhone: old.callerPhone,
          callerPhoneE164: old.callerPhoneE164,
          service: old.service,
          startsAt,
          endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000),
        })
        .returning();
      return created;
    });
    const appointment = toView(row);
    notifyOwner({
      kind: 'appointment',
      title: `${ctx.agent.name}: rendez-vous déplacé — ${describeAppointment(ctx, appointment)}`,
      summary: `${appointment.callerName} (${appointment.callerPhone}) — ${appointment.service ?? '—'} — ${describeAppointment(ctx, toView(old))} → ${describeAppointment(ctx, appointment)} (${ctx.agent.timezone})`,
      data: { agentId: ctx.agent.id, ...appointment, previousStartsAt: old.startsAt.toISOString() },
    });
    return { ok: true, appointment, previousStartsAt: old.startsAt.toISOString() };
  } catch (err) {
    if (isUniqueViolation(err)) {
      return { ok: false, reason: 'taken', alternative: await findAlternative(db, ctx, { date: d, minutes }, old.id, { date: d, minutes }) };
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// take_message, transfer_call, end_call, knowledge gaps

export type MessageArgs = { name?: string | null; phone?: string | null; message: string };

export async function takeMessage(ctx: ToolContext, args: MessageArgs): Promise<{ ok: true; message: MessageView }> {
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

export function transferCall(ctx: ToolContext, _args: { reason?: string } = {}): { ok: true; phone: string } | { ok: false; reason: 'no_phone' } {
  const phone = ctx.agent.transferPhone;
  return phone ? { ok: true, phone } : { ok: false, reason: 'no_phone' };
}

export function endCall(_ctx: ToolContext): { ok: true; ended: true } {
  return { ok: true, ended: true };
}

export async function logKnowledgeGap(ctx: ToolContext, question: string): Promise<void> {
  try {
    const db = await getDb();
    await db.insert(knowledgeGaps).values({ agentId: ctx.agent.id, sessionId: ctx.sessionId ?? null, question: question.trim().slice(0, 500) });
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
    passages: hits.map((h) => ({ text: h.text, heading: h.headingPath.join(' › '), source: h.source, url: h.sourceUrl, matched: h.matchedTerms })),
  };
}

// ---------------------------------------------------------------------------------------------
// One dispatcher for LLM runtimes (OpenAI function calls, Vapi tool-calls).


const dateArg = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timeArg = z.string().regex(/^\d{1,2}:\d{2}$/).transform((t) => t.padStart(5, '0'));
const ARG_SCHEMAS = {
  search_knowledge: z.object({ query: z.string().min(1).max(500), language: z.enum(['fr', 'en']).optional() }),
  check_hours: z.object({ date: dateArg.optional(), time: timeArg.optional() }),
  book_appointment: z.object({ name: z.string().min(1).max(120), phone: z.string().min(4).max(40), service: z.string().max(200).optional().nullable(), date: dateArg, time: timeArg }),
  cancel_appointment: z.object({ phone: z.string().min(4).max(40), date: dateArg.optional(), time: timeArg.optional() }),
  take_message: z.object({ name: z.string().max(120).optional().nullable(), phone: z.string().max(40).optional().nullable(), message: z.string().min(1).max(2000) }),
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
      return { result: r as unknown as Record<string, unknown>, actions: r.ok ? [{ type: 'appointment_booked', appointment: r.appointment }] : [] };
    }
    case 'cancel_appointment': {
      const r = await cancelAppointment(ctx, args as CancelArgs);
      return { result: r as unknown as Record<string, unknown>, actions: r.ok ? [{ type: 'appointment_cancelled', appointment: r.appointment }] : [] };
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
