import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { hoursFromLines } from '@/lib/hours';

// Our own cases of timetable layouts small-business sites use (FR and EN), each one a layout the
// parser once read only in part or not at all.
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const hoursOf = (html: string) =>
  extractBusinessInfo(html.startsWith('<article') ? html : `<html><body>${html}</body></html>`, { locale: 'fr' })
    .hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`)
    .sort();
/** "tue-sat 09:00-12:00,14:00-19:00; sun 09:00-12:00" → sorted "tue 09:00-12:00" items. */
function week(spec: string): string[] {
  const out: string[] = [];
  for (const part of spec.split(';').map((s) => s.trim())) {
    const [days, times] = part.split(' ') as [string, string];
    const ds = days.split(',').flatMap((d) => {
      const [a, b] = d.split('-');
      const i = WEEK.findIndex((w) => w.startsWith(a!));
      const j = b ? WEEK.findIndex((w) => w.startsWith(b)) : i;
      return WEEK.slice(i, j + 1).map((w) => w.slice(0, 3));
    });
    for (const d of ds) for (const t of times.split(',')) out.push(`${d} ${t}`);
  }
  return out.sort();
}

describe('opening hours: more layouts', () => {
  it('a day-by-day list with a closed day in the middle stays one timetable', () => {
    const html =
      '<h2>Horaires</h2><p>Lundi</p><p>8h30 - 12h00 / 14h00 - 18h30</p><p>Mardi</p><p>8h30 - 12h00 / 14h00 - 18h30</p>' +
      '<p>Mercredi</p><p>Fermé</p><p>Jeudi</p><p>8h30 - 12h00 / 14h00 - 18h30</p><p>Vendredi</p><p>8h30 - 12h00</p>';
    expect(hoursOf(html)).toEqual(week('mon-tue,thu 08:30-12:00,14:00-18:30; fri 08:30-12:00'));
  });

  it('a column of seven days over a column of seven values, "Fermé" first', () => {
    const days = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
    const values = ['Fermé', ...Array(5).fill('10h-12h30 / 15h-19h'), '10h-13h'];
    const html = `<h2>Horaires</h2><div>${days.map((d) => `<p>${d}</p>`).join('')}</div><div>${values.map((v) => `<p>${v}</p>`).join('')}</div>`;
    expect(hoursOf(html)).toEqual(week('tue-sat 10:00-12:30,15:00-19:00; sun 10:00-13:00'));
  });

  it('days over two rows of times (morning row, afternoon row) keep both', () => {
    const cells = (v: string[]) => `<div>${v.map((x) => `<div>${x}</div>`).join('')}</div>`;
    const html =
      '<h2>Horaires</h2>' +
      cells(['Lun', 'Mar', 'Mer', 'Jeu', 'Ven']) +
      cells(['8h-12h', '8h-12h', 'Fermé', '8h-12h', '8h-12h']) +
      cells(['13h30-17h', '13h30-17h', 'Fermé', '13h30-17h', '13h30-17h']);
    expect(hoursOf(html)).toEqual(week('mon-tue,thu-fri 08:00-12:00,13:30-17:00'));
  });

  it('labelled services before the days they hold for ("Midi : …", "Soir : …", "Ouvert 7j/7")', () => {
    const html = '<h3>Nos horaires</h3><p>Service du midi : 11h45 - 14h15</p><p>Service du soir : 18h45 - 22h15</p><p>Ouvert 7j/7</p>';
    expect(hoursOf(html)).toEqual(week('mon-sun 11:45-14:15,18:45-22:15'));
  });

  it('a footer run together on one long line, cells split by "|"', () => {
    const days = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
    const html = `<footer><p>Fournil des Halles | 3 place du Marché, 41000 Blois | 02 54 00 00 00 | ${days
      .map((d) => `${d} : 7h00 - 13h00 et 15h30 - 19h30`)
      .join(' | ')}</p></footer>`;
    expect(hoursOf(html)).toEqual(week('mon-sun 07:00-13:00,15:30-19:30'));
  });

  it('a long sentence naming each day after a comma', () => {
    const html =
      '<p>Nous vous recevons le lundi de 14h à 19h, le mardi de 9h à 12h et de 14h à 19h, le mercredi de 9h à 12h et de 14h à 19h, ' +
      'le jeudi de 9h à 12h et de 14h à 19h, le vendredi de 9h à 12h et de 14h à 19h, le samedi de 9h à 12h et de 14h à 17h, sans rendez-vous</p>';
    expect(hoursOf(html)).toEqual(week('mon 14:00-19:00; tue-fri 09:00-12:00,14:00-19:00; sat 09:00-12:00,14:00-17:00'));
  });

  it('emergencies round the clock beside a clinic timetable do not replace it', () => {
    const html =
      '<h2>Horaires du cabinet</h2><p>Du lundi au vendredi : 8h - 12h et 14h - 19h</p><p>Samedi : 8h - 12h</p><p>Urgences 24h/24 et 7j/7</p>';
    expect(hoursOf(html)).toEqual(week('mon-fri 08:00-12:00,14:00-19:00; sat 08:00-12:00'));
    // Alone, the round-the-clock line is the schedule.
    expect(hoursOf('<p>Dépannage et remorquage 24h/24, 7j/7</p>')).toHaveLength(7);
  });

  it('"(Thu until 8pm)" and "nocturne le jeudi jusqu\'à 21h" extend that day', () => {
    expect(hoursOf('<p>Mon-Fri 9am-5:30pm (Thu until 8pm)</p>')).toEqual(week('mon-wed,fri 09:00-17:30; thu 09:00-20:00'));
    expect(hoursOf("<p>Du mardi au samedi de 10h à 19h, nocturne le jeudi jusqu'à 21h</p>")).toEqual(
      week('tue-wed,fri-sat 10:00-19:00; thu 10:00-21:00'),
    );
  });

  it('arrows, "mn", colon times with "h", British four-digit times', () => {
    expect(hoursOf('<p>Lundi → Vendredi : 9h > 12h / 14h > 18h</p>')).toEqual(week('mon-fri 09:00-12:00,14:00-18:00'));
    expect(hoursOf('<p>Du lundi au vendredi : 8h30mn - 17h15mn</p>')).toEqual(week('mon-fri 08:30-17:15'));
    expect(hoursOf('<p>Lundi - Samedi : 9:30h - 18:30h</p>')).toEqual(week('mon-sat 09:30-18:30'));
    expect(hoursOf('<p>Monday - Friday: 0830 - 1730</p><p>Saturday: 0900 - 1200</p>')).toEqual(
      week('mon-fri 08:30-17:30; sat 09:00-12:00'),
    );
    // A span of years is not a range of hours.
    expect(hoursOf('<p>Monday: our 2019-2024 report</p>')).toEqual([]);
  });

  it('"Horaires d\'été" is a season: the one in force wins', () => {
    const lines = ["Horaires d'hiver", 'Du mardi au samedi : 10h - 17h', "Horaires d'été", 'Tous les jours : 10h - 20h'];
    expect(hoursFromLines(lines, new Date('2026-07-14T12:00:00Z')).hours).toHaveLength(7);
    expect(hoursFromLines(lines, new Date('2026-01-14T12:00:00Z')).hours).toHaveLength(5);
  });

  it('a days line next to the hours inside a <nav> top bar is kept', () => {
    expect(hoursOf('<nav><ul><li>Mardi - Samedi</li><li>9h30 - 18h30</li></ul></nav>')).toEqual(week('tue-sat 09:30-18:30'));
  });

  it('two schedules under two headings: the first place is not outweighed by a heading counted twice', () => {
    const html =
      "<h3>Horaires de la boutique</h3><p>Du mardi au samedi : 9h-19h</p><h3>Horaires de l'atelier</h3><p>Du lundi au vendredi : 8h-17h</p>";
    expect(hoursOf(html)).toEqual(week('tue-sat 09:00-19:00'));
  });

  it('declared hours win over a visible reading that is only a part of them', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Bakery',
      name: 'Au Pain Doré',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '07:00',
          closes: '13:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '15:00',
          closes: '19:00',
        },
      ],
    };
    const html = `<script type="application/ld+json">${JSON.stringify(ld)}</script><h2>Horaires</h2><p>Mardi : 7h-13h</p><p>Mercredi : 7h-13h</p><p>Jeudi : 7h-13h</p>`;
    expect(hoursOf(html)).toEqual(week('tue-sat 07:00-13:00,15:00-19:00'));
  });

  it('"til", English two-letter day codes, and "Open 24 hrs" as a statement (not inside a sentence)', () => {
    expect(hoursOf('<p>Tues - Sat 10am til 4pm</p>')).toEqual(week('tue-sat 10:00-16:00'));
    expect(hoursOf('<p>Mo-Fr 08:00-16:30</p><p>Tu–Sa 10–6</p>').length).toBeGreaterThan(0);
    expect(hoursOf('<p>Tu–Sa 10–6</p>')).toEqual(week('tue-sat 10:00-18:00'));
    expect(hoursOf('<p>Open 24 hrs</p>')).toHaveLength(7);
    expect(hoursOf("<p>Sadly we're not allowed to be open 24 hours, so night cases go to the hospital.</p>")).toEqual([]);
  });

  it('days as table columns with empty cells for closed half-days keep each cell under its day', () => {
    const row = (cells: string[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
    const html =
      '<h2>Horaires</h2><table>' +
      row(['', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'], 'th') +
      row(['Matin', '', '8h30-12h', '8h30-12h', '', '8h30-12h', '8h30-12h', '']) +
      row(['Après-midi', '14h-18h', '14h-18h', '14h-18h', '14h-18h', '14h-18h', '', '']) +
      '</table>';
    expect(hoursOf(html)).toEqual(week('mon 14:00-18:00; tue-wed,fri 08:30-12:00,14:00-18:00; thu 14:00-18:00; sat 08:30-12:00'));
  });

  it('seasons bounded by dates ("Du 1er octobre au 31 mai : …") are timetables, the one in force wins', () => {
    const lines = [
      'Horaires',
      'Du 1er octobre au 31 mai : du mardi au samedi 9h30-12h / 14h-18h',
      'Du 1er juin au 30 septembre : tous les jours 9h-19h',
    ];
    expect(hoursFromLines(lines, new Date('2026-11-10T12:00:00Z')).hours).toHaveLength(10);
    expect(hoursFromLines(lines, new Date('2026-08-10T12:00:00Z')).hours).toHaveLength(7);
    // A dated closure stays an exception, never hours.
    expect(hoursFromLines(['Fermeture annuelle du 1er au 15 août', 'Du lundi au vendredi : 9h-18h']).hours).toHaveLength(5);
  });

  it('a slash between opening and closing when no dash range is written ("9h/12h et 14h/18h"); "24h/24" stays round the clock', () => {
    expect(hoursOf('<p>Du lundi au vendredi : 8h30/12h et 13h30/17h30</p>')).toEqual(week('mon-fri 08:30-12:00,13:30-17:30'));
    expect(hoursOf('<p>Lundi 9h/12h 14h/19h</p>')).toEqual(week('mon 09:00-12:00,14:00-19:00'));
    expect(hoursOf('<p>Du lundi au vendredi : 9h-12h / 14h-18h</p>')).toEqual(week('mon-fri 09:00-12:00,14:00-18:00'));
    expect(hoursOf('<p>Assistance 24h/24h, 7j/7</p>')).toHaveLength(7);
  });

  it('day cards with a note between the day and its times keep their own day', () => {
    const card = (d: string) => `<div><p>${d}</p><p>Uniquement sur rendez-vous</p><p>8h30-12h / 13h30-17h</p></div>`;
    expect(hoursOf(`<h2>Horaires</h2>${['Lundi', 'Mardi', 'Jeudi'].map(card).join('')}`)).toEqual(
      week('mon-tue,thu 08:30-12:00,13:30-17:00'),
    );
  });

  it('a column of days over a column where each day has two lines (morning, afternoon)', () => {
    const html =
      '<h2>Horaires</h2><div><p>Lundi</p><p>Mardi</p><p>Jeudi</p></div>' +
      '<div><div><p>9h-12h</p><p>13h-17h</p></div><div><p>9h-12h</p><p>14h-18h</p></div><div><p>8h-11h</p><p>15h-19h</p></div></div>';
    expect(hoursOf(html)).toEqual(week('mon 09:00-12:00,13:00-17:00; tue 09:00-12:00,14:00-18:00; thu 08:00-11:00,15:00-19:00'));
  });

  it('"Lundi - Mercredi - Vendredi" is a list of days; "9h-19h : lundi, mardi, jeudi" gives the times to each', () => {
    expect(hoursOf('<p>Lundi - Mercredi - Vendredi : 10h-18h</p>')).toEqual(week('mon,wed,fri 10:00-18:00'));
    expect(hoursOf('<p>9h-19h : lundi, mardi et jeudi</p>')).toEqual(week('mon-tue,thu 09:00-19:00'));
  });
});
