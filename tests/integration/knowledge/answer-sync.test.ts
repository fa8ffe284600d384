import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createPost } from '@/app/api/create-agent/route';
import { POST as knowledgePost } from '@/app/api/agents/[id]/knowledge/route';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { startStandIn, type StandIn } from '../voice/stand-ins';

// An owner's answer reaches the agent's Vapi assistant at once. Vapi is outside this machine: a
// local HTTP stand-in (VAPI_API_URL) records what the app sends and answers like Vapi's API.

const ENV = ['VAPI_PRIVATE_KEY', 'VAPI_API_URL', 'AGENT_CREATE_RATE_PER_MINUTE'];

describe.each(testDatabases())('owner answer synced to a Vapi stand-in on %s', (kind) => {
  useTestDb(kind);
  let vapi: StandIn;
  beforeAll(async () => {
    vapi = await startStandIn((req) =>
      req.method === 'POST' ? { status: 201, body: { id: 'asst_sync_1' } } : { body: { id: 'asst_sync_1' } },
    );
    Object.assign(process.env, { VAPI_PRIVATE_KEY: 'vapi_priv', VAPI_API_URL: vapi.url, AGENT_CREATE_RATE_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    for (const k of ENV) delete process.env[k];
    await vapi.close();
  });

  it('PATCHes the assistant with a prompt that holds the answer', async () => {
    vapi.requests.length = 0;
    const created = await createPost(
      new Request('http://localhost/api/create-agent', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          businessName: 'Bike Barn',
          businessType: 'Bike shop',
          phone: '+44 20 7946 0000',
          scrapedContent: '<h1>Bike Barn</h1><p>Repairs.</p>',
          locale: 'en',
        }),
      }),
    );
    expect(created.status).toBe(201);
    const { agentId, editToken } = (await created.json()) as { agentId: string; editToken: string };
    expect(vapi.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /assistant']);

    const res = await knowledgePost(
      new Request(`http://localhost/api/agents/${agentId}/knowledge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-agent-edit-token': editToken },
        body: JSON.stringify({ question: 'Do you rent bikes?', answer: 'Yes, city bikes at £15 a day.' }),
      }),
      { params: Promise.resolve({ id: agentId }) },
    );
    expect(res.status).toBe(201);
    const update = vapi.requests.at(-1)!;
    expect(`${update.method} ${update.path}`).toBe('PATCH /assistant/asst_sync_1');
    const body = update.json as { model: { messages: { content: string }[] } };
    expect(body.model.messages[0].content).toContain('Yes, city bikes at £15 a day.');
  });
});
