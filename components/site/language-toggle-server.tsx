import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageToggle } from './language-toggle';

/** Server wrapper: translates the labels and passes the host rules to the client island. */
export async function SiteLanguageToggle({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'LanguageToggle' });
  const config = getConfig();
  return (
    <LanguageToggle
      locale={locale}
      className={className}
      hostRules={{ frHosts: config.FR_HOSTS, enHosts: config.EN_HOSTS }}
      labels={{
        label: t('label'),
        fr: t('fr'),
        en: t('en'),
        switchTo: { fr: t('switchTo', { language: t('fr') }), en: t('switchTo', { language: t('en') }) },
      }}
    />
  );
}
