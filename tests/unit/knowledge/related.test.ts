import { describe, expect, it } from 'vitest';
import { lemmas, relatedEn } from '@/lib/knowledge/related/en';
import { relatedFr } from '@/lib/knowledge/related/fr';
import { relatedWords } from '@/lib/knowledge/related';
import { queryTerms, termToTsquery } from '@/lib/knowledge/query';

describe('English related words (WordNet derivation)', () => {
  it('brings an inflected word to the dictionary form WordNet knows', () => {
    expect(lemmas('stored')).toContain('store');
    expect(lemmas('moving')).toContain('move');
    expect(lemmas('deliveries')).toContain('delivery');
    expect(lemmas('arrives')).toContain('arrive');
    expect(lemmas('zzqx')).toEqual([]);
  });

  it('finds the noun a site writes for the verb a caller says, and back', () => {
    expect(relatedEn('store')).toContain('storage');
    expect(relatedEn('arriving')).toContain('arrival');
    expect(relatedEn('delivered')).toContain('delivery');
    expect(relatedEn('storage')).toContain('store');
  });

  it('brings a comparative to its adjective, and the adjective to the verb made with -en', () => {
    expect(lemmas('tighter')).toContain('tight');
    expect(relatedEn('tighter')).toEqual(expect.arrayContaining(['tighten', 'tightening']));
    expect(relatedEn('shorter')).toContain('shorten');
    expect(relatedEn('whiter')).toContain('whitening');
  });

  it('relates an adjective to its noun ("dental" → "tooth")', () => {
    expect(relatedEn('dental')).toContain('tooth');
  });

  it('never returns the word itself, and nothing for a word it does not know', () => {
    expect(relatedEn('store')).not.toContain('store');
    expect(relatedEn('qwertyuiop')).toEqual([]);
  });

  it('keeps to derivation: no loose synonyms of a sense ("car" is not a "machine")', () => {
    expect(relatedEn('car')).not.toContain('machine');
    expect(relatedEn('while')).not.toContain('spell');
  });
});

describe('French related words (derivation by suffix)', () => {
  it('proposes the learned noun on a single n for a verb in -nner', () => {
    expect(relatedFr('donnez')).toContain('donation');
    expect(relatedFr('livrer')).not.toContain('livation');
    expect(relatedFr('donner')).not.toContain('donnation');
    // Within the few related words the search keeps for a term.
    expect(queryTerms('Ils voudraient nous donner leur terrain', 'fr').find((t) => t.said === 'donner')?.related).toContain('donation');
  });

  it('proposes the deverbal nouns of a conjugated verb', () => {
    expect(relatedFr('livrez')).toEqual(expect.arrayContaining(['livrer', 'livraison']));
    expect(relatedFr('stocker')).toContain('stockage');
    expect(relatedFr('reparez')).toContain('reparation');
    expect(relatedFr('coiffer')).toContain('coiffure');
  });

  it('turns y into i before a silent e ("payer" → "paiement")', () => {
    expect(relatedFr('payer')).toContain('paiement');
    expect(relatedFr('nettoyer')).toEqual(expect.arrayContaining(['nettoyage', 'nettoiement']));
    expect(relatedFr('nettoyer')).not.toContain('nettoyement');
  });

  it('goes from the noun back to the verb', () => {
    expect(relatedFr('livraison')).toContain('livrer');
    expect(relatedFr('stockage')).toContain('stocker');
  });

  it('says nothing for a stem too short to mean anything', () => {
    expect(relatedFr('garer')).toEqual([]);
    expect(relatedFr('vin')).toEqual([]);
  });

  it('dispatches on the language', () => {
    expect(relatedWords('stocker', 'fr')).toContain('stockage');
    expect(relatedWords('store', 'en')).toContain('storage');
  });
});

describe('related words in the query', () => {
  it('adds them to a plain word, apart from its alternatives', () => {
    const term = queryTerms('could you assemble the shelves?', 'en').find((t) => t.said === 'assemble');
    expect(term?.alternatives).toEqual(['assemble']);
    expect(term?.related).toContain('assemblage');
    expect(termToTsquery(term!)).toContain('assemblage');
    expect(termToTsquery(term!, false)).toBe('(assemble)');
  });

  it('does not change which terms a question has', () => {
    expect(queryTerms('do you clean carpets after a move?', 'en').map((t) => t.said)).toEqual(['clean', 'carpets', 'after', 'move']);
  });
});
