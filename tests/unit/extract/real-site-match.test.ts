import { describe, expect, it } from 'vitest';
import { addressMatches } from '@/scripts/eval/extract-real/match';

// The real-site scorer's address rule, on readings any careful reader would accept.
describe('real-site address matching', () => {
  it('a ZIP and its ZIP+4 are the same postcode; another ZIP is not', () => {
    const label = { street: '4580 Oak Avenue', postalCode: '97211', city: 'Portland', region: 'OR', country: 'US' };
    expect(addressMatches(label, { street: '4580 Oak Ave', postalCode: '97211-3302', city: 'Portland', formatted: '' })).toBe(true);
    expect(addressMatches(label, { street: '4580 Oak Ave', postalCode: '97212', city: 'Portland', formatted: '' })).toBe(false);
  });

  it('a town written with "St" for "Saint" (no postcode on either side) is the same town', () => {
    const label = { street: '8 place de la République', postalCode: null, city: 'Saint-Rémy-de-Provence', region: null, country: 'FR' };
    expect(addressMatches(label, { street: '8 pl. de la République', city: 'St Rémy de Provence', formatted: '' })).toBe(true);
    expect(addressMatches(label, { street: '8 pl. de la République', city: 'Tarascon', formatted: '' })).toBe(false);
  });

  it('"No. 12" is the number 12, and a compass word in French ("Est") is its abbreviation ("E")', () => {
    const label = { street: 'No. 12, Harbour View Road', postalCode: null, city: 'Cobh', region: null, country: 'IE' };
    expect(addressMatches(label, { street: '12 Harbour View Rd', city: 'Cobh', formatted: '' })).toBe(true);
    const qc = { street: '310, boulevard René-Lévesque Ouest', postalCode: 'G1R 2B1', city: 'Québec', region: 'QC', country: 'CA' };
    expect(addressMatches(qc, { street: '310 Boul René-Lévesque O', postalCode: 'G1R 2B1', formatted: '' })).toBe(false);
    expect(addressMatches(qc, { street: '310 Boulevard René-Lévesque W', postalCode: 'G1R 2B1', formatted: '' })).toBe(true);
  });

  it('a postal district after the town ("Cork 3") may be left out; another town may not', () => {
    const label = { street: '7 Lower Glanmire Road', postalCode: null, city: 'Cork 3', region: null, country: 'IE' };
    expect(addressMatches(label, { street: '7 Lower Glanmire Road', city: 'Cork', formatted: '' })).toBe(true);
    expect(addressMatches(label, { street: '7 Lower Glanmire Road', city: 'Cobh', formatted: '' })).toBe(false);
  });

  it('a shop number or a level is a unit detail, like a suite', () => {
    const label = { street: 'Shop No. 14, Station Road', postalCode: '411001', city: 'Pune', region: null, country: 'IN' };
    expect(addressMatches(label, { street: 'Station Road', postalCode: '411001', formatted: '' })).toBe(true);
    const mall = { street: 'GP Shop 7, Level 2, 40 Harbour St', postalCode: '2000', city: 'Sydney', region: 'NSW', country: 'AU' };
    expect(addressMatches(mall, { street: '40 Harbour St', postalCode: '2000', formatted: '' })).toBe(true);
    expect(addressMatches(mall, { street: '44 Harbour St', postalCode: '2000', formatted: '' })).toBe(false);
  });

  it('a street named after a country word ("rue Anatole France") still matches', () => {
    const label = { street: '12 rue Anatole France', postalCode: '59000', city: 'Lille', region: null, country: 'FR' };
    expect(addressMatches(label, { street: '12 rue Anatole France', postalCode: '59000', formatted: '' })).toBe(true);
    expect(addressMatches(label, { street: '14 rue Anatole France', postalCode: '59000', formatted: '' })).toBe(false);
  });
});
