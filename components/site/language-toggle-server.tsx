import { getTranslations } from 'next-intl/server';
import { hostRules } from '@/lib/i18n/host-rules';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageToggle } from './language-toggle';

/** Server wrapper: translates the labels and passes the host rules to the client island. */
export async function SiteLanguageToggle({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'LanguageToggle' });
  return (
    <LanguageToggle
      locale={locale}
      className={className}
      hostRules={hostRules()}
      labels={{
        label: t('label'),
        fr: t('fr'),
        en: t('en'),
        switchTo: { fr: t('switchTo', { language: t('fr') }), en: t('switchTo', { language: t('en') }) },
      }}
    />
  );
}
