import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { locales } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AppToaster } from '@/components/site/app-toaster';
import { HydrationSignal } from '@/components/site/hydration-signal';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { BRAND_ICON_DATA_URL } from '@/lib/seo/brand-icon';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) return {};
  return { ...(await pageMetadata({ locale, path: '/' })), icons: SITE_ICONS };
}

// Inherited by every page. The SVG icon is inline so that no favicon request races the first paint
// (docs/DEPLOY.md "Icons"); browsers without SVG favicons take the .ico, iOS the apple-touch-icon.
// No web app manifest either, for the same reason: this site is not an app to install.
const SITE_ICONS: Metadata['icons'] = {
  icon: [
    { url: '/favicon.ico', sizes: '32x32', type: 'image/x-icon' },
    { url: BRAND_ICON_DATA_URL, sizes: 'any', type: 'image/svg+xml' },
  ],
  apple: { url: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#4338ca',
};

export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-background text-foreground">
        <JsonLd data={organizationJsonLd(locale)} />
        {/* No client-side i18n runtime here: islands get translated strings as props, or their
            own namespaces through <IntlIsland> (components/site/intl-island.tsx). */}
        {children}
        <AppToaster />
        {/* Last, so its effect runs after every other one of the first render. */}
        <HydrationSignal />
      </body>
    </html>
  );
}
