import { describe, expect, it } from 'vitest';
import { queryTerms } from '@/lib/knowledge/query';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { vocabularies } from '@/lib/knowledge/vocabulary';
import { otherSense, sensesIn, sensesOf } from '@/lib/knowledge/vocabulary/senses';
import { knowledgeOptions } from '@/lib/receptionist/engine/knowledge';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { tokens } from '@/lib/receptionist/normalize';

// A word the caller vocabulary files under two concepts has two senses; the sentence's other
// words say which. Made-up businesses and questions.

function hit(text: string, headingPath: string[], question: string): KnowledgeHit {
  const said = queryTerms(question, 'fr').map((t) => t.said);
  return { id: text, text, headingPath, sourceUrl: 'https://x.example/', source: 'site', score: 1, matchedTerms: said, queryTerms: said };
}

function decide(question: string, hits: KnowledgeHit[]) {
  return decideFromHits(hits, knowledgeOptions({ name: 'Chez Lucie', businessType: 'bistrot' }, question, 'fr', {}));
}

const alternativesOf = (question: string, said: string, lang: 'fr' | 'en' = 'fr') =>
  queryTerms(question, lang).find((t) => t.said === said)?.alternatives ?? [];

describe('two-sense words of the caller vocabulary', () => {
  it('lists every word filed under two concepts apart, in both languages', () => {
    const apart = (['fr', 'en'] as const).flatMap((lang) =>
      Object.values(vocabularies[lang])
        .flat()
        .filter((p) => sensesOf(p, lang).length > 1)
        .map((p) => tokens(p).join(' ')),
    );
    // Each is a decision: two senses apart, or concepts that overlap (listed in senses.ts).
    expect([...new Set(apart)].sort()).toEqual(
      ['carte', 'cover', 'deplacer', 'gouttieres', 'hours', 'mariage', 'night', 'nuit', 'sleep', 'sleeps', 'stage'].sort(),
    );
    // Concepts that overlap in meaning share a word without two senses.
    expect(sensesOf('mutuelle', 'fr')).toEqual([]);
    expect(sensesOf('payer', 'fr')).toEqual([]);
    // A stem shared by chance is no shared phrase: "cheminée" is only the fireplace.
    expect(sensesOf('cheminée', 'fr')).toEqual([]);
    // A phrase that asks ("how long") says the kind of value wanted, not a sense.
    expect(sensesOf('how long', 'en')).toEqual([]);
  });

  it('reads the sense from the other words of the sentence, the concept’s field included', () => {
    const senses = sensesOf('carte', 'fr');
    expect(sensesIn('On règle avec la carte ou en espèces ?', 'carte', senses, 'fr')).toEqual(['card']);
    expect(sensesIn('On peut voir la carte, les plats du midi ?', 'carte', senses, 'fr')).toEqual(['menu']);
    expect(sensesIn('Vous avez une carte ?', 'carte', senses, 'fr')).toEqual([]);
  });

  it('expands a two-sense word only into the sense the sentence shows, and into both without one', () => {
    const paying = alternativesOf('je peux payer par carte ?', 'carte');
    expect(paying).toEqual(expect.arrayContaining(['cb', 'carte bancaire']));
    expect(paying).not.toContain('menu');
    expect(alternativesOf('la carte change tous les jours, il y a un plat végétarien ?', 'carte')).toContain('menu');
    // Neither sense shown: both are searched; the passage must then show none (see below).
    expect(alternativesOf('vous avez une carte ?', 'carte')).toEqual(expect.arrayContaining(['menu', 'cb']));
    expect(alternativesOf('which areas do you cover?', 'cover', 'en')).toContain('radius');
  });

  it('a passage showing another sense than the caller’s is not about the thing asked', () => {
    expect(otherSense('je peux payer par carte ?', 'La carte : entrées, plats du jour, desserts', 'carte', 'fr')).toBe(true);
    expect(otherSense('je peux payer par carte ?', 'Paiement par carte accepté dès 5 €', 'carte', 'fr')).toBe(false);
    // The caller's sense must be shown by the passage: a bare "La carte" heading is no card payment.
    expect(otherSense('on règle par carte ou en liquide ?', 'La carte · burgers maison', 'carte', 'fr')).toBe(true);
    // No sense said: a passage showing one is a guess, unless the business says which it means;
    // one showing none is judged by its words.
    expect(otherSense('vous avez une carte ?', 'La carte : entrées, plats du jour', 'carte', 'fr')).toBe(true);
    expect(otherSense('vous avez une carte ?', 'La carte : entrées, plats du jour', 'carte', 'fr', [], 'bistrot restaurant')).toBe(false);
    expect(otherSense('vous avez une carte ?', 'Carte de fidélité offerte', 'carte', 'fr')).toBe(false);
    // Half a question is judged with the alternatives its whole sentence chose.
    const paying = queryTerms('Vous prenez la carte ou que du liquide ?', 'fr').find((t) => t.said === 'carte')?.alternatives;
    expect(otherSense('Vous prenez la carte', 'La carte · burgers maison et plats du jour', 'carte', 'fr', paying)).toBe(true);
    expect(otherSense('Vous prenez la carte', 'La carte · burgers maison et plats du jour', 'carte', 'fr')).toBe(true);
    expect(otherSense('which areas do you cover?', 'Most insurance plans cover the first visit.', 'cover', 'en')).toBe(true);
    expect(otherSense('is this covered by my insurance?', 'Most insurance plans cover the first visit.', 'cover', 'en')).toBe(false);
  });

  it('does not say yes to paying by card from a restaurant’s menu', () => {
    const q = 'Je peux payer par carte ?';
    const d = decide(q, [hit('Entrées, plats du jour et desserts faits maison.', ['La carte'], q)]);
    expect(d.kind).not.toBe('answer');
  });

  it('still finds the menu for a wine list and the card terminal for a card', () => {
    const wine = 'Vous avez une carte des vins ?';
    const d = decide(wine, [hit('Une carte des vins de Loire et de Bourgogne, au verre ou à la bouteille.', ['Nos vins'], wine)]);
    expect(d.kind).toBe('answer');
    const card = 'Vous prenez la carte bancaire ?';
    const c = decide(card, [hit('Paiement par carte bancaire, espèces ou chèque.', ['Infos pratiques'], card)]);
    expect(c.kind).toBe('answer');
  });
});
