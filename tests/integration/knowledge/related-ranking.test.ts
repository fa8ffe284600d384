import { searchKnowledge } from '@/lib/knowledge';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { agentWith, page } from './helpers';

// Closing the gap between the caller's words and the site's, on both databases: a related form
// ("store" → "Storage", "nettoyer" → "nettoyage") finds a passage no literal word reaches, but
// never outranks one that says what the caller said; and a passage carrying the kind of value
// asked ("how soon" → "within 3 days") comes before one that only shares the topic.

const MOVERS = page(
  'https://boxandvan.example/',
  'en',
  `<h1>Box and Van Removals</h1>
  <h2>Storage</h2><p>Secure containerised units at our depot, by the week or the month.</p>
  <h2>Surveys</h2><p>A surveyor visits your home to list what will travel with you.</p>
  <p>Your written estimate is emailed within 3 days of the survey.</p>
  <h2>Estimates</h2><p>Every estimate is free and sent without obligation.</p>
  <h2>Packing</h2><p>We supply boxes, tape and blankets for every room.</p>
  <h2>Our lorries</h2><p>Every lorry carries a ramp and a tail lift for heavy pieces.</p>
  <h2>Pianos</h2><p>Grand and upright pianos moved by a specialist team.</p>
  <h2>Europe</h2><p>Long-distance moves to France, Spain and Italy.</p><h2>About us</h2><p>Established 2009 in Lewes.</p>`,
);

const MOVERS_LITERAL = page(
  'https://boxandvan.example/',
  'en',
  `<h1>Box and Van Removals</h1>
  <h2>Storage</h2><p>Secure containerised units at our depot.</p>
  <h2>Shop</h2><p>We store spare keys for regular customers at the front desk.</p>`,
);

const CARPETS = page(
  'https://tapis.example/',
  'fr',
  `<h1>Atelier Laine et Trame</h1>
  <h2>Nettoyage</h2><p>Tapis d'Orient et moquettes, enlèvement et retour compris.</p>
  <h2>Boutique</h2><p>Coussins, plaids et jetés de lit.</p>`,
);

describe.each(testDatabases())('related words and answer types in the search on %s', (kind) => {
  const t = useTestDb(kind);
  let movers: string;
  let literal: string;
  let carpets: string;

  beforeAll(async () => {
    movers = await agentWith(t.db, 'en', MOVERS);
    literal = await agentWith(t.db, 'en', MOVERS_LITERAL);
    carpets = await agentWith(t.db, 'fr', CARPETS);
  });

  it('finds the noun the site writes for the verb the caller says', async () => {
    const [hit] = await searchKnowledge(movers, 'could you hold onto our furniture, keep it stored for a month?', 'en', { db: t.db });
    expect(hit.headingPath).toContain('Storage');
    expect(hit.matchedTerms).toContain('stored');
  });

  it('ranks the caller’s own word above a related form', async () => {
    const hits = await searchKnowledge(literal, 'do you store keys?', 'en', { db: t.db, limit: 3 });
    expect(hits[0].text).toMatch(/store spare keys/);
  });

  it('finds a French deverbal noun from the verb', async () => {
    const [hit] = await searchKnowledge(carpets, 'Vous pouvez nettoyer un kilim ?', 'fr', { db: t.db });
    expect(hit.headingPath).toContain('Nettoyage');
  });

  it('weighs the asking clause above the story told around it', async () => {
    // The lorry and its tail lift are only the caller's situation; the question is about pianos.
    const [hit] = await searchKnowledge(movers, 'We have a lorry with a tail lift booked already, but do you move pianos?', 'en', {
      db: t.db,
    });
    expect(hit.headingPath).toContain('Pianos');
  });

  it('does not search the words that ask ("how long" is no "long-distance")', async () => {
    const [hit] = await searchKnowledge(movers, 'How long have you been going?', 'en', { db: t.db });
    expect(hit.text).toBe('Established 2009 in Lewes.');
    expect(hit.queryTerms).toContain('how long');
  });

  it('puts the passage carrying the kind of value asked first', async () => {
    const [hit] = await searchKnowledge(movers, 'after the survey, how soon is the estimate sent?', 'en', { db: t.db });
    expect(hit.text).toMatch(/within 3 days/);
  });
});
