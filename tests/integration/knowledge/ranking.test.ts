import { searchKnowledge } from '@/lib/knowledge';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { agentWith, page } from './helpers';

// How the search ranks passages, on both databases: the caller's own word beats a vocabulary
// synonym, a number said nudges the passage that holds it, "où ?" finds an address laid out on
// two lines, and customers' reviews are never answers.

const EN_SITE = page(
  'https://greenwarm.example/',
  'en',
  `<h1>Greenwarm Heating</h1>
  <h2>Services</h2><ul><li>Boiler repairs</li><li>Radiators</li><li>Underfloor heating</li></ul>
  <h2>Going green</h2>
  <p>Lower your bills with renewable systems. We design and fit air source heat pumps for homes of every size, with a survey first.</p>
  <h2>Prices</h2><ul><li>Survey · £90 per 1 hour</li><li>Survey · £150 per 2 hours</li></ul>
  <h2>What our customers say</h2><p>Brilliant job on our heat pump, and they even fixed the garden gate!</p>`,
);

const FR_SITE = page(
  'https://fromagerie.example/',
  'fr',
  `<h1>Fromagerie du Pont</h1><p>Fromages affinés en cave depuis 1987.</p>
  <h2>La boutique du centre</h2><p>8 rue des Halles</p><p>71000 Mâcon</p><p>Du mardi au samedi.</p>`,
);

describe.each(testDatabases())('knowledge ranking on %s', (kind) => {
  const t = useTestDb(kind);
  let en: string;
  let fr: string;

  beforeAll(async () => {
    en = await agentWith(t.db, 'en', EN_SITE);
    fr = await agentWith(t.db, 'fr', FR_SITE);
  });

  it('ranks the passage that says what the caller said above ones that only share its concept', async () => {
    const hits = await searchKnowledge(en, 'thinking about getting a heat pump, can you help?', 'en', { db: t.db, limit: 8 });
    expect(hits[0].text).toMatch(/air source heat pumps/);
    expect(hits[0].matchedTerms).toContain('heat pump');
    // "Radiators" is heating too, but the caller did not say it.
    expect(hits.findIndex((h) => h.text === 'Radiators')).toBeGreaterThan(0);
  });

  it('nudges up the row that holds the number the caller said', async () => {
    const [hit] = await searchKnowledge(en, 'how much is a two hour survey?', 'en', { db: t.db });
    expect(hit.text).toBe('Survey · £150 per 2 hours');
    expect(hit.queryTerms).not.toContain('two');
  });

  it('finds an address laid out on two lines when asked where a branch is', async () => {
    const [hit] = await searchKnowledge(fr, 'La boutique du centre, elle est où ?', 'fr', { db: t.db });
    expect(hit.text).toBe('8 rue des Halles, 71000 Mâcon');
    expect(hit.headingPath).toEqual(['Fromagerie du Pont', 'La boutique du centre']);
  });

  it('never answers from what a customer wrote', async () => {
    const hits = await searchKnowledge(en, 'do you fix garden gates?', 'en', { db: t.db, limit: 8 });
    expect(hits.map((h) => h.text).join('\n')).not.toMatch(/garden gate/);
  });
});
