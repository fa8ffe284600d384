'use client';

import { customerValueRange, formatMoney, labelAt, missedCallLoss, missedCallsRange, type Currency } from '@/lib/calculator';
import type { Locale } from '@/lib/i18n/locales';
import { CalculatorSliders } from './calculator-sliders';

export type MissedCallsLabels = {
  missedCalls: string;
  customerValue: string;
  monthlyLoss: string;
  yearlyLoss: string;
  /** "20 appels" for every step of the missed-calls slider (labelsPerStep). */
  calls: string[];
};

/** Missed-call cost: € on the landing page, $ on the ad pages. */
export function MissedCallsCalculator({ locale, currency, labels }: { locale: Locale; currency: Currency; labels: MissedCallsLabels }) {
  return (
    <CalculatorSliders
      locale={locale}
      sliders={[
        {
          key: 'missed-calls',
          label: labels.missedCalls,
          range: missedCallsRange,
          display: (v) => labelAt(labels.calls, missedCallsRange, v),
        },
        { key: 'customer-value', label: labels.customerValue, range: customerValueRange, display: (v, l) => formatMoney(v, l, currency) },
      ]}
      results={([calls, value], l) => {
        const loss = missedCallLoss(calls, value);
        return [
          { key: 'monthly', label: labels.monthlyLoss, value: formatMoney(loss.monthly, l, currency) },
          { key: 'yearly', label: labels.yearlyLoss, value: formatMoney(loss.yearly, l, currency), emphasis: true },
        ];
      }}
    />
  );
}
