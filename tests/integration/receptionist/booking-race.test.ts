import { and, eq } from 'drizzle-orm';
import { appointments } from '@/db/schema/receptionist';
import { loadAgentContext } from '@/lib/receptionist/agent-context';
import { handleChatTurn } from '@/lib/receptionist/chat';
import { bookAppointment, cancelAppointment, moveAppointment } from '@/lib/receptionist/appointments';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { insertFixtureAgent } from './helpers';

// Two callers racing for one slot: the partial unique index (agent_id, starts_at) WHERE status =
// 'booked' decides, not a check-then-insert. Both checks pass, exactly one insert wins, the other
// caller is offered the nearest free slot.

const NOW = new Date('2026-11-24T09:00:00Z'); // Tuesday 10:00 in Paris

describe.each(testDatabases())('booking race on %s', (kind) => {
  const t = useTestDb(kind);
  let agentId: string;
  beforeAll(async () => {
    process.env.OPENAI_API_KEY = '';
    agentId = await insertFixtureAgent(t.db, 'salon-fr');
  });

  it('two concurrent bookings of the same slot: exactly one wins', async () => {
    const agent = (await loadAgentContext(agentId))!;
    const ctx = { agent, now: NOW };
    const results = await Promise.all([
      bookAppointment(ctx, { name: 'Alice', phone: '06 11 11 11 11', service: 'Coupe femme', date: '2026-11-26', time: '15:00' }),
      bookAppointment(ctx, { name: 'Bob', phone: '06 22 22 22 22', service: 'Coupe homme', date: '2026-11-26', time: '15:00' }),
      bookAppointment(ctx, { name: 'Chloé', phone: '06 33 33 33 33', service: 'Brushing', date: '2026-11-26', time: '15:00' }),
    ]);
    const winners = results.filter((r) => r.ok);
    const losers = results.filter((r) => !r.ok);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(2);
    for (const l of losers) expect(l).toMatchObject({ ok: false, reason: 'taken', alternative: { date: '2026-11-26' } });
    const rows = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.agentId, agentId), eq(appointments.status, 'booked')));
    expect(rows).toHaveLength(1);
  });

  it('two chat sessions confirming the same slot at once: one booked, one offered another slot', async () => {
    const sessions: string[] = [];
    for (const name of ['Denis Roy', 'Eva Roy']) {
      let sessionId: string | undefined;
      for (const message of ['je voudrais un brushing vendredi à 11h', name, '06 44 44 44 44']) {
        sessionId = (await handleChatTurn({ agentId, sessionId, message, now: NOW })).sessionId;
      }
      sessions.push(sessionId!);
    }
    const [a, b] = await Promise.all(sessions.map((sessionId) => handleChatTurn({ agentId, sessionId, message: 'oui', now: NOW })));
    const booked = [a, b].filter((r) => r.actions.some((x) => x.type === 'appointment_booked'));
    expect(booked).toHaveLength(1);
    const loser = a === booked[0] ? b : a;
    expect(loser.reply).toMatch(/vient d’être pris/);
    expect(loser.reply).toMatch(/11 h 30|10 h 30/);
  });

  it('a cancelled slot can be booked again; a move releases the old slot only if the new one is won', async () => {
    const agent = (await loadAgentContext(agentId))!;
    const ctx = { agent, now: NOW };
    const first = await bookAppointment(ctx, { name: 'Gil', phone: '06 55 55 55 55', date: '2026-11-27', time: '16:00' });
    expect(first.ok).toBe(true);
    const cancel = await cancelAppointment(ctx, { phone: '+33655555555' });
    expect(cancel).toMatchObject({ ok: true, appointment: { status: 'cancelled' } });
    const again = await bookAppointment(ctx, { name: 'Hana', phone: '06 66 66 66 66', date: '2026-11-27', time: '16:00' });
    expect(again.ok).toBe(true);
    const other = await bookAppointment(ctx, { name: 'Ivan', phone: '06 77 77 77 77', date: '2026-11-27', time: '17:00' });
    expect(other.ok).toBe(true);
    if (!other.ok || !again.ok) return;
    const blocked = await moveAppointment(ctx, { appointmentId: other.appointment.id, date: '2026-11-27', time: '16:00' });
    expect(blocked).toMatchObject({ ok: false, reason: 'taken' });
    const [still] = await t.db.select().from(appointments).where(eq(appointments.id, other.appointment.id));
    expect(still.status).toBe('booked');
    const moved = await moveAppointment(ctx, { appointmentId: other.appointment.id, date: '2026-11-28', time: '10:00' });
    expect(moved.ok).toBe(true);
  });

  it('refuses past, closed and off-grid slots with the nearest free one', async () => {
    const agent = (await loadAgentContext(agentId))!;
    const ctx = { agent, now: NOW };
    expect(await bookAppointment(ctx, { name: 'J', phone: '0688888888', date: '2026-11-24', time: '09:00' })).toMatchObject({
      ok: false,
      reason: 'past',
    });
    expect(await bookAppointment(ctx, { name: 'J', phone: '0688888888', date: '2026-11-29', time: '10:00' })).toMatchObject({
      ok: false,
      reason: 'closed',
      alternative: { date: '2026-12-01', time: '10:00' },
    });
    expect(await bookAppointment(ctx, { name: 'J', phone: '0688888888', date: '2026-11-25', time: '10:10' })).toMatchObject({
      ok: false,
      reason: 'off_grid',
    });
    expect(await bookAppointment(ctx, { name: 'J', phone: '12', date: '2026-11-25', time: '10:00' })).toMatchObject({
      ok: false,
      reason: 'invalid_phone',
    });
  });
});
