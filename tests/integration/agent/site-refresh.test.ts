import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as createPost } from '@/app/api/create-agent/route';
import { PATCH as agentPatch } from '@/app/api/agents/[id]/route';
import { POST as chatPost } from '@/app/api/agents/[id]/chat/route';
import { GET as knowledgeGet, POST as knowledgePost } from '@/app/api/agents/[id]/knowledge/route';
import { GET as refreshGet, POST as refreshPost } from '@/app/api/agents/[id]/refresh/route';
import { POST as scrapePost } from '@/app/api/scrape-website/route';
import { listPassages, searchKnowledge } from '@/lib/knowledge';
import { html, startFixtureServer, type FixtureServer } from '@/tests/helpers/fixture-server';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { parallelBarrier } from '../scrape/fixture-sites';
import { startStandIn, type StandIn } from '../voice/stand-ins';

// "Update from my website" through the real route handlers, the real scraper and a real database
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). The business's site is a local fixture
// server whose pages change between the two reads. Vapi is outside this machine: a local stand-in
// (VAPI_API_URL) records what the app sends, up to that network boundary.

const page = (title: string, main: string) =>
  html(`<!doctype html><html lang="fr"><head><title>${title}</title></head><body>
<header><nav><a href="/">Accueil</a> <a href="/contact">Contact</a></nav></header>
<main>${main}</main><footer>© Garage des Tilleuls</footer></body></html>`);

const HOME_V1 = page(
  'Garage des Tilleuls – Vannes',
  `<h1>Garage des Tilleuls</h1><p>Entretien et réparation toutes marques à Vannes depuis 1987.</p>
<h2>Nos services</h2><ul><li>Vidange</li><li>Freinage</li><li>Pneus rechapés</li></ul>
<p>Nous montons des pneus rechapés garantis deux ans.</p>`,
);
const CONTACT_V1 = page(
  'Contact',
  `<h1>Contact</h1><address>5 rue des Tilleuls, 56000 Vannes</address><p>Tél. 02 97 40 12 34</p>
<h2>Horaires</h2><p>Du lundi au vendredi de 8h à 18h.</p>`,
);
const HOME_V2 = page(
  'Garage des Tilleuls – Vannes',
  `<h1>Garage des Tilleuls</h1><p>Entretien et réparation toutes marques à Vannes depuis 1987.</p>
<h2>Nos services</h2><ul><li>Vidange</li><li>Freinage</li><li>Recharge de climatisation</li></ul>
<p>Nouveau : la recharge de climatisation est faite en quarante minutes, sans rendez-vous.</p>`,
);
const CONTACT_V2 = page(
  'Contact',
  `<h1>Contact</h1><address>18 avenue Victor Hugo, 56000 Vannes</address><p>Tél. 02 97 40 12 34</p>
<h2>Horaires</h2><p>Du lundi au samedi de 8h à 19h.</p>`,
);

const ENV = ['VAPI_PRIVATE_KEY', 'VAPI_API_URL', 'AGENT_CREATE_RATE_PER_MINUTE', 'SCRAPER_ALLOW_HOSTS', 'TRUST_PROXY'];

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function refresh(id: string, init: RequestInit = { method: 'POST' }) {
  return refreshPost(new Request(`http://localhost/api/agents/${id}/refresh`, init), { params: Promise.resolve({ id }) });
}
const withToken = (token: string, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'x-agent-edit-token': token, ...extra },
});

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe.each(testDatabases())('POST /api/agents/:id/refresh on %s', (kind) => {
  useTestDb(kind);
  let site: FixtureServer;
  let vapi: StandIn;
  const local = (path = '/') => `http://localhost:${site.port}${path}`;

  beforeAll(async () => {
    site = await startFixtureServer({ routes: { '/': HOME_V1, '/contact': CONTACT_V1 } });
    vapi = await startStandIn((req) =>
      req.method === 'POST' ? { status: 201, body: { id: 'asst_refresh_1' } } : { body: { id: 'asst_refresh_1' } },
    );
    Object.assign(process.env, {
      VAPI_PRIVATE_KEY: 'vapi_priv',
      VAPI_API_URL: vapi.url,
      AGENT_CREATE_RATE_PER_MINUTE: '1000',
      SCRAPER_ALLOW_HOSTS: 'localhost',
      // Client addresses from X-Forwarded-For, so the rate-limit case has a client of its own.
      TRUST_PROXY: '1',
    });
  });
  beforeEach(() => {
    site.route('/', HOME_V1);
    site.route('/contact', CONTACT_V1);
  });
  afterAll(async () => {
    for (const k of ENV) delete process.env[k];
    await site.close();
    await vapi.close();
  });

  /** Creates an agent the way /onboarding does: scrape the site, then create from the bundle. */
  async function createFromSite(path = '/', overrides: Record<string, unknown> = {}) {
    const scraped = await scrapePost(new Request('http://localhost/api/scrape-website', json({ url: local(path) })));
    expect(scraped.status).toBe(200);
    const { html: bundle, url } = (await scraped.json()) as { html: string; url: string };
    const res = await createPost(
      new Request(
        'http://localhost/api/create-agent',
        json({
          businessName: 'Garage des Tilleuls',
          businessType: 'Garage automobile',
          phone: '+33 2 97 40 12 34',
          scrapedContent: bundle,
          website: url,
          locale: 'fr',
          ...overrides,
        }),
      ),
    );
    expect(res.status).toBe(201);
    return (await res.json()) as {
      agentId: string;
      editToken: string;
      agent: { extractedInfo: { address: { formatted: string } | null } };
    };
  }

  it('rebuilds the site passages from the changed site, keeps the owner’s corrections and answers, and syncs the Vapi stand-in (mocked Vapi)', async () => {
    const { agentId, editToken, agent: created } = await createFromSite();
    expect(created.extractedInfo.address?.formatted).toMatch(/5 rue des Tilleuls/);

    // The owner corrects the hours and the description, and answers a question callers asked.
    const patched = await agentPatch(
      new Request(`http://localhost/api/agents/${agentId}`, {
        ...json({ hours: [{ day: 'monday', opens: '07:30', closes: '12:00' }], summary: 'Garage familial, spécialiste des utilitaires.' }),
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-agent-edit-token': editToken },
      }),
      { params: Promise.resolve({ id: agentId }) },
    );
    expect(patched.status).toBe(200);
    const answered = await knowledgePost(
      new Request(
        `http://localhost/api/agents/${agentId}/knowledge`,
        json(
          { question: 'Prêtez-vous un véhicule ?', answer: 'Oui, une voiture de courtoisie sur réservation.' },
          { 'x-agent-edit-token': editToken },
        ),
      ),
      { params: Promise.resolve({ id: agentId }) },
    );
    expect(answered.status).toBe(201);
    const ownerBefore = await listPassages(agentId, { kinds: ['correction', 'answer'] });
    expect(ownerBefore.length).toBeGreaterThanOrEqual(2);
    expect((await searchKnowledge(agentId, 'pneus rechapés', 'fr')).some((h) => /rechap/i.test(h.text))).toBe(true);

    // The business changes its website.
    site.route('/', HOME_V2);
    site.route('/contact', CONTACT_V2);
    vapi.requests.length = 0;
    const res = await refresh(agentId, withToken(editToken));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      agent: {
        siteRefreshedAt: string | null;
        extractedInfo: { hours: unknown[]; summary: string; address: { formatted: string } | null };
      };
      changes: {
        passages: { before: number; after: number; added: number; removed: number };
        services: { added: string[]; removed: string[] };
        hours: boolean;
        address: boolean;
        kept: string[];
        pages: number;
      };
      refreshedAt: string;
    };

    // What changed, for the owner's summary.
    expect(body.changes.pages).toBe(2);
    expect(body.changes.passages.added).toBeGreaterThan(0);
    expect(body.changes.passages.removed).toBeGreaterThan(0);
    expect(body.changes.address).toBe(true);
    expect(body.changes.services.added.join(' ')).toMatch(/climatisation/i);
    expect(body.changes.services.removed.join(' ')).toMatch(/rechap/i);
    // Hours and description are the owner's: kept, so no hours change although the site moved them.
    expect(body.changes.kept.sort()).toEqual(['hours', 'summary']);
    expect(body.changes.hours).toBe(false);
    expect(body.agent.extractedInfo.hours).toEqual([{ day: 'monday', opens: '07:30', closes: '12:00' }]);
    expect(body.agent.extractedInfo.summary).toBe('Garage familial, spécialiste des utilitaires.');
    expect(body.agent.extractedInfo.address?.formatted).toMatch(/18 avenue Victor Hugo/);
    expect(body.agent.siteRefreshedAt).toBe(body.refreshedAt);

    // Search finds the new text, not the old, and still finds what the owner said.
    const fresh = await searchKnowledge(agentId, 'climatisation', 'fr');
    expect(fresh.some((h) => h.source === 'site' && /quarante minutes/.test(h.text))).toBe(true);
    expect((await searchKnowledge(agentId, 'pneus rechapés', 'fr')).some((h) => /rechap/i.test(h.text))).toBe(false);
    expect((await searchKnowledge(agentId, 'voiture de courtoisie', 'fr')).some((h) => h.source === 'owner')).toBe(true);
    expect((await searchKnowledge(agentId, 'utilitaires', 'fr')).some((h) => h.source === 'owner')).toBe(true);
    const ownerAfter = await listPassages(agentId, { kinds: ['correction', 'answer'] });
    expect(ownerAfter.map((p) => p.text).sort()).toEqual(ownerBefore.map((p) => p.text).sort());
    const sitePassages = await listPassages(agentId, { kinds: ['page'] });
    expect(sitePassages.length).toBe(body.changes.passages.after);
    expect(sitePassages.some((p) => /Victor Hugo/.test(p.text))).toBe(true);

    // The assistant got the rebuilt prompt: new address, the owner's answer still in it.
    const update = vapi.requests.at(-1)!;
    expect(`${update.method} ${update.path}`).toBe('PATCH /assistant/asst_refresh_1');
    const prompt = (update.json as { model: { messages: { content: string }[] } }).model.messages[0].content;
    expect(prompt).toContain('18 avenue Victor Hugo');
    expect(prompt).toContain('voiture de courtoisie');
    expect(prompt).not.toContain('5 rue des Tilleuls');
  });

  it('closes the callers’ unanswered questions the site now answers, and keeps the others open', async () => {
    const created = await createFromSite();
    const ask = async (message: string) => {
      const res = await chatPost(new Request(`http://localhost/api/agents/${created.agentId}/chat`, json({ message })), {
        params: Promise.resolve({ id: created.agentId }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { reply: string }).reply;
    };
    const openGaps = async () => {
      const res = await knowledgeGet(
        new Request(`http://localhost/api/agents/${created.agentId}/knowledge`, { headers: { 'x-agent-edit-token': created.editToken } }),
        { params: Promise.resolve({ id: created.agentId }) },
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { gaps: { question: string }[] }).gaps.map((g) => g.question);
    };
    // Neither is on the first version of the site: both are logged as gaps.
    const aircon = 'Vous faites la recharge de clim ?';
    const holidayVouchers = 'Est-ce que vous prenez les chèques vacances ?';
    expect(await ask(aircon)).toMatch(/pas cette information/);
    expect(await ask(holidayVouchers)).toMatch(/pas cette information/);
    expect(await openGaps()).toEqual(expect.arrayContaining([aircon, holidayVouchers]));

    site.route('/', HOME_V2);
    const res = await refresh(created.agentId, withToken(created.editToken));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { changes: { gapsAnswered: number } };
    expect(body.changes.gapsAnswered).toBe(1);
    const left = await openGaps();
    expect(left).toContain(holidayVouchers);
    expect(left).not.toContain(aircon);
    // The next caller asking it hears the site's answer.
    expect(await ask(aircon)).toMatch(/climatisation/i);
  });

  it('runs two re-reads of the same agent one after the other: the site passages are built once, not twice', async () => {
    const { agentId, editToken } = await createFromSite();
    site.route('/', HOME_V2);
    // Both reads get their last page at the same moment, so their transactions overlap.
    const barrier = parallelBarrier(2);
    site.route('/contact', async (_req, res) => {
      await barrier.wait();
      res.writeHead(200, CONTACT_V2.headers);
      res.end(CONTACT_V2.body);
    });
    const [a, b] = await Promise.all([refresh(agentId, withToken(editToken)), refresh(agentId, withToken(editToken))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = ((await a.json()) as { changes: { passages: { after: number } } }).changes.passages.after;
    const texts = (await listPassages(agentId, { kinds: ['page'] })).map((p) => p.text);
    expect(texts.length).toBe(after);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('leaves everything as it was when the site now reads as nothing (one transaction, rolled back)', async () => {
    const { agentId, editToken } = await createFromSite();
    const before = (await listPassages(agentId)).map((p) => p.text);
    site.route(
      '/',
      html('<!doctype html><html><head><title>Maintenance</title></head><body><script>location.reload()</script></body></html>'),
    );
    const res = await refresh(agentId, withToken(editToken, { 'x-locale': 'en' }));
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe('site_no_passages');
    expect(error.message).toMatch(/Nothing was changed/);
    expect((await listPassages(agentId)).map((p) => p.text)).toEqual(before);
  });

  it('answers the scraper’s codes when the site fails, and changes nothing', async () => {
    const { agentId, editToken } = await createFromSite();
    const before = (await listPassages(agentId)).length;
    site.route('/', { status: 500, body: 'boom' });
    const res = await refresh(agentId, withToken(editToken));
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('http_error');
    expect((await listPassages(agentId)).length).toBe(before);
  });

  it('refuses an address the scraper’s policy blocks', async () => {
    const { agentId, editToken } = await createFromSite('/', { website: 'http://127.0.0.1:9/' });
    const res = await refresh(agentId, withToken(editToken));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('blocked_address');
  });

  it('says there is nothing to read for an agent created without a website', async () => {
    const { agentId, editToken } = await createFromSite('/', { website: null });
    const res = await refresh(agentId, withToken(editToken));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('agent_no_website');
  });

  it('checks the agent and the edit token before anything else', async () => {
    const { agentId, editToken } = await createFromSite();
    const requestsBefore = site.requests.length;
    expect((await errorOf(await refresh('00000000-0000-4000-8000-000000000000', withToken(editToken)))).code).toBe('agent_not_found');
    const malformed = await refresh('not-an-id', withToken(editToken));
    expect(malformed.status).toBe(404);
    const missing = await refresh(agentId);
    expect(missing.status).toBe(401);
    expect((await errorOf(missing)).code).toBe('agent_edit_token_required');
    const wrong = await refresh(agentId, withToken('x'.repeat(43)));
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).code).toBe('agent_edit_token_invalid');
    // None of these reached the website.
    expect(site.requests.length).toBe(requestsBefore);
  });

  it('validates the body: empty or {} only, JSON only', async () => {
    const { agentId, editToken } = await createFromSite();
    const extra = await refresh(agentId, json({ website: 'http://elsewhere.example' }, { 'x-agent-edit-token': editToken }));
    expect(extra.status).toBe(400);
    expect((await errorOf(extra)).code).toBe('validation_failed');
    const text = await refresh(agentId, {
      method: 'POST',
      headers: { 'x-agent-edit-token': editToken, 'content-type': 'text/plain' },
      body: 'go',
    });
    expect(text.status).toBe(415);
    const empty = await refresh(agentId, json({}, { 'x-agent-edit-token': editToken }));
    expect(empty.status).toBe(200);
    expect((await refreshGet(new Request('http://localhost/x'), { params: Promise.resolve({ id: agentId }) })).status).toBe(405);
  });

  it('rate-limits re-reads per agent, whatever the client address, with a Retry-After', async () => {
    const { agentId, editToken } = await createFromSite();
    const from = (ip: string) => withToken(editToken, { 'x-forwarded-for': ip });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await refresh(agentId, from('198.51.100.7'))).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await refresh(agentId, from('203.0.113.9'));
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
