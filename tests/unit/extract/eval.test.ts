import { describe, expect, it } from 'vitest';
import { evaluateFixtures, TARGETS } from '@/scripts/eval/fixture-eval';
import { loadFixtures } from '@/scripts/eval/fixture-sites';

describe('fixture evaluation (the same run as npm run eval:extract)', () => {
  it('has at least 16 fixture sites: 8 French, 8 English, the 9 business types, a windows-1252 page', () => {
    const fixtures = loadFixtures();
    expect(fixtures.length).toBeGreaterThanOrEqual(16);
    expect(fixtures.filter((f) => f.expected.locale === 'fr').length).toBeGreaterThanOrEqual(8);
    expect(fixtures.filter((f) => f.expected.locale === 'en').length).toBeGreaterThanOrEqual(8);
    const types = new Set(fixtures.map((f) => f.expected.givenType));
    for (const [fr, en] of [
      ['Restaurant', 'Restaurant'],
      ['Salon de coiffure', 'Hair Salon'],
      ['Fleuriste', 'Florist'],
      ['Clinique', 'Clinic'],
      ['Garage auto', 'Auto Garage'],
      ['Cabinet dentaire', 'Dental Office'],
      ['Boutique', 'Shop'],
      ['Hôtel', 'Hotel'],
    ]) {
      expect(types.has(fr!) || types.has(en!)).toBe(true);
    }
    expect(
      [...types].some(
        (t) =>
          ![
            'Restaurant',
            'Salon de coiffure',
            'Hair Salon',
            'Fleuriste',
            'Florist',
            'Clinique',
            'Clinic',
            'Garage auto',
            'Auto Garage',
            'Cabinet dentaire',
            'Dental Office',
            'Boutique',
            'Shop',
            'Hôtel',
            'Hotel',
          ].includes(t ?? ''),
      ),
    ).toBe(true);
  });

  it('meets every precision/recall target and 50 ms median per page', () => {
    const result = evaluateFixtures();
    for (const [field, target] of Object.entries(TARGETS)) {
      const r = result.fields[field as keyof typeof result.fields];
      expect.soft(r.precision, `${field} precision`).toBeGreaterThanOrEqual(target!);
      expect.soft(r.recall, `${field} recall`).toBeGreaterThanOrEqual(target!);
    }
    expect(result.medianMsPerPage).toBeLessThanOrEqual(50);
    expect(result.failures).toEqual([]);
  }, 60_000);
});
