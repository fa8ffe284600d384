import { describe, expect, it } from 'vitest';
import { weekItems } from './week-items';

// Our own lines for the ways French and Swiss timetables name their days: two-letter codes mixed
// with longer words or alone above their hours, lists of codes, "la semaine" for the working
// days, and days named after a comma that belong to the times after them.

const week = (days: string[], ...times: string[]) => days.flatMap((d) => times.map((t) => `${d} ${t}`));
const WORK = ['mon', 'tue', 'wed', 'thu', 'fri'];

describe('French day words', () => {
  it('a two-letter code joined by a dash to a longer abbreviation is a range', () => {
    expect(weekItems(['Ma - sam 9h-18h'])).toEqual(week(['tue', 'wed', 'thu', 'fri', 'sat'], '09:00-18:00'));
    expect(weekItems(['Lun-Ve : 7h30-12h'])).toEqual(week(WORK, '07:30-12:00'));
  });
  it('a two-letter code alone above its hours names its day (and keeps them off the days before)', () => {
    expect(weekItems(['Lun - ven', '8 h - 18 h 30', 'Sa', '8 h - 13 h'])).toEqual([...week(WORK, '08:00-18:30'), 'sat 08:00-13:00']);
  });
  it('a language switch "FR" alone on its line is not Friday', () => {
    expect(weekItems(['FR', '9h - 17h'])).toEqual([]);
  });
  it('a list of two-letter codes before the hours gives them all', () => {
    expect(weekItems(['Lu Ma Je Ve : 8h30-17h', 'Me : 8h30-12h'])).toEqual([
      'mon 08:30-17:00',
      'tue 08:30-17:00',
      'wed 08:30-12:00',
      'thu 08:30-17:00',
      'fri 08:30-17:00',
    ]);
    expect(weekItems(['Lu, Ma et Ve 14h-18h'])).toEqual(week(['mon', 'tue', 'fri'], '14:00-18:00'));
  });
  it('"la semaine" and a "Semaine :" label are the working days, "toute la semaine" every day', () => {
    expect(weekItems(['La semaine de 8h30 à 18h, le week-end de 10h à 17h'])).toEqual([
      ...week(WORK, '08:30-18:00'),
      ...week(['sat', 'sun'], '10:00-17:00'),
    ]);
    expect(weekItems(['Horaires', 'Semaine : 7h - 21h', 'Week-end : 8h - 20h'])).toEqual([
      ...week(WORK, '07:00-21:00'),
      ...week(['sat', 'sun'], '08:00-20:00'),
    ]);
    expect(weekItems(['Ouvert toute la semaine de 9h à 22h'])).toHaveLength(7);
    expect(weekItems(['Deux passages par semaine, avant 11h'])).toEqual([]);
  });
  it('in a line that gives times first, days after a comma take the times that follow them', () => {
    expect(weekItems(['De 7h à 20h du lundi au vendredi, le samedi de 8h à 13h'])).toEqual([
      ...week(WORK, '07:00-20:00'),
      'sat 08:00-13:00',
    ]);
    expect(weekItems(['10h-18h : lundi, mardi, jeudi'])).toEqual(week(['mon', 'tue', 'thu'], '10:00-18:00'));
  });
});
