import { POST as createPost } from '@/app/api/create-agent/route';
import { PATCH as agentPatch } from '@/app/api/agents/[id]/route';
import { GET as knowledgeGet, POST as knowledgePost } from '@/app/api/agents/[id]/knowledge/route';
import { getAgent } from '@/lib/agent/repository';
import { knowledgeGaps } from '@/db/schema/receptionist';
import { addOwnerAnswer, listOpenGaps, listPassages, searchKnowledge } from '@/lib/knowledge';
import { testDatabases, useTestDb } from '@/tests/helpers/db';

// The knowledge base end to end: an agent created through the real route gets its site's passages
// (heading paths, source pages, chrome dropped); searching folds accents, stems, understands the
// caller vocabulary, and ranks; owner corrections and answers become passages at once.

const page = (url: string, lang: string, body: string) =>
  `<article data-source-url="${url}" data-title="" lang="${lang}">${body}</article>`;

const FR_SITE = [
  page(
    'https://salon-lila.fr/',
    'fr',
    `
    <nav><ul><li><a href="/">Accueil</a></li><li><a href="/tarifs">Tarifs</a></li></ul></nav>
    <div id="cookie-banner"><p>Nous utilisons des cookies pour mesurer l’audience.</p></div>
    <div class="header"><ul><li><a href="/">Accueil</a></li><li><a href="/equipe">L’équipe</a></li><li><a href="/contact">Contact</a></li></ul></div>
    <h1>Salon Lila</h1>
    <p>Salon de coiffure mixte au cœur de Tours depuis 2009.</p>
    <h2>Accès</h2>
    <p>Stationnement gratuit sur la place du Marché, à 50 mètres du salon.</p>
    <h2>Paiement</h2>
    <p>Nous acceptons la carte bancaire et les espèces, pas les chèques.</p>
    <footer><p>© 2025 Salon Lila – Mentions légales</p><p>Nos soins</p></footer>`,
  ),
  page(
    'https://salon-lila.fr/tarifs',
    'fr',
    `
    <h1>Tarifs</h1>
    <h2>Forfaits</h2>
    <ul><li><span>Shampooing et brushing</span></li></ul><div>25 €</div>
    <ul><li>Coupe femme · 38 €</li><li>Coloration racines · 45 €</li><li>Épilation des sourcils · 12 €</li></ul>
    <h2>Enfants</h2>
    <dl><dt>Coupe enfant (−12 ans)</dt><dd>15 €</dd></dl>
    <footer><p>© 2025 Salon Lila – Mentions légales</p></footer>`,
  ),
].join('\n');

const EN_SITE = page(
  'https://bike-barn.co.uk/',
  'en',
  `
  <h1>Bike Barn</h1>
  <h2>Workshop</h2>
  <p>No appointment needed for puncture repairs: just bring your bike in.</p>
  <p>Full service £65, including brakes and gears.</p>
  <h2>Shop</h2>
  <p>We sell electric bikes from leading brands and can deliver them within 10 miles.</p>`,
);

beforeAll(() => {
  process.env.AGENT_CREATE_RATE_PER_MINUTE = '10000';
  process.env.AGENT_CREATE_RATE_PER_DAY = '100000';
});
afterAll(() => {
  delete process.env.AGENT_CREATE_RATE_PER_MINUTE;
  delete process.env.AGENT_CREATE_RATE_PER_DAY;
});

async function create(body: Record<string, unknown>): Promise<{ agentId: string; editToken: string }> {
  const res = await createPost(
    new Request('http://localhost/api/create-agent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessType: 'Autre', phone: '+33 2 47 00 00 00', ...body }),
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { agentId: string; editToken: string };
}

describe.each(testDatabases())('knowledge base on %s', (kind) => {
  const t = useTestDb(kind);
  let fr: { agentId: string; editToken: string };
  let en: { agentId: string; editToken: string };

  beforeAll(async () => {
    fr = await create({ businessName: 'Salon Lila', scrapedContent: FR_SITE, website: 'https://salon-lila.fr', locale: 'fr' });
    en = await create({
      businessName: 'Bike Barn',
      scrapedContent: EN_SITE,
      website: 'https://bike-barn.co.uk',
      locale: 'en',
      phone: '+44 20 7946 0000',
    });
  });

  it('keeps each passage under its heading path with its page, without site chrome (menu entries only as page names)', async () => {
    const passages = await listPassages(fr.agentId, { db: t.db });
    const shown = passages.map((p) => [...p.headingPath, p.text].join(' › '));
    expect(shown).toContain('Tarifs › Forfaits › Shampooing et brushing · 25 €');
    expect(shown).toContain('Tarifs › Enfants › Coupe enfant (−12 ans) · 15 €');
    expect(passages.find((p) => p.text.startsWith('Coupe femme'))?.sourceUrl).toBe('https://salon-lila.fr/tarifs');
    const all = shown.join('\n');
    expect(all).not.toMatch(/cookies|Mentions légales|Accueil|Nos soins/);
    // A menu entry names a page the site has: kept once, after the text, pointing at that page.
    expect(passages.at(-1)).toMatchObject({ text: 'L’équipe', headingPath: [], sourceUrl: 'https://salon-lila.fr/equipe' });
  });

  it('answers everyday words with the site’s own passage (vocabulary, stemming, accents)', async () => {
    const top = async (q: string, lang: 'fr' | 'en' = 'fr', id = fr.agentId) =>
      (await searchKnowledge(id, q, lang, { db: t.db }))[0]?.text ?? null;
    expect(await top('vous prenez la CB ?')).toMatch(/carte bancaire/);
    expect(await top('on peut se garer facilement ?')).toMatch(/Stationnement gratuit/);
    expect(await top('combien pour un brushing ?')).toBe('Shampooing et brushing · 25 €');
    expect(await top('vous faites les sourcils ? l’epilation c’est combien')).toMatch(/^Épilation des sourcils/);
    expect(await top('do you take walk-ins?', 'en', en.agentId)).toMatch(/No appointment needed/);
    expect(await top('how much is a full service', 'en', en.agentId)).toMatch(/£65/);
    expect(await top('do you deliver?', 'en', en.agentId)).toMatch(/deliver them within 10 miles/);
  });

  it('reports which terms matched, finds nothing for what the site does not say, and never crosses agents', async () => {
    const [hit] = await searchKnowledge(fr.agentId, 'le parking est payant ?', 'fr', { db: t.db });
    // "payant ?" is answered by "gratuit": the same question about the price.
    expect(hit.matchedTerms).toEqual(['parking', 'payant']);
    expect(hit.queryTerms).toEqual(['parking', 'payant']);
    expect(hit.headingPath).toEqual(['Salon Lila', 'Accès']);
    expect(hit.source).toBe('site');
    expect(await searchKnowledge(fr.agentId, 'vous réparez les vélos électriques ?', 'fr', { db: t.db })).toEqual([]);
    expect(await searchKnowledge(fr.agentId, 'bonjour, est-ce que vous pouvez ?', 'fr', { db: t.db })).toEqual([]);
    expect(await searchKnowledge('not-an-id', 'parking', 'fr', { db: t.db })).toEqual([]);
  });

  it('turns owner corrections into passages at once (and replaces them on the next correction)', async () => {
    const correct = (services: { name: string; price?: string }[]) =>
      agentPatch(
        new Request(`http://localhost/api/agents/${fr.agentId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', 'x-agent-edit-token': fr.editToken },
          body: JSON.stringify({ services }),
        }),
        { params: Promise.resolve({ id: fr.agentId }) },
      );
    expect((await correct([{ name: 'Lissage brésilien', price: '120 €' }])).status).toBe(200);
    const [hit] = await searchKnowledge(fr.agentId, 'vous faites le lissage bresilien ?', 'fr', { db: t.db });
    expect(hit).toMatchObject({ text: 'Lissage brésilien · 120 €', source: 'owner', sourceUrl: null, headingPath: ['Prestations'] });
    expect((await correct([{ name: 'Permanente', price: '70 €' }])).status).toBe(200);
    expect(await searchKnowledge(fr.agentId, 'lissage', 'fr', { db: t.db })).toEqual([]);
  });

  it('lists unanswered knowledge gaps once each, and an owner answer closes the gap and is found', async () => {
    const [gap] = await t.db
      .insert(knowledgeGaps)
      .values([
        { agentId: fr.agentId, question: 'Vous acceptez les chiens ?' },
        { agentId: fr.agentId, question: 'vous acceptez les chiens' },
      ])
      .returning();
    const open = await listOpenGaps(fr.agentId, { db: t.db });
    expect(open).toHaveLength(1);
    expect(open[0].times).toBe(2);
    await addOwnerAnswer(
      fr.agentId,
      { question: gap.question, answer: 'Oui, les chiens tenus en laisse sont les bienvenus.', gapId: gap.id },
      'fr',
      t.db,
    );
    expect(await listOpenGaps(fr.agentId, { db: t.db })).toEqual([]);
    const [hit] = await searchKnowledge(fr.agentId, 'je peux venir avec mon chien ?', 'fr', { db: t.db });
    expect(hit).toMatchObject({ source: 'owner', text: 'Oui, les chiens tenus en laisse sont les bienvenus.' });
  });
});

describe.each(testDatabases())('owner answers through /api/agents/:id/knowledge on %s', (kind) => {
  const t = useTestDb(kind);
  let fr: { agentId: string; editToken: string };

  beforeAll(async () => {
    fr = await create({ businessName: 'Salon Lila', scrapedContent: FR_SITE, website: 'https://salon-lila.fr', locale: 'fr' });
  });

  const call = (method: 'GET' | 'POST', body?: unknown, token: string | null = fr.editToken, id = fr.agentId) =>
    (method === 'GET' ? knowledgeGet : knowledgePost)(
      new Request(`http://localhost/api/agents/${id}/knowledge`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { 'x-agent-edit-token': token } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
      { params: Promise.resolve({ id }) },
    );

  it('is the owner’s only: 401 without the edit token, 403 with another, 404 for an unknown agent', async () => {
    expect((await call('GET', undefined, null)).status).toBe(401);
    expect((await call('GET', undefined, 'not-the-token')).status).toBe(403);
    expect((await call('GET', undefined, fr.editToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await call('POST', { question: 'Chiens ?', answer: '' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    const unknown = await call('POST', { gapId: '00000000-0000-4000-8000-000000000000', question: 'x', answer: 'y' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('knowledge_gap_not_found');
  });

  it('lists the open gaps and turns an answer into a passage, an owner FAQ entry of the prompt, and a closed gap', async () => {
    const [gap] = await t.db.insert(knowledgeGaps).values({ agentId: fr.agentId, question: 'Il y a du wifi ?' }).returning();
    const listed = (await (await call('GET')).json()) as { gaps: { id: string; question: string; times: number }[] };
    expect(listed.gaps).toEqual([expect.objectContaining({ id: gap.id, question: 'Il y a du wifi ?', times: 1 })]);

    const res = await call('POST', {
      gapId: gap.id,
      question: 'ignored: the gap’s own question wins',
      answer: 'Oui, le wifi est gratuit, le code est à l’accueil.',
    });
    expect(res.status).toBe(201);
    expect(((await call('GET').then((r) => r.json())) as { gaps: unknown[] }).gaps).toEqual([]);
    const [hit] = await searchKnowledge(fr.agentId, 'vous avez internet ?', 'fr', { db: t.db });
    expect(hit).toMatchObject({
      source: 'owner',
      headingPath: ['Il y a du wifi ?'],
      text: 'Oui, le wifi est gratuit, le code est à l’accueil.',
    });
    const agent = await getAgent(fr.agentId);
    expect(agent?.extractedInfo.faq).toContainEqual({
      q: 'Il y a du wifi ?',
      a: 'Oui, le wifi est gratuit, le code est à l’accueil.',
      source: 'owner',
    });
    expect(agent?.prompt).toContain('Oui, le wifi est gratuit');
  });
});
