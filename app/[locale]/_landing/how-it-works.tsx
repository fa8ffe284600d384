import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Globe, Mic, Sparkles } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { howItWorksSteps } from '@/config/faq';
import type { Locale } from '@/lib/i18n/locales';

const icons = { globe: Globe, sparkles: Sparkles, mic: Mic } as const;

export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks' });
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="max-w-2xl">
        <h2 id="how-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{t('subtitle')}</p>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {howItWorksSteps.map((step, i) => {
          const Icon = icons[step.icon];
          return (
            <li key={step.id} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary" aria-hidden>
                  <Icon className="size-5" />
                </span>
                <span className="text-sm font-semibold text-primary">{t('step', { n: i + 1 })}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{t(`steps.${step.id}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`steps.${step.id}.body`)}</p>
            </li>
          );
        })}
      </ol>
      <Link href="/onboarding" className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        {t('cta')}
      </Link>
    </section>
  );
}
