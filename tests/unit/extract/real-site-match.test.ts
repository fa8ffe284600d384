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
});
