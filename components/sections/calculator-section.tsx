import { getTranslations } from 'next-intl/server';
import { MissedCallsCalculator } from '@/components/calculator/missed-calls-calculator';
import { labelsPerStep, missedCallsRange, WORKING_DAYS_PER_MONTH, type Currency } from '@/lib/calculator';
import type { Locale } from '@/lib/i18n/locales';

/** The missed-call calculator block: € on the landing page, $ on the ad pages. */
export async function CalculatorSection({ locale, currency, id = 'calculator' }: { locale: Locale; currency: Currency; id?: string }) {
  const t = await getTranslations({ locale, namespace: 'Calculator' });
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{t('subtitle')}</p>
        <div className="mt-10 rounded-3xl border border-border bg-background p-6 shadow-sm sm:p-8">
          <MissedCallsCalculator
            locale={locale}
            currency={currency}
            labels={{
              missedCalls: t('missedCalls'),
              customerValue: t('customerValue'),
              monthlyLoss: t('monthlyLoss'),
              yearlyLoss: t('yearlyLoss'),
              calls: labelsPerStep(missedCallsRange, (count) => t('calls', { count })),
            }}
          />
          <p className="mt-6 text-xs text-muted-foreground">{t('basis', { days: WORKING_DAYS_PER_MONTH })}</p>
        </div>
      </div>
    </section>
  );
}
