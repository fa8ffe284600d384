import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, findBusinessType, localizeBusinessType } from '@/lib/agent/business-types';
import { editTokenMatches, hashEditToken, newEditToken } from '@/lib/agent/edit-token';
import { guessTimezone } from '@/lib/agent/timezone';
import { defaultSettings } from '@/lib/agent/settings';
import { emptyExtractedInfo } from '@/lib/extract/types';

describe('business types', () => {
  it('are the nine business types, in tile order, per language', () => {
    expect(BUSINESS_TYPES.map((t) => t.label.fr)).toEqual([
      'Restaurant',
      'Salon de coiffure',
      'Fleuriste',
      'Clinique',
      'Garage auto',
      'Cabinet dentaire',
      'Boutique',
      'Hôtel',
      'Autre',
    ]);
    expect(BUSINESS_TYPES.map((t) => t.label.en)).toEqual([
      'Restaurant',
      'Hair Salon',
      'Florist',
      'Clinic',
      'Auto Garage',
      'Dental Office',
      'Shop',
      'Hotel',
      'Other',
    ]);
  });

  it('have unique stable ids and an icon each', () => {
    const ids = BUSINESS_TYPES.map((t) => t.id);
    expect(new Set(ids).size).toBe(9);
    expect(ids.at(-1)).toBe('other');
    for (const t of BUSINESS_TYPES) expect(t.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
  });

  it('are recognised in either language, accents and case aside, and translated', () => {
    expect(findBusinessType('hotel')?.id).toBe('hotel');
    expect(findBusinessType('Hôtel')?.id).toBe('hotel');
    expect(findBusinessType('HAIR SALON')?.id).toBe('hair_salon');
    expect(findBusinessType('Cabinet d’avocats')).toBeUndefined();
    expect(localizeBusinessType('Salon de coiffure', 'en')).toBe('Hair Salon');
    expect(localizeBusinessType('Dental Office', 'fr')).toBe('Cabinet dentaire');
    expect(localizeBusinessType('  Cabinet d’avocats ', 'en')).toBe('Cabinet d’avocats');
  });
});

describe('default settings', () => {
  it('follow the creating UI language', () => {
    expect(defaultSettings('fr')).toEqual({ language: 'fr', tone: 'Chaleureux et professionnel', maxCallDuration: 5 });
    expect(defaultSettings('en')).toEqual({ language: 'en', tone: 'Warm and professional', maxCallDuration: 5 });
  });
});

describe('edit token', () => {
  it('is random, stored only as a hash, and checked in constant time', () => {
    const a = newEditToken();
    const b = newEditToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
    expect(a.hash).toBe(hashEditToken(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(editTokenMatches(a.token, a.hash)).toBe(true);
    expect(editTokenMatches(b.token, a.hash)).toBe(false);
    expect(editTokenMatches('', a.hash)).toBe(false);
    expect(editTokenMatches(a.token, null)).toBe(false);
  });
});

describe('guessTimezone', () => {
  it('uses the address country and region, then phone calling codes, then the UI language', () => {
    const info = (address: object | null, phones: string[] = []) =>
      emptyExtractedInfo({ address: address as never, phones: phones.map((e164) => ({ e164, display: e164 })) });
    expect(guessTimezone(info({ formatted: 'x', country: 'BE' }), 'fr')).toBe('Europe/Brussels');
    expect(guessTimezone(info({ formatted: 'x', country: 'US', region: 'CA' }), 'en')).toBe('America/Los_Angeles');
    expect(guessTimezone(info({ formatted: 'x', country: 'CA', region: 'QC' }), 'fr')).toBe('America/Toronto');
    expect(guessTimezone(info(null, ['+41221234567']), 'fr')).toBe('Europe/Zurich');
    expect(guessTimezone(info(null), 'fr', '+44 20 7946 0958')).toBe('Europe/London');
    expect(guessTimezone(info(null), 'fr')).toBe('Europe/Paris');
  });
});

import { closedDays, formatInterval, hoursByDay, intervalsToText, parseIntervalsText } from '@/lib/hours';

describe('hours helpers', () => {
  it('parse what owners type, in both languages, and refuse nonsense', () => {
    expect(parseIntervalsText('09:00-12:00, 14:00-19:00')).toEqual([
      { opens: '09:00', closes: '12:00' },
      { opens: '14:00', closes: '19:00' },
    ]);
    expect(parseIntervalsText('9h à 12h et 14h – 18h30')).toEqual([
      { opens: '09:00', closes: '12:00' },
      { opens: '14:00', closes: '18:30' },
    ]);
    expect(parseIntervalsText('18:00-24:00')).toEqual([{ opens: '18:00', closes: '24:00' }]);
    expect(parseIntervalsText('  ')).toEqual([]);
    // Past midnight: the close is the next day, and reads so in both languages.
    expect(parseIntervalsText('11:00-02:00')).toEqual([{ opens: '11:00', closes: '02:00' }]);
    expect(parseIntervalsText('22h à 2h')).toEqual([{ opens: '22:00', closes: '02:00' }]);
    expect(formatInterval({ opens: '22:00', closes: '02:00' }, 'fr')).toBe('22h00–02h00 (le lendemain)');
    expect(formatInterval({ opens: '22:00', closes: '02:00' }, 'en')).toBe('22:00–02:00 (next day)');
    expect(formatInterval({ opens: '18:00', closes: '24:00' }, 'en')).toBe('18:00–24:00');
    expect(parseIntervalsText('09:00-09:00')).toBeNull();
    expect(parseIntervalsText('morning')).toBeNull();
    expect(parseIntervalsText('25:00-26:00')).toBeNull();
    expect(
      intervalsToText([
        { opens: '09:00', closes: '12:00' },
        { opens: '14:00', closes: '19:00' },
      ]),
    ).toBe('09:00-12:00, 14:00-19:00');
  });

  it('group by day Monday first, sorted, with closed days', () => {
    const hours = [
      { day: 'tuesday' as const, opens: '14:00', closes: '19:00' },
      { day: 'tuesday' as const, opens: '09:00', closes: '12:00' },
    ];
    const days = hoursByDay(hours);
    expect(days.map((d) => d.day)[0]).toBe('monday');
    expect(days[1].intervals.map((i) => i.opens)).toEqual(['09:00', '14:00']);
    expect(closedDays(hours)).toHaveLength(6);
    expect(closedDays([])).toEqual([]);
  });
});
