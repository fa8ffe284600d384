import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { extractHours } from '@/lib/extract/hours';
import { jsonLdNodes } from '@/lib/extract/json-ld';
import { parsePages } from '@/lib/extract/pages';
import { hoursFromLines } from '@/lib/hours';
import { seasonMonths } from '@/lib/hours/seasons';

// Opening hours as small-business sites write them, each case written for this test.

const SHORT: Record<string, string> = {
  monday: 'mo',
  tuesday: 'tu',
  wednesday: 'we',
  thursday: 'th',
  friday: 'fr',
  saturday: 'sa',
  sunday: 'su',
};
const show = (hours: { day: string; opens: string; closes: string }[]) => hours.map((h) => `${SHORT[h.day]} ${h.opens}-${h.closes}`);
const hoursOf = (html: string, locale: 'fr' | 'en' = 'fr') => show(extractBusinessInfo(html, { locale }).hours);
const at = (html: string, now: Date) => {
  const pages = parsePages(html);
  return show(extractHours(pages, jsonLdNodes(pages), now)?.hours ?? []);
};
const week = (days: string[], ...ranges: string[]) => days.flatMap((d) => ranges.map((r) => `${d} ${r}`));
const ld = (json: unknown) => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const MON_FRI = ['mo', 'tu', 'we', 'th', 'fr'];
const TUE_SAT = ['tu', 'we', 'th', 'fr', 'sa'];

describe('structured hours', () => {
  it('openingHoursSpecification with seconds, a time zone, 12-hour times and day objects', () => {
    const html = ld({
      '@type': 'Bakery',
      name: 'B',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [{ '@id': 'https://schema.org/Monday' }, 'Tuesday'],
          opens: '07:00:00+01:00',
          closes: '13:00:00+01:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '8:00 AM', closes: '12:30 PM' },
      ],
    });
    expect(hoursOf(html)).toEqual(['mo 07:00-13:00', 'tu 07:00-13:00', 'sa 08:00-12:30']);
  });
  it('every specification dated: the ones in force today count', () => {
    const spec = (opens: string, validFrom: string, validThrough: string) => ({
      dayOfWeek: 'Monday',
      opens,
      closes: '18:00',
      validFrom,
      validThrough,
    });
    const html = ld({
      '@type': 'Store',
      name: 'S',
      openingHoursSpecification: [spec('09:00', '2026-01-01', '2026-12-31'), spec('10:00', '2025-01-01', '2025-12-31')],
    });
    expect(at(html, new Date('2026-11-24T10:00:00Z'))).toEqual(['mo 09:00-18:00']);
  });
  it('openingHours strings in an array', () => {
    expect(hoursOf(ld({ '@type': 'Store', name: 'B', openingHours: ['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00'] }), 'en')).toEqual([
      ...week(MON_FRI, '09:00-18:00'),
      'sa 10:00-16:00',
    ]);
  });
});

describe('timetables on the page', () => {
  it('a definition list with a closed day and a lunch break', () => {
    const html =
      '<h3>Horaires</h3><dl><dt>Lundi</dt><dd>Fermé</dd><dt>Mardi - Vendredi</dt><dd>9h00 - 12h00 / 14h00 - 19h00</dd><dt>Samedi</dt><dd>9h00 - 17h00</dd></dl>';
    expect(hoursOf(html)).toEqual([...week(['tu', 'we', 'th', 'fr'], '09:00-12:00', '14:00-19:00'), 'sa 09:00-17:00']);
  });
  it('"Lun. - Ven." and "Sam." abbreviations', () => {
    expect(hoursOf("<p>Horaires d'ouverture</p><p>Lun. - Ven. : 8h30 - 18h</p><p>Sam. : 9h - 12h</p>")).toEqual([
      ...week(MON_FRI, '08:30-18:00'),
      'sa 09:00-12:00',
    ]);
  });
  it('a morning and an afternoon column, "Fermé" in one of them closing half the day', () => {
    const html =
      '<table><tr><th>Jour</th><th>Matin</th><th>Après-midi</th></tr><tr><td>Lundi</td><td>Fermé</td><td>14h - 19h</td></tr><tr><td>Mardi</td><td>9h - 12h</td><td>14h - 19h</td></tr></table>';
    expect(hoursOf(html)).toEqual(['mo 14:00-19:00', 'tu 09:00-12:00', 'tu 14:00-19:00']);
  });
  it('a label line between the days and their times', () => {
    expect(hoursOf('<h4>Du lundi au vendredi</h4><p>Matin</p><p>8h – 12h</p><p>Après-midi</p><p>14h – 18h</p>')).toEqual(
      week(MON_FRI, '08:00-12:00', '14:00-18:00'),
    );
  });
  it('opening and closing joined by a slash, the two halves of the day by a dash', () => {
    expect(hoursOf('<p>Du lundi au vendredi : 8h30/12h00 - 14h00/18h00</p>')).toEqual(week(MON_FRI, '08:30-12:00', '14:00-18:00'));
  });
  it('times first, then their days, twice in one sentence', () => {
    expect(hoursOf('<p>Ouvert de 9h à 19h du lundi au samedi et de 9h à 13h le dimanche</p>')).toEqual([
      ...week([...MON_FRI, 'sa'], '09:00-19:00'),
      'su 09:00-13:00',
    ]);
  });
  it('hours for no named day and a closed day: every other day', () => {
    expect(hoursOf('<p>Ouvert de 7h à 20h, fermé le mercredi</p>')).toEqual(week(['mo', 'tu', 'th', 'fr', 'sa', 'su'], '07:00-20:00'));
    expect(hoursOf('<h3>Horaires</h3><p>7h – 20h</p><p>Fermé le mercredi</p>')).toEqual(
      week(['mo', 'tu', 'th', 'fr', 'sa', 'su'], '07:00-20:00'),
    );
  });
  it('English: am/pm, "9-5", lunch and dinner services', () => {
    expect(hoursOf('<p>Opening hours: Mon-Fri 9-5, Sat 9-1</p>', 'en')).toEqual([...week(MON_FRI, '09:00-17:00'), 'sa 09:00-13:00']);
    expect(hoursOf('<p>Lunch: Tuesday - Sunday 12pm - 2.30pm</p><p>Dinner: Tuesday - Saturday 6pm - 9.30pm</p>', 'en')).toEqual([
      ...week(TUE_SAT, '12:00-14:30', '18:00-21:30'),
      'su 12:00-14:30',
    ]);
    expect(hoursOf('<p>Friday & Saturday: 5pm – 1am</p>', 'en')).toEqual(['fr 17:00-01:00', 'sa 17:00-01:00']);
  });
  it('"midi", "sur rendez-vous" beside hours, and "sur rendez-vous" alone (no hours)', () => {
    expect(hoursOf('<p>Le samedi de 9h à midi</p>')).toEqual(['sa 09:00-12:00']);
    expect(hoursOf('<h3>Horaires</h3><p>Du lundi au vendredi de 9h à 19h, sur rendez-vous</p>')).toEqual(week(MON_FRI, '09:00-19:00'));
    expect(hoursOf('<p>Consultations sur rendez-vous uniquement</p><p>Tél : 01 00 00 00 00</p>')).toEqual([]);
  });
  it('round the clock: "24h/24, 7j/7" however written', () => {
    const all = week(['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], '00:00-24:00');
    for (const t of ['Dépannage 24h/24, 7j/7', 'Intervention 7j/7 et 24h/24', '7 jours sur 7, 24 heures sur 24'])
      expect(hoursOf(`<p>${t}</p>`)).toEqual(all);
  });
});

describe('hours in a top bar inside the theme navigation', () => {
  it('a navigation line that states days and times is read; menu links are not', () => {
    expect(
      hoursOf('<nav><div>Lun - Sam : 9h - 19h</div><a href="/">Accueil</a><a href="/horaires">Horaires</a></nav><p>Bienvenue</p>'),
    ).toEqual(week([...MON_FRI, 'sa'], '09:00-19:00'));
  });
});

describe('hours inside running text', () => {
  it('a sentence of a long paragraph', () => {
    const filler =
      'Notre équipe vous accueille dans une ambiance chaleureuse et vous conseille sur le choix de vos produits, toujours frais et locaux. ';
    const html = `<p>${filler.repeat(3)}La boutique est ouverte du mardi au samedi de 9h30 à 19h et le dimanche de 9h à 12h30. ${filler}</p>`;
    expect(hoursOf(html)).toEqual([...week(TUE_SAT, '09:30-19:00'), 'su 09:00-12:30']);
  });
  it('another sentence does not give its "24h/24" to the last day named', () => {
    expect(hoursOf('<p>Consultations du lundi au vendredi de 8h30 à 19h, le samedi de 9h à 17h. Urgences 24h/24.</p>')).toEqual([
      ...week(MON_FRI, '08:30-19:00'),
      'sa 09:00-17:00',
    ]);
  });
  it('a date beside the weekly hours is left out; a dated exception is ignored', () => {
    expect(hoursOf('<p>Du mardi au samedi 10h-18h (horaires mis à jour le 3 janvier)</p>')).toEqual(week(TUE_SAT, '10:00-18:00'));
    expect(hoursOf('<p>Ouvert exceptionnellement le dimanche 21 décembre de 10h à 18h</p>')).toEqual([]);
  });
});

describe('declared and visible hours', () => {
  it('the page saying all the declared hours and more is the fuller statement', () => {
    const html =
      ld({ '@type': 'Store', name: 'S', openingHours: 'Mo-Fr 09:00-18:00' }) +
      '<p>Du lundi au vendredi de 9h à 18h, le samedi de 9h à 12h.</p>';
    expect(hoursOf(html)).toEqual([...week(MON_FRI, '09:00-18:00'), 'sa 09:00-12:00']);
  });
  it('a closing on a holiday in the next sentence does not cost the week its hours', () => {
    expect(hoursOf('<p>Ouvert du lundi au samedi de 9h à 19h. Fermé le 25 décembre et le 1er janvier.</p>')).toEqual(
      week([...MON_FRI, 'sa'], '09:00-19:00'),
    );
  });
});

describe('several schedules on one page', () => {
  it('two shops: the first is the main schedule, not a mix of both', () => {
    const html =
      '<h2>Nos boutiques</h2><h3>Boutique du centre</h3><p>Du lundi au samedi : 9h - 19h</p><h3>Boutique de la gare</h3><p>Du mardi au dimanche : 7h - 13h</p>';
    expect(hoursOf(html)).toEqual(week([...MON_FRI, 'sa'], '09:00-19:00'));
  });
  it('seasons: one season at a time, the one in force', () => {
    const html =
      '<h3>Horaires</h3><p>Haute saison (juillet - août) : tous les jours de 9h à 20h</p><p>Hors saison : du mardi au samedi de 10h à 18h</p>';
    expect(at(html, new Date('2026-11-24T10:00:00Z'))).toEqual(week(TUE_SAT, '10:00-18:00'));
    expect(at(html, new Date('2026-07-14T10:00:00Z'))).toEqual(week(['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], '09:00-20:00'));
  });
  it('an unmarked schedule is the one in force beside a summer one', () => {
    const lines = ['Horaires', 'Du lundi au samedi 9h-19h', "Horaires d'été (juin à septembre)", 'Tous les jours 8h-21h'];
    expect(show(hoursFromLines(lines, new Date('2026-02-02T10:00:00Z')).hours)).toEqual(week([...MON_FRI, 'sa'], '09:00-19:00'));
  });
  it('the months a season title names', () => {
    expect(seasonMonths("D'avril à octobre")).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(seasonMonths('Winter hours')).toEqual([11, 12, 1, 2, 3]);
    expect(seasonMonths('Fermeture annuelle en août')).toBeUndefined();
    expect(seasonMonths('Du lundi au samedi')).toBeUndefined();
  });
});
