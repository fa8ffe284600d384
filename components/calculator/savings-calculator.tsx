'use client';

import { callsPerDayRange, formatInteger, labelAt, minutesPerCallRange, splitHours, staffMinutesSaved } from '@/lib/calculator';
import type { Locale } from '@/lib/i18n/locales';
import { CalculatorSliders } from './calculator-sliders';

export type SavingsLabels = {
  callsPerDay: string;
  minutesPerCall: string;
  monthly: string;
  yearly: string;
  /** A label for every step of each slider (labelsPerStep): "20 appels", "15 minutes". */
  calls: string[];
  minutes: string[];
  hourUnit: string;
  minuteUnit: string;
};

/** "125 h", "8 h 45 min", "30 min", "0 h" */
export function formatDuration(totalMinutes: number, locale: Locale, units: { hourUnit: string; minuteUnit: string }) {
  const { hours, minutes } = splitHours(totalMinutes);
  const parts = [];
  if (hours > 0 || minutes === 0) parts.push(`${formatInteger(hours, locale)}\u00a0${units.hourUnit}`);
  if (minutes > 0) parts.push(`${minutes}\u00a0${units.minuteUnit}`);
  return parts.join(' ');
}

/** The savings page: calls/day × minutes/call × 25 = staff minutes saved a month; × 12 a year. */
export function SavingsCalculator({ locale, labels }: { locale: Locale; labels: SavingsLabels }) {
  return (
    <CalculatorSliders
      locale={locale}
      sliders={[
        {
          key: 'calls-per-day',
          label: labels.callsPerDay,
          range: callsPerDayRange,
          display: (v) => labelAt(labels.calls, callsPerDayRange, v),
        },
        {
          key: 'minutes-per-call',
          label: labels.minutesPerCall,
          range: minutesPerCallRange,
          display: (v) => labelAt(labels.minutes, minutesPerCallRange, v),
        },
      ]}
      results={([calls, minutes], l) => {
        const saved = staffMinutesSaved(calls, minutes);
        return [
          { key: 'monthly', label: labels.monthly, value: formatDuration(saved.monthly, l, labels) },
          { key: 'yearly', label: labels.yearly, value: formatDuration(saved.yearly, l, labels), emphasis: true },
        ];
      }}
    />
  );
}
