import { describe, expect, it } from 'vitest';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import {
  askedAsProperty,
  inCondition,
  isWholeLine,
  namesEarly,
  offeringNamed,
  qualifiedByMissing,
  rowItems,
} from '@/lib/receptionist/knowledge-offering';
import { hit } from './knowledge-hit';

// The site's own line for a thing asked inside a story ("…et j'ai une tendinite, vous pouvez faire
// quelque chose ?" → "Tendinite" row): the story around it need not be on the site, but a word
// that qualifies the thing itself must. Made-up businesses and questions.

describe('the words of a line', () => {
  it('names a thing by the caller’s own word among its first words, a plural aside', () => {
    expect(namesEarly('Tendinites et entorses', 'tendinite')).toBe(true);
    expect(namesEarly('Owner–Tenant disputes', 'tenant')).toBe(true);
    // "Catering" is no "cat"; a word far in the line is said in passing.
    expect(namesEarly('Catering for every party', 'cat')).toBe(false);
    expect(namesEarly('Ask us about our range of garden tools', 'tools')).toBe(false);
  });
  it('takes a vocabulary phrase only as the whole line', () => {
    expect(isWholeLine('Révisions', 'revision')).toBe(true);
    expect(isWholeLine('Menu enfant', 'enfant')).toBe(false);
  });
});

describe('a word the site lacks that qualifies the thing', () => {
  it('blocks a French qualifier after the noun, an English one before it', () => {
    expect(qualifiedByMissing('Vous avez du pain sans gluten ?', 'pain', ['gluten'], 'fr')).toBe(true);
    expect(qualifiedByMissing('Vous vendez de la viande halal ?', 'viande', ['halal'], 'fr')).toBe(true);
    expect(qualifiedByMissing('Do you sell gluten-free bread?', 'bread', ['gluten'], 'en')).toBe(true);
    expect(qualifiedByMissing('Do you do lessons in automatic?', 'lessons', ['automatic'], 'en')).toBe(true);
  });
  it('lets the story around it be, across a comma or an "and"', () => {
    expect(
      qualifiedByMissing('Mon voisin a un verger, et moi une tendinite, vous soignez ça ?', 'tendinite', ['verger', 'voisin'], 'fr'),
    ).toBe(false);
    expect(qualifiedByMissing('My landlord is useless and the boiler is dead, can you fix it?', 'boiler', ['useless'], 'en')).toBe(false);
  });
  it('the caller’s own circumstances never qualify it', () => {
    expect(qualifiedByMissing('Un projet de sophrologie avec ma sœur, vous pouvez aider ?', 'sophrologie', ['soeur'], 'fr')).toBe(false);
  });
  it('reads a property asked after a copula ("elle est bio ?")', () => {
    expect(askedAsProperty('Votre farine, elle est bio ?', ['bio'])).toBe(true);
    expect(askedAsProperty('The honey, is it raw?', ['raw'])).toBe(true);
    expect(askedAsProperty('Do you sell honey?', ['raw'])).toBe(false);
  });
});

describe('answering from the line of the thing asked', () => {
  const sprain = (question: string, missing: string[]) => {
    const q = ['tendinite', ...missing];
    return decideFromHits(
      [
        hit('Tendinite, entorse et foulure', ['Kinésithérapie', 'Ce que nous soignons'], ['tendinite'], q),
        hit('Le cabinet est ouvert du lundi au vendredi.', ['Horaires'], [], q),
      ],
      { question, yesNo: true, lang: 'fr', alternatives: new Map(q.map((t) => [t, [t]])) },
    );
  };
  it('says yes with the site’s line when only the story is missing from the site', () => {
    const d = sprain('Je cours trois marathons par an et j’ai une tendinite, vous pouvez faire quelque chose ?', ['marathons']);
    expect(d).toMatchObject({ kind: 'answer', yes: true });
    if (d.kind === 'answer') expect(d.text).toMatch(/Tendinite/);
  });
  it('declines when the thing asked is qualified by a word no passage says', () => {
    expect(sprain('Vous soignez la tendinite calcifiante, vous pouvez faire quelque chose ?', ['calcifiante']).kind).toBe('weak');
  });
  it('declines when the asking clause itself names something the site never says', () => {
    const q = ['tendinite', 'ondes de choc'];
    const d = decideFromHits([hit('Tendinite, entorse et foulure', ['Ce que nous soignons'], ['tendinite'], q)], {
      question: 'Pour ma tendinite, vous faites les ondes de choc ?',
      yesNo: true,
      lang: 'fr',
      alternatives: new Map(q.map((t) => [t, [t]])),
    });
    expect(d.kind).toBe('weak');
  });
  it('is no line for an activity it does not name, nor for a property asked ("can you move our piano?")', () => {
    const pianos = hit('Pianos', ['Lessons'], ['piano'], ['move', 'piano', 'dusty']);
    const terms = {
      candidates: ['piano'],
      asked: ['piano', 'dusty'],
      matched: ['piano'],
      missing: ['dusty'],
      verbMissing: false,
      clauseMissing: false,
    };
    const opts = { question: 'Our dusty old piano, would you take it?', yesNo: true, lang: 'en' as const };
    expect(offeringNamed(pianos, opts, terms)).toBe('piano');
    expect(offeringNamed(pianos, opts, { ...terms, verbMissing: true })).toBeUndefined();
    expect(offeringNamed(pianos, { ...opts, question: 'Our piano, is it dusty?' }, terms)).toBeUndefined();
  });
  it('is no line when it is a link label, nor for a thing named in an "if" clause', () => {
    const terms = { candidates: ['gets'], asked: ['gets'], matched: ['gets'], missing: [], verbMissing: false, clauseMissing: false };
    const opts = { question: 'If my parcel gets lost, can you help?', yesNo: true, lang: 'en' as const };
    expect(offeringNamed(hit('Get directions →', [], ['gets'], ['gets']), opts, terms)).toBeUndefined();
    expect(inCondition('If my parcel gets lost at night, can you help?', 'parcel')).toBe(true);
    expect(inCondition('Si le chauffe-eau lâche un dimanche, vous venez ?', 'dimanche')).toBe(true);
    expect(inCondition('I have a parcel to send, can you help?', 'parcel')).toBe(false);
  });
});

describe('what the site names nearest to a thing it does not confirm', () => {
  const q = ['sauna', 'privatif', 'chalet'];
  const rows = [
    hit('Sauna finlandais, accès libre de 16 h à 20 h, serviettes fournies pour les hôtes', ['Sauna et hammam'], ['sauna'], q),
    hit('Chalet des Cimes', ['Nos chalets'], ['chalet'], q),
    hit('Chalet des Cimes', ['Nos chalets', 'Réserver'], ['chalet'], q),
    hit('Voir les chalets →', [], ['chalet'], q),
    hit('Nous vous accueillons toute l’année dans nos chalets de montagne.', ['Bienvenue'], ['chalet'], q),
  ];
  const opts = { question: 'Vous avez un sauna privatif dans chaque chalet ?', yesNo: true, lang: 'fr' as const };
  it('lists, for a "do you do X?" it cannot confirm, the lines that say the caller’s words, each once, never a label', () => {
    const d = decideFromHits(rows, { ...opts, alternatives: new Map(q.map((t) => [t, [t]])) });
    expect(d.kind).toBe('weak');
    if (d.kind === 'weak') expect([...(d.near ?? [])].sort()).toEqual(['Chalet des Cimes', 'Sauna et hammam']);
  });
  it('lists nothing when a value is asked', () => {
    const d = decideFromHits(rows, {
      ...opts,
      question: 'Le sauna privatif, ça coûte combien ?',
      wantsAmount: true,
      alternatives: new Map(q.map((t) => [t, [t]])),
    });
    expect(d.kind === 'weak' ? d.near : undefined).toBeUndefined();
  });
});

describe('a row that joins a few names', () => {
  it('names each of its items ("Brevets et marques", "Chiens & chats")', () => {
    expect(rowItems('Brevets et marques')).toEqual(['Brevets et marques', 'Brevets', 'marques']);
    expect(rowItems('Chiens & chats')).toContain('chats');
    // A sentence is not a row of names.
    expect(rowItems('Nous recevons les chiens et les chats de toute la région')).toEqual([
      'Nous recevons les chiens et les chats de toute la région',
    ]);
  });
  it('answers a vocabulary word with the row item that is that word ("un litige de voisinage" → "Baux et voisinage")', () => {
    const q = ['voisin'];
    const d = decideFromHits([hit('Baux et voisinage', [], ['voisin'], q)], {
      question: 'On a un conflit avec un voisin pour une haie, c’est dans vos cordes ?',
      yesNo: true,
      lang: 'fr',
      alternatives: new Map([['voisin', ['voisin', 'voisinage', 'trouble de voisinage']]]),
    });
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toMatch(/voisinage/);
  });
  it('reads a property only in the asking clause: "mon chien est âgé, …" tells the story', () => {
    expect(askedAsProperty('Mon chien est âgé, vous faites les bilans gériatriques ?', ['age'])).toBe(false);
    expect(askedAsProperty('Vos œufs, ils sont bio ?', ['bio'])).toBe(true);
  });
});
