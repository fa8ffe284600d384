import { describe, expect, it } from 'vitest';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { deniesAsked } from '@/lib/receptionist/polarity';
import { hit } from './knowledge-hit';

// A line that says the opposite of what a yes/no asks ("non-", "-free", "interdit", "prohibited")
// answers "no" with that line, never "yes". Made-up businesses and questions.

/** A passage matched on the terms the caller asked, and those only. */
const hitOn = (text: string, headingPath: string[], terms: string[]) => hit(text, headingPath, terms, terms);

function decide(question: string, text: string, heading: string[], terms: string[]) {
  return decideFromHits([hitOn(text, heading, terms)], { question, yesNo: true, alternatives: new Map(terms.map((t) => [t, []])) });
}

describe('a line that negates the word asked without a "not"', () => {
  it('is a no: "fumer ?" against "chambres non-fumeurs"', () => {
    const d = decide(
      'Est-ce qu’on a le droit de fumer dans la chambre ?',
      'Toutes nos chambres sont non-fumeurs.',
      ['La maison'],
      ['fumer'],
    );
    expect(d).toMatchObject({ kind: 'answer', yes: false, no: true });
  });
  it('is a no in English: "smoke?" against "a smoke-free building"', () => {
    const d = decide('Can guests smoke inside?', 'The whole building is smoke-free.', ['House rules'], ['smoke']);
    expect(d).toMatchObject({ kind: 'answer', yes: false, no: true });
  });
  it('is a no when the line forbids it: "chiens ?" against "chiens interdits"', () => {
    expect(deniesAsked('Les chiens sont interdits dans la salle.', 'Je peux venir avec mon chien ?')).toBe(true);
    // Found through the vocabulary ("dog" → "pets"): the forbidden word is the caller's thing.
    expect(deniesAsked('Pets are prohibited in the cabins.', 'Can we bring the dog?', ['dog', 'pets'])).toBe(true);
  });
  it('is no "no" when the line forbids something else in another clause', () => {
    expect(deniesAsked('Chiens acceptés en laisse, il est interdit de fumer dans les chambres.', 'Je peux venir avec mon chien ?')).toBe(
      false,
    );
    expect(deniesAsked('Dogs welcome on a lead; smoking is prohibited indoors.', 'Can I bring my dog?', ['dog'])).toBe(false);
    expect(deniesAsked('Parking gratuit, stationnement interdit devant le portail.', 'Vous avez un parking ?', ['parking'])).toBe(false);
    const d = decide('Can I bring my dog?', 'Dogs welcome on a lead; smoking is prohibited indoors.', ['House rules'], ['dog']);
    expect(d).not.toMatchObject({ no: true });
  });
});

describe('the same polarity on both sides', () => {
  it('stays a yes when the caller asks for the denied thing itself', () => {
    const d = decide(
      'Vous avez des chambres non-fumeurs ?',
      'Toutes nos chambres sont non-fumeurs.',
      ['La maison'],
      ['chambres', 'fumeurs'],
    );
    expect(d).toMatchObject({ kind: 'answer', yes: true });
    expect(deniesAsked('We bake gluten-free loaves daily.', 'Do you have gluten-free bread?')).toBe(false);
  });
  it('does not count a negated word the caller never said', () => {
    expect(deniesAsked('Feel free to call, our team is hands-free on the road.', 'Do you deliver?')).toBe(false);
    expect(deniesAsked('Service non-stop le dimanche.', 'Vous êtes ouverts le dimanche ?')).toBe(false);
  });
});
