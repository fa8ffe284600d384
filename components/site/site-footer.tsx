import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { BrandLogo } from './brand-logo';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const { SITE_BRAND, CONTACT_EMAIL } = getConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <BrandLogo locale={locale} />
          <p className="max-w-sm text-sm text-muted-foreground">{t('tagline')}</p>
          <Link href="/onboarding" className="inline-block text-sm font-semibold text-primary hover:underline">
            {t('createAgent')} →
          </Link>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{t('legal')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link href="/privacy-policy" className="text-muted-foreground hover:text-foreground hover:underline">
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link href="/terms" className="text-muted-foreground hover:text-foreground hover:underline">
                {t('terms')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{t('contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className="text-muted-foreground hover:text-foreground hover:underline">
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>
              <Link href={`/lead-form?lang=${locale}`} className="text-muted-foreground hover:text-foreground hover:underline">
                {t('contactUs')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6">{t('rights', { year, brand: SITE_BRAND })}</p>
      </div>
    </footer>
  );
}
