import { describe, expect, it } from 'vitest';
import { offeredInProse } from '@/lib/extract/offerings/enumeration';

// Sentences enumerating offerings, written for this test.

describe('offerings named in a sentence', () => {
  it('French items that each open with an article: "et des …" starts one more item', () => {
    expect(offeredInProse('Nous proposons des tartes, des éclairs et des macarons.')).toEqual(['Tartes', 'Éclairs', 'Macarons']);
    expect(offeredInProse('Nous proposons du pain au levain, des viennoiseries et du café.')).toEqual([
      'Pain au levain',
      'Viennoiseries',
      'Café',
    ]);
  });
  it('a shared complement stays one item when the items carry no article', () => {
    expect(offeredInProse('Nous proposons robes de soirée et de mariée, costumes, accessoires.')).toEqual([
      'Robes de soirée et de mariée',
      'Costumes',
      'Accessoires',
    ]);
  });
  it('only a two-word partner lends its head to a single word', () => {
    expect(offeredInProse('We offer hot and iced drinks, sandwiches and cakes.')).toEqual([
      'Hot drinks',
      'Iced drinks',
      'Sandwiches',
      'Cakes',
    ]);
    expect(offeredInProse('We offer judo, karate, fencing and modern pentathlon skills.')).toContain('Fencing');
    expect(offeredInProse('We offer judo, karate, fencing and modern pentathlon skills.')).not.toContain('Fencing skills');
  });
  it('what the business does not do is not offered', () => {
    expect(offeredInProse('We do not offer boarding, grooming or walking.')).toEqual([]);
  });
});
