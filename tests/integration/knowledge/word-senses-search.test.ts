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

describe.each(testDatabases())('word senses in the search on %s', (kind) => {
  const t = useTestDb(kind);
  let cafe: string;

  beforeAll(async () => {
    cafe = await agentWith(t.db, 'en', CAFE);
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
