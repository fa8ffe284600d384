'use client';

import { useTranslations } from 'next-intl';
import {
  customerValueRange,
  formatMoney,
  missedCallLoss,
  missedCallsRange,
  type Currency,
} from '@/lib/calculator';
import { CalculatorSliders } from './calculator-sliders';

/** SPEC §5/§9 missed-call cost: € on the landing page, $ on the ad pages. */
export function MissedCallsCalculator({ currency }: { currency: Currency }) {
  const t = useTranslations('Calculator');
  return (
    <CalculatorSliders
      sliders={[
        {
          key: 'missed-calls',
          label: t('missedCalls'),
          range: missedCallsRange,
          display: (v) => t('missedCallsValue', { count: v }),
        },
        {
          key: 'customer-value',
          label: t('customerValue'),
          range: customerValueRange,
          display: (v, locale) => formatMoney(v, locale, currency),
        },
      ]}
      results={([calls, value], locale) => {
        const loss = missedCallLoss(calls, value);
        return [
          { key: 'monthly', label: t('monthlyLoss'), value: formatMoney(loss.monthly, locale, currency) },
          { key: 'yearly', label: t('yearlyLoss'), value: formatMoney(loss.yearly, locale, currency), emphasis: true },
        ];
      }}
    />
  );
}
