import { describe, expect, it } from 'vitest';
import { hoursFromLines } from '@/lib/hours';
import { extractBusinessInfo } from '@/lib/extract';

// Our own cases of how small businesses write opening hours (FR, BE, CH, UK, US), kept as regressions.
const fmt = (lines: string[]) => hoursFromLines(lines).hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`);

describe('opening hours: varied writing', () => {
  it('a <dl> whose second <dd> continues the same days, not the next <dt>', () => {
    const html =
      '<html><body><h2>Horaires</h2><dl><dt>Lundi - Vendredi</dt><dd>8h - 12h</dd><dd>14h - 18h</dd>' +
      '<dt>Samedi</dt><dd>Sur rendez-vous</dd></dl></body></html>';
    const hours = extractBusinessInfo(html, { locale: 'fr' }).hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`);
    expect(hours).toContain('fri 14:00-18:00');
    expect(hours.some((h) => h.startsWith('sat'))).toBe(false);
  });

  it('"Tous les jours sauf le lundi" and "Open 7 days"', () => {
    expect(fmt(['Tous les jours sauf le lundi : 10h-18h'])).toEqual(
      ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => `${d} 10:00-18:00`),
    );
    expect(fmt(['Open 7 days 8am - 6pm'])).toHaveLength(7);
  });

  it('12-hour clocks with a.m./p.m., "noon" and en-dash ranges', () => {
    expect(fmt(['Mon-Fri 8:30 a.m. - 5 p.m.'])).toEqual(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => `${d} 08:30-17:00`));
    expect(fmt(['Mon–Fri 9–5:30', 'Sat 10am–noon'])).toEqual([
      ...['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => `${d} 09:00-17:30`),
      'sat 10:00-12:00',
    ]);
  });

  it('"du mardi au samedi de 9h à 19h non-stop"', () => {
    expect(fmt(['Du mardi au samedi de 9h à 19h non-stop'])).toEqual(['tue', 'wed', 'thu', 'fri', 'sat'].map((d) => `${d} 09:00-19:00`));
  });
});
