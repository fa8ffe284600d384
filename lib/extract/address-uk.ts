import type { ExtractedAddress } from './types';

// British and Irish addresses read backwards from the postcode, the one unmistakable part:
// "11 Burrow Down Eastbourne East Sussex BN20 8ST", "Unit 4, Pengam Industrial Estate, Pengam,
// Blackwood, NP12 3SQ", "The Butchers Arms, Llanddarog, Carmarthenshire, SA32 8NS". Counties
// and the country are set aside; the segment before them is the town; what precedes it is the
// street (or the building name that stands for one).

const UK_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s?(\d[ABD-HJLNP-UW-Z]{2})\b/;
const COUNTY = /^(?:(?:East|West|North|South|Mid)\s+)?(?:[A-Z][a-z]+shire|Sussex|Kent|Surrey|Essex|Devon|Cornwall|Cumbria|Norfolk|Suffolk|Dorset|Somerset|Middlesex|Greater London|Greater Manchester|Merseyside|Midlands|Tyne and Wear|County Durham|Durham|Rutland|Fife|Lothian|Midlothian|Highland|Glamorgan|Gwynedd|Powys|Dyfed|Clwyd|Gwent|Anglesey|Isle of Wight|Co\.? [A-Z][a-z]+|County [A-Z][a-z]+|Caerphilly|Torfaen|Conwy|Ceredigion|Pembrokeshire|Wrexham)$/i;
const COUNTRY = /^(?:UK|U\.K\.|United Kingdom|Great Britain|GB|England|Wales|Scotland|Northern Ireland|Cymru)$/i;
const LABEL = /^(?:address|our address|find us|visit us|located at|where to find us)\s*:?\s*/i;

export function ukAddressFromPostcode(text: string): ExtractedAddress | null {
  const m = UK_POSTCODE.exec(text);
  if (!m) return null;
  const postalCode = `${m[1]} ${m[2]}`.toUpperCase();
  const before = text.slice(0, m.index).replace(LABEL, '').replace(/[\s,.–—-]+$/, '');
  if (!before || before.length > 160) return null;
  let segments = before.split(/\s*,\s*|\s*\n\s*|\s+[–—|]\s+/).map((s) => s.trim()).filter(Boolean);
  // Peel a county and the country written without commas ("… Eastbourne East Sussex").
  const last = segments[segments.length - 1] ?? '';
  const glued = /^(.*?\S)\s+((?:(?:East|West|North|South|Mid)\s+)?(?:[A-Z][a-z]+shire|Sussex|Kent|Surrey|Essex|Devon|Cornwall|Norfolk|Suffolk|Dorset|Somerset))$/.exec(last);
  if (glued) segments = [...segments.slice(0, -1), glued[1]!];
  while (segments.length && (COUNTY.test(segments[segments.length - 1]!) || COUNTRY.test(segments[segments.length - 1]!))) segments.pop();
  if (!segments.length || segments.some((s) => s.split(/\s+/).length > 8)) return null;
  let city = segments.pop()!;
  let street = segments.slice(-3).join(', ');
  // "11 Burrow Down Eastbourne": no comma between the street and the town.
  if (!street && /^\d/.test(city) && city.split(/\s+/).length >= 3) {
    const words = city.split(/\s+/);
    city = words.pop()!;
    street = words.join(' ');
  }
  if (!/^[A-Z]/.test(city) || city.length > 40) return null;
  const parts = { ...(street ? { street } : {}), city, postalCode, country: 'GB' };
  return { ...parts, formatted: [street, city, postalCode].filter(Boolean).join(', ') };
}
