import { eq } from 'drizzle-orm';
import { appointments } from '@/db/schema/receptionist';
import { handleChatTurn } from '@/lib/receptionist/chat';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { openAiStandIn } from '@/tests/helpers/openai-stand-in';
import { insertFixtureAgent } from './helpers';

// OpenAI is outside this machine: a local stand-in serves the recorded Chat Completions
// responses of tests/fixtures/openai/booking-turn.json and records what the engine sent.

const NOW = new Date('2026-11-24T09:00:00Z');

type SentBody = { model: string; messages: { role: string; content: string | null }[]; tools: { function: { name: string } }[] };

describe.each(testDatabases())('OpenAI engine on %s', (kind) => {
  const t = useTestDb(kind);
  let agentId: string;
  beforeAll(async () => {
    agentId = await insertFixtureAgent(t.db, 'salon-fr');
  });
  afterEach(() => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
  });

  it('books through the shared tools (recorded OpenAI response)', async () => {
    const server = openAiStandIn<SentBody>('booking-turn');
    process.env.OPENAI_API_KEY = 'sk-test-recorded';
    process.env.OPENAI_BASE_URL = await server.start();
    try {
      const res = await handleChatTurn({ agentId, message: 'Une coupe homme samedi à 10h pour Jean Dupont, 06 12 34 56 78', now: NOW });
      expect(res.reply).toContain('C’est réservé');
      expect(res.actions).toHaveLength(1);
      expect(res.actions[0]).toMatchObject({
        type: 'appointment_booked',
        appointment: { callerName: 'Jean Dupont', service: 'Coupe homme' },
      });
      const rows = await t.db.select().from(appointments).where(eq(appointments.agentId, agentId));
      expect(rows).toHaveLength(1);
      expect(rows[0].startsAt.toISOString()).toBe('2026-11-28T09:00:00.000Z');
      // What was sent: the agent's prompt + local time, the seven tools, then the tool result.
      expect(server.seen).toHaveLength(2);
      expect(server.seen[0].path).toBe('/v1/chat/completions');
      expect(server.seen[0].auth).toBe('Bearer sk-test-recorded');
      expect(server.seen[0].body.messages[0].content).toContain('Receptionist of Salon Élise');
      expect(server.seen[0].body.messages[0].content).toContain('Europe/Paris');
      expect(server.seen[0].body.tools.map((x) => x.function.name).sort()).toEqual([
        'book_appointment',
        'cancel_appointment',
        'check_hours',
        'end_call',
        'search_knowledge',
        'take_message',
        'transfer_call',
      ]);
      const toolMsg = server.seen[1].body.messages.at(-1)!;
      expect(toolMsg.role).toBe('tool');
      expect(JSON.parse(toolMsg.content!)).toMatchObject({ ok: true, appointment: { status: 'booked' } });
    } finally {
      await server.stop();
    }
  });

  it('falls back to the local engine when the provider fails (recorded OpenAI error)', async () => {
    const server = openAiStandIn<SentBody>('booking-turn', { fail: true });
    process.env.OPENAI_API_KEY = 'sk-test-recorded';
    process.env.OPENAI_BASE_URL = await server.start();
    try {
      const res = await handleChatTurn({ agentId, message: 'Quelle est votre adresse ?', now: NOW });
      expect(server.seen.length).toBeGreaterThan(0);
      expect(res.reply).toContain('12 rue de la République');
    } finally {
      await server.stop();
    }
  });
});
