import { eq } from 'drizzle-orm';
import { appointments, callerMessages, knowledgeGaps } from '@/db/schema/receptionist';
import { loadAgentContext } from '@/lib/receptionist/agent-context';
import { bookAppointment, cancelAppointment, moveAppointment } from '@/lib/receptionist/appointments';
import { RehearsalWriteError, type ToolContext } from '@/lib/receptionist/availability';
import { runLocalTurn } from '@/lib/receptionist/engine';
import { logKnowledgeGap, takeMessage } from '@/lib/receptionist/tools';
import { newSessionState } from '@/lib/receptionist/types';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { insertFixtureAgent } from './helpers';

// A rehearsal turn replays a caller's question to see what they would hear now (after a re-read
// of the website): it must leave no trace in the database, whatever the tools are asked to do.

describe.each(testDatabases())('a rehearsal turn writes nothing on %s', (kind) => {
  const t = useTestDb(kind);
  let ctx: ToolContext;
  beforeAll(async () => {
    const id = await insertFixtureAgent(t.db, 'salon-fr');
    ctx = { agent: (await loadAgentContext(id))!, sessionId: 'rehearsal', now: new Date('2026-03-02T09:00:00Z'), rehearsal: { gaps: [] } };
  });

  it('collects a knowledge gap instead of storing it', async () => {
    await logKnowledgeGap(ctx, 'Vous acceptez les chiens ?');
    expect(ctx.rehearsal!.gaps).toEqual(['Vous acceptez les chiens ?']);
    expect(await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.agentId, ctx.agent.id))).toEqual([]);
  });

  it('refuses every tool that would book, move, cancel or take a message', async () => {
    const slot = { date: '2026-03-03', time: '10:00' };
    await expect(bookAppointment(ctx, { name: 'Paul', phone: '06 12 34 56 78', ...slot })).rejects.toBeInstanceOf(RehearsalWriteError);
    await expect(moveAppointment(ctx, { appointmentId: '00000000-0000-4000-8000-000000000000', ...slot })).rejects.toBeInstanceOf(
      RehearsalWriteError,
    );
    await expect(
      cancelAppointment(ctx, { phone: '06 12 34 56 78', appointmentId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toBeInstanceOf(RehearsalWriteError);
    await expect(takeMessage(ctx, { name: 'Paul', phone: null, message: 'Rappelez-moi' })).rejects.toBeInstanceOf(RehearsalWriteError);
    expect(await t.db.select().from(appointments).where(eq(appointments.agentId, ctx.agent.id))).toEqual([]);
    expect(await t.db.select().from(callerMessages).where(eq(callerMessages.agentId, ctx.agent.id))).toEqual([]);
  });

  it('replays an unanswerable question through the engine: the caller hears the honest gap, nothing is stored', async () => {
    const rehearsal = { gaps: [] as string[] };
    const out = await runLocalTurn({
      agent: ctx.agent,
      state: newSessionState('fr'),
      message: 'Est-ce que vous prenez les chèques vacances ?',
      now: ctx.now,
      sessionId: 'rehearsal',
      rehearsal,
    });
    expect(out.reply).toMatch(/pas cette information/);
    expect(rehearsal.gaps).toEqual(['Est-ce que vous prenez les chèques vacances ?']);
    expect(await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.agentId, ctx.agent.id))).toEqual([]);
  });
});
