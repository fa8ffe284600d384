import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { defaultLocale } from '@/lib/i18n/locales';

// /manifest.webmanifest: name, theme colour (#4338ca, as the viewport's) and icons
// (scripts/generate-icons.tsx draws them all from app/icon.svg).
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'Meta' });
  const brand = getConfig().SITE_BRAND;
  return {
    name: brand,
    short_name: brand,
    description: t('description'),
    lang: defaultLocale,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4338ca',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'maskable' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
    ],
  };
}
