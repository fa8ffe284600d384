import { describe, expect, it } from 'vitest';
import { normalizeClockTime } from '@/lib/hours/time';
import { parseTimeRange, TIME_RE } from '@/lib/hours/time-range';
import { DASH, HOUR, HOUR_MARK, MERIDIEM, MINUTES, NOON_MIDNIGHT } from '@/lib/text/times';

const whole = (source: string) => new RegExp(`^(?:${source})$`, 'i');

describe('the pieces a time of day is written with', () => {
  it('reads an hour and its minutes after any of the marks', () => {
    const hourAndMinutes = whole(`${HOUR}${HOUR_MARK}${MINUTES}`);
    for (const t of ['9h30', '09:30', '18.30', '7H15']) expect(hourAndMinutes.test(t)).toBe(true);
    for (const t of ['930', '9h3', '123:30', '9,30']) expect(hourAndMinutes.test(t)).toBe(false);
  });

  it('reads morning and afternoon dotted or not, and never a word that only starts like them', () => {
    const meridiem = whole(MERIDIEM);
    for (const t of ['am', 'PM', 'a.m.', 'p.m', 'P.M.']) expect(meridiem.test(t)).toBe(true);
    for (const t of ['a', 'pm.m', 'amp', 'm']) expect(meridiem.test(t)).toBe(false);
  });

  it('names noon and midnight in both languages, as one alternation to wrap', () => {
    const words = whole(NOON_MIDNIGHT);
    for (const t of ['midi', 'minuit', 'noon', 'Midnight']) expect(words.test(t)).toBe(true);
    expect(words.test('midday')).toBe(false);
    expect(new RegExp(`\\b(?:${NOON_MIDNIGHT})\\b`).test('le midi et le soir')).toBe(true);
  });

  it('takes the hyphen and both typographic dashes between two times', () => {
    const range = whole(`${HOUR}h\\s*${DASH}\\s*${HOUR}h`);
    for (const t of ['9h-12h', '9h – 12h', '9h—12h']) expect(range.test(t)).toBe(true);
    expect(range.test('9h / 12h')).toBe(false);
  });

  it('is what the opening-hours grammar is built on: a time each piece spells is read as one', () => {
    const time = whole(TIME_RE);
    for (const t of ['9h', '9 h 30', '09:30', '18.30', '9am', '9 a.m.', '10:00 PM', 'midi', 'noon', 'minuit'])
      expect(time.test(t), t).toBe(true);
    expect(parseTimeRange('9 h 30 - midi')).toEqual(['09:30', '12:00']);
    expect(parseTimeRange('7.30 p.m. to midnight')).toEqual(['19:30', '24:00']);
    // A time typed in the editor or given by schema.org takes the same marks, capital "H" too.
    for (const [typed, clock] of [
      ['9H30', '09:30'],
      ['18.30', '18:30'],
      ['07:15:00', '07:15'],
      ['0930', '09:30'],
    ])
      expect(normalizeClockTime(typed)).toBe(clock);
    expect(normalizeClockTime('9,30')).toBeNull();
  });
});
