import { describe, expect, it } from 'vitest';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { asksBeyond } from '@/lib/receptionist/engine/services-answer';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { sameWord } from '@/lib/receptionist/passage-text';

// Answers never invented: a passage that shares a word's beginning, a verb or a head noun with the
// question, but is about another thing, is no answer. Made-up businesses and questions.

function hit(text: string, headingPath: string[], matchedTerms: string[], queryTerms: string[]): KnowledgeHit {
  return { id: text, text, headingPath, sourceUrl: 'https://x.example/', source: 'site', score: 1, matchedTerms, queryTerms };
}

describe('two words that share a stem, then each go on with another word', () => {
  it('are different words ("skate-park" is not "skate-boards")', () => {
    expect(sameWord('skateboards', 'skatepark')).toBe(false);
    expect(sameWord('underfloor', 'understand')).toBe(false);
    expect(sameWord('christening', 'christmas')).toBe(false);
    expect(sameWord('waterproofing', 'watering')).toBe(false);
  });
  it('stay one word when the rest only inflects or derives it', () => {
    expect(sameWord('installation', 'installer')).toBe(true);
    expect(sameWord('install', 'installation')).toBe(true);
    expect(sameWord('treatment', 'treating')).toBe(true);
    expect(sameWord('charcuterie', 'charcutier')).toBe(true);
    expect(sameWord('traitement', 'traiteur')).toBe(true);
  });
  it('do not answer a question about one with a passage about the other', () => {
    const q = ['skateboards', 'repair'];
    const d = decideFromHits([hit('Skatepark sessions every Sunday morning · £6', ['Skatepark'], ['skateboards'], q)], {
      question: 'Do you repair skateboards?',
      yesNo: true,
      alternatives: new Map([['skateboards', []]]),
    });
    expect(d.kind).toBe('weak');
  });
});

describe('a service named with a complement none of the listed services has', () => {
  const contracts = [{ name: 'Contrats de vente' }, { name: 'Contrats de bail' }];
  it('asks beyond the list ("des contrats de travail" when only sale and lease contracts are listed)', () => {
    expect(asksBeyond('Bonjour, vous faites des contrats de travail ?', contracts)).toBe(true);
  });
  it('does not when the complement is one of them, or a filler ("du coup")', () => {
    expect(asksBeyond('Vous faites des contrats de bail ?', contracts)).toBe(false);
    expect(asksBeyond('en fait, vous faites les contrats, du coup ?', contracts)).toBe(false);
  });
});

describe('a clause that points back ("could you install those?") with only its verb', () => {
  const q = ['looking', 'rainwater tanks', 'back', 'install'];
  const ask = 'We were looking into rainwater tanks at the back, could you install those?';
  it('is not answered by a passage that says the verb and none of the things named before', () => {
    const d = decideFromHits([hit('Our fitters handle the installation of boilers and radiators.', ['What we do'], ['install'], q)], {
      question: ask,
      yesNo: true,
      alternatives: new Map(),
    });
    expect(d.kind).toBe('weak');
  });
  it('is answered by a passage that names them', () => {
    const d = decideFromHits(
      [hit('We install rainwater tanks and water butts across the county.', ['What we do'], ['install', 'rainwater tanks'], q)],
      {
        question: ask,
        yesNo: true,
        alternatives: new Map(),
      },
    );
    expect(d.kind).toBe('answer');
  });
});
