import { getTranslations } from 'next-intl/server';
import { landingSections } from '@/config/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { BrandLogo } from './brand-logo';
import { SiteLanguageToggle } from './language-toggle-server';
import { SiteNav } from './site-nav';

/** The shared top bar: logo, section navigation, FR/EN toggle, Get Started. */
export async function SiteHeader({ locale, onLanding = false }: { locale: Locale; onLanding?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const items = landingSections.map((s) => ({ id: s.id, label: t(s.label) }));
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo locale={locale} />
        <SiteNav
          items={items}
          onLanding={onLanding}
          labels={{ nav: t('label'), open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle') }}
          getStarted={{ href: `/lead-form?lang=${locale}`, label: t('getStarted') }}
          toggle={<SiteLanguageToggle locale={locale} />}
        />
      </div>
    </header>
  );
}
