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
