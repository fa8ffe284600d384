import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  hoursByDay,
  isOpenAt,
  nextOpening,
  normalizeClockTime,
  parseClockTime,
  parseIntervalsText,
  parseSchemaOpeningHours,
  parseTimeRange,
  spansOn,
  type OpeningInterval,
} from '@/lib/hours';
import { parseTimeKey } from '@/lib/receptionist/zoned-time';

// The one HH:MM rule: every parser agrees on what a valid wall-clock time is.
describe('HH:MM rule', () => {
  it('accepts 00:00–23:59 and 24:00, nothing else', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('9:05')).toBe(545);
    expect(parseClockTime('23:59')).toBe(1439);
    expect(parseClockTime('24:00')).toBe(1440);
    for (const bad of ['24:59', '24:01', '25:00', '12:60', '9h', '', '12:5']) expect(parseClockTime(bad), bad).toBeNull();
  });
  it('the receptionist, the owner editor, schema.org and page text all reject 24:59', () => {
    expect(parseTimeKey('24:59')).toBeNull();
    expect(parseIntervalsText('20:00-24:59')).toBeNull();
    expect(parseSchemaOpeningHours('Mo 20:00-24:59')).toEqual([]);
    expect(parseTimeRange('20h - 24h59')).toBeUndefined();
    expect(hoursByDay([{ day: 'monday', opens: '20:00', closes: '24:59' }])[0]!.intervals).toEqual([]);
  });
  it('normalizes loose times people and schema.org write', () => {
    expect(normalizeClockTime('9')).toBe('09:00');
    expect(normalizeClockTime('9h30')).toBe('09:30');
    expect(normalizeClockTime('0930')).toBe('09:30');
    expect(normalizeClockTime('09:00:00')).toBe('09:00');
    expect(normalizeClockTime('24h')).toBe('24:00');
    expect(normalizeClockTime('24:30')).toBeNull();
    expect(formatClockTime(1440)).toBe('24:00');
  });
});

describe('open now', () => {
  const hours: OpeningInterval[] = [
    { day: 'friday', opens: '18:00', closes: '02:00' },
    { day: 'saturday', opens: '10:00', closes: '12:00' },
  ];
  const friday = { y: 2026, m: 11, d: 27 };
  const saturday = { y: 2026, m: 11, d: 28 };
  it('an interval past midnight spills into the next day', () => {
    expect(spansOn(hours, 'friday')).toEqual([{ opens: 1080, closes: 1560 }]);
    expect(isOpenAt(hours, saturday, 60)).toBe(true);
    expect(isOpenAt(hours, saturday, 150)).toBe(false);
    expect(isOpenAt(hours, friday, 17 * 60)).toBe(false);
  });
  it('finds the next opening after a moment', () => {
    expect(nextOpening(hours, { ...saturday, hh: 3, mm: 0 })).toEqual({ date: saturday, minutes: 600 });
  });
});
