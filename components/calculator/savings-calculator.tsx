'use client';

import { useTranslations } from 'next-intl';
import { callsPerDayRange, minutesPerCallRange, splitHours, staffMinutesSaved } from '@/lib/calculator';
import { CalculatorSliders } from './calculator-sliders';

/** SPEC's further page: calls/day × minutes/call × 25 = staff minutes saved a month; × 12 a year. */
export function SavingsCalculator() {
  const t = useTranslations('Savings');
  const duration = (totalMinutes: number) => {
    const { hours, minutes } = splitHours(totalMinutes);
    return hours === 0 && minutes === 0 ? t('zero') : t('duration', { hours, minutes }).trim();
  };
  return (
    <CalculatorSliders
      sliders={[
        { key: 'calls-per-day', label: t('callsPerDay'), range: callsPerDayRange, display: (v) => t('callsPerDayValue', { count: v }) },
        { key: 'minutes-per-call', label: t('minutesPerCall'), range: minutesPerCallRange, display: (v) => t('minutesPerCallValue', { count: v }) },
      ]}
      results={([calls, minutes]) => {
        const saved = staffMinutesSaved(calls, minutes);
        return [
          { key: 'monthly', label: t('monthly'), value: duration(saved.monthly) },
          { key: 'yearly', label: t('yearly'), value: duration(saved.yearly), emphasis: true },
        ];
      }}
    />
  );
}
