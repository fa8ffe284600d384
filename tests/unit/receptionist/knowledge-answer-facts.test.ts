import { describe, expect, it } from 'vitest';
import { queryTerms } from '@/lib/knowledge/query';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { answerKind, carries, kindWords } from '@/lib/receptionist/answer-kind';
import { knowledgeOptions } from '@/lib/receptionist/engine/knowledge';
import { detectIntents } from '@/lib/receptionist/intents';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import type { Lang } from '@/lib/receptionist/language';
import { onlyAsModifier, saysPhrase } from '@/lib/receptionist/passage-about';
import { isLabel } from '@/lib/receptionist/passage-text';
import { callerContext, questionClause } from '@/lib/receptionist/question';

// Facts a caller asks that the site says in its prose: a code or a registration number, what to
// do at the door, whether there is a thing, whether the kitchen copes with a diet. Made-up
// businesses in several trades, French and English, with the near misses that must decline.

const business = { name: 'Harbour Lights', businessType: 'Guesthouse' };

/** The question asked of passages as the engine asks it: the real query terms and options. */
function ask(question: string, lang: Lang, passages: [string, string[]][]) {
  const terms = queryTerms(question, lang).map((t) => t.said);
  const hits: KnowledgeHit[] = passages.map(([text, headingPath], i) => ({
    id: String(i),
    text,
    headingPath,
    sourceUrl: 'https://harbour.example/',
    source: 'site',
    score: passages.length - i,
    matchedTerms: terms,
    queryTerms: terms,
  }));
  return decideFromHits(hits, knowledgeOptions(business, question, lang, detectIntents(question)));
}

describe('a code or a registration number asked', () => {
  it.each([
    ['What’s the code for the side door?', 'code'],
    ['Je suis devant l’immeuble, c’est quoi le digicode ?', 'code'],
    ['Are you NICEIC approved? The insurer wants the registration number.', 'code'],
    ['Quel est votre numéro SIRET ?', 'code'],
  ])('%s → %s', (question, kind) => {
    expect(answerKind(question)).toBe(kind);
  });
  it('is not a phone number ("the number to call")', () => {
    expect(answerKind('What is the number to call after hours?')).not.toBe('code');
    expect(answerKind('Le numéro de portable du plombier ?')).not.toBe('code');
  });
  it('keeps what the number is of as the subject ("registration"), only "number" asks', () => {
    const said = kindWords('What is your registration number?');
    expect(said.has('number')).toBe(true);
    expect(said.has('registration')).toBe(false);
  });
  it('is carried by a run of digits, not by a price, a time, a year said as a date', () => {
    expect(carries('code', 'Door code 4471, then the first door on the left')).toBe(true);
    expect(carries('code', 'Agrément n° 75123')).toBe(true);
    expect(carries('code', 'Ten hours for £270')).toBe(false);
    expect(carries('code', 'Open until 1730h')).toBe(false);
    expect(carries('code', 'Trading since 2009')).toBe(false);
  });
  it('reads the line with the number, not the one that only says the registration', () => {
    const d = ask('Are you NICEIC approved? The insurer wants the registration number.', 'en', [
      ['Fully NICEIC approved contractor for your peace of mind.', ['Why us']],
      ['NICEIC registration number 604512', ['Accreditations']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toContain('604512');
  });
  it('declines when the site says the registration but gives no number', () => {
    const d = ask('Are you NICEIC approved? The insurer wants the registration number.', 'en', [
      ['Fully NICEIC approved contractor for your peace of mind.', ['Why us']],
    ]);
    expect(d.kind).toBe('weak');
  });
});

describe('where the caller is, and the business named as "the kitchen"', () => {
  it('reads "I’m outside", "je suis devant" as the caller’s situation, not the subject', () => {
    expect(callerContext('I’m outside and the shutter is down, how do I get in?').has('outside')).toBe(true);
    expect(callerContext('Je suis devant, le portail est fermé, je fais comment ?').has('devant')).toBe(true);
    expect(callerContext('Do you have outside seating?').has('outside')).toBe(false);
  });
  it('answers the door question from the line about the shutter', () => {
    const d = ask('I’m outside and the shutter is down, how do I get in?', 'en', [
      ['When the shutter is down, ring the bell of unit 4 and we open within a minute.', ['Finding us']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toContain('ring the bell');
  });
  it('takes "can the chef cope with that?" to ask about what was said before it', () => {
    expect(questionClause('My son is gluten intolerant, can the chef cope with that?')).toContain('gluten');
    const d = ask('My son is gluten intolerant, can the chef cope with that?', 'en', [
      ['Book ahead for Sunday lunch; we are glad to look after special diet requests and families.', ['Eating here']],
    ]);
    expect(d.kind).toBe('answer');
  });
  it('still declines when nothing on the site is about the diet', () => {
    const d = ask('My son is gluten intolerant, can the chef cope with that?', 'en', [
      ['Our chef cooks with fish landed in the harbour every morning.', ['Eating here']],
    ]);
    expect(d.kind).toBe('weak');
  });
});

describe('"is there a proper X?"', () => {
  it('drops the judgment ("proper", "vrai") and keeps the thing', () => {
    expect(
      queryTerms('Is there a proper piano in the bar?', 'en')
        .map((t) => t.said)
        .includes('piano'),
    ).toBe(true);
    const d = ask('Is there a proper piano in the bar?', 'en', [['A grand piano stands in the lounge bar for guests who play.', ['The house']]]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.yes).toBe(true);
  });
  it('does not take a word that qualifies another noun for the thing ("a piano teacher")', () => {
    expect(onlyAsModifier('Every Friday a piano teacher gives lessons in the library.', 'piano')).toBe(true);
    expect(onlyAsModifier('A grand piano stands in the lounge.', 'piano')).toBe(false);
    const d = ask('Is there a proper piano in the bar?', 'en', [['Every Friday a piano teacher gives lessons in the library.', ['Events']]]);
    expect(d.kind).toBe('weak');
  });
  it('lets a word qualify as the question itself does ("a legal requirement")', () => {
    const d = ask('Is a gas check a legal requirement for landlords?', 'en', [
      ['A yearly gas safety check is a legal requirement for every landlord.', ['Landlords']],
    ]);
    expect(d.kind).toBe('answer');
  });
  it('French: "un vrai jardin" is asked as "jardin"', () => {
    const d = ask('Il y a un vrai jardin ?', 'fr', [['Un grand jardin arboré entoure la maison.', ['La maison']]]);
    expect(d.kind).toBe('answer');
  });
});

describe('what is read out must add to the question', () => {
  it('declines a heading that only repeats the words asked', () => {
    const d = ask('How do I get past the gate?', 'en', [['From Our Gate', ['Shop']]]);
    expect(d.kind).toBe('weak');
  });
  it('answers a line that says something about it', () => {
    const d = ask('How do I get past the gate?', 'en', [['The gate opens with code 5521.', ['Access']]]);
    expect(d.kind).toBe('answer');
  });
});

describe('reading phrases and labels', () => {
  it('finds a vocabulary phrase said whole anywhere in a sentence', () => {
    expect(saysPhrase('We are always happy to cater for dietary needs.', 'dietary needs')).toBe(true);
    expect(saysPhrase('Needs vary: every diet is different.', 'dietary needs')).toBe(false);
    expect(saysPhrase('A family dinner in the garden.', 'family')).toBe(false);
  });
  it('reads "Nous contacter", "Me joindre" as link labels', () => {
    expect(isLabel('Nous contacter')).toBe(true);
    expect(isLabel('Me joindre par téléphone')).toBe(true);
    expect(isLabel('Nous livrons le samedi')).toBe(false);
  });
});
