import type { CountryCode } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Page } from './pages';

// Which country a site is in decides how "01 42 68 53 00" or "(514) 842-3456" is read.
// Signals, strongest first: the address country the site declares, the phone the owner
// typed, the domain's country TLD, the page language's region; else the UI locale.

const COUNTRY_NAMES: Record<string, CountryCode> = {
  france: 'FR', fr: 'FR', belgique: 'BE', belgium: 'BE', belgie: 'BE', 'belgië': 'BE', be: 'BE',
  suisse: 'CH', switzerland: 'CH', schweiz: 'CH', svizzera: 'CH', ch: 'CH', canada: 'CA', ca: 'CA',
  'united states': 'US', usa: 'US', us: 'US', 'united states of america': 'US', 'états-unis': 'US',
  'united kingdom': 'GB', uk: 'GB', gb: 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'royaume-uni': 'GB',
  luxembourg: 'LU', lu: 'LU', monaco: 'MC', mc: 'MC', ireland: 'IE', ie: 'IE', germany: 'DE', de: 'DE', spain: 'ES', es: 'ES', italy: 'IT', it: 'IT',
};

export function normalizeCountry(v: string | undefined): CountryCode | undefined {
  if (!v) return undefined;
  const k = v.trim().toLowerCase().replace(/\.$/, '');
  return COUNTRY_NAMES[k] ?? (/^[a-z]{2}$/.test(k) ? (k.toUpperCase() as CountryCode) : undefined);
}

const TLD: Record<string, CountryCode> = { fr: 'FR', be: 'BE', ch: 'CH', ca: 'CA', uk: 'GB', us: 'US', lu: 'LU', mc: 'MC', ie: 'IE', re: 'RE', gp: 'GP', mq: 'MQ' };

export function countryFromUrl(url: string | undefined): CountryCode | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname;
    const tld = host.split('.').pop() ?? '';
    return TLD[tld];
  } catch {
    return undefined;
  }
}

export function countryFromLang(lang: string | undefined): CountryCode | undefined {
  const m = /^[a-z]{2}[-_]([a-z]{2})$/i.exec((lang ?? '').trim());
  return m ? normalizeCountry(m[1]) : undefined;
}

export function inferCountry(args: {
  pages: Page[];
  declaredCountry?: string;
  ownerPhone?: string;
  baseUrl?: string;
  locale: 'fr' | 'en';
}): CountryCode {
  const declared = normalizeCountry(args.declaredCountry);
  if (declared) return declared;
  if (args.ownerPhone && args.ownerPhone.trim().startsWith('+')) {
    const c = parsePhoneNumberFromString(args.ownerPhone.trim())?.country;
    if (c) return c;
  }
  for (const u of [args.baseUrl, ...args.pages.map((p) => p.url)]) {
    const c = countryFromUrl(u);
    if (c) return c;
  }
  for (const p of args.pages) {
    const c = countryFromLang(p.lang);
    if (c) return c;
  }
  return args.locale === 'en' ? 'US' : 'FR';
}
