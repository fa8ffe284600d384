import { describe, expect, it } from 'vitest';
import { emptyExtractedInfo } from '@/lib/extract/types';
import { enrichmentSchema, mergeEnrichment, type Enrichment } from '@/lib/extract/openai-enrich';

// The OpenAI pass only fills gaps with values written on the page (the model's reply is given
// here directly: no network).

const page = 'Garage du Pont. 4 rue du Pont, 22100 Dinan. Tél. 02 96 39 12 34. Vidange 89 €, pneus dès 60 €.';
const reply = (over: Partial<Enrichment>): Enrichment => ({
  summary: 'Garage à Dinan.',
  businessName: null,
  phones: [],
  email: null,
  address: null,
  hours: [],
  services: [],
  faq: [],
  ...over,
});

describe('mergeEnrichment keeps only what the page says', () => {
  it('drops an address whose street is not on the page, keeps one that is', () => {
    const invented = mergeEnrichment(
      emptyExtractedInfo(),
      reply({ address: { street: '12 avenue Foch', postalCode: '22100', city: 'Dinan', country: 'FR' } }),
      page,
      'fr',
    );
    expect(invented.address).toBeNull();
    const stated = mergeEnrichment(
      emptyExtractedInfo(),
      reply({ address: { street: '4 rue du Pont', postalCode: '22100', city: 'Dinan', country: 'FR' } }),
      page,
      'fr',
    );
    expect(stated.address).toMatchObject({ street: '4 rue du Pont', postalCode: '22100', city: 'Dinan' });
  });
  it('drops a price whose amount is not on the page and a phone that is not there', () => {
    const out = mergeEnrichment(
      emptyExtractedInfo(),
      reply({
        services: [
          { name: 'Vidange', price: '79 €' },
          { name: 'pneus', price: 'dès 60 €' },
        ],
        phones: ['02 96 00 00 00', '02 96 39 12 34'],
      }),
      page,
      'fr',
    );
    expect(out.services).toEqual([
      { name: 'Vidange', source: 'openai' },
      { name: 'pneus', price: 'dès 60 €', source: 'openai' },
    ]);
    expect(out.phones.map((p) => p.e164)).toEqual(['+33296391234']);
  });
  it('the reply schema follows the one HH:MM rule', () => {
    const ok = { day: 'monday', opens: '09:00', closes: '24:00' };
    expect(enrichmentSchema.safeParse(reply({ hours: [ok] as Enrichment['hours'] })).success).toBe(true);
    expect(enrichmentSchema.safeParse(reply({ hours: [{ ...ok, closes: '24:30' }] as Enrichment['hours'] })).success).toBe(false);
  });
});
