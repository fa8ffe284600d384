import { describe, expect, it } from 'vitest';
import { weekItems } from './week-items';

// Our own lines for four habits of hand-written French timetables: a range whose dash was left
// out, "tous les jours" narrowed by a day range, a day's two services on day-less lines above a
// closed day, and a "24h/24, 7j/7" claim beside a week that has its own hours.

const week = (days: string[], ...times: string[]) => days.flatMap((d) => times.map((t) => `${d} ${t}`));

describe('French timetables written by hand', () => {
  it('reads two clock times side by side as a range when the line’s other range has its dash', () => {
    expect(weekItems(['Horaires', 'Du mardi au vendredi 8h30 - 12h / 13h30 17h'])).toEqual(
      week(['tue', 'wed', 'thu', 'fri'], '08:30-12:00', '13:30-17:00'),
    );
    expect(weekItems(['Lundi', '10:00 - 12:00 / 14:00 19:00'])).toEqual(['mon 10:00-12:00', 'mon 14:00-19:00']);
  });
  it('leaves lone clock times alone, and ranges that already have their dash', () => {
    expect(weekItems(['Le samedi 9h 12h'])).toEqual([]);
    expect(weekItems(['Jeudi 9h00-12h00 14h00-18h00'])).toEqual(['thu 09:00-12:00', 'thu 14:00-18:00']);
  });
  it('"tous les jours" followed by a day range means the days of that range', () => {
    expect(weekItems(['Ouvert tous les jours du mardi au samedi de 10h à 18h'])).toEqual(
      week(['tue', 'wed', 'thu', 'fri', 'sat'], '10:00-18:00'),
    );
    expect(weekItems(['Open every day from Monday to Friday, 9am to 5pm'])).toEqual(
      week(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00-17:00'),
    );
    expect(weekItems(['Tous les jours de 9h à 18h'])).toHaveLength(7);
  });
  it('two day-less lines (lunch, dinner) then a closed day give both services to the other days', () => {
    expect(weekItems(['Midi : 11h45 - 14h', 'Soir : 18h45 - 22h30', 'Fermé le mercredi'])).toEqual(
      week(['mon', 'tue', 'thu', 'fri', 'sat', 'sun'], '11:45-14:00', '18:45-22:30'),
    );
  });
  it('a day-less line that repeats overlapping hours replaces the one before instead of adding to it', () => {
    expect(weekItems(['Ouvert de 9h à 18h', 'Accueil de 9h30 à 17h30', 'Fermé le dimanche'])).toEqual(
      week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '09:30-17:30'),
    );
  });
  it('a "24h/24, 7j/7" claim does not fill the days a written week leaves closed', () => {
    expect(weekItems(['Assistance technique 24h/24 et 7j/7', 'Bureaux du lundi au vendredi de 8h à 17h'])).toEqual(
      week(['mon', 'tue', 'wed', 'thu', 'fri'], '08:00-17:00'),
    );
  });
  it('the same claim alone is the schedule', () => {
    expect(weekItems(['Ouvert 24h/24 et 7j/7'])).toEqual(week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '00:00-24:00'));
  });
});

describe('closing words of French timetables', () => {
  it('"relâche" closes its day', () => {
    expect(weekItems(['Horaires', 'Ouvert tous les jours 11h-17h', 'Relâche le jeudi'])).toEqual(
      week(['mon', 'tue', 'wed', 'fri', 'sat', 'sun'], '11:00-17:00'),
    );
  });
  it('"sauf le lundi matin" takes only the morning away', () => {
    expect(weekItems(['Tous les jours de 10h à 18h sauf le lundi matin'])).toEqual([
      'mon 12:00-18:00',
      ...week(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '10:00-18:00'),
    ]);
    expect(weekItems(['Du lundi au vendredi sauf le jeudi après-midi, de 8h à 17h'])).toEqual([
      ...week(['mon', 'tue', 'wed'], '08:00-17:00'),
      'thu 08:00-12:00',
      'fri 08:00-17:00',
    ]);
  });
});

describe('opening and closing written as two words', () => {
  it('"ouverture à 8h30, fermeture à 18h" is the day’s span', () => {
    expect(weekItems(['Ouverture à 8h30, fermeture à 18h, du mardi au samedi'])).toEqual(
      week(['tue', 'wed', 'thu', 'fri', 'sat'], '08:30-18:00'),
    );
    expect(weekItems(['Monday to Friday: opens at 7am, closes at 3pm'])).toEqual(week(['mon', 'tue', 'wed', 'thu', 'fri'], '07:00-15:00'));
  });
  it('"(samedi : 12h)" after the week moves that day’s closing', () => {
    expect(weekItems(['Du lundi au samedi 9h-18h (samedi : 12h)'])).toEqual([
      ...week(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00-18:00'),
      'sat 09:00-12:00',
    ]);
  });
});
