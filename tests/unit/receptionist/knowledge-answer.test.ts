import { describe, expect, it } from 'vitest';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { decideFromHits, excerpt, isNegative } from '@/lib/receptionist/knowledge-answer';
import { isYesNoQuestion, predicates, questionClause } from '@/lib/receptionist/question';

// The decision over the knowledge base's hits, on hand-made hits (what lib/knowledge returns):
// confident → the site's words trimmed to what was asked; weak → nothing said; "yes" only when a
// passage says it.

function hit(text: string, headingPath: string[], matchedTerms: string[], queryTerms: string[], score = 5): KnowledgeHit {
  return {
    id: `${headingPath.join('>')}:${text}`,
    text,
    headingPath,
    sourceUrl: 'https://site.example/',
    source: 'site',
    score,
    matchedTerms,
    queryTerms,
  };
}

describe('decideFromHits', () => {
  it('answers a question in everyday words with the passage that holds it, read as written', () => {
    const q = ['se garer'];
    const d = decideFromHits([hit('Stationnement gratuit sur la place du Marché, à 50 mètres du salon.', ['Accès'], q, q)], {
      question: 'Il y a de quoi se garer ?',
      yesNo: true,
      alternatives: new Map([['se garer', ['se garer', 'parking', 'stationnement']]]),
    });
    expect(d).toMatchObject({ kind: 'answer', yes: true, text: 'Stationnement gratuit sur la place du Marché, à 50 mètres du salon.' });
  });

  it('is weak when only an incidental word of the question is on the site ("salon" in a parking question)', () => {
    const q = ['se garer', 'salon'];
    const d = decideFromHits([hit('Le salon', [], ['salon'], q), hit('Salon Axel, coiffure mixte', [], ['salon'], q)], {
      question: 'Il y a de quoi se garer à côté du salon ?',
      yesNo: true,
      alternatives: new Map([
        ['se garer', ['se garer', 'parking']],
        ['salon', ['salon']],
      ]),
    });
    expect(d.kind).toBe('weak');
  });

  it('says no "yes" for electric bikes when the page only has a bike ride event', () => {
    const q = ['sell', 'electric', 'bikes'];
    const d = decideFromHits([hit('Sunday social bike ride, every first Sunday of the month.', ['Events'], ['bikes'], q)], {
      question: 'Do you sell electric bikes?',
      yesNo: true,
    });
    expect(d.kind).toBe('weak');
  });

  it('says "yes" only when the words read out name everything asked; otherwise nothing is said', () => {
    const q = ['babies', 'colic'];
    const d = decideFromHits([hit('We treat babies from birth. Digestive troubles, colic and reflux in adults.', ['Osteopathy'], q, q)], {
      question: 'Do you treat colic in babies?',
      yesNo: true,
      alternatives: new Map([
        ['babies', ['babies']],
        ['colic', ['colic']],
      ]),
    });
    expect(d.kind).toBe('weak');
    const both = decideFromHits([hit('We treat babies with colic from birth.', ['Osteopathy'], q, q)], {
      question: 'Do you treat colic in babies?',
      yesNo: true,
      alternatives: new Map([
        ['babies', ['babies']],
        ['colic', ['colic']],
      ]),
    });
    expect(both).toMatchObject({ kind: 'answer', yes: true });
  });

  it('lets a vocabulary concept said in the passage answer for the plain words around it ("garer la voiture" → "stationnement")', () => {
    const q = ['garer', 'voiture'];
    const d = decideFromHits(
      [
        hit('Un stationnement privé est à votre disposition près du gîte.', ['Parking'], q, q),
        hit('Location de voiture à la gare.', ['Venir'], ['voiture'], q, 1),
      ],
      {
        question: 'Y a un endroit pour garer la voiture ?',
        yesNo: true,
        alternatives: new Map([
          ['garer', ['garer', 'parking', 'stationnement']],
          ['voiture', ['voiture']],
        ]),
      },
    );
    expect(d).toMatchObject({ kind: 'answer', yes: true });
  });

  it('does not answer "gluten-free bread?" with a burger bun: a term asked that no passage has blocks the answer', () => {
    const q = ['pain', 'gluten', 'burgers'];
    const d = decideFromHits([hit('Poulet frit maison, cheddar, ketchup, pain brioché.', ['Burgers'], ['pain', 'burgers'], q)], {
      question: 'Est-ce que vous avez du pain sans gluten pour les burgers ?',
      yesNo: true,
    });
    expect(d.kind).toBe('weak');
  });

  it('rejects a stemmer collision ("garer" found in "gare") by checking the passage itself', () => {
    const q = ['garer'];
    const d = decideFromHits([hit('Accès depuis la gare et les aéroports alentours.', ['Venir'], q, q)], {
      question: 'On peut se garer ?',
      yesNo: true,
      alternatives: new Map([['garer', ['garer', 'parking', 'stationnement']]]),
    });
    expect(d.kind).toBe('weak');
  });

  it('ignores customers’ reviews quoted on the page', () => {
    const q = ['rooms', 'dinner'];
    const d = decideFromHits([hit('The dinner menu offers great choices, lovely rooms.', ['What our happy visitors say!'], q, q)], {
      question: 'Do you have rooms after dinner?',
      yesNo: true,
    });
    expect(d.kind).toBe('weak');
  });

  it('does not say "yes" when the passage says no', () => {
    const q = ['chien'];
    const d = decideFromHits(
      [hit('Les animaux de compagnie ne peuvent malheureusement pas être accueillis dans le gîte.', ['Sans animaux'], q, q)],
      {
        question: 'On peut venir avec notre chien ?',
        yesNo: true,
        alternatives: new Map([['chien', ['chien', 'animaux']]]),
      },
    );
    expect(d).toMatchObject({ kind: 'answer', yes: false });
    expect(isNegative('Le cabinet n’est pas équipé de terminal CB.')).toBe(true);
  });

  it('needs an amount to answer "how much", and prefers the row of the asked item', () => {
    const q = ['combien', 'coupe', 'homme'];
    const alternatives = new Map([
      ['combien', ['combien', 'prix', 'tarif']],
      ['coupe', ['coupe', 'coiffure', 'cheveux']],
      ['homme', ['homme']],
    ]);
    const opts = {
      question: 'C’est combien une coupe pour un homme ?',
      yesNo: false,
      wantsAmount: true,
      alternatives,
      ignore: ['salon', 'coiffure'],
    };
    const d = decideFromHits(
      [
        hit('Coupe courte : 32 €', ['Tarifs', 'Femmes'], ['combien', 'coupe'], q, 6),
        hit('Coupe et coiffage : 24 €', ['Tarifs', 'Hommes'], ['combien', 'homme'], q, 5),
      ],
      opts,
    );
    expect(d).toMatchObject({ kind: 'answer' });
    expect(d.kind === 'answer' && d.text).toContain('24 €');
    expect(
      decideFromHits([hit('Honoraires libres, devis sur demande.', ['Honoraires'], ['combien'], ['combien', 'seance'])], {
        ...opts,
        question: 'Combien la séance ?',
      }).kind,
    ).toBe('weak');
  });
});

describe('rows of one list', () => {
  it('answers "la carte ou que du liquide ?" with the rows of the payment list together', () => {
    const q = ['prenez', 'carte', 'liquide'];
    const row = (text: string, m: string[], score: number) => hit(text, ['Contact', 'Moyens de paiement'], m, q, score);
    const d = decideFromHits([row('Espèces', ['liquide'], 3.8), row('MasterCard', ['carte'], 2.9), row('VISA', ['carte'], 2.9)], {
      question: 'Vous prenez la carte ou c’est que liquide ?',
      yesNo: false,
      alternatives: new Map([
        ['prenez', ['prenez']],
        ['carte', ['carte', 'cb', 'visa', 'mastercard']],
        ['liquide', ['liquide', 'especes', 'cash']],
      ]),
    });
    expect(d).toMatchObject({ kind: 'answer', text: 'Espèces, MasterCard, VISA.' });
  });
});

describe('excerpt', () => {
  it('cuts a long sentence to the clauses that carry what was asked', () => {
    const text =
      'Le salon, coiffeur à Nantes, est votre salon de coiffure visagiste et salon d’esthétique pour femmes et hommes, spécialiste coloriste, mèches et coiffure de cérémonie et de mariage, propose soins du cheveu, massages du cuir chevelu et produits de beauté.';
    const out = excerpt({ text, headingPath: [], matchedTerms: ['meches'] }, 15);
    expect(out).toContain('mèches');
    expect(out.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length).toBeLessThanOrEqual(15);
  });

  it('names the heading when it, not the line, says what the line is about', () => {
    expect(
      excerpt({ text: 'Du mardi au samedi, dans un rayon de 10 km.', headingPath: ['Services', 'Livraison'], matchedTerms: ['livraison'] }),
    ).toBe('Livraison : du mardi au samedi, dans un rayon de 10 km.');
  });

  it('does not end a sentence at a street or title abbreviation', () => {
    const text = 'Je vous reçois au 73 Av. Georges Clemenceau. Parking gratuit devant le cabinet.';
    expect(excerpt({ text, headingPath: [], matchedTerms: ['clemenceau'] })).toBe('Je vous reçois au 73 Av. Georges Clemenceau.');
    expect(excerpt({ text: 'Ask for Dr. Patel at reception. Parking at the back.', headingPath: [], matchedTerms: ['patel'] })).toBe(
      'Ask for Dr. Patel at reception.',
    );
  });
});

describe('reading the question', () => {
  it('finds the asking clause apart from the context told before it', () => {
    expect(questionClause('Bonjour, j’ai pris un choc sur la portière, est-ce que vous faites la carrosserie ?')).toBe(
      'Bonjour, est-ce que vous faites la carrosserie ?',
    );
    expect(questionClause('Le sauna, il est compris ? Faut le réserver ?')).toBe('Le sauna, il est compris ? Faut le réserver ?');
    // What comes before "but"/"mais" only excuses the question.
    expect(questionClause('Strange question, but do you sell stamps?')).toBe('but do you sell stamps?');
    expect(questionClause('Petite question, mais vous faites les clés ?')).toBe('mais vous faites les clés ?');
  });

  it('tells yes/no questions from wh-questions', () => {
    expect(isYesNoQuestion('Vous livrez à domicile ?', 'fr')).toBe(true);
    expect(isYesNoQuestion('On peut arriver à partir de quelle heure ?', 'fr')).toBe(false);
    expect(isYesNoQuestion('Do you sell electric bikes?', 'en')).toBe(true);
    expect(isYesNoQuestion('Where are you based?', 'en')).toBe(false);
  });

  it('knows the verbs of a question, which a site phrases its own way', () => {
    expect([...predicates('Et vous installez aussi des clims ?')]).toContain('installez');
    expect([...predicates('could you put in underfloor heating?')]).toContain('put');
  });
});

describe('excerpt of a long sentence whose subject and news are far apart', () => {
  it('joins the subject and what is said of it over a list that does not fit', () => {
    const text =
      'Our sourdough loaf, the rye bloomer, the seeded batch, the spelt tin and the little fruit buns all won gold medals at the regional baking awards this spring.';
    const out = excerpt({ headingPath: ['Awards'], text, matchedTerms: ['sourdough', 'gold'] });
    expect(out).toContain('sourdough');
    expect(out).toContain('gold medals');
  });

  it('keeps one window when it already says every term', () => {
    const text =
      'The sourdough won gold at the regional awards, which we were very proud of, and we bake it every single morning from six.';
    expect(excerpt({ headingPath: [], text, matchedTerms: ['sourdough', 'gold'] })).toMatch(
      /^The sourdough won gold at the regional awards, which/,
    );
  });
});
