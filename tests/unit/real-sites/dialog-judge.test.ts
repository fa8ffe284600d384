import { describe, expect, it } from 'vitest';
import { containsTerm, foldForJudge, judgeReply, wordCount } from '@/scripts/eval/real-sites-questions';

// The judge of the real-site caller questions: how a reply is matched against a label.

describe('foldForJudge / containsTerm', () => {
  it('treats spellings of one price or time alike', () => {
    expect(containsTerm('Le Normand : 13\u00a0€.', '13 euros')).toBe(true);
    expect(containsTerm('Comptez 25,00 € environ', '25 €')).toBe(true);
    expect(containsTerm('Nous ouvrons à 9 h 30', '9h30')).toBe(true);
    expect(containsTerm('We open at 9:00 a.m.', '9am')).toBe(true);
    expect(containsTerm('Forfait à 1 200 €', '1200 €')).toBe(true);
    expect(foldForJudge('Éric À LA Fête')).toBe('eric a la fete');
  });

  it('does not match inside a longer number or word', () => {
    expect(containsTerm('Le menu est à 125 €', '25 €')).toBe(false);
    expect(containsTerm('Le menu est à 125 €', '25')).toBe(false);
    expect(containsTerm('a carpark', 'car')).toBe(false);
  });
});

describe('judgeReply', () => {
  const fact = { kind: 'fact' as const, any: ['13 €', 'treize'] };

  it('scores facts', () => {
    expect(judgeReply(fact, 'Le Normand : 13 €.', false)).toBe('right');
    expect(judgeReply(fact, 'Burger cocotte : 7,90 €.', false)).toBe('wrong');
    expect(judgeReply(fact, 'Je n’ai pas cette information.', true)).toBe('declined');
    expect(judgeReply({ kind: 'fact', any: ['lundi'], all: ['fermé'] }, 'Ouvert le lundi.', false)).toBe('wrong');
  });

  it('scores a question the site cannot answer', () => {
    expect(judgeReply({ kind: 'unknown' }, 'Je n’ai pas cette information. Voulez-vous laisser un message ?', false)).toBe('right');
    expect(judgeReply({ kind: 'unknown' }, "I'm sorry, I don't have that information.", false)).toBe('right');
    expect(judgeReply({ kind: 'unknown' }, 'Can I take a message for the team?', false)).toBe('right');
    expect(judgeReply({ kind: 'unknown' }, 'Burger cocotte : 7,90 €.', false)).toBe('invented');
    expect(judgeReply({ kind: 'unknown' }, 'Yes, we have parking. Can I take a message?', false)).toBe('invented');
    // A gap recorded for the turn counts as declining, whatever the wording.
    expect(judgeReply({ kind: 'unknown' }, 'Hmm.', true)).toBe('right');
  });

  it('scores yes/no questions', () => {
    expect(judgeReply({ kind: 'yes' }, 'Oui, bien sûr.', false)).toBe('right');
    expect(judgeReply({ kind: 'yes', any: ['livraison'] }, 'Non, pas de livraison.', false)).toBe('wrong');
    expect(judgeReply({ kind: 'no' }, "No, we don't do that.", false)).toBe('right');
    expect(judgeReply({ kind: 'no' }, 'Yes we do.', false)).toBe('wrong');
  });

  it('counts spoken words', () => {
    expect(wordCount('Le Normand : 13 €. Puis-je vous aider ?')).toBe(6);
  });
});

describe('phone numbers', () => {
  it('compares numbers whatever the separators', () => {
    expect(containsTerm('You can reach us at (615) 337-7034.', '615-337-7034')).toBe(true);
    expect(containsTerm('Appelez le 04 73 72 00 51', '04.73.72.00.51')).toBe(true);
    expect(containsTerm('Comptez 24-48 h', '24')).toBe(true);
  });
});

describe('business name', () => {
  it('does not count the business name as an answer', () => {
    const expect_ = { kind: 'yes' as const, any: ['chiropractic', 'back pain'] };
    expect(judgeReply(expect_, 'Hello, Balance Chiropractic, how can I help you?', false, { businessName: 'Balance Chiropractic' })).toBe(
      'wrong',
    );
    expect(judgeReply(expect_, 'Yes, chiropractic care relieves back pain.', false, { businessName: 'Balance Chiropractic' })).toBe(
      'right',
    );
  });
});

describe('yes questions answered no', () => {
  it('is wrong when the first sentence says no', () => {
    expect(judgeReply({ kind: 'yes', any: ['animaux'] }, 'Les animaux ne sont pas acceptés.', false)).toBe('wrong');
    expect(judgeReply({ kind: 'yes', any: ['animaux'] }, 'Oui, les animaux sont acceptés.', false)).toBe('right');
  });
});

describe('English times', () => {
  it('matches a 24-hour label against an am/pm reply', () => {
    expect(containsTerm('The post office closes at 12:15 PM on Saturdays.', '12:15')).toBe(true);
    expect(containsTerm('We close at 5 PM.', '5pm')).toBe(true);
    expect(containsTerm('We close at 5 PM.', '15pm')).toBe(false);
  });
});
