import { describe, expect, it } from 'vitest';
import { hoursFromLines } from '@/lib/hours';

// Our own seasonal timetables: the months on a line of their own above the days (not a heading
// tag), and "le reste de l'année" for the months the season before leaves out. The schedule in
// force on the given date is the one kept.

const items = (lines: string[], on: string) =>
  hoursFromLines(lines, new Date(on)).hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`);

describe('seasons named by a line of their own', () => {
  const lines = ['Horaires', 'De mai à septembre', 'Tous les jours 9h-19h', "D'octobre à avril", 'Du jeudi au dimanche 14h-18h'];
  it('keeps the season in force', () => {
    expect(items(lines, '2026-12-03')).toEqual(['thu 14:00-18:00', 'fri 14:00-18:00', 'sat 14:00-18:00', 'sun 14:00-18:00']);
    expect(items(lines, '2026-07-14')).toHaveLength(7);
  });
});

describe('"le reste de l’année"', () => {
  const lines = ['Juillet et août : du lundi au samedi de 10h à 19h.', "Le reste de l'année : mercredi et samedi de 14h à 18h."];
  it('is the months the summer leaves out', () => {
    expect(items(lines, '2026-03-10')).toEqual(['wed 14:00-18:00', 'sat 14:00-18:00']);
    expect(items(lines, '2026-08-02')).toHaveLength(6);
  });
  it('means nothing without a season before it', () => {
    expect(items(["Le reste de l'année : mercredi et samedi de 14h à 18h."], '2026-08-02')).toEqual(['wed 14:00-18:00', 'sat 14:00-18:00']);
  });
});
