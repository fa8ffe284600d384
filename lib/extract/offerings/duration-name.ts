import { isChromeLabel } from './not-offerings';
import { plausibleName } from './price';

// "1h : 50 €", "90 min – 70 €" under "Massage des 5 continents" › "Tarifs": a duration alone is
// not what a caller asks for. The offering is the heading those prices sit under, the nearest one
// that names something (not "Tarifs", "Prices", "Durée"); the duration says which option it is.

export const DURATION_ONLY = /^(?:\d{1,2}\s*(?:h|hrs?|heures?|hours?)(?:\s*\d{2})?(?:\s*(?:min|mn))?|\d{1,3}\s*(?:min|mins|mn|minutes?))$/i;

const PRICE_TITLE =
  /^(?:(?:nos|our|les|the)\s+)?(?:tarifs?|prix|prices?|pricing|rates|price list|durées?|durations?|horaires?|formules?)\b/i;

/** The nearest heading before line `before` that names an offering, or undefined. */
export function durationOwner(headings: readonly { i: number; text: string }[], before: number): string | undefined {
  for (let k = headings.length - 1; k >= 0; k--) {
    const h = headings[k]!;
    if (h.i >= before) continue;
    if (PRICE_TITLE.test(h.text) || isChromeLabel(h.text) || !plausibleName(h.text) || h.text.length > 70) continue;
    return h.text;
  }
  return undefined;
}
