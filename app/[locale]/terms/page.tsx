import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/site/page-shell';
import { LegalPage } from '@/components/sections/legal-page';
import { TERMS_UPDATED, termsSections } from '@/config/legal';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Terms' });
  const brand = getConfig().SITE_BRAND;
  return pageMetadata({ locale, path: '/terms', title: `${t('title')} | ${brand}`, description: t('description', { brand }) });
}

export default async function TermsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Terms' });
  const tf = await getTranslations({ locale, namespace: 'Footer' });
  const { SITE_BRAND: brand, CONTACT_EMAIL: email } = getConfig();
  return (
    <PageShell locale={locale}>
      <LegalPage locale={locale} title={t('title')} updated={TERMS_UPDATED} updatedLabel={(date) => t('lastUpdated', { date })}>
        {termsSections.map((id) => (
          <section key={id} aria-labelledby={`terms-${id}`}>
            <h2 id={`terms-${id}`}>{t(`sections.${id}.title`)}</h2>
            <p>{t(`sections.${id}.body`, { brand, email })}</p>
            {id === 'data' ? (
              <p>
                <Link href="/privacy-policy" className="font-medium text-primary underline">
                  {tf('privacy')}
                </Link>
              </p>
            ) : null}
          </section>
        ))}
      </LegalPage>
    </PageShell>
  );
}
