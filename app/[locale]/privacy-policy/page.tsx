import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/site/page-shell';
import { LegalPage } from '@/components/sections/legal-page';
import { PRIVACY_UPDATED, privacyCollectedItems, privacyRights, privacySections } from '@/config/legal';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const brand = getConfig().SITE_BRAND;
  return pageMetadata({ locale, path: '/privacy-policy', title: `${t('title')} | ${brand}`, description: t('description', { brand }) });
}

export default async function PrivacyPolicyPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  // The retention of suspected leads is the one the worker applies (LEAD_SUSPECTED_RETENTION_DAYS,
  // read when the page is built).
  const { SITE_BRAND: brand, CONTACT_EMAIL: email, LEAD_SUSPECTED_RETENTION_DAYS: suspectedDays } = getConfig();
  const mail = () => (
    <a href={`mailto:${email}`} className="font-medium text-primary underline">
      {email}
    </a>
  );
  const lists: Partial<Record<(typeof privacySections)[number], readonly string[]>> = {
    collected: privacyCollectedItems,
    rights: privacyRights,
  };
  return (
    <PageShell locale={locale}>
      <LegalPage locale={locale} title={t('title')} updated={PRIVACY_UPDATED} updatedLabel={(date) => t('lastUpdated', { date })}>
        {privacySections.map((id) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>{t(`${id}.title`)}</h2>
            <p>{t.rich(`${id}.body`, { brand, suspectedDays, email: mail() as never })}</p>
            {lists[id] ? (
              <ul>
                {lists[id].map((item) => (
                  <li key={item}>{t(`${id}.items.${item}` as never)}</li>
                ))}
              </ul>
            ) : null}
            {id === 'rights' ? <p>{t.rich('rights.howTo', { email: mail() as never })}</p> : null}
          </section>
        ))}
      </LegalPage>
    </PageShell>
  );
}
