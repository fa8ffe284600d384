import type { ExtractedAddress } from './types';
import { COUNTRY_NAME, STREET_TYPES_EN, UK_IE_COUNTY, UK_INWARD_SOURCE, UK_OUTWARD_SOURCE, US_STATE_CODES } from '@/lib/text/postal';

// British and Irish addresses read backwards from the postcode, the one unmistakable part:
// "11 Burrow Down Eastbourne East Sussex BN20 8ST", "Unit 4, Pengam Industrial Estate, Pengam,
// Blackwood, NP12 3SQ", "The Butchers Arms, Llanddarog, Carmarthenshire, SA32 8NS". Counties
// and the country are set aside; the segment before them is the town; what precedes it is the
// street (or the building name that stands for one).

const UK_POSTCODE = new RegExp(String.raw`\b(${UK_OUTWARD_SOURCE})\s?(${UK_INWARD_SOURCE})\b`);
const LEADING_LABEL =
  /^(?:contact(?: us)?|address|our address|find us|visit us|location|where to find us|our shop|the shop|shop|office|get in touch)$/i;
const LABEL = /^(?:address|our address|find us|visit us|located at|where to find us)\s*:?\s*/i;

// "1830 Solano, Berkeley, CA 94707": the street segment before "City, ST ZIP", whatever its suffix.
// The state may be written "Ca", after the town without a comma, and with a comma before the
// ZIP ("San Diego Ca, 92110"): the ZIP right after it says what the two letters are.
const US_TAIL = /(?:^|,\s*)([A-Z][A-Za-z.' -]{1,30}?)(?:,\s*|\s+)([A-Z][A-Za-z])\.?,?\s+(\d{5})(?:-\d{4})?\b/;

export function usAddressFromZip(text: string): ExtractedAddress | null {
  const m = US_TAIL.exec(text);
  if (!m || !US_STATE_CODES.has(m[2]!.toUpperCase())) return null;
  const before = text.slice(0, m.index).replace(/^[^,:\d]{1,25}:\s*/, '');
  const segments = before
    .split(/\s*,\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  const start = segments.findIndex((s) => /^\d{1,6}[A-Za-z]?\s+\S/.test(s));
  if (start < 0) return null;
  const streetParts = segments.slice(start, start + 2);
  if (streetParts.some((s) => s.split(/\s+/).length > 7)) return null;
  const street = streetParts.join(', ');
  const parts = { street, city: m[1]!.trim(), region: m[2]!.toUpperCase(), postalCode: m[3]!, country: 'US' };
  return { ...parts, formatted: `${street}, ${parts.city}, ${parts.region} ${parts.postalCode}` };
}

const COMPANY = /\b(?:Ltd|Limited|LLP|PLC|plc|Inc|LLC|& Co|and Co)\.?$/;

const STREET_END = new RegExp(String.raw`\b(?:${STREET_TYPES_EN})\.?$`);
const TOWN_AFTER =
  /^\s*,?\s*([A-Z][\w'’-]+(?:[\s-](?:[A-Z][\w'’-]+|upon|on|in|under|by|le|the))*)\s*(?:$|[,.|·•(]|\s(?:Tel|Phone|T:|Call|Email|\+?\d))/;

const STREET_THEN_TOWN = new RegExp(
  String.raw`(?:^|\s)((?:\d{1,5}[A-Za-z]?(?:-\d{1,5})?\s+)?(?:[A-Z][\w'’.-]*\s+){0,4}(?:${STREET_TYPES_EN})\.?)\s+([A-Z][\w'’-]*(?:[\s-][A-Z][\w'’-]*){0,2})$`,
);

export function ukAddressFromPostcode(text: string): ExtractedAddress | null {
  const m = UK_POSTCODE.exec(text);
  if (!m) return null;
  const postalCode = `${m[1]} ${m[2]}`.toUpperCase();
  const before = text
    .slice(0, m.index)
    .replace(LABEL, '')
    .replace(/[\s,.|–—-]+$/, '');
  if (!before || before.length > 160) return null;
  let segments = before
    // What precedes an "Address:" label (a phone number, a name) is not part of the address.
    .replace(/^.*\b(?:address|our address|find us|location|visit us)\s*:\s*/i, '')
    .replace(/^[^,:\d]{1,25}:\s*/, '')
    .split(/\s*,\s*|\s*\n\s*|\s+[–—|]\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  // A label or heading swept into the window ("Contact", "Find us") is not part of the address.
  while (segments.length > 2 && LEADING_LABEL.test(segments[0]!)) segments.shift();
  // Peel a county and the country written without commas ("… Eastbourne East Sussex").
  const last = segments[segments.length - 1] ?? '';
  const glued =
    /^(.*?\S)\s+((?:(?:East|West|North|South|Mid)\s+)?(?:[A-Z][a-z]+shire|Sussex|Kent|Surrey|Essex|Devon|Cornwall|Norfolk|Suffolk|Dorset|Somerset))$/.exec(
      last,
    );
  if (glued && !UK_IE_COUNTY.test(last) && !/^(?:East|West|North|South|Mid)$/i.test(glued[1]!))
    segments = [...segments.slice(0, -1), glued[1]!];
  while (segments.length && (UK_IE_COUNTY.test(segments[segments.length - 1]!) || COUNTRY_NAME.test(segments[segments.length - 1]!)))
    segments.pop();
  if (!segments.length || segments.some((s) => s.split(/\s+/).length > 8)) return null;
  let city = segments.pop()!;
  // The street starts at its house number when it has one: a business name before it is not part of it.
  // A company's own name ("… Ltd", "… LLP") heading the block is not part of the street.
  const last3 = segments.slice(-3).filter((seg) => !COMPANY.test(seg));
  const numbered = last3.findIndex((s) => /^\d{1,5}[A-Za-z]?(?:-\d{1,5})?\s+\p{L}/u.test(s));
  let street = (numbered > 0 ? last3.slice(numbered) : last3).join(', ');
  // "22 Bridge Street, BA15 1BY Bradford on Avon": the postcode written before the town.
  const townAfter = TOWN_AFTER.exec(text.slice(m.index + m[0].length))?.[1];
  if (townAfter && STREET_END.test(city)) {
    street = [street, city].filter(Boolean).join(', ');
    city = townAfter;
  }
  // "11 Burrow Down Eastbourne": no comma between the street and the town.
  if (!street && /^\d/.test(city) && city.split(/\s+/).length >= 3) {
    const words = city.split(/\s+/);
    city = words.pop()!;
    street = words.join(' ');
  }
  // "Tidy Cuts 41 Queen Street Cardiff", "West Street Alresford": name, street and town
  // written as one run of words.
  const run = !street ? STREET_THEN_TOWN.exec(city) : null;
  if (run) {
    street = run[1]!;
    city = run[2]!;
  }
  if (!/^[A-Z]/.test(city) || city.length > 40) return null;
  const parts = { ...(street ? { street } : {}), city, postalCode, country: 'GB' };
  return { ...parts, formatted: [street, city, postalCode].filter(Boolean).join(', ') };
}
