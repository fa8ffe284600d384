import type { ExtractedInfo } from './types';
import { emptyExtractedInfo } from './types';
import { parsePages } from './pages';
import { businessNodes, jsonLdNodes, str } from './json-ld';
import { inferCountry } from './country';
import { extractPhones } from './phones';
import { extractEmail } from './email';
import { extractAddresses } from './address-pick';
import { extractHours } from './hours';
import { extractOfferings } from './offerings';
import { extractFaq } from './faq';
import { extractSocialLinks } from './social';
import { extractBusinessName, extractBusinessType } from './business';
import { buildSummary } from './summary';

// Business facts from a website, deterministically (no network, no model): the scraper's
// bundle of pages (or one HTML document) in, ExtractedInfo out. Every fact keeps the URL of
// the page it came from; a fact the pages don't state stays empty.

export type ExtractOptions = {
  baseUrl?: string;
  locale: 'fr' | 'en';
  /** What the owner typed in onboarding; used when the site doesn't say. */
  businessName?: string;
  businessType?: string;
  /** The owner's phone; helps decide which country "01 42 …" belongs to. */
  phone?: string;
};

export function extractBusinessInfo(html: string, opts: ExtractOptions): ExtractedInfo {
  const pages = parsePages(html ?? '', opts.baseUrl);
  const nodes = jsonLdNodes(pages);
  const sources: Record<string, string> = {};

  const declaredCountry = businessNodes(nodes)
    .map((n) => (n.address && typeof n.address === 'object' ? str((n.address as Record<string, unknown>).addressCountry) : undefined))
    .find(Boolean);
  // An international number the business declares in JSON-LD says where it is, like the owner's.
  const declaredPhone = businessNodes(nodes)
    .map((n) => str(n.telephone))
    .find((t) => t?.trim().startsWith('+'));
  const country = inferCountry({
    pages,
    declaredCountry,
    ownerPhone: opts.phone?.trim().startsWith('+') ? opts.phone : (declaredPhone ?? opts.phone),
    baseUrl: opts.baseUrl,
    locale: opts.locale,
  });

  const name = extractBusinessName(pages, nodes, opts.businessName);
  if (name.source) sources.businessName = name.source;
  const type = extractBusinessType(pages, nodes, opts.locale, opts.businessType);
  if (type.source) sources.businessType = type.source;

  const phones = extractPhones(pages, nodes, country);
  if (phones[0]?.source) sources.phone = phones[0].source;
  const email = extractEmail(pages, nodes);
  if (email) sources.email = email.source;
  // A 4-digit postcode is Belgian or Swiss: the phone numbers usually tell which.
  const phoneCountry = phones[0]?.e164.startsWith('+32')
    ? 'BE'
    : phones[0]?.e164.startsWith('+41')
      ? 'CH'
      : phones[0]?.e164.startsWith('+352')
        ? 'LU'
        : undefined;
  const [address = null, ...otherAddresses] = extractAddresses(pages, nodes, phoneCountry ?? country);
  if (address?.source) sources.address = address.source;
  const hours = extractHours(pages, nodes);
  if (hours) sources.hours = hours.source;
  const { services, priced } = extractOfferings(pages, nodes);
  if (services[0]?.source) sources.services = services[0].source;
  if (priced[0]?.source) sources.priced = priced[0].source;
  const faq = extractFaq(pages, nodes);
  if (faq[0]?.source) sources.faq = faq[0].source;
  const socialLinks = extractSocialLinks(pages, nodes);

  const info = emptyExtractedInfo({
    businessName: name.name,
    businessType: type.type,
    phones,
    email: email?.email ?? null,
    address,
    ...(otherAddresses.length ? { otherAddresses } : {}),
    hours: hours?.hours ?? [],
    services,
    priced,
    faq,
    socialLinks,
    sourceUrls: [...new Set(pages.map((p) => p.url).filter(Boolean))],
    sources,
  });
  info.summary = buildSummary(info, opts.locale);
  return info;
}

export { enrichWithOpenAI } from './openai-enrich';
export type { ExtractedInfo } from './types';
