import { describe, expect, it } from 'vitest';
import {
  clampToRange,
  customerValueRange,
  formatMoney,
  missedCallLoss,
  missedCallsRange,
  splitHours,
  staffMinutesSaved,
} from '@/lib/calculator';

const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('missed-call loss', () => {
  it('uses the defaults 20 calls × 15 × 25 days = 7 500 a month, 90 000 a year', () => {
    expect(missedCallLoss(missedCallsRange.default, customerValueRange.default)).toEqual({ monthly: 7500, yearly: 90000 });
  });
  it('is zero when either input is zero', () => {
    expect(missedCallLoss(0, 3000)).toEqual({ monthly: 0, yearly: 0 });
    expect(missedCallLoss(100, 0)).toEqual({ monthly: 0, yearly: 0 });
  });
  it('handles the maxima', () => {
    expect(missedCallLoss(100, 3000)).toEqual({ monthly: 7_500_000, yearly: 90_000_000 });
  });
});

describe('staff minutes saved (/savings)', () => {
  it('is calls × minutes × 25 a month and × 12 a year', () => {
    expect(staffMinutesSaved(20, 15)).toEqual({ monthly: 7500, yearly: 90000 });
    expect(staffMinutesSaved(3, 7)).toEqual({ monthly: 525, yearly: 6300 });
  });
  it('splits into hours and minutes', () => {
    expect(splitHours(7500)).toEqual({ hours: 125, minutes: 0 });
    expect(splitHours(525)).toEqual({ hours: 8, minutes: 45 });
    expect(splitHours(0)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('formatMoney', () => {
  it('formats euros in French with narrow spaces and € after the amount', () => {
    expect(formatMoney(7500, 'fr', 'EUR')).toBe(`7${nnbsp}500${nbsp}€`);
    expect(formatMoney(90000, 'fr', 'EUR')).toBe(`90${nnbsp}000${nbsp}€`);
    expect(formatMoney(0, 'fr', 'EUR')).toBe(`0${nbsp}€`);
  });
  it('formats euros in English with the sign first', () => {
    expect(formatMoney(7500, 'en', 'EUR')).toBe('€7,500');
    expect(formatMoney(90_000_000, 'en', 'EUR')).toBe('€90,000,000');
  });
  it('formats dollars: US format on /ad-en, French format on /ad-fr', () => {
    expect(formatMoney(7500, 'en', 'USD')).toBe('$7,500');
    expect(formatMoney(7500, 'fr', 'USD')).toBe(`7${nnbsp}500${nbsp}$`);
    expect(formatMoney(1_234_567, 'fr', 'USD')).toBe(`1${nnbsp}234${nnbsp}567${nbsp}$`);
  });
  it('rounds to whole units', () => {
    expect(formatMoney(99.6, 'en', 'USD')).toBe('$100');
  });
});

describe('clampToRange', () => {
  it('keeps values on the step and inside the bounds', () => {
    expect(clampToRange(-5, missedCallsRange)).toBe(0);
    expect(clampToRange(250, missedCallsRange)).toBe(100);
    expect(clampToRange(17, customerValueRange)).toBe(15);
    expect(clampToRange(18, customerValueRange)).toBe(20);
    expect(clampToRange(Number.NaN, customerValueRange)).toBe(0);
  });
});

describe('slider labels (ICU plurals from the messages, one label per step) and durations', async () => {
  const { createTranslator } = await import('use-intl/core');
  const { messages } = await import('@/messages');
  const { labelsPerStep, labelAt, callsPerDayRange, minutesPerCallRange } = await import('@/lib/calculator');
  const { formatDuration } = await import('@/components/calculator/savings-calculator');
  const labels = (locale: 'fr' | 'en') => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: 'Savings' });
    return {
      calls: labelsPerStep(callsPerDayRange, (count) => t('calls', { count })),
      minutes: labelsPerStep(minutesPerCallRange, (count) => t('minutes', { count })),
    };
  };
  it('picks the plural form per locale', () => {
    const fr = labels('fr');
    const en = labels('en');
    expect(fr.calls).toHaveLength(101);
    expect(labelAt(fr.calls, callsPerDayRange, 0)).toBe('aucun appel');
    expect(labelAt(fr.calls, callsPerDayRange, 1)).toBe('1 appel');
    expect(labelAt(fr.calls, callsPerDayRange, 20)).toBe('20 appels');
    expect(labelAt(fr.minutes, minutesPerCallRange, 0)).toBe('0 minute');
    expect(labelAt(en.calls, callsPerDayRange, 0)).toBe('no calls');
    expect(labelAt(en.calls, callsPerDayRange, 1)).toBe('1 call');
    expect(labelAt(en.calls, callsPerDayRange, 2)).toBe('2 calls');
    expect(labelAt(en.minutes, minutesPerCallRange, 60)).toBe('60 minutes');
    // Out-of-range or off-step input (URL, keyboard) reads as the clamped step.
    expect(labelAt(en.calls, callsPerDayRange, 250)).toBe('100 calls');
  });
  it('formats staff time as hours and minutes', () => {
    const units = { hourUnit: 'h', minuteUnit: 'min' };
    expect(formatDuration(7500, 'fr', units)).toBe(`125${nbsp}h`);
    expect(formatDuration(525, 'en', units)).toBe(`8${nbsp}h 45${nbsp}min`);
    expect(formatDuration(30, 'en', units)).toBe(`30${nbsp}min`);
    expect(formatDuration(0, 'fr', units)).toBe(`0${nbsp}h`);
    expect(formatDuration(90000, 'fr', units)).toBe(`1${nnbsp}500${nbsp}h`);
  });
});
