import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { absoluteUrl, siteOrigin } from './site-url';
import { OG_SIZE, ogImageFor } from './og-images';

/**
 * Title, description, Open Graph, Twitter, canonical and hreflang alternates for one page in one
 * locale. `title` and `description` default to the site's.
 * `bothLocales` = false for pages that exist in one language only (/ad-fr, /ad-en, /agent).
 */
export async function pageMetadata(opts: {
  locale: Locale;
  path: string;
  title?: string;
  description?: string;
  bothLocales?: boolean;
  noindex?: boolean;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: opts.locale, namespace: 'Meta' });
  const brand = getConfig().SITE_BRAND;
  const title = opts.title ?? t('title');
  const description = opts.description ?? t('description');
  const origin = siteOrigin(opts.locale);
  const url = absoluteUrl(opts.locale, opts.path, origin);
  const fr = absoluteUrl('fr', opts.path);
  const en = absoluteUrl('en', opts.path);
  // hreflang alternates only when both languages have a host; nothing absolute without one
  // (docs/DEPLOY.md "Site hosts") — Next would otherwise resolve images against localhost.
  const languages = opts.bothLocales === false || !fr || !en ? undefined : { fr, en, 'x-default': fr };
  const image = ogImageFor(opts.locale, opts.path).path; // resolved against metadataBase
  return {
    metadataBase: origin ? new URL(origin) : undefined,
    title,
    description,
    alternates: url ? { canonical: url, languages } : undefined,
    openGraph: {
      type: 'website',
      url,
      siteName: brand,
      title,
      description,
      locale: opts.locale === 'fr' ? 'fr_FR' : 'en_US',
      alternateLocale: opts.bothLocales === false ? undefined : opts.locale === 'fr' ? 'en_US' : 'fr_FR',
      images: origin ? [{ url: image, ...OG_SIZE, alt: title }] : undefined,
    },
    twitter: { card: 'summary_large_image', title, description, images: origin ? [image] : undefined },
    robots: opts.noindex ? { index: false, follow: false } : undefined,
  };
}
