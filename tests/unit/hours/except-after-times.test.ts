import { describe, expect, it } from 'vitest';
import { weekItems } from './week-items';

// Our own lines where "sauf"/"except" comes after the times: the days it names leave the days
// the times were given to, and times written right after them are those days' own.
const days = (lines: string[]) => [...new Set(weekItems(lines).map((i) => i.slice(0, 3)))];

describe('"sauf" / "except" after the times', () => {
  it('"tous les jours de 10h à 18h sauf le jeudi": every day but Thursday', () => {
    expect(days(['Horaires', 'Ouvert tous les jours de 10h à 18h sauf le jeudi'])).toEqual(['mon', 'tue', 'wed', 'fri', 'sat', 'sun']);
  });
  it('"de 8h30 à 19h sauf le dimanche" with no day named first: every other day', () => {
    expect(days(['Horaires', 'Ouvert de 8h30 à 19h sauf le dimanche'])).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
  });
  it('"except Monday" after an English every-day line', () => {
    expect(days(['Opening hours', 'Open daily 11am - 9pm except Monday'])).toEqual(['tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });
  it('the excepted day with its own shorter hours right after it', () => {
    expect(weekItems(['Horaires', 'Du mardi au samedi de 10h à 19h, sauf le vendredi de 10h à 13h'])).toEqual([
      'tue 10:00-19:00',
      'wed 10:00-19:00',
      'thu 10:00-19:00',
      'fri 10:00-13:00',
      'sat 10:00-19:00',
    ]);
  });
  it('"sauf" before the times still reads as before', () => {
    expect(days(['Horaires', 'Tous les jours sauf le mardi, de 9h à 12h'])).toEqual(['mon', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });
});

describe('ranges of a day that touch', () => {
  it('"7am–6pm" then "6pm–midnight" is one stretch of opening', () => {
    expect(weekItems(['Opening times', 'Mon–Fri 7am–6pm', 'Mon–Fri 6pm–12am']).filter((i) => i.startsWith('mon'))).toEqual([
      'mon 07:00-24:00',
    ]);
  });
  it('a lunch break keeps the two ranges apart, and a night past midnight is not joined to the next morning', () => {
    expect(weekItems(['Horaires', 'Lundi : 9h-12h / 14h-18h'])).toEqual(['mon 09:00-12:00', 'mon 14:00-18:00']);
    expect(weekItems(['Hours', 'Friday 6pm - 2am', 'Saturday 2am - 4am'])).toContain('fri 18:00-02:00');
  });
});
