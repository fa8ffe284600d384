import { describe, expect, it } from 'vitest';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { isLabel, readable } from '@/lib/receptionist/passage-text';
import { asksWhere, predicates, questionClause } from '@/lib/receptionist/question';
import { hit } from './knowledge-hit';

// "The answer is not on the site": a passage on a neighbouring topic, a word shared in passing, a
// link label or a keyword string is no answer. Made-up businesses and questions.

describe('what the question is about', () => {
  it('keeps what follows a copula as the subject ("is it halal?", "are cats allowed?")', () => {
    expect(predicates('Votre agneau, il est halal ?').has('halal')).toBe(false);
    expect(predicates('Are cats allowed in the shop?').has('cats')).toBe(false);
    expect(predicates('Do you also do tattoos?').has('tattoos')).toBe(false);
    expect(predicates('Vous installez des volets ?').has('installez')).toBe(true);
  });
  it('keeps a clause put as a question even when it starts with "on"', () => {
    expect(questionClause('On peut régler par chèque, même pour un petit montant ?')).toContain('régler par chèque');
  });
});

describe('gaps', () => {
  const kids = ['children', 'enfant', 'family', 'famille', 'baby'];
  it('does not take a related word said in passing for the thing asked ("a family dinner" ≠ kids)', () => {
    const q = ['see', 'children'];
    const d = decideFromHits(
      [hit('Whether it is a quiet lunch or a family dinner, you will enjoy the garden.', ['Dining'], ['children'], q)],
      {
        question: 'Do you see children?',
        yesNo: true,
        alternatives: new Map([['children', kids]]),
      },
    );
    expect(d.kind).toBe('weak');
  });
  it('takes a related word that heads the passage ("Parking" for "somewhere to park the van")', () => {
    const q = ['somewhere to park', 'van'];
    const rows = [
      hit('Two spaces are reserved for customers behind the workshop.', ['Parking'], ['somewhere to park'], q),
      hit('We service cars and vans of every make.', ['Workshop'], ['van'], q),
    ];
    const d = decideFromHits(rows, {
      question: 'Is there somewhere to park the van?',
      yesNo: false,
      alternatives: new Map([
        ['somewhere to park', ['somewhere to park', 'parking', 'park']],
        ['van', ['van']],
      ]),
    });
    expect(d).toMatchObject({ kind: 'answer' });
  });
  it('answers nothing when only a verb of the question matched ("can you help with that?")', () => {
    const q = ['help with'];
    const d = decideFromHits([hit('Our friendly team is always ready to help with your plans.', ['About'], q, q)], {
      question: 'My gutter is leaking, is that something you can help with?',
      yesNo: true,
      alternatives: new Map([['help with', ['help with', 'specialist']]]),
    });
    expect(d.kind).toBe('weak');
  });
  it('never answers from a link label, a keyword string or the web agency’s credit line', () => {
    expect(isLabel('See our rates →')).toBe(true);
    expect(isLabel('Voir la galerie')).toBe(true);
    expect(isLabel('Parking gratuit devant la boutique.')).toBe(false);
    expect(readable('Roof Repair Leeds Roof Repair Bradford Roof Repair Wakefield Roof Repair Halifax Roof Repair York')).toBe(false);
    const q = ['site', 'internet'];
    const d = decideFromHits([hit('Site internet réalisé par Studio Pixel', [], q, q)], {
      question: 'Vous avez un site internet ?',
      yesNo: true,
    });
    expect(d.kind).toBe('weak');
  });
  it('does not answer "pay by card?" from a menu titled "La carte"', () => {
    const q = ['payer', 'carte'];
    const d = decideFromHits([hit('Salade de chèvre chaud', ['La carte'], ['carte'], q)], {
      question: 'On peut payer par carte ?',
      yesNo: true,
      alternatives: new Map([
        ['payer', ['payer', 'prix', 'tarif', 'paiement']],
        ['carte', ['carte', 'cb', 'visa', 'carte bancaire']],
      ]),
    });
    expect(d.kind).toBe('weak');
  });
});

describe('lists and alternative questions', () => {
  it('answers a question about a category with its rows, four at most, the rest summed up', () => {
    const q = ['desserts'];
    const rows = ['Tarte aux pommes', 'Crème brûlée', 'Mousse au chocolat', 'Île flottante', 'Sorbet citron'].map((t) =>
      hit(t, ['La carte', 'Desserts'], q, q),
    );
    const d = decideFromHits(rows, { question: 'Qu’est-ce que vous avez comme desserts ?', yesNo: false, lang: 'fr' });
    expect(d).toMatchObject({ kind: 'answer' });
    expect(d.kind === 'answer' && d.text).toBe('Desserts\u00a0: Tarte aux pommes, Crème brûlée, Mousse au chocolat, et d’autres encore.');
  });
  it('answers the first side of an alternative question in the caller’s own words', () => {
    const q = ['boucherie', 'epicerie'];
    const d = decideFromHits([hit('Notre boucherie propose de l’agneau et du bœuf.', ['Nos rayons'], ['boucherie'], q)], {
      question: 'Vous avez une boucherie ou c’est que de l’épicerie ?',
      yesNo: true,
      lang: 'fr',
    });
    expect(d).toMatchObject({ kind: 'answer', yes: true });
  });
  it('does not answer the side said in passing ("…or do I just call you?")', () => {
    const q = ['website', 'call'];
    const d = decideFromHits([hit('Call 01234 567 890.', ['Contact'], ['call'], q)], {
      question: 'Is there a website or do I just call you?',
      yesNo: true,
      lang: 'en',
    });
    expect(d.kind).toBe('weak');
  });
});

describe('what is read out', () => {
  it('never reads a question the site asks its visitors, nor a line cut off mid-phrase', () => {
    expect(readable('Envie d’une soirée entre amis ?')).toBe(false);
    expect(readable('UNE ADRESSE DE CONFIANCE POUR')).toBe(false);
    expect(readable('Terrasse ouverte tout l’été.')).toBe(true);
  });
});

describe('the asking clause', () => {
  it('reads a yes/no question after a clause of context', async () => {
    const { isYesNoQuestion } = await import('@/lib/receptionist/question');
    expect(isYesNoQuestion('We are moving in May, could you store our furniture?', 'en')).toBe(true);
    expect(isYesNoQuestion('On part en vacances, vous gardez les chats ?', 'fr')).toBe(true);
    expect(isYesNoQuestion('We are moving in May, what does storage cost?', 'en')).toBe(false);
  });
});

describe('the plainest answer to a yes/no', () => {
  it('reads the short row that names what was asked rather than a long line matching the caller’s story', () => {
    const q = ['chimney', 'sweeping', 'yearly'];
    const d = decideFromHits(
      [
        hit('Keep your home safe all yearly season with our expert care and attention to detail.', ['Services'], ['chimney', 'yearly'], q),
        hit('Chimney sweeping', ['Services'], ['chimney', 'sweeping'], q),
      ],
      { question: 'My chimney is due its yearly check, do you do chimney sweeping?', yesNo: true, lang: 'en' },
    );
    expect(d).toMatchObject({ kind: 'answer', yes: true });
    expect(d.kind === 'answer' && d.text).toContain('Chimney sweeping');
  });
});

describe('the business’s own name', () => {
  it('ignores only its own words, not their look-alikes ("Motoring" in the name, "motorway" asked)', () => {
    const q = ['motorway', 'lessons'];
    const d = decideFromHits(
      [
        hit('£32 per hour', ['Lessons', 'Motorway lessons'], ['motorway', 'lessons'], q),
        hit('Book your first lesson online.', ['Lessons'], ['lessons'], q),
      ],
      { question: 'Do you do motorway lessons?', yesNo: true, lang: 'en', ignore: ['school', 'motoring'] },
    );
    expect(d).toMatchObject({ kind: 'answer', yes: true });
    expect(d.kind === 'answer' && d.text).toContain('£32');
  });
});

describe('the trade word said everywhere', () => {
  // A crêperie whose every passage says "crêpes": "des crêpes à emporter ?" is answered by the
  // passage about taking away, which need not say "crêpes" again.
  const q = ['crepes', 'a emporter'];
  const alternatives = new Map([
    ['crepes', ['crepes']],
    ['a emporter', ['a emporter', 'emporter', 'takeaway']],
  ]);
  const everywhere = [
    'Nos crêpes au froment sont faites à la minute.',
    'Crêpes sucrées : beurre, sucre, chocolat.',
    'La crêpe du mois : pomme et caramel.',
    'Des crêpes pour vos fêtes de famille.',
    'Crêpes salées au sarrasin bio.',
  ].map((text, i) => hit(text, [`Carte ${i}`], ['crepes'], q));
  it('answers from the passage that names the rest of the question', () => {
    const rows = [hit('Tout est à emporter, commandez au comptoir.', ['Sur place'], ['a emporter'], q), ...everywhere];
    const d = decideFromHits(rows, { question: 'Vous faites des crêpes à emporter ?', yesNo: true, alternatives });
    expect(d).toMatchObject({ kind: 'answer' });
    expect(d.kind === 'answer' && d.text).toContain('emporter');
  });
  it('still wants the word when few passages say it', () => {
    const rows = [hit('Tout est à emporter, commandez au comptoir.', ['Sur place'], ['a emporter'], q), ...everywhere.slice(0, 2)];
    const d = decideFromHits(rows, { question: 'Vous faites des crêpes à emporter ?', yesNo: true, alternatives });
    expect(d.kind).toBe('weak');
  });
});

describe('where questions', () => {
  it('reads "où" (not "ou") and "where" in the asking clause', () => {
    expect(asksWhere('Le moulin, il se trouve où ?')).toBe(true);
    expect(asksWhere("Where's the workshop at?")).toBe(true);
    expect(asksWhere('Vous prenez la carte ou le liquide ?')).toBe(false);
    expect(asksWhere('Do you sell wool socks?')).toBe(false);
  });
  it('prefers the passage with a street line to one that only names the shop', () => {
    const q = ['boutique', 'lyon'];
    const rows = [
      hit('Chaque boutique de Lyon a son équipe et ses horaires.', ['Nos boutiques'], q, q),
      hit('Boutique de Lyon : 14 rue des Tanneurs, 69002 Lyon.', ['Nos boutiques'], q, q),
    ];
    const d = decideFromHits(rows, {
      question: 'La boutique de Lyon, elle est où ?',
      yesNo: false,
      wantsPlace: true,
      alternatives: new Map([
        ['boutique', ['boutique']],
        ['lyon', ['lyon']],
      ]),
    });
    expect(d.kind === 'answer' && d.text).toContain('rue des Tanneurs');
  });
});

describe('a passage that opens on "No."', () => {
  it('answers no, even when the excerpt is another sentence of it', () => {
    const q = ['boarding'];
    const d = decideFromHits([hit('No. We care for sick animals only and leave boarding to the kennels in town.', ['FAQ'], q, q)], {
      question: 'Do you do boarding?',
      yesNo: true,
      alternatives: new Map([['boarding', ['boarding']]]),
    });
    expect(d).toMatchObject({ kind: 'answer', yes: false });
    expect(d.kind === 'answer' && d.text).toMatch(/^No\./);
  });
});
