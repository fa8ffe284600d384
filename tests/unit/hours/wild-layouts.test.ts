import { describe, expect, it } from 'vitest';
import { weekItems } from './week-items';

// Our own timetable lines in the ways other people's templates write them: midnight as "00:00",
// a "second Saturday" exception, part of a day closed, days named one by one then a range.

describe('opening hours from other people’s layouts', () => {
  it('"00:00" as a closing time is midnight, not noon', () => {
    expect(weekItems(['Opening hours', 'Thursday 10:00 - 22:00', 'Friday 10:00 - 00:00', 'Saturday 11:00 - 01:30'])).toEqual([
      'thu 10:00-22:00',
      'fri 10:00-24:00',
      'sat 11:00-01:30',
    ]);
  });
  it('a row for "second Saturday" (or "1er samedi du mois") does not close every Saturday', () => {
    expect(weekItems(['Working time', 'Mon - Fri 9:00 AM - 5:00 PM', 'Saturday 9:00 AM - 1:00 PM', 'Second Saturday CLOSED'])).toContain(
      'sat 09:00-13:00',
    );
    expect(weekItems(['Horaires', 'Du lundi au samedi 9h-18h', 'Fermé le 1er samedi du mois'])).toContain('sat 09:00-18:00');
  });
  it('"fermé le dimanche soir et le lundi" takes the evening away, and Monday', () => {
    expect(weekItems(['Horaires', 'Du mardi au dimanche 12h-14h et 19h-22h', 'Fermé le dimanche soir et le lundi'])).toEqual([
      'tue 12:00-14:00',
      'tue 19:00-22:00',
      'wed 12:00-14:00',
      'wed 19:00-22:00',
      'thu 12:00-14:00',
      'thu 19:00-22:00',
      'fri 12:00-14:00',
      'fri 19:00-22:00',
      'sat 12:00-14:00',
      'sat 19:00-22:00',
      'sun 12:00-14:00',
    ]);
  });
  it('a part of the day closed inside one continuous span keeps the rest of that span', () => {
    const week = weekItems(['Horaires', 'Du lundi au samedi 9h-19h', 'Fermé le lundi matin']);
    expect(week).toContain('mon 12:00-19:00');
    expect(week).toContain('tue 09:00-19:00');
    expect(weekItems(['Hours', 'Tuesday to Sunday 11am-9pm', 'Closed Sunday evenings'])).toContain('sun 11:00-18:00');
  });
  it('"closed Wednesday afternoons" keeps the morning', () => {
    expect(weekItems(['Hours', 'Monday to Friday 8:30am-12pm, 1:30pm-6pm', 'Closed Wednesday afternoons'])).toContain('wed 08:30-12:00');
    expect(weekItems(['Hours', 'Monday to Friday 8:30am-12pm, 1:30pm-6pm', 'Closed Wednesday afternoons'])).not.toContain(
      'wed 13:30-18:00',
    );
  });
  it('days named one by one keep their hours when a later line gives a range over them', () => {
    expect(weekItems(['Hours', 'Mon, Wed, Fri: 9 am - 4 pm', 'Tue - Thu: 9 am - 7 pm'])).toEqual([
      'mon 09:00-16:00',
      'tue 09:00-19:00',
      'wed 09:00-16:00',
      'thu 09:00-19:00',
      'fri 09:00-16:00',
    ]);
  });
  it('"sauf le lundi" on a line of its own takes Monday out of the line above', () => {
    expect(weekItems(['Horaires', 'Tous les jours de 10h à 18h', 'sauf le lundi'])).toEqual([
      'tue 10:00-18:00',
      'wed 10:00-18:00',
      'thu 10:00-18:00',
      'fri 10:00-18:00',
      'sat 10:00-18:00',
      'sun 10:00-18:00',
    ]);
  });
});
