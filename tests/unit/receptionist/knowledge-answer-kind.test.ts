import { describe, expect, it } from 'vitest';
import { answerKind, carries, numbersIn } from '@/lib/receptionist/answer-kind';
import { decideFromHits, excerpt } from '@/lib/receptionist/knowledge-answer';
import { hit } from './knowledge-hit';

// The kind of value a question asks for (amount, year, person…) and whether a passage carries
// one: the sentence read out is the one holding it, and a passage without it is no answer.

describe('answerKind', () => {
  it.each([
    ['Combien coûte une vidange ?', 'amount'],
    ['Is the consultation expensive?', 'amount'],
    ['En combien de temps vous répondez ?', 'duration'],
    ['How long does the repair usually take?', 'duration'],
    ['Depuis quand la boulangerie existe ?', 'since'],
    ['How long have you been trading?', 'since'],
    ['What time does the van arrive?', 'time'],
    ['Who is the vet on Mondays?', 'person'],
    ['Le gîte, c’est pour combien de personnes ?', 'count'],
    ['What is your success rate?', 'percent'],
  ])('%s → %s', (question, kind) => {
    expect(answerKind(question)).toBe(kind);
  });

  it('asks for no particular value in a plain yes/no question', () => {
    expect(answerKind('Vous vendez des chaussures de randonnée ?')).toBeUndefined();
    expect(answerKind('Do you repair bikes?')).toBeUndefined();
  });
});

describe('carries', () => {
  it('reads amounts in both languages, and "free" as an amount', () => {
    expect(carries('amount', 'Révision complète : 89 €')).toBe(true);
    expect(carries('amount', 'Check-up from $45')).toBe(true);
    expect(carries('amount', 'The first meeting is free of charge')).toBe(true);
    expect(carries('amount', 'Révision complète et diagnostic')).toBe(false);
  });
  it('reads years and years of trade, times, durations, people and head counts', () => {
    expect(carries('since', 'Family bakers since 1987.')).toBe(true);
    expect(carries('since', 'Plus de 20 ans d’expérience')).toBe(true);
    expect(carries('time', 'The team arrives between 7:30 and 8am')).toBe(true);
    expect(carries('duration', 'Réponse sous 48 heures')).toBe(true);
    expect(carries('duration', 'We reply within two days')).toBe(true);
    expect(carries('person', 'Your vet is Dr. Okafor')).toBe(true);
    expect(carries('person', 'Run by Anna and Tomas since the start')).toBe(true);
    expect(carries('person', 'Our friendly team welcomes you')).toBe(false);
    expect(carries('count', 'La cabane accueille 4 personnes')).toBe(true);
  });
  it('turns number words of a question into digits', () => {
    expect(numbersIn('a three hour session')).toEqual([3]);
    expect(numbersIn('pour 12 personnes')).toEqual([12]);
  });
});

describe('decisions by the kind asked', () => {
  const q = ['how much', 'hour', 'session'];
  const alternatives = new Map([['how much', ['how much', 'price', 'cost']]]);
  it('reads the priced row whose number matches the one asked ("three hours" → "3 hours")', () => {
    const rows = [
      hit('£30 per hour', ['Tutoring', 'Sessions'], ['how much', 'hour', 'session'], q),
      hit('£80 per 3 hours', ['Tutoring', 'Sessions'], ['how much', 'hour', 'session'], q),
    ];
    const d = decideFromHits(rows, { question: 'How much is a three hour session?', yesNo: false, alternatives });
    expect(d).toMatchObject({ kind: 'answer' });
    expect(d.kind === 'answer' && d.text).toContain('£80');
  });
  it('is no answer to "how much?" when the passage on the topic has no amount', () => {
    const d = decideFromHits([hit('Our sessions take place in the library.', ['Tutoring'], ['session'], q)], {
      question: 'How much is a session?',
      yesNo: false,
      alternatives,
    });
    expect(d.kind).toBe('weak');
  });
  it('answers "who" with a short line naming a person', () => {
    const terms = ['vet'];
    const d = decideFromHits([hit('Dr. Okafor', ['Meet the vet'], terms, terms)], { question: 'Who is the vet?', yesNo: false });
    expect(d).toMatchObject({ kind: 'answer' });
  });
  it('reads the sentence that carries the year when asked since when', () => {
    const h = hit('A warm welcome awaits you. The shop has been in the family since 1962. Come and visit.', ['About'], ['shop'], ['shop']);
    expect(excerpt(h, 22, 'since')).toContain('1962');
  });
});

describe('speakable', () => {
  it('says prices, times and separators as a voice should', async () => {
    const { speakable } = await import('@/lib/receptionist/passage-text');
    expect(speakable('Forfait vidange · 89,00 €', 'fr')).toBe('Forfait vidange, 89 €');
    expect(speakable('Ouvert de 9h00 à 18h30', 'fr')).toBe('Ouvert de 9 h à 18 h 30');
    expect(speakable('Wash & dry → £12.00 🐶', 'en')).toBe('Wash and dry £12');
    expect(speakable('Half day £45.50', 'en')).toBe('Half day £45.50');
  });
});

describe('a question that names only the kind of value', () => {
  it('answers "how long have you been going?" with the passage that dates the business', () => {
    const q = ['how long'];
    const d = decideFromHits(
      [
        hit('Our energy-saving boilers keep bills down for the long term.', ['Savings'], q, q),
        hit('We have been fixing roofs across the county since 1994.', ['About us'], q, q),
      ],
      { question: 'How long have you been going?', yesNo: false, lang: 'en' },
    );
    expect(d.kind === 'answer' && d.text).toContain('1994');
  });
  it('does not answer "combien ?" from a price that is not of the thing asked', () => {
    const q = ['consultation', 'combien'];
    const d = decideFromHits(
      [hit('Coupe enfant : 15 €', ['Tarifs'], ['combien'], q), hit('Consultation sur rendez-vous.', ['Cabinet'], ['consultation'], q)],
      {
        question: 'Une consultation, ça coûte combien ?',
        yesNo: false,
        lang: 'fr',
        alternatives: new Map([
          ['combien', ['combien', 'prix', 'tarif']],
          ['consultation', ['consultation']],
        ]),
      },
    );
    expect(d.kind).toBe('weak');
  });
});

describe('a value asked is read from the passage that carries it', () => {
  const q = ['surveyor', 'home', 'inspection', 'how long', 'report'];
  const alternatives = new Map([
    ['how long', ['how long', 'within', 'days', 'hours']],
    ['report', ['report', 'written report', 'findings']],
  ]);
  const question = "After the surveyor's home inspection, how long until I get the report?";
  const wordy = hit('A qualified surveyor carries out the home inspection and writes a report.', ['Surveys'], q, q);
  it('prefers the line with a delay to one that shares more words of the question but gives none', () => {
    const timed = hit('Your written report is emailed within 3 days.', ['After the visit'], q, q);
    const d = decideFromHits([wordy, timed], { question, yesNo: false, lang: 'en', alternatives });
    expect(d.kind === 'answer' && d.text).toContain('3 days');
  });
  it('does not take a delay from a line about something else', () => {
    const other = hit('Garden design plans drawn within 10 days.', ['Gardens'], q, q);
    const d = decideFromHits([wordy, other], { question, yesNo: false, lang: 'en', alternatives });
    expect(d.kind).toBe('weak');
  });
});

describe('a sentence later in a passage that opens on what is asked', () => {
  it('answers "who owns it?" from "Run by …" after a long description', () => {
    const q = ['owns'];
    const text =
      'A small bakery on the harbour front, baking bread every morning before dawn for the whole village and its summer visitors. Run by Paula Grant and her brother.';
    const d = decideFromHits([hit(text, ['About'], q, q)], {
      question: 'Who owns the place?',
      yesNo: false,
      lang: 'en',
      alternatives: new Map([['owns', ['owns', 'owner', 'runs', 'founder']]]),
    });
    expect(d.kind === 'answer' && d.text).toContain('Paula Grant');
  });
  it('does not count a word met after a determiner mid-passage ("Our team, …") as the subject', () => {
    const q = ['dentist'];
    const text =
      'We teach judo to every age in a friendly club with proper mats and qualified coaches on most nights of the week. Our team, Kodokan Riverside, trains here.';
    const d = decideFromHits([hit(text, ['Judo'], q, q)], {
      question: 'Who is the dentist?',
      yesNo: false,
      lang: 'en',
      alternatives: new Map([['dentist', ['dentist', 'team', 'staff', 'doctor']]]),
    });
    expect(d.kind).toBe('weak');
  });
});
