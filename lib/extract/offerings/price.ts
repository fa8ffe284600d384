import { str } from '../json-ld';
import { isNonOfferSection } from './not-offerings';

// Prices as small-business sites write them ("25 €", "dès 55 €", "$30+", "£28.00 per hour",
// "POA") and the names printed next to them.

// Every other currency sign of Unicode (₹ ₱ ₩ ₦ ₺ ₽ ¥ ฿ ៛…): a menu in rupees or riels is priced
// like one in euros. Written after the amount, such a price may group thousands with a comma
// ("5,000៛"); with € or $ a comma stays the decimal mark ("9,50 €").
const OTHER_SIGN = String.raw`[¥\u0e3f\u17db\u20a0-\u20bf]`;
// Two sizes share one currency ("9,50 / 13,00 €"). A leading "+" is a supplement ("Double cheese +2 €", "Bacon +£1.50"): a price like any other.
// A trailing "+ parts", "+/- déplacement" says what is charged on top: still a price. A lead-in may be
// set apart from the amount ("Starts at - $250", "À partir de : 45 €").
const PRICE = String.raw`(?:(?:à partir de|a partir de|dès|des|from|starting at|starts at|env\.?|approx\.?)\s*(?:[:–-]\s*)?|\+\s?)?(?:(?:€|£|\$|CHF|Fr\.|CA\$|C\$|US\$|${OTHER_SIGN})\s?(?:\d{1,3}(?:[\s\u00a0\u202f,]\d{3})+|\d{1,5})(?:[.,]\d{1,2}|\.[–-])?(?:\s?[-–]\s?(?:€|£|\$)?\s?\d{1,5}(?:[.,]\d{1,2})?)?|(?:\d{1,3}(?:[\s\u00a0\u202f.]\d{3})+|\d{1,3}(?:,\d{3})+(?=\s?${OTHER_SIGN})|\d{1,5})(?:[.,]\d{1,2})?(?:\s?[-–/]\s?\d{1,5}(?:[.,]\d{1,2})?)?\s?(?:€|EUR|euros?|CHF|£|\$|CAD|USD|${OTHER_SIGN})(?![a-z]))(?:\s?(?:HT|TTC|\s?/\s?(?:h|heure|hour|hr|pers\.?|personne|person|nuit|night|kg|g|lb|lbs|doz|dozen|douzaine|pie|loaf|each|ea|bunch|jar|box|bag|pot|bottle|bouteille|glass|verre|portion|part|slice|tranche|litre|l|pièce|unit[ée]?|bouquet|semaine|week|wk|mois|month|mo|an|year|séance|session)\b|\s(?:la|le|a|an|the)\s(?:night|nuit|person|personne|pers\.|hour|heure|kg|lb|dozen|douzaine|pie|loaf|pièce|piece|week|semaine|month|mois|session|séance|bouquet|lesson|leçon|class|cours)\b|\s(?:per|par)\s[^\s\d.,;:()]{2,}|\s?(?:pp|p\.p\.)\b))?(?:\s?(?:\+\s?\/\s?-|\+|±)(?:\s?(?:parts|pièces|fournitures|materials?|matériaux|labou?r|main[- ]d['’]œuvre|d[ée]placements?|travel|mileage)\b)?|\s(?:&|and)\sup)?`;
export const PRICE_AT_END = new RegExp(String.raw`^(.*?)(?:\s*[.·…_]{2,}\s*|\s*[|:–—-]\s*|\s+)(${PRICE})\s*$`, 'i');
export const PRICE_ONLY = new RegExp(String.raw`^\s*(${PRICE})\s*$`, 'i');
// Table cells that stand for a price without a number.
export const PRICE_WORD =
  /^\s*(?:poa|p\.o\.a\.|price on application|on request|sur devis|sur demande|nous consulter|gratuit|free|offert|inclus|included)\s*$/i;
export const PRICE_AT_START = new RegExp(String.raw`^(${PRICE})\s*[|:–—-]?\s+(.{2,})$`, 'i');

export const SERVICE_HEADING =
  /\b(services?|prestations?|tarifs?|prix|price list|prices|pricing|rates|menu|carte|nos soins|soins|treatments?|nos formules|formules|what we do|our work|nos plats|à la carte|nos produits|products|nos créations|bouquets|our rooms|nos chambres|rooms|chambres|entrées|plats|desserts|starters|mains|boissons|drinks|specialit(?:ies|és)|spécialités|offres|what we offer|we offer|ce que nous proposons|nous proposons|offerings|interventions|réparations|repairs|entretien|care|consultations?|actes|forfaits|packages|practice (?:areas?|focus)|areas of (?:practice|expertise)|domaines?|expertises?|compétences|savoir-faire|métiers|activités|how we can help|we can help|what (?:we|i)(?:'re| are| am)? (?:do|offer|make|grow|raise|raising|growing|making|sell|selling|bake|baking|cook|serve|serving|treat|repair|fix|build|provide|providing)|ce que (?:nous|je) (?:faisons|fais|proposons|propose|vendons|vends|fabriquons|cultivons|r[ée]alisons))\b/i;
// Words that open an offer section without naming the service's kind: a heading "Nos ateliers" or
// "Our range" announces the offer, while an item named "Workshops" is one offering of it (so these
// are not in SERVICE_HEADING, which also tells a section title from an item).
const OFFER_SECTION_ONLY =
  /\b(?:our range|the range|notre gamme|nos gammes|catalogue|catalog|collections?|cours|classes|courses|lessons|leçons|workshops|ateliers|programmes?|programs|therapies|thérapies|traitements|what we sell|in[- ]store|en (?:magasin|boutique)|au magasin|what you['’]ll find|(?:ce que )?vous (?:y )?trouverez|on offer|also available|we also (?:offer|do)|(?:également|aussi) (?:disponibles?|proposés?)|add[- ]ons|extras)\b/i;
// "Nos viandes", "Our cakes", "Nos vins et fromages": a possessive and a plural noun name a range of
// products. Sections about the business itself (team, values, reviews…) are told apart by
// isNonOfferSection.
const RANGE_HEADING = /^(?:nos|our)\s+\p{L}{3,}[sx](?:\s+(?:et|and|&)\s+\p{L}{3,}[sx])?$/iu;

/** A heading that opens a list of offerings ("Nos prestations", "Treatments", "Nos ateliers", "Nos viandes"). */
export const isOfferHeading = (text: string) =>
  SERVICE_HEADING.test(text) || OFFER_SECTION_ONLY.test(text) || (RANGE_HEADING.test(text.trim()) && !isNonOfferSection(text));
// Words that never start an offering's name: totals, legal identifiers, days, contact headers.
const NOT_A_SERVICE =
  /^(?:total|sous-total|subtotal|tva|vat|siret|siren|rcs|capital social|share capital|n° tva|ape|naf|iban|livraison offerte|frais de port|acompte|tél|tel|email|adresse|address|horaires?|hours|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|copyright|©|mentions légales|location(?!\s+(?:de|d['’]|du|des)\s)|find us|nous trouver|accès|parking|about|à propos|réservations?|reservations?|opening|capital|deposit|shipping)\b/i;
// Words that are chrome alone but start real offerings: "Home" but "Home whitening", "Contact"
// but "Contact lenses", "Phone" but "Phone repairs", "Tax" but "Tax returns", "Access" but
// "Access control". ("Location" is a place, but "Location de vélos" a rental.)
const NOT_A_SERVICE_ALONE = /^(?:accueil|home(?:\s+page)?|contact(?:\s+(?:us|me))?|phone|access|tax|taxes)\s*:?$/i;

// Icons typed as text before or after a name ("🧘 Vinyasa flow", "☕ Specialty coffee"): pictographs,
// their variation selectors and joiners are decoration, never part of what a caller asks for.
const ICONS = /^[\p{Extended_Pictographic}\u200d\ufe0f\s]+|[\p{Extended_Pictographic}\u200d\ufe0f\s]+$/gu;
export const withoutIcons = (name: string) => name.replace(ICONS, '');

export function cleanName(raw: string): string {
  return raw
    .replace(ICONS, '')
    .replace(/[.·…_]{2,}/g, ' ')
    .replace(/^[\s•·▪◦*✓✔►▸→»\-–—:|]+/, '')
    .replace(/[\s•·:|–—\-★☆✓✔✦✧►▸→\u2764\u2665\ufe0f]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Formule midi (entrée + plat)" → name "Formule midi", description "entrée + plat". */
export function splitParenthetical(name: string, description?: string): { name: string; description?: string } {
  const m = /^(.{3,}?)\s*\(([^()]{3,})\)$/.exec(name);
  if (!m) return { name, ...(description ? { description } : {}) };
  const desc = [m[2]!.trim(), description].filter(Boolean).join(' – ');
  return { name: m[1]!.trim(), description: desc };
}

export function plausibleName(name: string): boolean {
  if (name.length < 2 || name.length > 90) return false;
  if (!/[a-zà-ÿ]/i.test(name)) return false;
  if (name.split(/\s+/).length > 12) return false;
  if (NOT_A_SERVICE.test(name) || NOT_A_SERVICE_ALONE.test(name.trim())) return false;
  if (/[?!]$/.test(name)) return false;
  // A tax charged per night or per guest is added to the price, it is not something sold.
  if (/\b(?:taxe de s[ée]jour|tourist tax|city tax|occupancy tax)\b/i.test(name)) return false;
  // A name never starts with a conjunction: "et par adulte" is the tail of a sentence, "Si
  // plusieurs animaux" a condition.
  if (/^(?:et|and|ou|or|mais|but|si|if|when|quand|lorsque)\s/i.test(name)) return false;
  // How to buy is not what is bought: "Call Bill", "Schedule a visit", "Réservez en ligne".
  if (
    /^(?:(?:call|appelez|schedule|r[ée]servez|contactez|request|demandez)\s|book (?:now|online|today|an?|your)\b|get a (?:free )?(?:quote|estimate)\b)/i.test(
      name,
    )
  )
    return false;
  // Surcharges, fees and how to pay are added to what is sold, never sold themselves.
  if (
    /^(?:majorations?|suppl[ée]ment (?:jour|nuit|dimanche|week-end)|surcharges?|frais|fees?\b|moyens? de paiement|payment methods?)/i.test(
      name,
    )
  )
    return false;
  if (/https?:|www\.|@/.test(name)) return false;
  // A phone number is never part of a name ("Get a free quote Call 07700 900123").
  if (/\d[\d\s.]{7,}\d/.test(name)) return false;
  if (/^(?:à partir de|a partir de|dès|des|from|starting at|prix|price|tarif|env\.?)$/i.test(name)) return false;
  // A price standing where the name should be ("From £299").
  if (PRICE_ONLY.test(name)) return false;
  return true;
}

export function priceOf(offer: unknown): string | undefined {
  if (!offer || typeof offer !== 'object') return undefined;
  const o = offer as Record<string, unknown>;
  const inner = Array.isArray(o.offers) ? o.offers[0] : o.offers;
  if (inner && inner !== offer) {
    const p = priceOf(inner);
    if (p) return p;
  }
  const spec = o.priceSpecification as Record<string, unknown> | undefined;
  const price = str(o.price) ?? str(o.lowPrice) ?? (spec ? str(spec.price) : undefined);
  if (!price) return undefined;
  const cur = str(o.priceCurrency) ?? (spec ? str(spec.priceCurrency) : undefined);
  const symbol: Record<string, string> = { EUR: '€', USD: '$', CAD: '$', GBP: '£', CHF: 'CHF' };
  if (!cur) return price;
  const sym = symbol[cur.toUpperCase()] ?? cur;
  return sym === '$' || sym === '£' ? `${sym}${price}` : `${price.replace('.', ',')} ${sym}`;
}

const PRICE_IN_RUN = new RegExp(String.raw`(\S.*?)\s+(${PRICE})(?=\s+\S|\s*$)`, 'giy');

/**
 * "Double viande +3 € Double fromage +2 € Bacon +2 €": a card laid out with CSS only flattens into
 * one line of several "name price" pairs. Each pair, or [] when the line is not such a run (one
 * price, prose between the prices, a name too long to be one).
 */
export function splitPriceRun(text: string): string[] {
  if (text.length > 300 || (text.match(/[€£$]/g) ?? []).length < 2) return [];
  PRICE_IN_RUN.lastIndex = 0;
  const parts: string[] = [];
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = PRICE_IN_RUN.exec(text))) {
    if (m[1]!.split(/\s+/).length > 8 || !/[a-zà-ÿ]/i.test(m[1]!)) return [];
    parts.push(`${m[1]!.trim()} ${m[2]!.trim()}`);
    end = PRICE_IN_RUN.lastIndex;
    while (text[PRICE_IN_RUN.lastIndex] === ' ') PRICE_IN_RUN.lastIndex++;
  }
  return parts.length >= 2 && end >= text.trimEnd().length ? parts : [];
}

const CLAUSE_WORD = /(?:^|\s)(?:it|we|you|they|is|are|starts?|costs?|il|elle|on|nous|vous|est|sont|co[uû]te(?:nt)?|commence)(?=\s|$)/i;
const PRICE_IN_CHUNK = new RegExp(
  String.raw`^(\p{L}[\p{L}'’&\s-]{1,40}?)\s+(?:(?:is|are|est|sont|at|à|:|–|-)\s+)?(${PRICE})[.!]?(?:\s.*)?$`,
  'iu',
);

/**
 * "Landlords from £35 per property, holiday lets from £80, businesses from £80": a sentence that
 * lists prices. Each "name price" chunk, when the sentence holds at least two; [] otherwise (one
 * price in a sentence is prose about it, read by the answerer from the page text).
 */
export function pricedInProse(sentence: string): { name: string; price: string }[] {
  if ((sentence.match(/[€£$]/g) ?? []).length < 2 || sentence.length > 400) return [];
  const out: { name: string; price: string }[] = [];
  for (const chunk of sentence.split(/\s*[,;]\s*|\s+(?:and|et)\s+/)) {
    const m = PRICE_IN_CHUNK.exec(chunk.trim().replace(/^(?:and|et|just|only|seulement|juste)\s+/i, ''));
    if (!m) continue;
    const name = m[1]!.trim().replace(/^(?:for|pour|the|les?|la)\s+/i, '');
    // A name, not a clause ("for landlords it starts at £35").
    if (name.split(/\s+/).length > 5 || !plausibleName(name) || CLAUSE_WORD.test(name)) continue;
    out.push({ name: name.charAt(0).toUpperCase() + name.slice(1), price: m[2]!.trim() });
  }
  return out.length >= 2 ? out : [];
}
