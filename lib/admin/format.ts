import { parsePhoneNumberFromString } from 'libphonenumber-js';

// How the operator list shows contact details: a phone number grouped for reading
// ("+33 6 12 34 56 78") with a tel: link that dials it, whatever the visitor typed.

export type PhoneDisplay = { text: string; href?: string };

/** Prefers the stored E.164 form; falls back to what was typed (older rows, unparsable input). */
export function phoneDisplay(e164: string | null | undefined, typed: string | null | undefined): PhoneDisplay {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (parsed?.isValid()) return { text: parsed.formatInternational(), href: parsed.getURI() };
  const raw = (typed ?? '').trim();
  if (!raw) return { text: '' };
  const digits = raw.replace(/[^\d+]/g, '');
  return { text: raw, href: /^\+?\d{4,}$/.test(digits) ? `tel:${digits}` : undefined };
}

/** mailto: only for something shaped like an address (stored leads are validated; be strict anyway). */
export function mailtoHref(email: string | null | undefined): string | undefined {
  return email && /^[^\s@<>"'?&]+@[^\s@<>"'?&]+$/.test(email) ? `mailto:${email}` : undefined;
}
