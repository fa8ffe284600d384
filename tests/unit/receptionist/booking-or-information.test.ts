import { describe, expect, it } from 'vitest';
import { detectIntents } from '@/lib/receptionist/intents';
import { normalize } from '@/lib/receptionist/normalize';
import { refineIntents } from '@/lib/receptionist/engine/understand';

// A number of people or a booking noun inside a question about what exists or whom it is for is
// an information question; a booking starts only on a wish or with a time. Our own phrasings.

function intents(text: string) {
  return refineIntents(text, normalize(text), detectIntents(text));
}

describe('a question about what exists, with a number of people', () => {
  it('starts no booking ("function rooms for 150 guests?")', () => {
    expect(intents('Do you have function rooms for 150 guests?').booking).toBeUndefined();
    expect(intents('Vous avez des chambres familiales pour 5 personnes ?').booking).toBeUndefined();
  });
  it('still asks for a booking when a time is said ("a room for two nights", "space for 6 on Friday")', () => {
    expect(intents('Have you got a room for two nights?').booking).toBeDefined();
    expect(intents('Have you got space for 6 on Friday?').booking).toBeDefined();
  });
});

describe('a booking noun that is the subject of the question', () => {
  it('starts no booking ("is the trial session also for teenagers?")', () => {
    expect(intents('Is the introductory consultation also for teenagers?').booking).toBeUndefined();
    expect(intents('La consultation d’essai, c’est aussi pour les ados ?').booking).toBeUndefined();
    expect(intents('Does the consultation include an x-ray?').booking).toBeUndefined();
  });
  it('starts one when the caller wishes it or gives a day', () => {
    expect(intents('I would like a consultation please').booking).toBeDefined();
    expect(intents('Une consultation samedi, c’est possible ?').booking).toBeDefined();
  });
});
