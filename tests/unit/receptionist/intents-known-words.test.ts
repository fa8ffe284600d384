import { describe, expect, it } from 'vitest';
import { detectIntents } from '@/lib/receptionist/intents';

// A caller word that is itself an everyday word is that word, not a typo of the lexicon word one
// letter away. Questions in our own words.

describe('an everyday word one letter from a lexicon word', () => {
  it('does not ask for the hours ("femmes" is not "fermés")', () => {
    expect(detectIntents('Un suivi de grossesse pour deux femmes, vous acceptez ?').hours).toBeUndefined();
    expect(detectIntents('Do you have a room for two women?').hours).toBeUndefined();
  });
  it('leaves real typos and inflections of lexicon words matched', () => {
    expect(detectIntents('vous etes fermes le lundi ?').hours).toBeDefined();
    expect(detectIntents('c’est quoi vos horaire ?').hours).toBeDefined();
    expect(detectIntents('je voudrais prendre un rendez vou').booking).toBeDefined();
  });
});
