import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SavingsCalculator } from '@/components/calculator/savings-calculator';
import { PageShell } from '@/components/site/page-shell';
import { DemoCall } from '@/components/voice/demo-call';
import { callsPerDayRange, labelsPerStep, minutesPerCallRange, WORKING_DAYS_PER_MONTH } from '@/lib/calculator';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'SavingsPage' });
  return pageMetadata({ locale, path: '/savings', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function SavingsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'SavingsPage' });
  const tc = await getTranslations({ locale, namespace: 'Savings' });
  return (
    <PageShell locale={locale}>
      <section aria-labelledby="savings-title" className="bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-14 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('eyebrow')}</p>
          <h1 id="savings-title" className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('subtitle')}</p>
          <div className="mt-10 rounded-3xl border border-border bg-background p-6 shadow-sm sm:p-8">
            <h2 className="mb-6 text-xl font-semibold">{tc('title')}</h2>
            <SavingsCalculator
              locale={locale}
              labels={{
                callsPerDay: tc('callsPerDay'),
                minutesPerCall: tc('minutesPerCall'),
                monthly: tc('monthly'),
                yearly: tc('yearly'),
                calls: labelsPerStep(callsPerDayRange, (count) => tc('calls', { count })),
                minutes: labelsPerStep(minutesPerCallRange, (count) => tc('minutes', { count })),
                hourUnit: tc('hourUnit'),
                minuteUnit: tc('minuteUnit'),
              }}
            />
            <p className="mt-6 text-xs text-muted-foreground">{tc('basis', { days: WORKING_DAYS_PER_MONTH })}</p>
          </div>
        </div>
      </section>
      <section aria-labelledby="savings-demo-title" className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
        <h2 id="savings-demo-title" className="text-center text-2xl font-bold">
          {t('demoTitle')}
        </h2>
        <p className="mt-2 text-center text-muted-foreground">{t('demoSubtitle')}</p>
        <div className="mt-6">
          <div className="rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-lg shadow-primary/5 sm:p-8">
            <DemoCall locale={locale} variant="savings" />
          </div>
        </div>
      </section>
    </PageShell>
  );
}
