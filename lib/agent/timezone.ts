import type { ExtractedInfo } from '@/lib/extract/types';
import type { Locale } from '@/lib/i18n/locales';

// The business's time zone, needed to answer "are you open now?" in local time. Taken from the
// extracted address (country, and state or province where a country spans several zones), else
// from the country code of a published phone number, else the UI language's usual market.

const BY_COUNTRY: Record<string, string> = {
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  LU: 'Europe/Luxembourg',
  MC: 'Europe/Monaco',
  GB: 'Europe/London',
  UK: 'Europe/London',
  IE: 'Europe/Dublin',
  DE: 'Europe/Berlin',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  PT: 'Europe/Lisbon',
  MA: 'Africa/Casablanca',
  TN: 'Africa/Tunis',
  SN: 'Africa/Dakar',
  CA: 'America/Toronto',
  US: 'America/New_York',
  AU: 'Australia/Sydney',
};

const US_STATES: Record<string, string> = {
  CA: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  AZ: 'America/Phoenix',
  CO: 'America/Denver',
  UT: 'America/Denver',
  NM: 'America/Denver',
  MT: 'America/Denver',
  WY: 'America/Denver',
  ID: 'America/Boise',
  TX: 'America/Chicago',
  IL: 'America/Chicago',
  MN: 'America/Chicago',
  WI: 'America/Chicago',
  MO: 'America/Chicago',
  IA: 'America/Chicago',
  LA: 'America/Chicago',
  OK: 'America/Chicago',
  KS: 'America/Chicago',
  NE: 'America/Chicago',
  AR: 'America/Chicago',
  MS: 'America/Chicago',
  AL: 'America/Chicago',
  TN: 'America/Chicago',
  ND: 'America/Chicago',
  SD: 'America/Chicago',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

const CA_PROVINCES: Record<string, string> = {
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  SK: 'America/Regina',
  MB: 'America/Winnipeg',
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  NB: 'America/Halifax',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
};

const BY_CALLING_CODE: [string, string][] = [
  ['+33', 'Europe/Paris'],
  ['+32', 'Europe/Brussels'],
  ['+41', 'Europe/Zurich'],
  ['+352', 'Europe/Luxembourg'],
  ['+44', 'Europe/London'],
  ['+353', 'Europe/Dublin'],
  ['+1', 'America/New_York'],
];

export function guessTimezone(info: Pick<ExtractedInfo, 'address' | 'phones'>, locale: Locale, ownerPhone?: string): string {
  const country = info.address?.country?.toUpperCase();
  const region = info.address?.region?.toUpperCase().trim();
  if (country === 'US' && region && US_STATES[region]) return US_STATES[region];
  if (country === 'CA' && region && CA_PROVINCES[region]) return CA_PROVINCES[region];
  if (country && BY_COUNTRY[country]) return BY_COUNTRY[country];
  const phones = [...info.phones.map((p) => p.e164), ownerPhone?.replace(/[^\d+]/g, '') ?? ''];
  for (const phone of phones) {
    const hit = BY_CALLING_CODE.find(([code]) => phone.startsWith(code));
    if (hit) return hit[1];
  }
  return locale === 'en' ? 'America/New_York' : 'Europe/Paris';
}
