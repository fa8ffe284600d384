import { describe, expect, it } from 'vitest';
import { queryTerms } from '@/lib/knowledge/query';

// Car services are separate concepts: a caller's "tyres" is not a vet's "diagnostics".
describe('car services vocabulary', () => {
  it('finds the same service in the other language, not the other services', () => {
    const tyres = queryTerms('Do you sell tyres?', 'en').find((t) => t.said === 'tyres');
    expect(tyres?.alternatives).toContain('pneus');
    expect(tyres?.alternatives).not.toContain('diagnostics');
    const freins = queryTerms('Vous changez les freins ?', 'fr').find((t) => t.said === 'freins');
    expect(freins?.alternatives).toContain('brakes');
    expect(freins?.alternatives).not.toContain('pneus');
  });
});

describe('related words are not synonyms', () => {
  it('keeps a landlord apart from the kinds of customers and meat apart from catering', () => {
    const landlord = queryTerms('I am a landlord, can you help?', 'en').find((t) => t.said === 'landlord');
    expect(landlord?.alternatives).toContain('tenant');
    expect(landlord?.alternatives).not.toContain('residential');
    const viande = queryTerms('Vous vendez de la viande ?', 'fr').find((t) => t.said === 'viande');
    expect(viande?.alternatives).toContain('boucherie');
    expect(viande?.alternatives).not.toContain('traiteur');
  });
});

describe('barbecue vocabulary', () => {
  it('knows the abbreviation and what goes on a grill, in both languages', () => {
    const fr = queryTerms('Vous faites des colis pour un barbecue ?', 'fr').find((t) => t.said === 'barbecue');
    expect(fr?.alternatives).toEqual(expect.arrayContaining(['bbq', 'grillades', 'skewers']));
    const en = queryTerms('Anything for a BBQ on Sunday?', 'en').find((t) => t.said === 'bbq');
    expect(en?.alternatives).toEqual(expect.arrayContaining(['barbecue', 'grill']));
  });
});

describe('paying in instalments', () => {
  it('is its own concept, found from the everyday phrase in either language', () => {
    const en = queryTerms('Could we pay monthly for the new kitchen?', 'en').find((t) => t.said === 'pay monthly');
    expect(en?.alternatives).toEqual(expect.arrayContaining(['finance', 'mensualites']));
    const fr = queryTerms('On peut régler en plusieurs fois ?', 'fr').find((t) => t.said === 'en plusieurs fois');
    expect(fr?.alternatives).toEqual(expect.arrayContaining(['financement', 'payment plan']));
  });
});
