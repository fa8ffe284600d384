import { describe, expect, it } from 'vitest';
import { decideFromHits, distinctFromCaller } from '@/lib/receptionist/knowledge-answer';
import { callerContext, predicates } from '@/lib/receptionist/question';
import { hit } from './knowledge-hit';

// The caller's story around a question (whose birthday it is, when they will come, what has gone
// wrong) is not what the site must say: a passage that says the thing asked answers without it.
// Made-up businesses and questions.

describe('reading the story', () => {
  it('reads the verb after a negated auxiliary as a verb ("hasn’t replied", "doesn’t drink")', () => {
    expect(predicates('My builder hasn’t replied in weeks, can you help?').has('replied')).toBe(true);
    expect(predicates('My partner doesn’t drink alcohol, any soft drinks?').has('drink')).toBe(true);
    // A copula's negation is followed by a quality or a thing, not a verb.
    expect(predicates('The garden isn’t fenced, is that a problem?').has('fenced')).toBe(false);
  });
  it('takes a meal named as the time of the visit as situating ("at dinner", "au déjeuner")', () => {
    expect(callerContext('Any gluten-free options at dinner?').has('dinner')).toBe(true);
    expect(callerContext('Vous avez des plats sans porc au déjeuner ?').has('dejeuner')).toBe(true);
    // Asked for itself, the meal is the subject.
    expect(callerContext('Do you serve dinner on Sundays?').has('dinner')).toBe(false);
  });
});

describe('answering past the story', () => {
  it('answers "anything for vegans at dinner?" from a vegan dish: the site need not say "dinner"', () => {
    const q = ['vegans', 'dinner'];
    const d = decideFromHits([hit('Vegan curry with rice · £9.50', ['Menu', 'Mains'], ['vegans'], q)], {
      question: 'Is there anything for vegans at dinner?',
      yesNo: true,
      lang: 'en',
      alternatives: new Map([['vegans', ['vegan', 'plant based']]]),
    });
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toMatch(/vegan curry/i);
  });
  it('still declines when the dish is not for what was asked', () => {
    const q = ['vegans', 'dinner'];
    const d = decideFromHits([hit('Beef curry with rice · £9.50', ['Menu', 'Mains'], [], q)], {
      question: 'Is there anything for vegans at dinner?',
      yesNo: true,
      lang: 'en',
      alternatives: new Map([['vegans', ['vegan', 'plant based']]]),
    });
    expect(d.kind).toBe('weak');
  });
  it('answers "do you take X plans?" from the line that names X plans, with no amount asked', () => {
    const q = ['dental', 'plans'];
    const passage = 'We accept most dental plans, including Delta and Cigna.';
    const yes = decideFromHits([hit(passage, ['Insurance'], ['dental', 'plans'], q)], {
      question: 'Do you take dental plans?',
      yesNo: true,
      wantsAmount: true,
      lang: 'en',
    });
    expect(yes.kind).toBe('answer');
    // "How much are the plans?" does want an amount: the same line does not answer it.
    const much = decideFromHits([hit(passage, ['Insurance'], ['dental', 'plans'], q)], {
      question: 'How much are your dental plans?',
      yesNo: false,
      wantsAmount: true,
      lang: 'en',
    });
    expect(much.kind).toBe('weak');
  });
});

describe('two words the caller keeps apart', () => {
  it('does not take "landlord" for "tenant" when the caller is the landlord of that tenant', () => {
    const alternatives = new Map([['tenant', ['landlord', 'tenancy', 'lettings']]]);
    const question = 'I’m a landlord and my tenant hasn’t paid, do you handle that?';
    const q = ['landlord', 'tenant'];
    const d = decideFromHits(
      [hit('Landlord safety checks for rented homes — fixed price per property.', ['Landlord Safety Checks'], ['tenant'], q)],
      {
        question,
        yesNo: true,
        lang: 'en',
        alternatives,
      },
    );
    expect(d.kind).toBe('weak');
    expect(distinctFromCaller(question, alternatives)?.get('tenant')).toEqual(['tenancy', 'lettings']);
    // Said alone, "tenant" still finds its vocabulary.
    expect(distinctFromCaller('Do you help tenants?', alternatives)?.get('tenant')).toEqual(['landlord', 'tenancy', 'lettings']);
  });

  it('keeps the vocabulary of a thing said twice, once as a verb ("pour se garer, il y a un parking ?")', () => {
    const alternatives = new Map([['garer', ['parking', 'stationnement']]]);
    expect(distinctFromCaller('Et pour se garer, il y a un parking ?', alternatives)?.get('garer')).toEqual(['parking', 'stationnement']);
  });
});
