import { describe, expect, it } from 'vitest';
import { weekItems } from './week-items';

// Our own class plannings: days followed by short sessions, each with the name of its class.
// A grid of sessions of an hour or less is not the opening hours; a week with a lunch break, or
// two short office slots, still is.

describe('a planning of sessions', () => {
  it('gives no opening hours', () => {
    expect(
      weekItems([
        'Planning',
        'Lundi',
        '8h45-9h30',
        'Aquagym',
        '12h30-13h15',
        'Circuit training',
        'Mercredi',
        '17h-18h',
        'Judo enfants',
        'Samedi',
        '10h-11h',
        'Éveil',
      ]),
    ).toEqual([]);
    expect(
      weekItems(['Mardi 18h-19h Salsa débutants', 'Mardi 19h-20h Salsa avancés', 'Jeudi 18h30-19h30 Bachata', 'Jeudi 19h30-20h30 Rock']),
    ).toEqual([]);
  });
  it('leaves a week with a lunch break, and a town hall’s two short openings, alone', () => {
    expect(weekItems(['Horaires', 'Du lundi au vendredi 8h-12h et 13h-17h'])).toHaveLength(10);
    expect(weekItems(['Mairie : le mardi de 10h à 11h et le jeudi de 17h à 18h'])).toEqual(['tue 10:00-11:00', 'thu 17:00-18:00']);
  });
  it('a planning beside the opening hours does not hide them', () => {
    expect(
      weekItems([
        'Horaires',
        'Du lundi au samedi de 7h à 22h',
        '',
        '',
        '',
        '',
        'Cours collectifs',
        'Lundi 12h-12h45 Pilates',
        'Lundi 18h-19h Yoga',
        'Mardi 12h-12h45 Abdos',
        'Jeudi 19h-20h Boxe',
      ]),
    ).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => `${d} 07:00-22:00`));
  });
});
