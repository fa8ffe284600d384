import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { appointments, calls } from '@/db/schema/receptionist';
import { POST } from '@/app/api/vapi/webhook/route';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { insertFixtureAgent, jsonRequest } from './helpers';

// Payload shapes follow Vapi's server-message docs (tool-calls with toolCallList and
// toolWithToolCallList, end-of-call-report with artifact/analysis, status-update).

const SECRET = 'whsec-test-5b1f0c';
const URL = 'http://localhost/api/vapi/webhook';
const fixture = (name: string, agentId: string, assistantId = 'asst-none') =>
  JSON.parse(
    fs
      .readFileSync(path.join(process.cwd(), 'tests/fixtures/vapi', name), 'utf8')
      .replaceAll('AGENT_ID', agentId)
      .replaceAll('asst-REPLACED', assistantId),
  );
const send = (body: unknown, headers: Record<string, string> = { 'x-vapi-secret': SECRET }) => POST(jsonRequest(URL, body, headers));

describe.each(testDatabases())('POST /api/vapi/webhook on %s', (kind) => {
  const t = useTestDb(kind);
  let agentId: string;
  beforeAll(async () => {
    process.env.VAPI_WEBHOOK_SECRET = SECRET;
    agentId = await insertFixtureAgent(t.db, 'salon-fr', { providerAssistantId: `asst-${kind}-salon` });
  });
  afterAll(() => {
    delete process.env.VAPI_WEBHOOK_SECRET;
  });

  it('401 without the secret, with a wrong one, and when no secret is configured', async () => {
    const body = fixture('tool-calls.json', agentId);
    expect((await send(body, {})).status).toBe(401);
    const wrong = await send(body, { 'x-vapi-secret': 'nope' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('vapi_webhook_unauthorized');
    expect((await send(body, { authorization: `Bearer ${SECRET}x` })).status).toBe(401);
    delete process.env.VAPI_WEBHOOK_SECRET;
    const unconfigured = await send(body);
    expect(unconfigured.status).toBe(401);
    expect((await unconfigured.json()).error.code).toBe('vapi_webhook_not_configured');
    process.env.VAPI_WEBHOOK_SECRET = SECRET;
  });

  it('400 for malformed bodies, 200 and ignored for unknown message types', async () => {
    expect((await send('{"message":')).status).toBe(400);
    const noType = await send({ message: { foo: 1 } });
    expect(noType.status).toBe(400);
    expect((await noType.json()).error.code).toBe('vapi_invalid_payload');
    expect((await send({ hello: 'world' })).status).toBe(400);
    expect((await send({ message: { type: 'tool-calls', call: { id: 'x' } } })).status).toBe(400);
    const unknown = await send({ message: { type: 'speech-update', status: 'started', role: 'assistant' } });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true, ignored: true });
  });

  it('tool-calls run the shared tools and answer {results:[{toolCallId, result}]}', async () => {
    const res = await send(fixture('tool-calls.json', agentId));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.results).toHaveLength(2);
    const hours = body.results.find((r: { toolCallId: string }) => r.toolCallId === 'toolu_01DTPAzUm5Gk3zxrpJ969oMF');
    expect(JSON.parse(hours.result)).toMatchObject({
      ok: true,
      known: true,
      date: '2026-11-28',
      openThatDay: true,
      spans: [{ opens: '09:00', closes: '17:00' }],
    });
    const booking = JSON.parse(body.results.find((r: { toolCallId: string }) => r.toolCallId === 'toolu_02BookSlot').result);
    expect(booking).toMatchObject({ ok: true, appointment: { callerName: 'Jeanne Martin', service: 'Coupe femme', status: 'booked' } });
    const rows = await t.db.select().from(appointments).where(eq(appointments.agentId, agentId));
    expect(rows).toHaveLength(1);
    expect(rows[0].sessionId).toBe('vapi:call-7f3e2a10-0b7c-4b8e-9d1e-2f5a6c7d8e9f');
  });

  it('accepts the Authorization: Bearer form and finds the agent by its Vapi assistant id', async () => {
    const res = await send(
      {
        message: {
          type: 'tool-calls',
          toolWithToolCallList: [
            { name: 'transfer_call', toolCall: { id: 'tc-transfer', function: { name: 'transfer_call', parameters: {} } } },
          ],
          call: { id: 'call-bearer-1', assistantId: `asst-${kind}-salon` },
        },
      },
      { authorization: `Bearer ${SECRET}` },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      results: [{ toolCallId: 'tc-transfer', result: JSON.stringify({ ok: true, phone: '+33478000001' }) }],
    });
  });

  it('unknown tools and bad arguments get an error result, not a failure', async () => {
    const res = await send({
      message: {
        type: 'tool-calls',
        toolCallList: [
          { id: 'tc-1', function: { name: 'launch_rocket', arguments: {} } },
          { id: 'tc-2', function: { name: 'book_appointment', arguments: { name: 'X' } } },
        ],
        call: { id: 'call-unknown-tool', assistant: { metadata: { agentId } } },
      },
    });
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(JSON.parse(results[0].result)).toMatchObject({ ok: false, error: 'unknown_tool' });
    expect(JSON.parse(results[1].result)).toMatchObject({ ok: false, error: 'invalid_arguments' });
  });

  it('tool calls for an unknown assistant say agent_not_found', async () => {
    const res = await send({
      message: { type: 'tool-calls', toolCallList: [{ id: 'tc-x', function: { name: 'check_hours', arguments: {} } }], call: { id: 'c' } },
    });
    expect(JSON.parse((await res.json()).results[0].result)).toMatchObject({ ok: false, error: 'agent_not_found' });
  });

  it('end-of-call-report stores the call once (upsert by Vapi call id); status-update is recorded', async () => {
    const status = await send({
      message: {
        type: 'status-update',
        status: 'in-progress',
        call: { id: 'call-7f3e2a10-0b7c-4b8e-9d1e-2f5a6c7d8e9f' },
        assistant: { metadata: { agentId } },
      },
    });
    expect(status.status).toBe(200);
    let [row] = await t.db.select().from(calls).where(eq(calls.providerCallId, 'call-7f3e2a10-0b7c-4b8e-9d1e-2f5a6c7d8e9f'));
    expect(row).toMatchObject({ status: 'in-progress', agentId, provider: 'vapi' });

    const report = fixture('end-of-call-report.json', agentId);
    expect((await send(report)).status).toBe(200);
    expect((await send(report)).status).toBe(200);
    const rows = await t.db.select().from(calls).where(eq(calls.providerCallId, 'call-7f3e2a10-0b7c-4b8e-9d1e-2f5a6c7d8e9f'));
    expect(rows).toHaveLength(1);
    row = rows[0];
    expect(row).toMatchObject({
      agentId,
      status: 'ended',
      endedReason: 'customer-ended-call',
      durationSeconds: 187,
      recordingUrl: 'https://storage.vapi.ai/call-7f3e2a10-mono.wav',
      summary: 'Le client a réservé une coupe samedi à 10 h.',
    });
    expect(row.transcript).toContain('User: Je voudrais une coupe samedi.');
    expect(row.startedAt?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });
});
