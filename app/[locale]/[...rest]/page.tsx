import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';

// Any path no page answers. proxy.ts rewrites it here with status 404. We render the 404 view
// directly instead of calling notFound(): since Next 16.3 a notFound() from a page is sent as an
// empty HTML shell with the content only in the RSC payload (vercel/next.js#62228), which search
// engines, screen readers without JS and our own tests would see as a blank page.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function CatchAll({ params }: { params: Promise<{ locale: Locale; rest: string[] }> }) {
  const { locale, rest } = await params;
  setRequestLocale(locale);
  // proxy.ts prefixes the attempted path with __not-found; log what the visitor asked for.
  const segments = rest[0] === '__not-found' ? rest.slice(1) : rest;
  const path = '/' + segments.map((s) => safeDecode(s)).join('/');
  log.warn({ path: path.slice(0, 300), status: 404 }, 'page not found');
  return <NotFoundView locale={locale} />;
}

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
