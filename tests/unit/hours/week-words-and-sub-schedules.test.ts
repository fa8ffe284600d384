import { describe, expect, it } from 'vitest';
import { weekItems } from './week-items';
import { hoursFromLines, schemaDays } from '@/lib/hours';

// Our own lines for: "7 jours" as the whole week (but not as a delay), a later closing given in
// parentheses, "Weds", a second list under its own label (a bar and its kitchen), and day values
// of structured data written in words.
const ALL = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

describe('"7 jours" as the week', () => {
  it('after a slash or "ouvert", and "7 jours par semaine", mean every day', () => {
    expect(weekItems(['Accueil : 6h - 21h30 / 7 jours'])).toEqual(ALL.map((d) => `${d} 06:00-21:30`));
    expect(weekItems(['Ouvert 7 jours, de 8h à 20h'])).toEqual(ALL.map((d) => `${d} 08:00-20:00`));
    expect(weekItems(['10h-18h, 7 jours par semaine'])).toEqual(ALL.map((d) => `${d} 10:00-18:00`));
  });
  it('a delay in days is not a schedule', () => {
    expect(weekItems(['Échange possible sous 7 jours', 'Horaires', 'Mercredi 14h-18h'])).toEqual(['wed 14:00-18:00']);
  });
});

describe('a later closing in parentheses', () => {
  it('"(23h vendredi et samedi)" moves those days\u2019 closing only', () => {
    expect(weekItems(['Tous les jours de 9h à 22h (23h vendredi et samedi)'])).toEqual([
      'mon 09:00-22:00',
      'tue 09:00-22:00',
      'wed 09:00-22:00',
      'thu 09:00-22:00',
      'fri 09:00-23:00',
      'sat 09:00-23:00',
      'sun 09:00-22:00',
    ]);
  });
  it('in English, with "until", and after a day range', () => {
    expect(weekItems(['Tue-Sat 11am-9pm (until 10pm Fri)'])).toEqual([
      'tue 11:00-21:00',
      'wed 11:00-21:00',
      'thu 11:00-21:00',
      'fri 11:00-22:00',
      'sat 11:00-21:00',
    ]);
  });
});

describe('day words', () => {
  it('"Weds" is Wednesday, also in a range in parentheses after the times', () => {
    expect(weekItems(['Collection 10am-3pm (Weds - Fri)'])).toEqual(['wed 10:00-15:00', 'thu 10:00-15:00', 'fri 10:00-15:00']);
  });
  it('"mars" (March) stays a month', () => {
    expect(weekItems(['Fermé en mars', 'Lundi - Vendredi 9h-17h'])).toEqual([
      'mon 09:00-17:00',
      'tue 09:00-17:00',
      'wed 09:00-17:00',
      'thu 09:00-17:00',
      'fri 09:00-17:00',
    ]);
  });
});

describe('a second list under its own label', () => {
  it('"Boutique" then "Atelier" giving the same days again: two schedules, the fuller one kept', () => {
    const lines = [
      'Horaires',
      'Boutique :',
      'Mardi',
      '10h - 19h',
      'Mercredi',
      '10h - 19h',
      'Samedi',
      '10h - 18h',
      'Atelier :',
      'Mardi',
      '14h - 17h',
    ];
    expect(weekItems(lines)).toEqual(['tue 10:00-19:00', 'wed 10:00-19:00', 'sat 10:00-18:00']);
  });
  it('labels whose times do not overlap still add up (lunch and dinner)', () => {
    expect(weekItems(['Midi', 'Jeudi - Dimanche 12h - 14h', 'Soir', 'Jeudi - Dimanche 19h - 22h'])).toEqual([
      'thu 12:00-14:00',
      'thu 19:00-22:00',
      'fri 12:00-14:00',
      'fri 19:00-22:00',
      'sat 12:00-14:00',
      'sat 19:00-22:00',
      'sun 12:00-14:00',
      'sun 19:00-22:00',
    ]);
  });
  it('an exception line with no label in between still replaces ("Tous les jours" then "Mercredi")', () => {
    expect(weekItems(['Tous les jours 9h - 19h', 'Mercredi 9h - 12h'])).toContain('wed 09:00-12:00');
  });
});

describe('structured-data day values in words', () => {
  it('one day, a URL, or a range in words', () => {
    expect(schemaDays('https://schema.org/Sunday')).toEqual(['sunday']);
    expect(schemaDays('Mardi')).toEqual(['tuesday']);
    expect(schemaDays('du mardi au jeudi')).toEqual(['tuesday', 'wednesday', 'thursday']);
    expect(schemaDays('Mo-We')).toEqual(['monday', 'tuesday', 'wednesday']);
    expect(schemaDays(undefined)).toEqual([]);
  });
});

describe('structured data written by hand', () => {
  it('opens/closes as full date-times and a day range named in words', async () => {
    const { extractBusinessInfo } = await import('@/lib/extract');
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Atelier Test',
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: { '@type': 'DayOfWeek', name: 'mardi au jeudi' },
        opens: '2024-01-09T09:30:00+01:00',
        closes: '2024-01-09T17:00:00+01:00',
      },
    };
    const html = `<html lang="fr"><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Atelier Test</h1></body></html>`;
    const hours = extractBusinessInfo(html, { locale: 'fr', baseUrl: 'https://atelier.example/' }).hours;
    expect(hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`)).toEqual([
      'tue 09:30-17:00',
      'wed 09:30-17:00',
      'thu 09:30-17:00',
    ]);
  });
});

describe('round the clock', () => {
  it('a channel that answers 24/7 (online, replies by e-mail) is not a place open 24/7', () => {
    expect(weekItems(['Office: 9:00 - 17:30 | Monday - Friday', '24/7 by e-mail (we reply within a working day)'])).toEqual([
      'mon 09:00-17:30',
      'tue 09:00-17:30',
      'wed 09:00-17:30',
      'thu 09:00-17:30',
      'fri 09:00-17:30',
    ]);
    expect(weekItems(['Commandez en ligne 24h/24, 7j/7'])).toEqual([]);
  });
  it('a place open 24/7 still is', () => {
    expect(weekItems(['Laverie ouverte 7j/7, 24h/24'])).toHaveLength(7);
  });
});

describe('days in another clause', () => {
  it('a day named in a later quoted sentence does not take the times', () => {
    expect(weekItems(['Le dépôt est ouvert de 8h à 12h du mardi au samedi. « Nous aimerions ouvrir aussi le dimanche. »'])).toEqual([
      'tue 08:00-12:00',
      'wed 08:00-12:00',
      'thu 08:00-12:00',
      'fri 08:00-12:00',
      'sat 08:00-12:00',
    ]);
  });
  it('nor a day after other words in the same sentence; a list through "et"/"," still goes on', () => {
    expect(weekItems(['Ouvert de 14h à 18h le lundi, mais pas avant mars le dimanche'])).toEqual(['mon 14:00-18:00']);
    expect(weekItems(['De 10h à 17h lundi, mercredi et le vendredi'])).toEqual(['mon 10:00-17:00', 'wed 10:00-17:00', 'fri 10:00-17:00']);
  });
});

describe('seasons bounded by day/month dates', () => {
  const lines = [
    { text: 'Horaires', tag: 'h2' },
    { text: 'Du 15/06 au 15/09', tag: 'h3' },
    { text: 'Tous les jours de 9h à 20h', tag: 'p' },
    { text: 'Du 16/09 au 14/06', tag: 'h3' },
    { text: 'Du mercredi au dimanche de 10h à 17h', tag: 'p' },
  ];
  it('the season in force is the schedule', () => {
    expect(hoursFromLines(lines, new Date('2026-08-01T12:00:00Z')).hours).toHaveLength(7);
    expect(hoursFromLines(lines, new Date('2026-12-01T12:00:00Z')).hours.map((h) => h.day)).toEqual([
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
  });
});

describe('a later closing as a clause of its own', () => {
  const week = (fri: string) => ['tue 10:00-18:00', 'wed 10:00-18:00', 'thu 10:00-18:00', `fri ${fri}`, 'sat 10:00-18:00'];
  it('", jusqu’à 21h le vendredi" and "et le vendredi jusqu’à 21h" keep the opening', () => {
    expect(weekItems(['Du mardi au samedi de 10h à 18h, jusqu’à 21h le vendredi'])).toEqual(week('10:00-21:00'));
    expect(weekItems(['Du mardi au samedi de 10h à 18h et le vendredi jusqu’à 21h'])).toEqual(week('10:00-21:00'));
  });
  it('with a lunch break, only the afternoon moves', () => {
    expect(weekItems(['De 9h à 12h et de 14h à 18h du lundi au jeudi, le vendredi jusqu’à 16h30'])).toContain('fri 14:00-16:30');
    expect(weekItems(['De 9h à 12h et de 14h à 18h du lundi au jeudi, le vendredi jusqu’à 16h30'])).toContain('fri 09:00-12:00');
  });
  it('in English', () => {
    expect(weekItems(['Tue-Sat 10am-6pm, until 9pm on Fridays'])).toEqual(week('10:00-21:00'));
  });
});

describe('season words', () => {
  it('a season word in a place name is not a season ("Silver Spring", "Rue de l’Été")', () => {
    expect(weekItems(['Monday 8am - 4pm Main office', 'Tuesday 9am - 5pm Annex, 12 Oak Road, Silver Spring, MD 20910'])).toEqual([
      'mon 08:00-16:00',
      'tue 09:00-17:00',
    ]);
  });
  it('as a label at the start of a line it still is one', () => {
    const lines = ['Horaires d’été : tous les jours 9h-20h', 'Horaires d’hiver : du mardi au samedi 10h-18h'];
    expect(hoursFromLines(lines, new Date('2026-07-10T12:00:00Z')).hours).toHaveLength(7);
    expect(hoursFromLines(lines, new Date('2026-01-10T12:00:00Z')).hours).toHaveLength(5);
  });
});

describe('an earlier opening for some days', () => {
  it('"…de 11h à 22h, dès 9h le week-end" opens those days earlier', () => {
    expect(weekItems(['Tous les jours de 11h à 22h, dès 9h le week-end'])).toEqual([
      'mon 11:00-22:00',
      'tue 11:00-22:00',
      'wed 11:00-22:00',
      'thu 11:00-22:00',
      'fri 11:00-22:00',
      'sat 09:00-22:00',
      'sun 09:00-22:00',
    ]);
  });
  it('"et le samedi à partir de 8h"; "à partir de 9h jusqu’à 18h" stays one range', () => {
    expect(weekItems(['Du mardi au vendredi de 10h à 19h, et le samedi à partir de 8h'])).toContain('sat 08:00-19:00');
    expect(weekItems(['À partir de 9h jusqu’à 18h du lundi au vendredi'])).toContain('mon 09:00-18:00');
  });
  it('"fin de semaine" is the weekend (Québec)', () => {
    expect(weekItems(['Lundi au vendredi 8h-17h, fin de semaine 9h-15h'])).toEqual([
      'mon 08:00-17:00',
      'tue 08:00-17:00',
      'wed 08:00-17:00',
      'thu 08:00-17:00',
      'fri 08:00-17:00',
      'sat 09:00-15:00',
      'sun 09:00-15:00',
    ]);
    expect(weekItems(['Tous les jours 11h-22h, jusqu’à minuit la fin de semaine'])).toContain('sat 11:00-24:00');
  });
});

describe('an afternoon on a line of its own', () => {
  it('"9 till 12" then "2 till 6" (no units): the second span is the afternoon', () => {
    expect(weekItems(['Hours', 'Wednesday', '9 till 12', '2 till 6'])).toEqual(['wed 09:00-12:00', 'wed 14:00-18:00']);
  });
  it('with units it is read as written', () => {
    expect(weekItems(['Mercredi 8h-12h', '13h30-17h'])).toEqual(['wed 08:00-12:00', 'wed 13:30-17:00']);
  });
});

describe('a dash for a day’s hours', () => {
  it('in a one-line list and in a day-by-day column, the day is closed and the list goes on', () => {
    expect(weekItems(['Jeudi, Dimanche - | Lundi au Mercredi 10h-17h'])).toEqual(['mon 10:00-17:00', 'tue 10:00-17:00', 'wed 10:00-17:00']);
    expect(weekItems(['Lundi', '10h-17h', 'Mardi', '–', 'Mercredi', '10h-17h', 'Jeudi', '10h-17h'])).toEqual([
      'mon 10:00-17:00',
      'wed 10:00-17:00',
      'thu 10:00-17:00',
    ]);
  });
  it('a dash between two days is still a range', () => {
    expect(weekItems(['Mardi - Jeudi 10h-17h'])).toHaveLength(3);
  });
});
