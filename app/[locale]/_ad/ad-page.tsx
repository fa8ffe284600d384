import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowLeft, CalendarCheck, Clock, PhoneCall, Sparkles } from 'lucide-react';
import { BookCall } from '@/components/booking/book-call';
import { CalculatorSection } from '@/components/sections/calculator-section';
import { DemoCall } from '@/components/voice/demo-call';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';

const decorativeIcons = [
  { key: 'phone', Icon: PhoneCall },
  { key: 'calendar', Icon: CalendarCheck },
  { key: 'clock', Icon: Clock },
] as const;

/**
 * Advertising pages: one layout, rendered in a fixed language (/ad-fr French, /ad-en
 * English), calculator in dollars, demo agent and booking widget of that language.
 */
export async function AdPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ad' });
  const { HOME_URL: homeUrl, CONTACT_EMAIL: contactEmail } = getConfig();
  return (
    <div className="min-h-dvh bg-slate-950 text-white">
      <header className="mx-auto flex max-w-6xl items-center px-4 py-5 sm:px-6">
        <a
          href={homeUrl}
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-slate-200 hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('home')}
        </a>
      </header>
      <main id="main">
        <section aria-labelledby="ad-title" className="mx-auto max-w-4xl px-4 pb-16 pt-8 text-center sm:px-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-400/40 bg-indigo-500/15 px-3 py-1 text-xs font-semibold text-indigo-200">
            <Sparkles className="size-3.5" aria-hidden />
            {t('badge')}
          </p>
          <h1 id="ad-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300 text-pretty">{t('subtitle')}</p>
          <BookCall locale={locale} label={t('bookCall')} variant="accent" className="mt-8" />
        </section>
        <section aria-labelledby="ad-demo-title" className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
          <h2 id="ad-demo-title" className="text-center text-2xl font-bold">
            {t('demoTitle')}
          </h2>
          <p className="mt-2 text-center text-slate-300">{t('demoSubtitle')}</p>
          <div className="mt-6 text-foreground">
            <div className="rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-lg shadow-primary/5 sm:p-8">
              <DemoCall locale={locale} variant={locale === 'fr' ? 'ad-fr' : 'ad-en'} />
            </div>
          </div>
        </section>
        <div className="bg-background text-foreground">
          <CalculatorSection locale={locale} currency="USD" id="ad-calculator" />
        </div>
        <section aria-labelledby="ad-cta-title" className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
          {locale === 'fr' ? (
            <ul className="mb-8 flex justify-center gap-4" aria-hidden>
              {decorativeIcons.map(({ key, Icon }) => (
                <li
                  key={key}
                  className="flex size-14 items-center justify-center rounded-2xl bg-indigo-500/15 text-indigo-200"
                  title={t(`icons.${key}`)}
                >
                  <Icon className="size-6" />
                </li>
              ))}
            </ul>
          ) : null}
          <h2 id="ad-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('ctaTitle')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{t('ctaSubtitle')}</p>
          <BookCall locale={locale} label={t('bookNow')} variant="accent" className="mt-8" />
        </section>
      </main>
      <footer className="border-t border-white/10">
        <nav aria-label={t('legal')} className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm text-slate-300 sm:px-6">
          <Link href="/privacy-policy" className="hover:text-white hover:underline">
            {t('privacy')}
          </Link>
          <Link href="/terms" className="hover:text-white hover:underline">
            {t('terms')}
          </Link>
          <a href={`mailto:${contactEmail}`} className="hover:text-white hover:underline">
            {contactEmail}
          </a>
        </nav>
      </footer>
    </div>
  );
}

export async function adMetadata(locale: Locale, path: string) {
  const { pageMetadata } = await import('@/lib/seo/page-metadata');
  const t = await getTranslations({ locale, namespace: 'Ad' });
  return pageMetadata({ locale, path, title: t('metaTitle'), description: t('metaDescription'), bothLocales: false });
}
