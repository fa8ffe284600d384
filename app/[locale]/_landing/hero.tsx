import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CalendarCheck, Clock, Languages, PhoneIncoming, ShieldCheck, Sparkles } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';

const points = [
  { key: 'always', Icon: Clock },
  { key: 'booking', Icon: CalendarCheck },
  { key: 'languages', Icon: Languages },
  { key: 'gdpr', Icon: ShieldCheck },
] as const;

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hero' });
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-14 sm:px-6 md:pt-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-background px-3 py-1 text-xs font-semibold text-primary shadow-sm ring-1 ring-border">
            <Sparkles className="size-3.5" aria-hidden />
            {t('badge')}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground text-pretty">{t('subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#demo" className={buttonVariants({ size: 'lg' })}>
              {t('tryDemo')}
            </a>
            <Link href="/lead-form" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('createAgent')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('freeStart')}</p>
          <ul className="mt-8 grid grid-cols-2 gap-3 text-sm font-medium sm:max-w-md">
            {points.map(({ key, Icon }) => (
              <li key={key} className="flex items-center gap-2">
                <Icon className="size-4 shrink-0 text-primary" aria-hidden />
                {t(`points.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-3xl border border-border bg-card p-6 shadow-xl shadow-primary/10" aria-label={t('callCard.label')}>
          <figcaption className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <PhoneIncoming className="size-4 text-primary" aria-hidden />
            {t('callCard.label')}
          </figcaption>
          <div className="mt-5 space-y-3 text-sm">
            <p className="mr-10 rounded-2xl rounded-tl-sm bg-muted px-4 py-3">{t('callCard.caller')}</p>
            <p className="ml-10 rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-primary-foreground">{t('callCard.agent')}</p>
          </div>
          <p className="mt-5 flex items-center gap-2 text-xs font-medium text-success-foreground">
            <span className="size-2 rounded-full bg-success" aria-hidden />
            {t('callCard.status')}
          </p>
        </figure>
      </div>
    </section>
  );
}
