import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as tokenPOST } from '@/app/api/voice/vapi-token/route';
import { POST as transcribePOST } from '@/app/api/voice/transcribe/route';
import { agents } from '@/db/schema';
import { syncAgentToVapi } from '@/lib/vapi/assistant';
import { emptyExtractedInfo } from '@/lib/extract/types';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { startStandIn, toneWav, type StandIn } from './stand-ins';

const ENV_KEYS = [
  'VAPI_PRIVATE_KEY',
  'VAPI_ORG_ID',
  'VAPI_ASSISTANT_ID',
  'VAPI_AD_FR_ASSISTANT_ID',
  'VAPI_API_URL',
  'PUBLIC_BASE_URL',
  'VAPI_WEBHOOK_SECRET',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
];
function setEnv(values: Record<string, string>) {
  for (const k of ENV_KEYS) delete process.env[k];
  Object.assign(process.env, values);
}

const tokenRequest = (body: unknown, headers: Record<string, string> = {}) =>
  tokenPOST(
    new Request('http://receptio.fr/api/voice/vapi-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'receptio.fr', origin: 'http://receptio.fr', ...headers },
      body: JSON.stringify(body),
    }),
  );

function decode(token: string, key: string) {
  const [h, p, s] = token.split('.');
  expect(createHmac('sha256', key).update(`${h}.${p}`).digest('base64url')).toBe(s);
  return JSON.parse(Buffer.from(p, 'base64url').toString());
}

afterAll(() => setEnv({}));

describe.each(testDatabases())('Vapi web token route on %s', (kind) => {
  const t = useTestDb(kind);

  it('503 when no private key / org id is configured', async () => {
    setEnv({ VAPI_ASSISTANT_ID: 'asst_landing' });
    const res = await tokenRequest({ variant: 'landing' });
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('vapi_unavailable');
  });

  it('signs a 10-minute public token pinned to the page assistant and our origin', async () => {
    setEnv({
      VAPI_PRIVATE_KEY: 'priv_key',
      VAPI_ORG_ID: 'org_42',
      VAPI_ASSISTANT_ID: 'asst_landing',
      VAPI_AD_FR_ASSISTANT_ID: 'asst_fr',
      PUBLIC_BASE_URL: 'https://receptio.fr',
    });
    const res = await tokenRequest({ variant: 'ad-fr' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token, expiresAt } = await res.json();
    const claims = decode(token, 'priv_key');
    expect(claims.orgId).toBe('org_42');
    expect(claims.token.tag).toBe('public');
    expect(claims.token.restrictions.allowedAssistantIds).toEqual(['asst_fr']);
    expect(claims.token.restrictions.allowTransientAssistant).toBe(false);
    expect(claims.token.restrictions.allowedOrigins).toEqual(['https://receptio.fr', 'http://receptio.fr']);
    expect(claims.exp - claims.iat).toBe(600);
    expect(Date.parse(expiresAt)).toBe(claims.exp * 1000);
  });

  it('agentId → that agent’s Vapi assistant; unknown or unsynced agent → 404', async () => {
    setEnv({ VAPI_PRIVATE_KEY: 'k', VAPI_ORG_ID: 'o' });
    const [synced] = await t.db
      .insert(agents)
      .values({
        name: 'Chez Léa',
        phone: '+33123456789',
        businessType: 'Restaurant',
        extractedInfo: emptyExtractedInfo(),
        prompt: 'p',
        settings: { language: 'fr', tone: 't', maxCallDuration: 5 },
        providerAssistantId: 'asst_agent',
      })
      .returning();
    const [local] = await t.db
      .insert(agents)
      .values({
        name: 'Local',
        phone: '+33123456789',
        businessType: 'Restaurant',
        extractedInfo: emptyExtractedInfo(),
        prompt: 'p',
        settings: { language: 'fr', tone: 't', maxCallDuration: 5 },
      })
      .returning();
    const ok = await tokenRequest({ agentId: synced.id });
    expect(ok.status).toBe(200);
    expect(decode((await ok.json()).token, 'k').token.restrictions.allowedAssistantIds).toEqual(['asst_agent']);
    expect((await tokenRequest({ agentId: local.id })).status).toBe(404);
    expect((await tokenRequest({ agentId: '00000000-0000-4000-8000-000000000999' })).status).toBe(404);
  });

  it('inline → transient assistant allowed; bad bodies → 400', async () => {
    setEnv({ VAPI_PRIVATE_KEY: 'k', VAPI_ORG_ID: 'o' });
    const res = await tokenRequest({ inline: true });
    expect(decode((await res.json()).token, 'k').token.restrictions).toMatchObject({ allowTransientAssistant: true });
    expect((await tokenRequest({ variant: 'nope' })).status).toBe(400);
    expect((await tokenRequest({ agentId: 'not-a-uuid' })).status).toBe(400);
    expect((await tokenRequest({ variant: 'landing', extra: 1 })).status).toBe(400);
    // a page variant without a configured assistant cannot get a token
    expect((await tokenRequest({ variant: 'landing' })).status).toBe(503);
  });
});

describe('syncAgentToVapi against a local Vapi stand-in (local Vapi stand-in)', () => {
  let vapi: StandIn;
  let reply: { status: number; body: unknown; delayMs?: number } = { status: 201, body: { id: 'asst_new' } };
  beforeAll(async () => {
    vapi = await startStandIn(() => reply);
  });
  afterAll(() => vapi.close());
  afterEach(() => (vapi.requests.length = 0));

  const agent = {
    id: '11111111-2222-4333-8444-555555555555',
    name: 'Salon de coiffure Les Ciseaux d’Or — Bordeaux centre',
    phone: '+33 5 56 00 00 00',
    language: 'fr',
    prompt: 'Tu es la réceptionniste du salon.',
    settings: { language: 'fr', tone: 'Chaleureux et professionnel', maxCallDuration: 5 },
  };

  it('null without VAPI_PRIVATE_KEY (nothing sent)', async () => {
    setEnv({ VAPI_API_URL: vapi.url });
    expect(await syncAgentToVapi(agent)).toBeNull();
    expect(vapi.requests).toHaveLength(0);
  });

  it('POSTs /assistant with the private key and the full assistant → {assistantId}', async () => {
    setEnv({ VAPI_PRIVATE_KEY: 'vapi_priv', VAPI_API_URL: vapi.url, PUBLIC_BASE_URL: 'https://receptio.fr', VAPI_WEBHOOK_SECRET: 'whsec' });
    reply = { status: 201, body: { id: 'asst_new', name: 'x' } };
    expect(await syncAgentToVapi(agent)).toEqual({ assistantId: 'asst_new' });
    const [req] = vapi.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/assistant');
    expect(req.headers.authorization).toBe('Bearer vapi_priv');
    const body = req.json as Record<string, any>;
    expect(body.name.length).toBeLessThanOrEqual(40);
    expect(body.firstMessage).toBeTruthy();
    expect(body.model.messages).toEqual([{ role: 'system', content: agent.prompt }]);
    expect(body.model.tools.map((t: { type: string }) => t.type)).toEqual([
      'endCall',
      'transferCall',
      'function',
      'function',
      'function',
      'function',
      'function',
    ]);
    const functions = body.model.tools.slice(2);
    expect(functions.map((t: { function: { name: string } }) => t.function.name)).toEqual([
      'search_knowledge',
      'check_hours',
      'book_appointment',
      'cancel_appointment',
      'take_message',
    ]);
    for (const f of functions)
      expect(f.server).toEqual({ url: 'https://receptio.fr/api/vapi/webhook', headers: { 'x-vapi-secret': 'whsec' } });
    expect(body.model.tools[1].destinations[0].number).toBe('+33556000000');
    expect(body.transcriber).toEqual({ provider: 'deepgram', model: 'nova-3', language: 'fr' });
    expect(body.server).toEqual({ url: 'https://receptio.fr/api/vapi/webhook', headers: { 'x-vapi-secret': 'whsec' } });
    expect(body.metadata).toEqual({ agentId: agent.id });
    expect(body.maxDurationSeconds).toBe(300);
  });

  it('an agent that already has an assistant gets it updated (PATCH /assistant/:id)', async () => {
    setEnv({ VAPI_PRIVATE_KEY: 'vapi_priv', VAPI_API_URL: vapi.url });
    reply = { status: 200, body: { id: 'asst_existing' } };
    const corrected = { ...agent, prompt: 'Nouveau prompt après correction.', providerAssistantId: 'asst_existing' };
    expect(await syncAgentToVapi(corrected)).toEqual({ assistantId: 'asst_existing' });
    const [req] = vapi.requests;
    expect(req.method).toBe('PATCH');
    expect(req.path).toBe('/assistant/asst_existing');
    expect((req.json as Record<string, any>).model.messages).toEqual([{ role: 'system', content: corrected.prompt }]);
  });

  it('a refusal comes back as {error} with Vapi’s reason', async () => {
    setEnv({ VAPI_PRIVATE_KEY: 'bad', VAPI_API_URL: vapi.url });
    reply = {
      status: 401,
      body: { message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.' },
    };
    const res = await syncAgentToVapi(agent);
    expect(res).toEqual({ error: expect.stringContaining('401') });
    expect((res as { error: string }).error).toContain('Invalid Key');
  });

  it('an answer without id, an unreachable API and a timeout are errors too', async () => {
    setEnv({ VAPI_PRIVATE_KEY: 'k', VAPI_API_URL: vapi.url });
    reply = { status: 200, body: { ok: true } };
    expect(await syncAgentToVapi(agent)).toEqual({ error: expect.stringContaining('without an assistant id') });
    setEnv({ VAPI_PRIVATE_KEY: 'k', VAPI_API_URL: 'http://127.0.0.1:9' });
    expect(await syncAgentToVapi(agent)).toEqual({ error: 'Vapi could not be reached' });
  });

  it('gives up after 10 s', { timeout: 20_000 }, async () => {
    setEnv({ VAPI_PRIVATE_KEY: 'k', VAPI_API_URL: vapi.url });
    reply = { status: 201, body: { id: 'late' }, delayMs: 11_000 };
    const started = Date.now();
    expect(await syncAgentToVapi(agent)).toEqual({ error: 'Vapi did not answer within 10 s' });
    expect(Date.now() - started).toBeLessThan(10_900);
  });
});

describe('transcription route (mocked OpenAI)', () => {
  let openai: StandIn;
  beforeAll(async () => {
    openai = await startStandIn((req) =>
      req.path.endsWith('/audio/transcriptions') ? { body: { text: ' Bonjour, je voudrais un rendez-vous. ' } } : { status: 404, body: {} },
    );
  });
  afterAll(() => openai.close());
  const send = (body: Buffer, type = 'audio/webm;codecs=opus', query = '?lang=fr') =>
    transcribePOST(
      new Request(`http://localhost/api/voice/transcribe${query}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(body),
      }),
    );

  it('503 without OPENAI_API_KEY', async () => {
    setEnv({});
    const res = await send(toneWav(100));
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('transcription_unavailable');
  });

  it('sends the recorded turn with the language and returns the text', async () => {
    setEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.url}/v1` });
    const res = await send(toneWav(200), 'audio/wav', '?lang=fr');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: 'Bonjour, je voudrais un rendez-vous.' });
    const req = openai.requests.at(-1)!;
    expect(String(req.headers['content-type'])).toContain('multipart/form-data');
    const form = req.body.toString('latin1');
    expect(form).toContain('name="model"');
    expect(form).toContain('gpt-4o-mini-transcribe');
    expect(form).toMatch(/name="language"\r\n\r\nfr/);
    expect(form).toContain('filename="turn.wav"');
  });

  it('refuses non-audio, empty and oversized bodies', async () => {
    setEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.url}/v1` });
    expect((await send(Buffer.from('{}'), 'application/json')).status).toBe(415);
    expect((await send(Buffer.alloc(0))).status).toBe(400);
    expect((await send(Buffer.alloc(2 * 1024 * 1024 + 1))).status).toBe(413);
  });

  it('an OpenAI failure is a 502 with a localized message', async () => {
    setEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    const res = await transcribePOST(
      new Request('http://localhost/api/voice/transcribe?lang=en', {
        method: 'POST',
        headers: { 'content-type': 'audio/webm', 'x-locale': 'en' },
        body: new Uint8Array(toneWav(50)),
      }),
    );
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toMatch(/Transcription failed/);
  });
});
