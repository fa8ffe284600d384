import { faqIds } from '@/config/faq';
import { messages } from '@/messages';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { absoluteUrl, siteOrigin } from './site-url';

// schema.org data for search engines (JSON-LD). Everything comes from the same configuration and
// messages the pages render (plain strings, read directly so this stays a pure function), so the
// structured data can never disagree with the visible page.

export type JsonLd = Record<string, unknown>;

/** The monthly plan of the FAQ ("à partir de 49 € par mois"). */
const PLAN = { price: 49, currency: 'EUR' } as const;

/** Organization: on every page (app/[locale]/layout.tsx). */
export function organizationJsonLd(locale: Locale): JsonLd {
  const config = getConfig();
  const origin = siteOrigin(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    // Absolute links only when the language has a host (undefined fields are not serialized).
    '@id': origin && `${origin}/#organization`,
    name: config.SITE_BRAND,
    url: absoluteUrl(locale, '/', origin),
    logo: origin && `${origin}/icon-512.png`,
    email: config.CONTACT_EMAIL,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: config.CONTACT_EMAIL,
      availableLanguage: ['French', 'English'],
    },
  };
}

/** FAQPage: on / (the FAQ section renders the same faqIds and messages). */
export function faqPageJsonLd(locale: Locale): JsonLd {
  const items = messages[locale].Faq.items;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: faqIds.map((id) => ({
      '@type': 'Question',
      name: items[id].q,
      acceptedAnswer: { '@type': 'Answer', text: items[id].a },
    })),
  };
}

/** Product + Offer: the €49/month plan, on /. */
export function productJsonLd(locale: Locale): JsonLd {
  const meta = messages[locale].Meta;
  const config = getConfig();
  const origin = siteOrigin(locale);
  const url = absoluteUrl(locale, '/', origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: meta.title,
    description: meta.description,
    brand: { '@type': 'Brand', name: config.SITE_BRAND },
    image: origin && `${origin}/og/home-${locale}.png`,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: PLAN.price,
      priceCurrency: PLAN.currency,
      availability: 'https://schema.org/InStock',
      seller: origin ? { '@id': `${origin}/#organization` } : undefined,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: PLAN.price,
        priceCurrency: PLAN.currency,
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    },
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` is escaped so no string in the data can
 * close the script element (and U+2028/2029 for old parsers).
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
