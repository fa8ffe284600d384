import { describe, expect, it } from 'vitest';
import { hoursFromLines, parseSchemaOpeningHours } from '@/lib/hours';
import { extractBusinessInfo } from '@/lib/extract';

// Layouts met on real small-business sites, written as our own cases.
const fmt = (lines: string[]) => hoursFromLines(lines).hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`);

describe('opening hours: layouts of real sites', () => {
  it('"8H30-12H 14h-18H30": a bare hour followed by the next time is noon, not 12:14', () => {
    expect(fmt(['Mardi 8H30-12H 14h-18H30'])).toEqual(['tue 08:30-12:00', 'tue 14:00-18:30']);
    expect(fmt(['Lundi 9h-12h 13h30-17h'])).toEqual(['mon 09:00-12:00', 'mon 13:30-17:00']);
    // minutes written apart still count
    expect(fmt(['Jeudi 12 h 30 - 14 h'])).toEqual(['thu 12:30-14:00']);
  });

  it('French 24-hour times that close after midnight stay after midnight', () => {
    expect(fmt(['Du mercredi au vendredi : 18h00 à 1h30', 'Samedi : 11h à 2h00'])).toEqual([
      'wed 18:00-01:30',
      'thu 18:00-01:30',
      'fri 18:00-01:30',
      'sat 11:00-02:00',
    ]);
    // English "9-5" keeps meaning the afternoon
    expect(fmt(['Mon-Tue 9-5'])).toEqual(['mon 09:00-17:00', 'tue 09:00-17:00']);
  });

  it('days in one column, times in the next', () => {
    expect(fmt(['Jours', 'Lundi au jeudi', 'Vendredi', 'Samedi', 'Horaires', '9h – 18h', '9h – 17h', 'Fermé'])).toEqual([
      'mon 09:00-18:00',
      'tue 09:00-18:00',
      'wed 09:00-18:00',
      'thu 09:00-18:00',
      'fri 09:00-17:00',
    ]);
    expect(fmt(['Monday', 'Tuesday', 'Wednesday', '8am-4pm', 'Closed', '10am-2pm'])).toEqual(['mon 08:00-16:00', 'wed 10:00-14:00']);
  });

  it('times first, their days on the next line', () => {
    expect(fmt(['Horaires', '11h30 - 14h / 18h30 - 21h', '6 jours sur 7, sauf le lundi'])).toEqual(
      ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) => [`${d} 11:30-14:00`, `${d} 18:30-21:00`]),
    );
  });

  it('a table with the days as columns and morning/afternoon rows', () => {
    const html = `<table><tr><th></th><th>Lundi</th><th>Mardi</th><th>Mercredi</th></tr>
      <tr><th>Matin</th><td>9h-12h</td><td>9h-12h</td><td>Fermé</td></tr>
      <tr><th>Après-midi</th><td>14h-18h</td><td>Fermé</td><td>14h-17h</td></tr></table>`;
    const info = extractBusinessInfo(html, { locale: 'fr' });
    expect(info.hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`)).toEqual([
      'mon 09:00-12:00',
      'mon 14:00-18:00',
      'tue 09:00-12:00',
      'wed 14:00-17:00',
    ]);
  });

  it('a continuation line stays with its days when another day follows', () => {
    expect(fmt(['Lundi - Mardi', '8h - 12h', '14h - 18h', 'Samedi', 'Sur rendez-vous'])).toEqual([
      'mon 08:00-12:00',
      'mon 14:00-18:00',
      'tue 08:00-12:00',
      'tue 14:00-18:00',
    ]);
  });

  it('a column of days without as many times is not zipped', () => {
    expect(fmt(['Lundi', 'Mardi', 'Mercredi', '9h – 18h'])).toEqual(['wed 09:00-18:00']);
  });
});

describe('opening hours: more ways sites write them', () => {
  it('a table with the dash in its own cell', () => {
    expect(fmt(['Lundi | 09:00 | - | 18:00', 'Mardi | 09:00 | à | 12:30'])).toEqual(['mon 09:00-18:00', 'tue 09:00-12:30']);
  });
  it('a lunch break inside the day is taken out of it, a lunch service is not', () => {
    expect(fmt(['Mon-Tue 7:30 - 16:30 (closed 12:30 - 13:30)'])).toEqual([
      'mon 07:30-12:30',
      'mon 13:30-16:30',
      'tue 07:30-12:30',
      'tue 13:30-16:30',
    ]);
    expect(fmt(['Lundi-mardi 8h-18h, pause déjeuner 12h-13h30'])).toEqual([
      'mon 08:00-12:00',
      'mon 13:30-18:00',
      'tue 08:00-12:00',
      'tue 13:30-18:00',
    ]);
    expect(fmt(['Fri-Sat Lunch 12-3pm, Dinner 6-10pm'])).toEqual([
      'fri 12:00-15:00',
      'fri 18:00-22:00',
      'sat 12:00-15:00',
      'sat 18:00-22:00',
    ]);
  });
  it('"sauf" / "except" take days away', () => {
    expect(fmt(['Ouvert tous les jours sauf le dimanche et le lundi : 9h-19h'])).toEqual(
      ['tue', 'wed', 'thu', 'fri', 'sat'].map((d) => `${d} 09:00-19:00`),
    );
    expect(fmt(['Open every day except Monday 11am-10pm'])).toEqual(
      ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => `${d} 11:00-22:00`),
    );
  });
  it('"9a-5p" glued meridiems; French "9 a 12" stays "9 à 12"', () => {
    expect(fmt(['Mon 9:30a-5:30p'])).toEqual(['mon 09:30-17:30']);
    expect(fmt(['Lundi de 9 a 12'])).toEqual(['mon 09:00-12:00']);
  });
  it('"M-F" and a bare closing hour before a comma', () => {
    expect(fmt(['Hours: M-F 8am-6pm, Sat 8am-12pm'])).toEqual([
      ...['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => `${d} 08:00-18:00`),
      'sat 08:00-12:00',
    ]);
    expect(fmt(['Weekdays 8-6, Saturdays 9-4'])).toEqual([
      ...['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => `${d} 08:00-18:00`),
      'sat 09:00-16:00',
    ]);
  });
});

describe('opening hours: structured data against the visible timetable', () => {
  const page = (ld: string, body: string) =>
    `<html><head><script type="application/ld+json">${ld}</script></head><body>${body}</body></html>`;
  const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Bakery', name: 'Fournil', openingHours: 'Mo-Sa 08:00-18:00' });

  it('a stale JSON-LD schedule loses to the timetable the page shows', () => {
    const body = `<footer><p>Lundi : Fermé</p><p>Mardi : 07H30 - 13H00 / 15H00 - 19H00</p><p>Mercredi/Jeudi : 07H30 - 13H00 / 15H00 - 19H00</p><p>Samedi : 08H00 - 13H00</p><p>Dimanche : Fermé</p></footer>`;
    const info = extractBusinessInfo(page(ld, body), { locale: 'fr', baseUrl: 'https://fournil.example/' });
    expect(info.hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`)).toEqual([
      'tue 07:30-13:00',
      'tue 15:00-19:00',
      'wed 07:30-13:00',
      'wed 15:00-19:00',
      'thu 07:30-13:00',
      'thu 15:00-19:00',
      'sat 08:00-13:00',
    ]);
  });

  it('one sentence about deliveries does not overrule declared hours', () => {
    const info = extractBusinessInfo(page(ld, '<p>Livraison à domicile du lundi au vendredi de 8h à 20h.</p>'), { locale: 'fr' });
    expect(info.hours[0]).toEqual({ day: 'monday', opens: '08:00', closes: '18:00' });
    expect(info.hours).toHaveLength(6);
  });

  it('JSON-LD stays when the page shows no timetable of its own, or one day only', () => {
    const info = extractBusinessInfo(page(ld, '<p>Samedi 9h-12h : atelier enfants</p>'), { locale: 'fr' });
    expect(info.hours).toHaveLength(6);
    expect(info.hours[0]).toEqual({ day: 'monday', opens: '08:00', closes: '18:00' });
  });
});

describe('schema.org openingHours written by hand', () => {
  const f = (s: string) => parseSchemaOpeningHours(s).map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`);
  it('en dashes, spaces around the dash, and two specifications in one string', () => {
    expect(f('Mo–We 09:00 – 17:00')).toEqual(['mon 09:00-17:00', 'tue 09:00-17:00', 'wed 09:00-17:00']);
    expect(f('Mo-Tu 11:00-14:30 Mo-Tu 17:00-21:00').sort()).toEqual([
      'mon 11:00-14:30',
      'mon 17:00-21:00',
      'tue 11:00-14:30',
      'tue 17:00-21:00',
    ]);
  });
  it('full day names are not read as two-letter codes (the prose parser takes them)', () => {
    expect(f('Monday-Friday 09:00-18:00')).toEqual([]);
    const html =
      '<div itemscope itemtype="https://schema.org/Store"><meta itemprop="openingHours" content="Monday-Wednesday 09:00-18:00"></div>';
    expect(extractBusinessInfo(html, { locale: 'en' }).hours.map((h) => h.day)).toEqual(['monday', 'tuesday', 'wednesday']);
  });
});
