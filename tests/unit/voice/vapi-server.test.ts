import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildVapiAssistant, toE164, vapiAssistantName, VAPI_NAME_MAX } from '@/lib/vapi/assistant';
import { allowedOrigins, signVapiWebToken } from '@/lib/vapi/token';
import { inlineVapiAssistant, VAPI_REALTIME_MODEL } from '@/lib/vapi/inline-assistant';

const agent = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Boulangerie du Marché de la Place Saint-Michel à Bordeaux',
  phone: '01 23 45 67 89',
  language: 'fr',
  prompt: 'Tu es la réceptionniste…',
  settings: { language: 'fr', tone: 'Chaleureux et professionnel', maxCallDuration: 5 },
};

describe('Vapi assistant body', () => {
  it('caps the name at 40 characters', () => {
    expect(vapiAssistantName(agent.name).length).toBeLessThanOrEqual(VAPI_NAME_MAX);
    expect(vapiAssistantName('Chez Léa')).toBe('Chez Léa');
  });
  it('normalizes the transfer number to E.164', () => {
    expect(toE164('01 23 45 67 89')).toBe('+33123456789');
    expect(toE164('+1 415 555 2671', 'US')).toBe('+14155552671');
    expect(toE164('n/a')).toBeNull();
  });
  it('builds model, tools, French voice + transcriber, webhook, metadata and max duration', () => {
    const body = buildVapiAssistant(agent, { publicBaseUrl: 'https://receptio.fr', webhookSecret: 's3cret' });
    expect(body.model).toMatchObject({ provider: 'openai', messages: [{ role: 'system', content: agent.prompt }] });
    expect(body.model.tools.slice(0, 2)).toEqual([
      { type: 'endCall' },
      { type: 'transferCall', destinations: [expect.objectContaining({ type: 'number', number: '+33123456789' })] },
    ]);
    // Our own skills run on the webhook, with the shared secret.
    const functions = body.model.tools.slice(2) as { type: string; function: { name: string }; server: unknown }[];
    expect(functions.map((t) => t.function.name)).toEqual([
      'search_knowledge',
      'check_hours',
      'book_appointment',
      'cancel_appointment',
      'take_message',
    ]);
    for (const f of functions)
      expect(f.server).toEqual({ url: 'https://receptio.fr/api/vapi/webhook', headers: { 'x-vapi-secret': 's3cret' } });
    expect(body.transcriber).toEqual({ provider: 'deepgram', model: 'nova-3', language: 'fr' });
    expect(body.voice.voiceId).toMatch(/^fr-FR/);
    expect(body.server).toEqual({ url: 'https://receptio.fr/api/vapi/webhook', headers: { 'x-vapi-secret': 's3cret' } });
    expect(body.metadata).toEqual({ agentId: agent.id });
    expect(body.maxDurationSeconds).toBe(300);
    expect(body.firstMessage).toContain('Bonjour');
  });
  it('English agent → English voice and transcriber; no server without a public URL', () => {
    const body = buildVapiAssistant(
      { ...agent, language: 'en', settings: { ...agent.settings, language: 'en' }, firstMessage: 'Hi there!' },
      {},
    );
    expect(body.transcriber.language).toBe('en');
    expect(body.voice.voiceId).toMatch(/^en-US/);
    expect(body.firstMessage).toBe('Hi there!');
    expect('server' in body).toBe(false);
    // No public URL, no webhook: no function tools either.
    expect((body.model.tools as { type: string }[]).filter((t) => t.type === 'function')).toEqual([]);
  });
  it('inline agent-page assistant: dated realtime model, voice marin, French first message', () => {
    const a = inlineVapiAssistant({ businessName: 'Chez Léa', phone: '+33 1 23 45 67 89' }) as Record<string, any>;
    expect(VAPI_REALTIME_MODEL).toMatch(/-\d{4}-\d{2}-\d{2}$/);
    expect(a.model.model).toBe(VAPI_REALTIME_MODEL);
    expect(a.voice).toEqual({ provider: 'openai', voiceId: 'marin' });
    expect(a.firstMessage).toBe('Bonjour, comment puis-je vous aider\u00a0?');
    expect(a.model.messages[0].content).toMatch(/uniquement en français/);
  });
});

describe('short-lived Vapi web token', () => {
  it('is an HS256 JWT (signed with jose) verifiable with the private key, public tag, pinned origin + assistant, 10 min', async () => {
    const { token, claims } = await signVapiWebToken({
      orgId: 'org_1',
      privateKey: 'priv',
      allowedOrigins: ['https://receptio.fr'],
      assistantId: 'asst_1',
      now: 1_700_000_000_000,
    });
    const [h, p, s] = token.split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(createHmac('sha256', 'priv').update(`${h}.${p}`).digest('base64url')).toBe(s);
    expect(JSON.parse(Buffer.from(p, 'base64url').toString())).toEqual(claims);
    expect(claims.token).toEqual({
      tag: 'public',
      restrictions: {
        enabled: true,
        allowedOrigins: ['https://receptio.fr'],
        allowedAssistantIds: ['asst_1'],
        allowTransientAssistant: false,
      },
    });
    expect(claims.exp - claims.iat).toBe(600);
  });
  it('without an assistant it allows the transient (inline) assistant', async () => {
    const { claims } = await signVapiWebToken({ orgId: 'o', privateKey: 'k', allowedOrigins: ['http://x'] });
    expect(claims.token.restrictions).toEqual({ enabled: true, allowedOrigins: ['http://x'], allowTransientAssistant: true });
  });
  it('allows only our public origin and same-origin pages', () => {
    const req = (headers: Record<string, string>) => new Request('http://localhost:3000/api/voice/vapi-token', { method: 'POST', headers });
    expect(allowedOrigins(req({ origin: 'http://receptio.fr', host: 'receptio.fr' }), 'https://www.receptio.fr/x')).toEqual([
      'https://www.receptio.fr',
      'http://receptio.fr',
    ]);
    expect(allowedOrigins(req({ origin: 'https://evil.example', host: 'receptio.fr' }), undefined)).toEqual(['http://localhost:3000']);
  });
});
