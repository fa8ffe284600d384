import { describe, expect, it } from 'vitest';
import { subjectOf } from '@/lib/hours/subject';
import { weekItems } from './week-items';

// Our own lines: a shop's week followed by another subject's hours over the same days (a
// delivery round, a drive, an evening offer, a class). Those are schedules apart, not exceptions
// that replace the shop's day.

const week = (days: string[], ...times: string[]) => days.flatMap((d) => times.map((t) => `${d} ${t}`));

describe('whose hours a line gives', () => {
  it('names the words before the days that are not opening words', () => {
    expect(subjectOf('Retrait des commandes du lundi au jeudi de 16h à 18h')).toBe('retrait commandes');
    expect(subjectOf('Nous vous accueillons du mardi au samedi de 9h à 18h')).toBe('');
    expect(subjectOf("Horaires d'ouverture : lundi-vendredi 8h-17h")).toBe('');
    expect(subjectOf('Sur rendez-vous du lundi au vendredi')).toBe('');
    expect(subjectOf('Terrace open Friday to Sunday, noon to 10pm')).toBe('terrace');
  });
  it('another subject’s hours over the week’s days do not replace them', () => {
    expect(weekItems(['Horaires', 'Du lundi au samedi de 8h à 19h', 'Retrait des commandes du lundi au jeudi de 16h à 18h'])).toEqual(
      week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '08:00-19:00'),
    );
    expect(weekItems(['Horaires', 'Mardi - Dimanche : 17h - 1h', 'Apéro à prix doux du mardi au jeudi de 17h à 19h'])).toEqual(
      week(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '17:00-01:00'),
    );
  });
  it('nor add days the week does not have, when their hours clash with it', () => {
    expect(weekItems(['Horaires', 'Lundi - Vendredi : 7h30 - 18h', 'Station de lavage : lundi - dimanche 7h - 21h'])).toEqual(
      week(['mon', 'tue', 'wed', 'thu', 'fri'], '07:30-18:00'),
    );
  });
  it('a morning line and an afternoon line with their own labels still add up', () => {
    expect(weekItems(['Matin : du lundi au vendredi 8h - 12h', 'Après-midi : du lundi au vendredi 14h - 17h'])).toEqual(
      week(['mon', 'tue', 'wed', 'thu', 'fri'], '08:00-12:00', '14:00-17:00'),
    );
  });
  it('the other subject’s hours stand when they are the only ones', () => {
    expect(weekItems(['Retrait des commandes du lundi au jeudi de 16h à 18h'])).toEqual(week(['mon', 'tue', 'wed', 'thu'], '16:00-18:00'));
  });
});
