import { describe, expect, it } from 'vitest';
import { parseWhen } from '@/lib/receptionist/dates';
import { dateKey, timeKey } from '@/lib/receptionist/zoned-time';

// "now" = Tuesday 24 November 2026, 10:00 in the business's zone.
const NOW = { y: 2026, m: 11, d: 24, hh: 10, mm: 0 };
const when = (text: string, lang: 'fr' | 'en' = 'fr') => {
  const w = parseWhen(text, lang, NOW);
  return {
    status: w.status,
    date: w.date ? dateKey(w.date) : undefined,
    time: w.minutes !== undefined ? timeKey(w.minutes) : undefined,
    options: w.options?.map(dateKey),
  };
};

describe('parseWhen (French)', () => {
  it('handles the chrono-node misses', () => {
    expect(when('après-demain')).toMatchObject({ status: 'ok', date: '2026-11-26' });
    expect(when('apres demain a 15 heures')).toMatchObject({ status: 'ok', date: '2026-11-26', time: '15:00' });
    expect(when('demain à midi')).toMatchObject({ date: '2026-11-25', time: '12:00' });
    expect(when('le 5 à 14h')).toMatchObject({ date: '2026-12-05', time: '14:00' });
  });
  it('reads usual phrasings', () => {
    expect(when('demain à 15h')).toMatchObject({ date: '2026-11-25', time: '15:00' });
    expect(when('jeudi 14h30')).toMatchObject({ date: '2026-11-26', time: '14:30' });
    expect(when('mardi prochain à 10h')).toMatchObject({ date: '2026-12-01', time: '10:00' });
    expect(when('le 3 décembre à 9h')).toMatchObject({ date: '2026-12-03', time: '09:00' });
    expect(when('15/12 à 11h')).toMatchObject({ date: '2026-12-15', time: '11:00' });
    expect(when('à 15h')).toMatchObject({ status: 'ok', date: undefined, time: '15:00' });
    expect(when('dans 3 jours')).toMatchObject({ date: '2026-11-27' });
    expect(when('mecredi à 9h')).toMatchObject({ date: '2026-11-25', time: '09:00' });
  });
  it('reads "3 heures" as the afternoon for a business, "9h" as the morning', () => {
    expect(when('demain à 3 heures').time).toBe('15:00');
    expect(when('demain à 9h').time).toBe('09:00');
    expect(when('demain 14 h 45').time).toBe('14:45');
    expect(when('midi et demi').time).toBe('12:30');
  });
  it('says so for past, impossible and ambiguous dates', () => {
    expect(when('le 30 février').status).toBe('impossible');
    expect(when('31/11').status).toBe('impossible');
    expect(when('aujourd’hui à 8h').status).toBe('past');
    expect(when('hier').status).toBe('past');
    expect(when('le 3 novembre').status).toBe('past');
    expect(when('mardi à 11h')).toMatchObject({ status: 'ambiguous_weekday', options: ['2026-11-24', '2026-12-01'] });
    expect(when('ce mardi à 16h')).toMatchObject({ status: 'ok', date: '2026-11-24' });
  });
  it('reads hour words and the weekend', () => {
    expect(when('demain à quinze heures')).toMatchObject({ date: '2026-11-25', time: '15:00' });
    expect(when('ce week-end')).toMatchObject({ date: '2026-11-28' });
    expect(when('tomorrow at three', 'en')).toMatchObject({ date: '2026-11-25', time: '15:00' });
    expect(when('demain à 25h').status).toBe('impossible');
  });
  it('never reads a phone number as a time', () => {
    expect(when('06 12 34 56 78').status).toBe('none');
  });
  it('keeps "après-midi" as a part of the day, not noon', () => {
    const w = parseWhen('mercredi après-midi', 'fr', NOW);
    expect(w.minutes).toBeUndefined();
    expect(w.partOfDay).toBe('afternoon');
  });
});

describe('parseWhen (English)', () => {
  it('reads "tomorrow at 3" as 15:00', () => {
    expect(when('tomorrow at 3', 'en')).toMatchObject({ date: '2026-11-25', time: '15:00' });
  });
  it('reads usual phrasings', () => {
    expect(when('tomorrow at 3pm', 'en')).toMatchObject({ date: '2026-11-25', time: '15:00' });
    expect(when('next friday at 10:30', 'en')).toMatchObject({ date: '2026-11-27', time: '10:30' });
    expect(when('December 2nd at 11am', 'en')).toMatchObject({ date: '2026-12-02', time: '11:00' });
    expect(when('the day after tomorrow at noon', 'en')).toMatchObject({ date: '2026-11-26', time: '12:00' });
    expect(when('on the 5th at 2pm', 'en')).toMatchObject({ date: '2026-12-05', time: '14:00' });
    expect(when('7:30 pm on saturday', 'en')).toMatchObject({ date: '2026-11-28', time: '19:30' });
  });
  it('says so for past, impossible and ambiguous dates', () => {
    expect(when('February 30th', 'en').status).toBe('impossible');
    expect(when('today at 9am', 'en').status).toBe('past');
    expect(when('on Tuesday at 4pm', 'en').status).toBe('ambiguous_weekday');
    expect(when('yesterday', 'en').status).toBe('past');
  });
});

describe('parseWhen (periods)', () => {
  it('reads "next month" or "four months" as a period, not a day to book', () => {
    expect(when('we are moving house next month', 'en').status).toBe('none');
    expect(when('my tenant hasn’t paid in four months', 'en').status).toBe('none');
    expect(when('on déménage le mois prochain').status).toBe('none');
    expect(when('next Friday', 'en').status).toBe('ok');
  });
});
