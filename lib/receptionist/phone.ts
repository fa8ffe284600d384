import { findPhoneNumbersInText, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Caller phone numbers as typed or dictated ("06 12 34 56 78", "+33 6…", "(415) 555-0100"),
// read with libphonenumber-js in the business's country; stored as typed + E.164 for matching.

export type FoundPhone = { e164: string; display: string };

export function findPhone(text: string, country: CountryCode): FoundPhone | null {
  const found = findPhoneNumbersInText(text, { defaultCountry: country });
  for (const f of found) {
    if (f.number.isValid() || f.number.isPossible()) {
      return { e164: f.number.number, display: f.number.formatNational() };
    }
  }
  // Numbers libphonenumber calls "possible" but not "valid" (new ranges, fictional test ranges)
  // are still a caller's number: parse each digit run on its own.
  for (const m of text.matchAll(/(?:\+|\b00)?\(?\d[\d\s().-]{6,}\d/g)) {
    const digits = m[0].replace(/[^\d+]/g, '');
    if (digits.replace(/\D/g, '').length < 8 || digits.replace(/\D/g, '').length > 15) continue;
    const p = parsePhoneNumberFromString(digits.startsWith('00') ? `+${digits.slice(2)}` : digits, country);
    if (p && (p.isValid() || p.isPossible())) return { e164: p.number, display: p.formatNational() };
  }
  return null;
}

export function toE164(text: string, country: CountryCode): string | null {
  const p = parsePhoneNumberFromString(text, country);
  return p && (p.isValid() || p.isPossible()) ? p.number : null;
}

/** The business's country for phone parsing: its address, else its own phone's prefix, else France. */
export function countryFor(opts: { addressCountry?: string | null; phoneE164?: string | null; lang?: 'fr' | 'en' }): CountryCode {
  if (opts.addressCountry && /^[A-Z]{2}$/.test(opts.addressCountry)) return opts.addressCountry as CountryCode;
  if (opts.phoneE164) {
    const p = parsePhoneNumberFromString(opts.phoneE164);
    if (p?.country) return p.country;
  }
  return 'FR';
}

/** How a number is said back to the caller. */
export function displayPhone(e164OrRaw: string, country: CountryCode): string {
  const p = parsePhoneNumberFromString(e164OrRaw, country);
  if (!p) return e164OrRaw;
  const home = p.country === country || p.countryCallingCode === getCountryCallingCode(country);
  return home ? p.formatNational() : p.formatInternational();
}
