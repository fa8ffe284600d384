import { eq } from 'drizzle-orm';
import { POST as vapiWebhook } from '@/app/api/vapi/webhook/route';
import { knowledgeGaps } from '@/db/schema/receptionist';
import { indexSite } from '@/lib/knowledge';
import { handleChatTurn } from '@/lib/receptionist/chat';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { openAiStandIn } from '@/tests/helpers/openai-stand-in';
import { insertFixtureAgent, jsonRequest } from '../receptionist/helpers';

// search_knowledge, the knowledge base as a tool for the LLM runtimes. OpenAI and Vapi are
// outside this machine: OpenAI is a local HTTP stand-in serving recorded Chat Completions
// responses (tests/fixtures/openai/knowledge-turn.json); Vapi is its tool-calls payload shape
// sent to our real webhook route.

const SITE = `<article data-source-url="https://salon.example/" data-title="" lang="fr">
<h1>Salon Élise</h1><h2>Accès</h2><p>Stationnement gratuit sur la place du Marché, à 50 mètres du salon.</p>
<h2>Tarifs</h2><ul><li>Coupe homme · 25 €</li></ul></article>`;
const SECRET = 'whsec-kb-test';

describe.each(testDatabases())('search_knowledge tool on %s', (kind) => {
  const t = useTestDb(kind);
  let agentId: string;
  beforeAll(async () => {
    agentId = await insertFixtureAgent(t.db, 'salon-fr');
    await indexSite(agentId, SITE, 'fr', { db: t.db });
    process.env.VAPI_WEBHOOK_SECRET = SECRET;
  });
  afterAll(() => {
    delete process.env.VAPI_WEBHOOK_SECRET;
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
  });

  const toolCall = (id: string, args: Record<string, unknown>) =>
    vapiWebhook(
      jsonRequest(
        'http://localhost/api/vapi/webhook',
        {
          message: {
            type: 'tool-calls',
            toolCallList: [{ id, type: 'function', function: { name: 'search_knowledge', arguments: args } }],
            call: { id: `call-${id}`, assistant: { metadata: { agentId } } },
          },
        },
        { 'x-vapi-secret': SECRET },
      ),
    );

  it('Vapi webhook (recorded payload shape): returns the site’s passage in its words', async () => {
    const res = await toolCall('tc-park', { query: 'je peux me garer où ?' });
    expect(res.status).toBe(200);
    const [result] = (await res.json()).results;
    const body = JSON.parse(result.result);
    expect(body).toMatchObject({ ok: true, found: true });
    expect(body.passages[0]).toMatchObject({
      text: 'Stationnement gratuit sur la place du Marché, à 50 mètres du salon.',
      heading: 'Salon Élise › Accès',
      source: 'site',
      url: 'https://salon.example/',
    });
  });

  it('Vapi webhook (recorded payload shape): nothing on the site → found:false and a knowledge gap for the owner', async () => {
    const res = await toolCall('tc-dog', { query: 'Can I bring my dog?', language: 'en' });
    expect(JSON.parse((await res.json()).results[0].result)).toEqual({ ok: true, found: false, passages: [] });
    const gaps = await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.agentId, agentId));
    expect(gaps.map((g) => g.question)).toContain('Can I bring my dog?');
  });

  it('OpenAI engine (recorded responses from a local stand-in): the tool result carries the passage to the model', async () => {
    const server = openAiStandIn('knowledge-turn');
    process.env.OPENAI_API_KEY = 'sk-test-recorded';
    process.env.OPENAI_BASE_URL = await server.start();
    try {
      const res = await handleChatTurn({ agentId, message: 'Où est-ce que je peux me garer ?', now: new Date('2026-11-24T09:00:00Z') });
      expect(res.reply).toBe('Le stationnement est gratuit sur la place du Marché, à 50 mètres du salon.');
      expect(server.seen).toHaveLength(2);
      expect(server.seen[0].body.messages[0].content).toContain('search_knowledge');
      const toolMsg = server.seen[1].body.messages.at(-1)!;
      expect(toolMsg.role).toBe('tool');
      expect(JSON.parse(toolMsg.content!).passages[0].text).toBe('Stationnement gratuit sur la place du Marché, à 50 mètres du salon.');
    } finally {
      await server.stop();
    }
  });
});
