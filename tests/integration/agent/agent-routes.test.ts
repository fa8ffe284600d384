import { eq } from 'drizzle-orm';
import { GET as createGet, POST as createPost } from '@/app/api/create-agent/route';
import { GET as agentGet, PATCH as agentPatch, POST as agentPost } from '@/app/api/agents/[id]/route';
import { agents } from '@/db/schema/agents';
import { hashEditToken } from '@/lib/agent/edit-token';
import { startFixtureServer, type FixtureServer } from '@/tests/helpers/fixture-server';
import { testDatabases, useTestDb } from '@/tests/helpers/db';

// The agent API through its real route handlers, on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).

const SITE_HTML = `<!doctype html><html lang="fr"><head><title>Salon Élise – Coiffeur Lyon</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'HairSalon',
  name: 'Salon Élise',
  telephone: '+33 4 78 00 00 00',
  email: 'contact@salon-elise.fr',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '12 rue Mercière',
    postalCode: '69002',
    addressLocality: 'Lyon',
    addressCountry: 'FR',
  },
  openingHoursSpecification: [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '19:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '17:00' },
  ],
})}</script></head>
<body><h1>Salon Élise</h1><p>Coupe homme : 25 €</p><a href="tel:+33478000000">04 78 00 00 00</a></body></html>`;

const validBody = {
  businessName: 'Salon Élise',
  businessType: 'Salon de coiffure',
  phone: '+33 4 78 00 00 00',
  scrapedContent: SITE_HTML,
  website: 'salon-elise.fr',
};

function post(body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return createPost(
    new Request('http://localhost/api/create-agent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: text,
    }),
  );
}

function get(id: string, headers: Record<string, string> = {}) {
  return agentGet(new Request(`http://localhost/api/agents/${id}`, { headers }), { params: Promise.resolve({ id }) });
}

function patch(id: string, body: unknown, token?: string) {
  return agentPatch(
    new Request(`http://localhost/api/agents/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-agent-edit-token': token } : {}) },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );
}

// Many creations from one test client: lift the per-client limit except where it is tested.
beforeAll(() => {
  process.env.AGENT_CREATE_RATE_PER_MINUTE = '10000';
  process.env.AGENT_CREATE_RATE_PER_DAY = '100000';
});
afterAll(() => {
  delete process.env.AGENT_CREATE_RATE_PER_MINUTE;
  delete process.env.AGENT_CREATE_RATE_PER_DAY;
});

describe.each(testDatabases())('agent API on %s', (kind) => {
  const t = useTestDb(kind);

  describe('rate limit', () => {
    beforeAll(() => {
      process.env.AGENT_CREATE_RATE_PER_MINUTE = '2';
      process.env.TRUST_PROXY = '1';
    });
    afterAll(() => {
      process.env.AGENT_CREATE_RATE_PER_MINUTE = '10000';
      delete process.env.TRUST_PROXY;
    });

    it('answers 429 with Retry-After once a client exceeds its per-minute creations', async () => {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      expect((await post(validBody, from('203.0.113.7'))).status).toBe(201);
      expect((await post(validBody, from('203.0.113.7'))).status).toBe(201);
      const third = await post(validBody, from('203.0.113.7'));
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await third.json()).error.code).toBe('rate_limited');
      // Another client is not affected.
      expect((await post(validBody, from('203.0.113.8'))).status).toBe(201);
    });
  });

  describe('POST /api/create-agent', () => {
    it('creates and stores the agent with extracted facts, a French prompt and the default settings', async () => {
      const res = await post(validBody);
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.agentId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.editToken).toMatch(/^[\w-]{43}$/);
      expect(body.extractedInfo.phones[0].e164).toBe('+33478000000');
      expect(body.extractedInfo.hours).toContainEqual({ day: 'saturday', opens: '09:00', closes: '17:00' });
      expect(body.prompt).toContain('réceptionniste téléphonique virtuel de «\u00a0Salon Élise\u00a0»');
      expect(body.prompt).toContain('- Samedi\u00a0: 09h00–17h00');

      const [row] = await t.db.select().from(agents).where(eq(agents.id, body.agentId));
      expect(row.name).toBe('Salon Élise');
      expect(row.businessType).toBe('Salon de coiffure');
      expect(row.website).toBe('https://salon-elise.fr/');
      expect(row.language).toBe('fr');
      expect(row.timezone).toBe('Europe/Paris');
      expect(row.settings).toEqual({ language: 'fr', tone: 'Chaleureux et professionnel', maxCallDuration: 5 });
      expect(row.prompt).toBe(body.prompt);
      // Only the hash of the edit token is stored.
      expect(row.editTokenHash).toBe(hashEditToken(body.editToken));
      expect(row.providerAssistantId).toBeNull();
    });

    it('writes the agent in English when created from the English UI', async () => {
      const res = await post({ ...validBody, locale: 'en', businessType: 'Hair Salon' });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.prompt).toContain('You are the virtual phone receptionist of "Salon Élise" (Hair Salon)');
      expect(body.agent.settings).toEqual({ language: 'en', tone: 'Warm and professional', maxCallDuration: 5 });
    });

    it('accepts an empty scrapedContent and invents nothing', async () => {
      const res = await post({ ...validBody, scrapedContent: '', website: undefined });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.extractedInfo.hours).toEqual([]);
      expect(body.extractedInfo.address).toBeNull();
      expect(body.prompt).toContain('Les horaires ne sont pas connus');
    });

    it('refuses missing or empty fields with localized field errors', async () => {
      const res = await post({ businessName: ' ', phone: '', scrapedContent: 'x' }, { 'x-locale': 'en' });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields).sort()).toEqual(['businessName', 'businessType', 'phone']);
      expect(error.fields.businessType.code).toBe('required');
      expect(error.requestId).toBeTruthy();
    });

    it('refuses a website that is not an http(s) address and a bad locale', async () => {
      const res = await post({ ...validBody, website: 'javascript:alert(1)', locale: 'de' });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.fields.website.code).toBe('invalid_format');
      expect(error.fields.locale).toBeTruthy();
    });

    it('answers 413 above the body cap, and 400 when scrapedContent alone exceeds 3 MB', async () => {
      const huge = await post({ ...validBody, scrapedContent: 'a'.repeat(3_400_000) });
      expect(huge.status).toBe(413);
      expect((await huge.json()).error.code).toBe('payload_too_large');
      const over = await post({ ...validBody, scrapedContent: 'a'.repeat(3 * 1024 * 1024 + 1) });
      expect(over.status).toBe(400);
      expect((await over.json()).error.fields.scrapedContent.code).toBe('too_long');
    });

    it('refuses non-JSON and malformed JSON, and other methods', async () => {
      const notJson = await createPost(
        new Request('http://localhost/api/create-agent', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      );
      expect(notJson.status).toBe(415);
      expect((await post('{oops')).status).toBe(400);
      const wrong = await createGet(new Request('http://localhost/api/create-agent'));
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('POST');
    });
  });

  describe('GET /api/agents/:id', () => {
    it('returns the stored agent with first message and suggested questions', async () => {
      const { agentId } = await (await post(validBody)).json();
      const res = await get(agentId);
      expect(res.status).toBe(200);
      const agent = await res.json();
      expect(agent).toMatchObject({
        id: agentId,
        name: 'Salon Élise',
        phone: '+33 4 78 00 00 00',
        businessType: 'Salon de coiffure',
        settings: { language: 'fr', tone: 'Chaleureux et professionnel', maxCallDuration: 5 },
      });
      expect(agent.extractedInfo.email).toBe('contact@salon-elise.fr');
      expect(agent.prompt).toContain('Salon Élise');
      expect(agent.firstMessage).toContain('intelligence artificielle');
      expect(agent.suggestedQuestions).toContain('Êtes-vous ouverts dimanche\u00a0?');
      expect(JSON.stringify(agent)).not.toMatch(/editToken|edit_token/i);
    });

    it('answers 404 with a localized message for unknown and malformed ids', async () => {
      const unknown = await get('00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error).toMatchObject({ code: 'agent_not_found', message: 'Agent introuvable.' });
      const malformed = await get('not-a-uuid', { 'x-locale': 'en' });
      expect(malformed.status).toBe(404);
      expect((await malformed.json()).error.message).toBe('Agent not found.');
      const post405 = await agentPost(new Request('http://localhost/api/agents/x', { method: 'POST' }), {
        params: Promise.resolve({ id: 'x' }),
      });
      expect(post405.status).toBe(405);
    });
  });

  describe('PATCH /api/agents/:id (owner corrections)', () => {
    it('requires the edit token given at creation', async () => {
      const { agentId } = await (await post(validBody)).json();
      const none = await patch(agentId, { summary: 'Pirate' });
      expect(none.status).toBe(401);
      expect((await none.json()).error.code).toBe('agent_edit_token_required');
      const wrong = await patch(agentId, { summary: 'Pirate' }, 'x'.repeat(43));
      expect(wrong.status).toBe(403);
      expect((await wrong.json()).error.code).toBe('agent_edit_token_invalid');
      const unknown = await patch('00000000-0000-4000-8000-000000000000', { summary: 'x' }, 'x'.repeat(43));
      expect(unknown.status).toBe(404);
      const [row] = await t.db.select().from(agents).where(eq(agents.id, agentId));
      expect((row.extractedInfo as { summary: string }).summary).not.toBe('Pirate');
    });

    it('saves corrected facts and settings and rebuilds the prompt', async () => {
      const { agentId, editToken } = await (await post(validBody)).json();
      const res = await patch(
        agentId,
        {
          phones: ['04 78 11 22 33'],
          hours: [
            { day: 'monday', opens: '10:00', closes: '12:00' },
            { day: 'monday', opens: '14:00', closes: '18:00' },
          ],
          services: [{ name: 'Brushing', price: '30 €' }],
          summary: 'Salon mixte, sans rendez-vous le samedi.',
          settings: { tone: 'Amical', maxCallDuration: 4 },
        },
        editToken,
      );
      expect(res.status).toBe(200);
      const agent = await res.json();
      expect(agent.extractedInfo.phones).toEqual([{ e164: '+33478112233', display: '04 78 11 22 33', source: 'owner' }]);
      expect(agent.settings).toEqual({ language: 'fr', tone: 'Amical', maxCallDuration: 4 });
      expect(agent.prompt).toContain('- Lundi\u00a0: 10h00–12h00 et 14h00–18h00');
      expect(agent.prompt).toContain('- Samedi\u00a0: fermé');
      expect(agent.prompt).toContain('- Brushing\u00a0: 30 €');
      expect(agent.prompt).toContain('Ton\u00a0: Amical');
      expect(agent.prompt).toContain('4 minutes');

      const reread = await (await get(agentId)).json();
      expect(reread.prompt).toBe(agent.prompt);
      expect(reread.extractedInfo.summary).toBe('Salon mixte, sans rendez-vous le samedi.');
    });

    it('refuses invalid corrections with field errors and changes nothing', async () => {
      const { agentId, editToken } = await (await post(validBody)).json();
      const before = await (await get(agentId)).json();
      // A close before the open is an overnight interval (accepted); an empty one is not.
      const bad = await patch(
        agentId,
        { hours: [{ day: 'monday', opens: '09:00', closes: '09:00' }], settings: { maxCallDuration: 99 } },
        editToken,
      );
      expect(bad.status).toBe(400);
      const { error } = await bad.json();
      expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['hours.0.closes', 'settings.maxCallDuration']));
      const badPhone = await patch(agentId, { phones: ['123'] }, editToken);
      expect(badPhone.status).toBe(400);
      expect((await badPhone.json()).error.fields['phones.0'].code).toBe('invalid_format');
      expect((await (await get(agentId)).json()).prompt).toBe(before.prompt);
    });
  });

  describe('voice provider sync (Vapi mocked by a local server)', () => {
    let vapi: FixtureServer;
    const received: unknown[] = [];
    beforeAll(async () => {
      vapi = await startFixtureServer({
        routes: {
          '/assistant': async (req, res) => {
            let data = '';
            for await (const chunk of req) data += chunk;
            received.push(JSON.parse(data));
            const fail = received.length > 1;
            res.writeHead(fail ? 400 : 201, { 'content-type': 'application/json' });
            res.end(JSON.stringify(fail ? { message: 'quota exceeded' } : { id: 'asst_123' }));
          },
        },
      });
      process.env.VAPI_PRIVATE_KEY = 'test-private-key';
      process.env.VAPI_API_URL = vapi.origin;
    });
    afterAll(async () => {
      delete process.env.VAPI_PRIVATE_KEY;
      delete process.env.VAPI_API_URL;
      await vapi.close();
    });

    it('stores the assistant id, and a provider failure never fails creation', async () => {
      const ok = await post(validBody);
      expect(ok.status).toBe(201);
      const okBody = await ok.json();
      expect(okBody.agent.providerAssistantId).toBe('asst_123');
      const sent = received[0] as { model: { messages: { content: string }[] }; firstMessage: string };
      expect(sent.model.messages[0].content).toBe(okBody.prompt);
      expect(sent.firstMessage).toContain('intelligence artificielle');

      const failed = await post(validBody);
      expect(failed.status).toBe(201);
      const { agentId } = await failed.json();
      const [row] = await t.db.select().from(agents).where(eq(agents.id, agentId));
      expect(row.providerAssistantId).toBeNull();
      expect(row.providerError).toContain('quota exceeded');
    });
  });
});
