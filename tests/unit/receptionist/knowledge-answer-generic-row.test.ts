import { describe, expect, it } from 'vitest';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { knowledgeOptions } from '@/lib/receptionist/engine/knowledge';
import { detectIntents } from '@/lib/receptionist/intents';
import { qualifiedBy } from '@/lib/receptionist/passage-about';
import { asksBeyond } from '@/lib/receptionist/engine/services-answer';

// A generic category row ("Entretien", "Repairs") found through the work word of "réparation de
// X" must not complete the specific thing X into a "yes". Made-up garages and questions.

function hit(text: string, score: number, matchedTerms: string[], queryTerms: string[]): KnowledgeHit {
  return {
    id: text,
    text,
    headingPath: ['Nos prestations'],
    sourceUrl: 'https://x.example/',
    source: 'site',
    score,
    matchedTerms,
    queryTerms,
  };
}

describe('the work said of a thing', () => {
  it('is read as a head word qualified by the thing, in both languages', () => {
    expect(qualifiedBy('Vous faites la réparation des pare-brise ?', 'reparation', ['pare-brise'])).toBe(true);
    expect(qualifiedBy('Do you do windscreen repairs?', 'repairs', ['windscreen'])).toBe(true);
    expect(qualifiedBy('Any repair of the exhaust?', 'repair', ['exhaust'])).toBe(true);
  });
  it('is not two things joined by "et" / "and"', () => {
    expect(qualifiedBy('Vous faites les pare-brise et la réparation moteur ?', 'reparation', ['pare-brise'])).toBe(false);
    expect(qualifiedBy('Do you do tyres and repairs?', 'repairs', ['tyres'])).toBe(false);
  });
});

describe('a generic row next to the specific one', () => {
  const q = ['reparations', 'pneumatiques'];
  const hits = [hit('Pneumatiques', 3.7, ['pneumatiques'], q), hit('Entretien', 2.2, ['reparations'], q)];
  const decide = (question: string) =>
    decideFromHits(
      hits,
      knowledgeOptions({ name: 'Garage des Tilleuls', businessType: 'garage' }, question, 'fr', detectIntents(question)),
    );
  it('does not complete it into a yes ("réparations de pneumatiques" → not "Pneumatiques, Entretien")', () => {
    const d = decide('Vous faites les réparations de pneumatiques ?');
    expect(d.kind === 'answer' && /Entretien/.test(d.text)).toBe(false);
  });
  it('still reads both rows when both things are asked ("les pneumatiques et les réparations")', () => {
    expect(decide('Vous faites les pneumatiques et les réparations ?')).toMatchObject({ kind: 'answer', text: 'Pneumatiques, Entretien.' });
  });
});

describe('a noun right before a listed service word', () => {
  it('names a kind the list does not have ("training rooms" when the service is "Rooms")', () => {
    expect(asksBeyond('Training rooms for 30?', [{ name: 'Rooms' }])).toBe(true);
    expect(asksBeyond('Do you have meeting rooms?', [{ name: 'Rooms' }])).toBe(true);
  });
  it('is not a determiner or the service alone ("any rooms?", "vous faites les coupes ?")', () => {
    expect(asksBeyond('Do you have any rooms?', [{ name: 'Rooms' }])).toBe(false);
    expect(asksBeyond('Vous faites les coupes ?', [{ name: 'Coupe' }])).toBe(false);
  });
});
