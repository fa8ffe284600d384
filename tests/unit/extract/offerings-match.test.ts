import { describe, expect, it } from 'vitest';
import { matchOfferings } from '@/scripts/eval/extract-real/match';

// The eval's offering matcher (services and priced), fair to any reader: cases written for this test.

describe('offering matcher', () => {
  it('a price, plural, accents and "&"/"et" do not change the name', () => {
    const r = matchOfferings(
      [{ name: 'Coupe homme' }, { name: 'Soins & massages' }, { name: 'Épilation' }],
      [{ name: 'Coupes hommes - 25 EUR' }, { name: 'Soin et massage' }, { name: 'Epilations' }],
      false,
    );
    expect(r.counts).toEqual({ tp: 3, fp: 0, fn: 0 });
  });
  it("a label's parenthesis is a gloss: the name without it matches", () => {
    const r = matchOfferings([{ name: 'Forfait standard (voitures)', price: '49 €' }], [{ name: 'Forfait standard', price: '49 €' }], true);
    expect(r.counts.tp).toBe(1);
    // The gloss alone is not the name.
    expect(matchOfferings([{ name: 'Forfait standard (voitures)' }], [{ name: 'Voitures' }], false).counts.tp).toBe(0);
  });
  it('a priced line read as name + description matches the line written whole', () => {
    const label = [{ name: 'Formule : galette + cidre 25cl', price: '12 €' }];
    expect(matchOfferings(label, [{ name: 'Formule', description: 'galette + cidre 25cl', price: '12 €' }], true).counts.tp).toBe(1);
    expect(matchOfferings(label, [{ name: 'Formule', description: 'crêpe + café', price: '12 €' }], true).counts.tp).toBe(0);
    // Services are names as a caller says them: a description does not help there.
    expect(
      matchOfferings([{ name: 'Formule galette cidre' }], [{ name: 'Formule', description: 'galette + cidre' }], false).counts.tp,
    ).toBe(0);
  });
  it('an item inside a labelled category is not that category, nor the category its item', () => {
    // The guideline lists the categories alone when their items are many: an item read in their
    // place is a different answer to "what do you do?".
    expect(matchOfferings([{ name: 'Cosmetic dentistry' }], [{ name: 'Teeth whitening' }], false).counts).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(matchOfferings([{ name: 'Teeth whitening' }], [{ name: 'Cosmetic dentistry' }], false).counts.tp).toBe(0);
  });
  it('one name joined by "&"/"et"/"and" matches however the joint is written, and one prediction matches one label', () => {
    const r = matchOfferings([{ name: 'Crowns & bridges' }, { name: 'Bridges' }], [{ name: 'Crowns and bridges' }], false);
    expect(r.counts).toEqual({ tp: 1, fp: 0, fn: 1 });
    expect(matchOfferings([{ name: 'Pose et entretien de chaudières' }], [{ name: 'Pose & entretien chaudière' }], false).counts.tp).toBe(
      1,
    );
  });
});
