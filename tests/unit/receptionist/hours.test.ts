import { describe, expect, it } from 'vitest';
import type { OpeningInterval } from '@/lib/extract/types';
import { isOpenAt, nextOpening, spansOn } from '@/lib/hours';
import { bookable, gridStarts, MEALTIMES, nearestFreeSlot } from '@/lib/receptionist/slots';
import { fromLocal, toLocal, weekdayOf } from '@/lib/receptionist/zoned-time';
import { formatWeek, formatTime, formatDay } from '@/lib/receptionist/replies';

const SALON: OpeningInterval[] = [
  { day: 'tuesday', opens: '09:00', closes: '12:00' },
  { day: 'tuesday', opens: '14:00', closes: '19:00' },
  { day: 'wednesday', opens: '09:00', closes: '19:00' },
  { day: 'saturday', opens: '09:00', closes: '17:00' },
  { day: 'friday', opens: '22:00', closes: '02:00' },
];
const TUE = { y: 2026, m: 11, d: 24 };

describe('opening hours', () => {
  it('knows open and closed minutes, split days and overnight spans', () => {
    expect(isOpenAt(SALON, TUE, 10 * 60)).toBe(true);
    expect(isOpenAt(SALON, TUE, 13 * 60)).toBe(false);
    expect(isOpenAt(SALON, { y: 2026, m: 11, d: 29 }, 12 * 60)).toBe(false);
    // Friday 22:00–02:00 still open at 01:00 on Saturday.
    expect(isOpenAt(SALON, { y: 2026, m: 11, d: 28 }, 60)).toBe(true);
    expect(spansOn(SALON, 'friday')).toEqual([{ opens: 22 * 60, closes: 26 * 60 }]);
  });
  it('finds the next opening', () => {
    expect(nextOpening(SALON, { ...TUE, hh: 12, mm: 30 })).toEqual({ date: TUE, minutes: 14 * 60 });
    expect(nextOpening(SALON, { ...TUE, hh: 20, mm: 0 })).toEqual({ date: { y: 2026, m: 11, d: 25 }, minutes: 9 * 60 });
  });
  it('describes the week in French and English', () => {
    const week = formatWeek(SALON, 'fr');
    expect(week).toContain('le mardi de 9 h à 12 h et de 14 h à 19 h');
    expect(week).toContain('fermé le lundi, jeudi et dimanche');
    expect(formatWeek(SALON, 'en')).toContain('Tuesday from 9 AM to noon and from 2 PM to 7 PM');
    expect(formatTime(14 * 60 + 30, 'fr')).toBe('14 h 30');
    expect(formatTime(15 * 60, 'en')).toBe('3 PM');
    expect(formatDay({ y: 2026, m: 11, d: 25 }, 'fr', TUE)).toBe('demain (mercredi 25 novembre)');
  });
});

describe('slots', () => {
  it('builds a half-hour grid inside opening spans', () => {
    expect(gridStarts(SALON, TUE).slice(0, 3)).toEqual([540, 570, 600]);
    expect(gridStarts(SALON, TUE)).not.toContain(12 * 60);
    expect(gridStarts(SALON, TUE)).toContain(18 * 60 + 30);
  });
  it('proposes the nearest free slot, same day first, then later days', () => {
    const taken = new Set(['2026-11-24 600']);
    const isTaken = (s: { date: { d: number }; minutes: number }) => taken.has(`2026-11-${s.date.d} ${s.minutes}`);
    const now = { date: TUE, minutes: 9 * 60 };
    expect(nearestFreeSlot({ hours: SALON, requested: { date: TUE, minutes: 600 }, now, isTaken })).toEqual({ date: TUE, minutes: 630 });
    // Thursday is closed: the next open day is Friday, whose only span is 22:00–02:00.
    const thu = { y: 2026, m: 11, d: 26 };
    expect(nearestFreeSlot({ hours: SALON, requested: { date: thu, minutes: 600 }, now, isTaken })).toEqual({
      date: { y: 2026, m: 11, d: 27 },
      minutes: 22 * 60,
    });
  });
  it('without published hours, books daytime appointments but a restaurant’s tables at lunch and dinner, Sundays too', () => {
    const SAT = { y: 2026, m: 11, d: 28 };
    const SUN = { y: 2026, m: 11, d: 29 };
    expect(bookable([], SAT, 19 * 60)).toBe(false);
    expect(bookable([], SAT, 10 * 60)).toBe(true);
    expect(bookable([], SAT, 19 * 60, 30, MEALTIMES)).toBe(true);
    expect(bookable([], SAT, 16 * 60, 30, MEALTIMES)).toBe(false);
    expect(gridStarts([], SUN)).toEqual([]);
    expect(gridStarts([], SUN, 30, MEALTIMES)).toContain(20 * 60);
    const now = { date: TUE, minutes: 9 * 60 };
    expect(
      nearestFreeSlot({ hours: [], requested: { date: SAT, minutes: 17 * 60 }, now, isTaken: () => false, unknown: MEALTIMES }),
    ).toEqual({ date: SAT, minutes: 19 * 60 });
  });
});

describe('time zones', () => {
  it('converts wall-clock times both ways across DST', () => {
    expect(fromLocal({ y: 2026, m: 11, d: 24, hh: 10, mm: 0 }, 'Europe/Paris').toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(fromLocal({ y: 2026, m: 7, d: 1, hh: 10, mm: 0 }, 'Europe/Paris').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(fromLocal({ y: 2026, m: 11, d: 24, hh: 10, mm: 0 }, 'America/New_York').toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(toLocal(new Date('2026-11-24T23:30:00Z'), 'Europe/Paris')).toMatchObject({ d: 25, hh: 0, mm: 30 });
    expect(weekdayOf({ y: 2026, m: 11, d: 24 })).toBe('tuesday');
  });
});
