import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IntlIsland } from '@/components/site/intl-island';
import { PageShell } from '@/components/site/page-shell';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LeadForm } from './lead-form';

// /lead-form: prerendered per locale; proxy.ts maps ?lang=en|fr to the locale.
// The server renders the frame and the texts; the form itself is a small client island.

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'LeadForm' });
  return pageMetadata({ locale, path: '/lead-form', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function LeadFormPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'LeadForm' });
  return (
    <PageShell locale={locale}>
      <section aria-labelledby="lead-form-title" className="bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-2xl px-4 pb-20 pt-12 sm:px-6">
          <h1 id="lead-form-title" className="text-center text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-center text-lg text-muted-foreground">{t('subtitle')}</p>
          <div className="mt-8">
            <IntlIsland namespaces={['LeadForm', 'ApiErrors']}>
              <LeadForm locale={locale} />
            </IntlIsland>
          </div>
        </div>
      </section>
    </PageShell>
  );
}
