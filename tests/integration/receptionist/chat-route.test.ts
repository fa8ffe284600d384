import { eq } from 'drizzle-orm';
import { appointments, chatSessions, knowledgeGaps } from '@/db/schema/receptionist';
import { GET, POST } from '@/app/api/agents/[id]/chat/route';
import { DEMO_AGENT_IDS } from '@/lib/receptionist/demo-agents';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { insertFixtureAgent, jsonRequest } from './helpers';

const call = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  POST(jsonRequest(`http://localhost/api/agents/${id}/chat`, body, headers), { params: Promise.resolve({ id }) });

describe.each(testDatabases())('POST /api/agents/:id/chat on %s', (kind) => {
  const t = useTestDb(kind);
  let agentId: string;
  beforeAll(async () => {
    process.env.OPENAI_API_KEY = '';
    agentId = await insertFixtureAgent(t.db, 'salon-fr');
  });

  it('answers from the agent’s facts and keeps the conversation in the database', async () => {
    const first = await call(agentId, { message: 'Bonjour, quelle est votre adresse ?' });
    expect(first.status).toBe(200);
    const a = await first.json();
    expect(a.reply).toContain('12 rue de la République');
    expect(a.actions).toEqual([]);
    expect(a.ended).toBe(false);
    expect(a.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, a.sessionId));
    expect(row.turns).toBe(1);

    // The next turns only carry the session id: the state comes from the database.
    const turns = ['je voudrais une coupe homme samedi à 10h', 'Jean Dupont', '06 12 34 56 78', 'oui'];
    let last: { reply: string; actions: { type: string; appointment?: { service: string } }[] } = { reply: '', actions: [] };
    for (const message of turns) {
      const res = await call(agentId, { sessionId: a.sessionId, message });
      expect(res.status).toBe(200);
      last = await res.json();
    }
    expect(last.actions[0]).toMatchObject({ type: 'appointment_booked', appointment: { service: 'Coupe homme' } });
    const booked = await t.db.select().from(appointments).where(eq(appointments.agentId, agentId));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      callerName: 'Jean Dupont',
      callerPhoneE164: '+33612345678',
      sessionId: a.sessionId,
      status: 'booked',
    });
  });

  it('logs unknown questions as knowledge gaps', async () => {
    const res = await call(agentId, { message: 'Est-ce que vous faites les extensions de cils ?' });
    const body = await res.json();
    expect(body.reply).toMatch(/pas cette information/);
    const gaps = await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.agentId, agentId));
    expect(gaps.map((g) => g.question)).toContain('Est-ce que vous faites les extensions de cils ?');
  });

  it('answers gracefully to a 2000-character message', async () => {
    const res = await call(agentId, { message: 'Vos horaires ? '.repeat(134).slice(0, 2000) });
    expect(res.status).toBe(200);
    expect((await res.json()).reply).toContain('samedi');
  });

  it('validates the body: empty → 400, over 2000 characters → 400, oversized body → 413, not JSON → 415', async () => {
    const empty = await call(agentId, { message: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({ code: 'validation_failed', fields: { message: { code: 'required' } } });
    const missing = await call(agentId, {});
    expect(missing.status).toBe(400);
    const long = await call(agentId, { message: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.message.code).toBe('too_long');
    const huge = await call(agentId, { message: 'a'.repeat(20_000) });
    expect(huge.status).toBe(413);
    const notJson = await POST(
      new Request(`http://localhost/api/agents/${agentId}/chat`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }),
      { params: Promise.resolve({ id: agentId }) },
    );
    expect(notJson.status).toBe(415);
    const badJson = await call(agentId, '{"message":');
    expect(badJson.status).toBe(400);
  });

  it('404 for an unknown agent or a malformed id; 405 for GET', async () => {
    const unknown = await call('6f1c2b9e-1d2a-4c3b-8e4f-000000000000', { message: 'Bonjour' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('agent_not_found');
    const malformed = await call('not-a-uuid', { message: 'Bonjour' });
    expect(malformed.status).toBe(404);
    const get = await GET(new Request(`http://localhost/api/agents/${agentId}/chat`), { params: Promise.resolve({ id: agentId }) });
    expect(get.status).toBe(405);
  });

  it('starts a fresh session when the given session id is unknown', async () => {
    const res = await call(agentId, { sessionId: '0b0e7f3a-9c1d-4e2f-8a3b-123456789abc', message: 'Bonjour' });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.sessionId).not.toBe('0b0e7f3a-9c1d-4e2f-8a3b-123456789abc');
  });

  it('the built-in demo agents exist on first use and answer about the product', async () => {
    const fr = await (await call(DEMO_AGENT_IDS.fr, { message: 'C’est gratuit ?' })).json();
    expect(fr.reply).toContain('49 €');
    const en = await (await call(DEMO_AGENT_IDS.en, { message: 'Which languages do you speak?' })).json();
    expect(en.reply).toMatch(/Arabic and Spanish/);
  });

  it('ends the conversation on goodbye and stays ended', async () => {
    const bye = await (await call(agentId, { message: 'Merci, au revoir' })).json();
    expect(bye).toMatchObject({ ended: true, actions: [{ type: 'end_call' }] });
    const after = await (await call(agentId, { sessionId: bye.sessionId, message: 'Allô ?' })).json();
    expect(after.ended).toBe(true);
  });
});
