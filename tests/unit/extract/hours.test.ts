import { describe, expect, it } from 'vitest';
import { hoursFromLines, parseSchemaOpeningHours, parseTimeRange } from '@/lib/hours';
import { extractBusinessInfo } from '@/lib/extract';

const fmt = (lines: string[]) => hoursFromLines(lines).hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`);
const week = (days: string[], ...ivs: string[]) => days.flatMap((d) => ivs.map((iv) => `${d} ${iv}`));
const MON_FRI = ['mon', 'tue', 'wed', 'thu', 'fri'];
const ALL = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

describe('opening hours in French prose', () => {
  it('reads "Lundi – Vendredi : 9h – 18h30"', () => {
    expect(fmt(['Lundi – Vendredi : 9h – 18h30'])).toEqual(week(MON_FRI, '09:00-18:30'));
  });
  it('reads two intervals "du mardi au samedi de 9h à 12h et de 14h à 19h" and keeps closed days absent', () => {
    expect(fmt(['du mardi au samedi de 9h à 12h et de 14h à 19h', 'Fermé le dimanche et le lundi'])).toEqual(
      week(['tue', 'wed', 'thu', 'fri', 'sat'], '09:00-12:00', '14:00-19:00'),
    );
  });
  it('reads "Lun. 9h-12h / 14h-18h" with abbreviations', () => {
    expect(fmt(['Lun. 9h-12h / 14h-18h'])).toEqual(['mon 09:00-12:00', 'mon 14:00-18:00']);
  });
  it('"midi" is 12:00 and "minuit" is 24:00', () => {
    expect(fmt(['Tous les jours de 9h à midi'])).toEqual(week(ALL, '09:00-12:00'));
    expect(fmt(['Samedi de 20h à minuit'])).toEqual(['sat 20:00-24:00']);
  });
  it('"24h/24 7j/7" is open all day every day', () => {
    expect(fmt(['Service 24h/24 7j/7'])).toEqual(week(ALL, '00:00-24:00'));
  });
  it('a closed day before an open one does not take its hours', () => {
    expect(fmt(['Dimanche fermé, lundi 9h-12h'])).toEqual(['mon 09:00-12:00']);
  });
  it('times written before the days', () => {
    expect(fmt(['9h-12h et 14h-18h du lundi au vendredi'])).toEqual(week(MON_FRI, '09:00-12:00', '14:00-18:00'));
  });
  it('days on one line and hours on the next (dt/dd)', () => {
    expect(fmt(['Du mardi au samedi', '9h – 19h'])).toEqual(week(['tue', 'wed', 'thu', 'fri', 'sat'], '09:00-19:00'));
  });
  it('a continuation line adds an afternoon interval', () => {
    expect(fmt(['Lundi 9h-12h', '14h-18h'])).toEqual(['mon 09:00-12:00', 'mon 14:00-18:00']);
  });
  it('"7j/7 de 8h à 20h"', () => {
    expect(fmt(['Ouvert 7j/7 de 8h à 20h'])).toEqual(week(ALL, '08:00-20:00'));
  });
  it('later exceptions override the general rule; a later "fermé" removes a day', () => {
    expect(fmt(['Tous les jours 9h-19h', 'Mercredi : 9h-12h', 'Fermé le lundi'])).toEqual([
      'tue 09:00-19:00',
      'wed 09:00-12:00',
      'thu 09:00-19:00',
      'fri 09:00-19:00',
      'sat 09:00-19:00',
      'sun 09:00-19:00',
    ]);
  });
  it('Swiss style: "Lu–Ve 07.30–19.00", "Sa 08.00–12.00"; "Ma-Sa" / "Di : fermé"', () => {
    expect(fmt(['Horaires', 'Lu–Ve 07.30–19.00', 'Sa 08.00–12.00'])).toEqual([...week(MON_FRI, '07:30-19:00'), 'sat 08:00-12:00']);
    expect(fmt(['Ma-Sa: 9h-18h30', 'Di: fermé'])).toEqual(week(['tue', 'wed', 'thu', 'fri', 'sat'], '09:00-18:30'));
    expect(fmt(['Je me rends disponible à 9h-12h'])).toEqual([]);
  });
  it('"non-stop" means no lunch break, not 24 hours', () => {
    expect(fmt(['Ouvert du mardi au samedi, 10h-19h non-stop'])).toEqual(week(['tue', 'wed', 'thu', 'fri', 'sat'], '10:00-19:00'));
  });
  it('a closed day stays closed when a general rule follows; "fermé l’après-midi" closes half a day only', () => {
    expect(fmt(['Fermé le lundi', 'Ouvert tous les jours de 10h à 19h'])).toEqual(
      week(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '10:00-19:00'),
    );
    expect(fmt(['Dimanche 9h-12h30, fermé l’après-midi'])).toEqual(['sun 09:00-12:30']);
  });
  it('ignores dated exceptions', () => {
    expect(fmt(['Ouvert exceptionnellement le lundi 24 décembre de 9h à 12h'])).toEqual([]);
    expect(fmt(['Closed Monday, May 26 (Memorial Day) 9am-5pm', 'Mon–Fri 9am–6pm'])).toEqual(week(MON_FRI, '09:00-18:00'));
  });
  it('ignores sentences without a schedule (prices, dates, ages)', () => {
    expect(fmt(['Cours pour enfants de 3 à 12 ans', 'Livraison de 10 à 15 €', 'Réservez avant le 15 décembre'])).toEqual([]);
  });
});

describe('opening hours in English prose', () => {
  it('reads "Mon–Fri 9am–6pm", "Saturday: 10:00 AM - 4:00 PM", "Closed Sundays"', () => {
    expect(fmt(['Mon–Fri 9am–6pm', 'Saturday: 10:00 AM - 4:00 PM', 'Closed Sundays'])).toEqual([
      ...week(MON_FRI, '09:00-18:00'),
      'sat 10:00-16:00',
    ]);
  });
  it('lunch and dinner services on separate lines add up', () => {
    expect(fmt(['Lunch: Tue–Fri 11:30–14:00', 'Dinner: Tue–Sat 18:00–22:00'])).toEqual([
      ...week(['tue', 'wed', 'thu', 'fri'], '11:30-14:00', '18:00-22:00'),
      'sat 18:00-22:00',
    ]);
  });
  it('"Open 24/7"', () => {
    expect(fmt(['Open 24/7'])).toEqual(week(ALL, '00:00-24:00'));
  });
  it('"Tuesday–Saturday, 10 a.m. to 7 p.m.; closed Sunday and Monday"', () => {
    expect(fmt(['Open Tuesday–Saturday, 10 a.m. to 7 p.m.; closed Sunday and Monday.'])).toEqual(
      week(['tue', 'wed', 'thu', 'fri', 'sat'], '10:00-19:00'),
    );
  });
  it('"Monday through Friday, 8:00 AM – 6:00 PM, and Saturday 9 AM – 1 PM"', () => {
    expect(fmt(["We're open Monday through Friday, 8:00 AM – 6:00 PM, and Saturday 9 AM – 1 PM."])).toEqual([
      ...week(MON_FRI, '08:00-18:00'),
      'sat 09:00-13:00',
    ]);
  });
  it('meridiem borrowed from the closing time: "Sat & Sun 10-4pm", "Mon-Fri: 9-5"', () => {
    expect(fmt(['Sat & Sun 10-4pm'])).toEqual(['sat 10:00-16:00', 'sun 10:00-16:00']);
    expect(fmt(['Mon-Fri: 9-5'])).toEqual(week(MON_FRI, '09:00-17:00'));
  });
  it('lists, trailing days, UK dot times, "7 days"', () => {
    expect(fmt(['Mon, Wed, Fri 10am-6pm'])).toEqual(week(['mon', 'wed', 'fri'], '10:00-18:00'));
    expect(fmt(['Hours: 8am to 5pm Monday through Friday'])).toEqual(week(MON_FRI, '08:00-17:00'));
    expect(fmt(['Monday - Saturday 10.00am - 5.30pm'])).toEqual(week([...MON_FRI, 'sat'], '10:00-17:30'));
    expect(fmt(['Open 7 days 9am-9pm'])).toEqual(week(ALL, '09:00-21:00'));
    expect(fmt(['Tues-Sat 11-7', 'Sunday: Closed'])).toEqual(week(['tue', 'wed', 'thu', 'fri', 'sat'], '11:00-19:00'));
  });
  it('"7 days a week, 10am–8pm" and "noon"/"midnight"', () => {
    expect(fmt(["We're open 7 days a week, 10am–8pm."])).toEqual(week(ALL, '10:00-20:00'));
    expect(fmt(['Friday 6pm to midnight', 'Sunday 10am - noon'])).toEqual(['fri 18:00-24:00', 'sun 10:00-12:00']);
  });
  it('24/7 in a sentence wins over an office schedule in the same sentence', () => {
    expect(fmt(['Open 24/7 for emergencies. Office: Monday to Friday, 8 a.m. to 4:30 p.m.'])).toEqual(week(ALL, '00:00-24:00'));
  });
  it('parses single ranges', () => {
    expect(parseTimeRange('9h30 - 18h')).toEqual(['09:30', '18:00']);
    expect(parseTimeRange('10:00 AM - 4:00 PM')).toEqual(['10:00', '16:00']);
    expect(parseTimeRange('1-5pm')).toEqual(['13:00', '17:00']);
    expect(parseTimeRange('12pm - 12am')).toEqual(['12:00', '24:00']);
  });
});

describe('opening hours in tables', () => {
  it('reads day | hours rows with "Fermé" and lunch breaks', () => {
    expect(
      fmt([
        'Horaires',
        'Jour | Horaires',
        'Lundi | Fermé',
        'Mardi | 9:00 - 12:00 | 14:00 - 19:00',
        'Samedi | 9h - 17h',
        'Dimanche | Fermé',
      ]),
    ).toEqual(['tue 09:00-12:00', 'tue 14:00-19:00', 'sat 09:00-17:00']);
  });
  it('reads days as table columns', () => {
    expect(fmt(['Lun | Mar | Mer | Jeu | Ven | Sam | Dim', '9h-18h | 9h-18h | 9h-12h | 9h-18h | 9h-18h | 10h-16h | Fermé'])).toEqual([
      'mon 09:00-18:00',
      'tue 09:00-18:00',
      'wed 09:00-12:00',
      'thu 09:00-18:00',
      'fri 09:00-18:00',
      'sat 10:00-16:00',
    ]);
  });
  it('reads separate opening and closing columns', () => {
    expect(
      fmt([
        'Jour | Ouverture | Fermeture | Ouverture | Fermeture',
        'Lundi | 9h00 | 12h00 | 14h00 | 18h00',
        'Samedi | 9h00 | 12h00 | Fermé |',
      ]),
    ).toEqual(['mon 09:00-12:00', 'mon 14:00-18:00', 'sat 09:00-12:00']);
  });
  it('reads a real <table> through the extractor', () => {
    const html = `<html lang="en"><body><h2>Store hours</h2><table>
      <tr><th>Monday</th><td>Closed</td></tr>
      <tr><th>Tuesday - Friday</th><td>9:00 AM – 6:00 PM</td></tr>
      <tr><th>Saturday</th><td>10:00 AM – 5:00 PM</td></tr></table></body></html>`;
    const info = extractBusinessInfo(html, { locale: 'en' });
    expect(info.hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`)).toEqual([
      ...week(['tue', 'wed', 'thu', 'fri'], '09:00-18:00'),
      'sat 10:00-17:00',
    ]);
  });
  it('prefers the block under an "Horaires" heading over a stray sentence', () => {
    const html = `<body><p>Livraison du lundi au vendredi de 8h à 12h.</p><h2>Horaires d’ouverture</h2>
      <p>Mardi – Samedi : 10h – 19h</p><p>Dimanche : 10h – 13h</p></body>`;
    const info = extractBusinessInfo(html, { locale: 'fr' });
    expect(info.hours.map((h) => h.day)).toEqual(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });
});

describe('schema.org openingHours', () => {
  it('reads "Mo-Fr 09:00-18:00", lists, several intervals and all-day', () => {
    expect(parseSchemaOpeningHours('Mo-Fr 09:00-18:00').length).toBe(5);
    expect(parseSchemaOpeningHours('Tu,Th 09:00-12:00,14:00-19:00').map((h) => `${h.day} ${h.opens}-${h.closes}`)).toEqual([
      'tuesday 09:00-12:00',
      'thursday 09:00-12:00',
      'tuesday 14:00-19:00',
      'thursday 14:00-19:00',
    ]);
    expect(parseSchemaOpeningHours('Mo-Su')).toHaveLength(7);
    expect(parseSchemaOpeningHours('Sa 00:00-23:59')[0]).toMatchObject({ day: 'saturday', opens: '00:00', closes: '24:00' });
  });
  it('reads openingHoursSpecification with schema.org URLs and ignores holiday exceptions', () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Store","name":"X",
      "openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":"https://schema.org/Monday","opens":"09:00:00","closes":"17:00:00"},
      {"@type":"OpeningHoursSpecification","dayOfWeek":"Sunday","opens":"00:00","closes":"00:00","validFrom":"2025-12-25","validThrough":"2025-12-25"}]}</script>`;
    expect(extractBusinessInfo(html, { locale: 'en' }).hours).toEqual([{ day: 'monday', opens: '09:00', closes: '17:00' }]);
  });
  it('reads prose written into JSON-LD openingHours', () => {
    const html =
      '<script type="application/ld+json">{"@type":"LocalBusiness","name":"Acme","openingHours":"Monday-Friday 9am-5pm"}</script>';
    expect(extractBusinessInfo(html, { locale: 'en' }).hours).toHaveLength(5);
  });
  it('reads microdata openingHours content', () => {
    const html = `<div itemscope itemtype="https://schema.org/Florist"><meta itemprop="openingHours" content="Tu-Sa 09:00-19:00"></div>`;
    expect(extractBusinessInfo(html, { locale: 'fr' }).hours).toHaveLength(5);
  });
});
