import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { appointments } from '@/db/schema/receptionist';
import { notifyOwner } from '@/lib/notify';
import { displayPhone, toE164 } from './phone';
import { SLOT_MINUTES } from './slots';
import type { AppointmentView } from './types';

import { dateKey, fromLocal, parseDateKey, parseTimeKey, timeKey, toLocal } from './zoned-time';
import { checkSlot, findAlternative, refuseInRehearsal, type SlotRefusal, type ToolContext } from './availability';

// Appointments booked, found, cancelled and moved for a caller: the same rules whichever runtime
// (local engine, OpenAI function calls, Vapi tool-calls) asks.

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
export type BookResult =
  { ok: true; appointment: AppointmentView } | SlotRefusal | { ok: false; reason: 'invalid_phone' | 'missing_name'; alternative: null };

function describeAppointment(ctx: ToolContext, a: AppointmentView) {
  const l = toLocal(new Date(a.startsAt), ctx.agent.timezone);
  return `${dateKey(l)} ${timeKey(l.hh * 60 + l.mm)}`;
}

export async function bookAppointment(ctx: ToolContext, args: BookArgs): Promise<BookResult> {
  refuseInRehearsal(ctx, 'bookAppointment');
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
      return {
        ok: false,
        reason: 'taken',
        alternative: await findAlternative(db, ctx, { date: d, minutes }, undefined, { date: d, minutes }),
      };
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
    .where(
      and(
        eq(appointments.agentId, ctx.agent.id),
        eq(appointments.callerPhoneE164, e164),
        eq(appointments.status, 'booked'),
        gte(appointments.startsAt, ctx.now),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(10);
  return rows.map(toView);
}

export type CancelArgs = { phone: string; appointmentId?: string; date?: string; time?: string };
export type CancelResult = { ok: true; appointment: AppointmentView } | { ok: false; reason: 'not_found' | 'invalid_phone' };

export async function cancelAppointment(ctx: ToolContext, args: CancelArgs): Promise<CancelResult> {
  refuseInRehearsal(ctx, 'cancelAppointment');
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

export type MoveResult =
  | { ok: true; appointment: AppointmentView; previousStartsAt: string }
  | SlotRefusal
  | { ok: false; reason: 'not_found'; alternative: null };

/** Moves a booking atomically: the old slot is released only if the new one is won. */
export async function moveAppointment(ctx: ToolContext, args: { appointmentId: string; date: string; time: string }): Promise<MoveResult> {
  refuseInRehearsal(ctx, 'moveAppointment');
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
      return {
        ok: false,
        reason: 'taken',
        alternative: await findAlternative(db, ctx, { date: d, minutes }, old.id, { date: d, minutes }),
      };
    }
    throw err;
  }
}
