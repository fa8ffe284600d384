import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IntlIsland } from '@/components/site/intl-island';
import { SiteLanguageToggle } from '@/components/site/language-toggle-server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { OnboardingForm } from './onboarding-form';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Onboarding' });
  return pageMetadata({ locale, path: '/onboarding', title: t('metaTitle'), description: t('metaDescription') });
}

// The create-agent page: a static shell; the two-step form and the
// creation overlay are one client island.
export default async function OnboardingPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <main id="main" className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background">
      <IntlIsland namespaces={['Onboarding']}>
        <OnboardingForm locale={locale} languageToggle={<SiteLanguageToggle locale={locale} />} />
      </IntlIsland>
    </main>
  );
}
