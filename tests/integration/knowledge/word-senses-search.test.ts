import { searchKnowledge } from '@/lib/knowledge';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { agentWith, page } from './helpers';

// The search keeps apart words the database stems alike or the vocabulary once grouped: an
// adverb is not its adjective ("lightly" ≠ "light"), one animal is not another through the word
// for their meat ("lamb" ≠ "chicken"), and a narrower diet is not its broader one ("vegan").

const CAFE = page(
  'https://hedgerow-cafe.example/',
  'en',
  `<h1>Hedgerow Café</h1>
  <h2>Mains</h2><p>Lightly smoked trout with new potatoes and a dill dressing.</p>
  <h2>Poultry</h2><p>Free-range chickens raised on the farm next door.</p>
  <h2>Veggie</h2><p>A vegetarian curry of squash and chickpeas every day.</p>
  <h2>About us</h2><p>Family run since 1998 on the village green.</p>`,
);

const GITE = page(
  'https://gite-des-tilleuls.example/',
  'fr',
  `<h1>Gîte des Tilleuls</h1>
  <h2>Accès</h2><p>4 chemin des Tilleuls, 38000 Grenoble.</p>
  <h2>Le séjour</h2><p>Un séjour lumineux avec cheminée et bibliothèque.</p>
  <h2>Jardin</h2><p>Terrasse, hamac et barbecue.</p>`,
);

describe.each(testDatabases())('word senses in the search on %s', (kind) => {
  const t = useTestDb(kind);
  let cafe: string;
  let gite: string;

  beforeAll(async () => {
    cafe = await agentWith(t.db, 'en', CAFE);
    gite = await agentWith(t.db, 'fr', GITE);
  });

  it('keeps a longer word apart from the shorter one it starts with, both ways', async () => {
    const fire = await searchKnowledge(gite, 'il y a une cheminée ?', 'fr', { db: t.db });
    expect(fire[0].headingPath).toContain('Le séjour');
    expect(fire.some((h) => h.headingPath.includes('Accès'))).toBe(false);
    const path = await searchKnowledge(gite, 'quel chemin pour venir ?', 'fr', { db: t.db });
    expect(path[0].headingPath).toContain('Accès');
    expect(path.some((h) => h.headingPath.includes('Le séjour'))).toBe(false);
  });

  it('does not count an adverb as the adjective the caller said', async () => {
    const hits = await searchKnowledge(cafe, 'have you got anything light?', 'en', { db: t.db });
    expect(hits.some((h) => h.matchedTerms.includes('light'))).toBe(false);
  });

  it('does not find one animal for another', async () => {
    const hits = await searchKnowledge(cafe, 'do you sell lamb?', 'en', { db: t.db });
    expect(hits.some((h) => h.headingPath.includes('Poultry'))).toBe(false);
  });

  it('finds a vegetarian dish for "vegan" only through a near word, below the caller’s own', async () => {
    const hits = await searchKnowledge(cafe, 'is there anything vegan?', 'en', { db: t.db });
    const veggie = hits.find((h) => h.headingPath.includes('Veggie'));
    // Found, but weighed as a related word: less than a literal hit of one term would be.
    expect(veggie).toBeDefined();
    const literal = await searchKnowledge(cafe, 'is there anything vegetarian?', 'en', { db: t.db });
    expect(veggie!.score).toBeLessThan(literal.find((h) => h.headingPath.includes('Veggie'))!.score);
  });
});
