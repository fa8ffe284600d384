import { describe, expect, it } from 'vitest';
import { answerKind } from '@/lib/receptionist/answer-kind';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { callerContext, isGenericVerb, lastNounPhrase, predicates, questionClause, topical } from '@/lib/receptionist/question';
import { hit } from './knowledge-hit';

// Questions asked the way people talk on the phone: the size they would like, how many they
// will be, a contracted "you'd" or "y'all", "ça" before a verb, "how early", "which days". The
// site names the thing; these words are the caller's, not what a passage must repeat.
// Made-up businesses and questions.

describe('the caller’s words around the thing', () => {
  it('takes the size or grade wished for as no subject ("une grosse part", "a bigger one", "mieux")', () => {
    expect(topical(['grosse', 'tarte'])).toEqual(['tarte']);
    expect(topical(['bigger', 'kennel', 'better'])).toEqual(['kennel']);
    // Said as part of a vocabulary phrase, it stays ("petit déjeuner").
    expect(topical(['petit dejeuner'])).toEqual(['petit dejeuner']);
  });
  it('takes the size of the caller’s party as their circumstance ("une vingtaine de personnes", "for 12 guests")', () => {
    expect(callerContext('On sera une vingtaine de personnes, vous faites des plateaux ?').has('personnes')).toBe(true);
    expect(callerContext('Could you cater for 12 guests on Friday?').has('guests')).toBe(true);
    // "How many people" asks for the count: not the caller's party.
    expect(callerContext('How many people can the hall hold?').has('people')).toBe(false);
  });
  it('takes a meal named as the purpose of the visit as situating ("pour le repas", "for the meal")', () => {
    expect(callerContext('Vous pourriez venir avec la rôtissoire pour le repas ?').has('repas')).toBe(true);
    expect(callerContext('Could you bring the pizza oven for the meal?').has('meal')).toBe(true);
    expect(callerContext('Le repas de Noël, il coûte combien ?').has('repas')).toBe(false);
  });
  it('reads "for my niece’s party" as the caller’s own, and "my son’s diabetic" as about being diabetic', () => {
    const own = callerContext('Could I get a voucher for my niece’s party?');
    expect(own.has('niece')).toBe(true);
    expect(own.has('party')).toBe(true);
    expect(callerContext('My son’s diabetic, is there sugar-free ice cream?').has('diabetic')).toBe(false);
  });
  it('reads the verb after "you’d", "y’all" and "ça" as a verb', () => {
    expect(predicates('Is that a job you’d take on?').has('take')).toBe(true);
    expect(predicates('Do y’all bake sourdough?').has('bake')).toBe(true);
    expect(predicates('Le marché, ça ouvre vers quelle heure ?').has('ouvre')).toBe(true);
    // A French "d'" is an article, not a contraction: the noun after it stays a noun.
    expect(predicates('Vous avez d’autres modèles ?').has('autres')).toBe(false);
  });
  it('takes "accompagner" and "work on" as verbs that name no activity of their own', () => {
    expect(isGenericVerb('accompagner')).toBe(true);
    // "C'est un dossier que vous suivez ?": a lawyer or a clinic "follows" what it handles.
    expect(isGenericVerb('suivez')).toBe(true);
    expect(isGenericVerb('work')).toBe(true);
    expect(isGenericVerb('repair')).toBe(false);
  });
  it('reads "how early" as a duration and "quels jours" as a period', () => {
    expect(answerKind('How early should I book the van?')).toBe('duration');
    expect(answerKind('Le marché du soir, c’est quels jours ?')).toBe('period');
    expect(answerKind('Which days is the clinic open for walk-ins?')).toBe('period');
  });
});

describe('what "en" and "ça" point back to', () => {
  it('reads "vous en faites ?" as asking about the thing named before', () => {
    expect(questionClause('Mes enfants adorent les crêpes au sucre, vous en faites ?')).toMatch(/^crêpes, vous en faites/);
    expect(questionClause('Ma voisine m’a parlé de vos tartes aux fraises, il y en a ?')).toMatch(/^tartes/);
  });
  it('reads "à" as a preposition and "qu’on" as no noun phrase', () => {
    expect(lastNounPhrase('on prend des glaces à chaque fois qu’on passe')).toBe('glaces');
    expect(lastNounPhrase('on vient à chaque fois')).toBe('');
  });
  it('keeps a place named after "de" with the noun it qualifies ("le cidre de Normandie")', () => {
    expect(lastNounPhrase('on aimerait goûter le cidre de Normandie')).toBe('cidre de Normandie');
    expect(lastNounPhrase('mon père cherche le jambon d’Auvergne')).toBe('jambon d’Auvergne');
    // A common noun after "de" is still the thing itself ("un souci de chaudière").
    expect(lastNounPhrase('on a un souci de chaudière')).toBe('chaudière');
  });
  it('answers "…du cidre de Normandie, vous en avez ?" from the line about that cider', () => {
    const q = ['cidre', 'normandie'];
    const d = decideFromHits(
      [
        hit('Normandie', ['Nos régions'], ['normandie'], q),
        hit('Cidre fermier de Normandie, brut ou doux · 6 €', ['Boissons'], ['cidre', 'normandie'], q),
      ],
      { question: 'On passe le week-end ici et on aimerait rapporter du cidre de Normandie, vous en avez ?', yesNo: true, lang: 'fr' },
    );
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toMatch(/Cidre fermier/);
  });
});

describe('answering the thing, not the caller’s words around it', () => {
  it('answers "des grosses pièces à partager ?" from the line that names the pieces to share', () => {
    const q = ['grosses', 'pieces', 'partager'];
    const d = decideFromHits([hit('Gigots & pièces à partager', ['Nos spécialités'], ['pieces', 'partager'], q)], {
      question: 'On sera huit dimanche, vous avez des grosses pièces à partager ?',
      yesNo: true,
      lang: 'fr',
    });
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toMatch(/pièces à partager/);
  });
  it('answers a buffet for "une trentaine de personnes" from the caterer’s line, without the count', () => {
    const q = ['trentaine', 'personnes', 'buffet'];
    const d = decideFromHits([hit('Buffets froids et plateaux pour vos réceptions.', ['Traiteur'], ['buffet'], q)], {
      question: 'On sera une trentaine de personnes, vous pourriez nous faire un buffet ?',
      yesNo: true,
      lang: 'fr',
    });
    expect(d.kind).toBe('answer');
  });
  it('still declines when the line is about another thing than the one asked', () => {
    const q = ['grosses', 'pieces', 'partager'];
    const d = decideFromHits([hit('Saucisses et merguez', ['Barbecue'], [], q)], {
      question: 'Vous avez des grosses pièces à partager ?',
      yesNo: true,
      lang: 'fr',
    });
    expect(d.kind).toBe('weak');
  });
  it('answers "how early can I apply?" with the duration the page gives', () => {
    const q = ['apply', 'permit'];
    const d = decideFromHits(
      [hit('You can apply for the parking permit 6 weeks before you move in.', ['Residents'], ['apply', 'permit'], q)],
      {
        question: 'How early can I apply for the permit?',
        yesNo: false,
        lang: 'en',
      },
    );
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toMatch(/6 weeks/);
  });
});

describe('the value on the next line of the same section', () => {
  const q = ['ateliers', 'mercredi'];
  const opts = { question: 'Les ateliers du mercredi, ça commence à quelle heure ?', yesNo: false, lang: 'fr' as const };
  it('answers the time from the line under the same heading as the line about the workshops', () => {
    const d = decideFromHits(
      [
        hit('Le mercredi et le samedi', ['Nos ateliers enfants'], ['ateliers', 'mercredi'], q),
        hit('De 14 h à 16 h 30.', ['Nos ateliers enfants'], ['ateliers'], q),
      ],
      opts,
    );
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toMatch(/14 h/);
  });
  it('does not take a time from another section, nor a priced row naming its own thing', () => {
    const other = decideFromHits(
      [
        hit('Le mercredi et le samedi', ['Nos ateliers enfants'], ['ateliers', 'mercredi'], q),
        hit('Du mardi au samedi de 9 h à 18 h.', ['Horaires'], [], q),
      ],
      opts,
    );
    expect(other.kind).toBe('weak');
    const priced = decideFromHits(
      [
        hit('Le mercredi et le samedi', ['Nos ateliers enfants'], ['ateliers', 'mercredi'], q),
        hit('Stage de poterie · 45 €', ['Nos ateliers enfants'], ['ateliers'], q),
      ],
      { ...opts, question: 'Les ateliers du mercredi, c’est combien ?', wantsAmount: true },
    );
    expect(priced.kind).toBe('weak');
  });
});

describe('a heading ending on a pronoun', () => {
  it('does not read the line under "Contactez-nous" as a verb after "nous"', () => {
    const q = ['brioches'];
    const d = decideFromHits([hit('Viennoiseries', ['Contactez-nous'], [], q)], {
      question: 'Vous faites des brioches le matin ?',
      yesNo: true,
      lang: 'fr',
      alternatives: new Map([['brioches', ['brioches', 'viennoiserie']]]),
    });
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toMatch(/Viennoiseries/);
  });
  it('still reads "on vous guide" as a verb, not a guide', () => {
    const q = ['guide'];
    const d = decideFromHits([hit('Pour venir, on vous guide depuis la gare.', ['Accès'], [], q)], {
      question: 'Vous avez un guide pour la visite ?',
      yesNo: true,
      lang: 'fr',
      alternatives: new Map([['guide', ['guide']]]),
    });
    expect(d.kind).toBe('weak');
  });
});

describe('"c’est quelque chose que vous suivez ?"', () => {
  it('answers from the practice area that names what the caller wants to do', () => {
    const q = ['reconnaitre', 'enfant', 'suivez'];
    const d = decideFromHits([hit('Droit de la famille', [], ['enfant'], q), hit('Filiation et reconnaissance', [], ['reconnaitre'], q)], {
      question: 'Je voudrais reconnaître l’enfant de mon compagnon, c’est quelque chose que vous suivez ?',
      yesNo: true,
      lang: 'fr',
      alternatives: new Map([
        ['reconnaitre', ['reconnaitre', 'reconnaissance']],
        ['enfant', ['enfant', 'famille']],
      ]),
    });
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toMatch(/reconnaissance/);
  });
});
