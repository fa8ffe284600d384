// Postal vocabulary in one place: postcode formats per country, the street-type words French and
// English sites write, regions (states, provinces, counties) and country names, and whether a
// line of text reads like a street or a postcode-and-town line. The address extractor
// (lib/extract/address*) builds its patterns from these; other readers of addresses (passage
// joining, the receptionist's places) can ask the same questions here instead of keeping their
// own patterns.

// ------------------------------------------------------------------------- postcodes

/** British: outward "SW1A", "M1", "LS6" + inward "2AA" (the inward letters never C, I, K, M, O, V). */
export const UK_OUTWARD_SOURCE = String.raw`[A-Z]{1,2}\d[A-Z\d]?`;
export const UK_INWARD_SOURCE = String.raw`\d[ABD-HJLNP-UW-Z]{2}`;
export const UK_POSTCODE_SOURCE = String.raw`${UK_OUTWARD_SOURCE}\s?${UK_INWARD_SOURCE}`;
/** Irish Eircode: routing key "D15", "V94" (and "D6W") + four characters from a reduced alphabet. */
export const IE_EIRCODE_SOURCE = String.raw`(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}`;
/** Canadian: "K1A 0B1" (no D, F, I, O, Q, U; no W or Z first). */
export const CA_POSTCODE_SOURCE = String.raw`[A-CEGHJ-NPR-TVXY]\d[A-CEGHJ-NPR-TV-Z]\s?\d[A-CEGHJ-NPR-TV-Z]\d`;
/** US ZIP and ZIP+4. */
export const US_ZIP_SOURCE = String.raw`\d{5}(?:-\d{4})?`;
/** Indian PIN: six digits, the first never 0, sometimes written "560 020". */
export const IN_PIN_SOURCE = String.raw`[1-9]\d{2}\s?\d{3}`;
/** French départements 01–98 (Corsica 20, overseas 97/98) + three digits. */
export const FR_POSTCODE_SOURCE = String.raw`(?:0[1-9]|[1-8]\d|9[0-8])\d{3}`;

export const US_STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

/** Full US state names (lower-case) → their two-letter code. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

/** US state names as written, capitalized ("Illinois", "New York"). */
export const US_STATE_NAME_SOURCE = Object.keys(US_STATE_NAMES)
  .map((n) => n.replace(/(^|\s)([a-z])/g, (_, sp: string, c: string) => sp + c.toUpperCase()))
  .join('|');

/** A state as written after a US town: the code or the full name, capitalized ("IL", "Illinois", "New York"). */
export const US_STATE_SOURCE = `${[...US_STATE_CODES].join('|')}|${US_STATE_NAME_SOURCE}`;

/** Canadian provinces, codes and names (English and French). */
export const CA_PROVINCE_SOURCE = String.raw`QC|ON|BC|AB|MB|NB|NL|NS|NT|NU|PE|SK|YT|Qu[ée]bec|Ontario|British Columbia|Alberta|Manitoba|New Brunswick|Nouveau-Brunswick|Nova Scotia|Nouvelle-[ÉE]cosse|Saskatchewan`;

/** Australian states and territories, as written before their four-digit postcode ("Sydney NSW 2000",
 * "Adelaide, South Australia 5000"): the code or the name. */
export const AU_STATE_SOURCE =
  'NSW|VIC|QLD|SA|WA|TAS|NT|ACT|New South Wales|Victoria|Queensland|South Australia|Western Australia|Tasmania|Northern Territory|Australian Capital Territory';

export const INDIAN_STATE =
  /^(?:Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Delhi|New Delhi|NCT of Delhi|Jammu and Kashmir|Puducherry)$/i;

// British and Irish counties as an address line of their own. Names that are also the town
// ("Durham", "Wrexham") are left out: taken for a county, the town would be lost.
export const UK_IE_COUNTY =
  /^(?:(?:East|West|North|South|Mid)\s+)?(?:[A-Z][a-z]+shire|Sussex|Kent|Surrey|Essex|Devon|Cornwall|Cumbria|Norfolk|Suffolk|Dorset|Somerset|Middlesex|Greater London|Greater Manchester|Merseyside|Midlands|Tyne and Wear|County Durham|Rutland|Fife|Lothian|Midlothian|Highland|Glamorgan|Gwynedd|Powys|Dyfed|Clwyd|Gwent|Anglesey|Isle of Wight|Torfaen|Ceredigion|Pembrokeshire|Co\.?\s+[A-Z][a-z]+|County\s+[A-Z][a-z]+)$/;

export const COUNTRY_NAME =
  /^(?:France|Belgique|Belgium|Suisse|Switzerland|Schweiz|Luxembourg|Monaco|UK|U\.K\.|GB|United Kingdom|Great Britain|England|Wales|Cymru|Scotland|Northern Ireland|Ireland|Éire|USA|U\.S\.A\.|US|United States|United States of America|Canada|India|Australia|New Zealand|Aotearoa|South Africa|Mayotte|La Réunion|Réunion)$/i;

// ---------------------------------------------------------------------- street words

/** French, Belgian and Swiss thoroughfare words (lower-case, for case-insensitive patterns). */
export const STREET_TYPES_FR = String.raw`rue|avenue|av\.|bd|boulevard|boul\.|place|pl\.|chemin|ch\.|allée|allee|impasse|quai|route|rte|cours|square|passage|voie|rond-point|faubourg|fbg|esplanade|promenade|parvis|sentier|lieu-dit|hameau|chaussée|chaussee|drève|dreve|galerie|ruelle|montée|côte|cote|traverse|résidence|residence|zone|za|zi|zac|parc|centre commercial|mail|cité|cite|clos|domaine|carrefour|grand-rue|grand'rue|grande rue`;

/** German and Dutch street names are one word ending in the street type ("Bahnhofstrasse", "Kerkstraat"). */
export const STREET_SUFFIX_DE_NL = String.raw`[a-zäöüß-]*(?:strasse|straße|gasse|weg|platz|allee|ring|straat|laan|plein|steenweg|lei|dreef|kaai|markt|gracht)`;

/** English street types as written after the name, capitalized ("Main St", "Kingsway Industrial Estate"). */
export const STREET_TYPES_EN = String.raw`St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Ter|Terrace|Cir|Circle|Sq|Square|Row|Crescent|Cres|Close|Grove|Gardens|Hill|Mews|Walk|Parade|Broadway|Market|Green|Yard|Pike|Trail|Trl|Loop|Plaza|Center|Centre|Quay|Wharf|Precinct|Arcade|Esplanade|Promenade|Approach|Alley|Causeway|Cove|Crossing|Heights|Landing|Ridge|Run|Turnpike|Wynd|Brae|Rise|Chase|Croft|Vale|Gate|Rue|Chemin|Boul`;

// Indian addresses name a locality or a main road rather than a street type ("Gandhi Nagar",
// "3rd Cross", "MG Road", "Sector 17").
const LOCALITY_TYPES_IN = String.raw`nagar|colony|layout|sector|marg|cross|main|chowk|bazaar|bazar|enclave|vihar|puram|extension|salai|peth`;

/**
 * A thoroughfare word of any of the languages above, anywhere in a line (case-insensitive). Used
 * to tell a street segment from a town or a name.
 */
export const STREET_WORD = new RegExp(
  String.raw`\b(?:rue|avenue|av\.?|bd|boulevard|boul\.?|place|pl\.|chemin|ch\.|all[ée]e|impasse|quai|route|rte|cours|square|passage|voie|rond-point|faubourg|esplanade|promenade|sentier|lieu-dit|hameau|chauss[ée]e|drève|ruelle|mont[ée]e|traverse|r[ée]sidence|zone|za|zi|zac|parc|lotissement|domaine|clos|cit[ée]|quartier|street|st\.?|road|rd\.?|lane|ln|way|drive|dr\.?|close|crescent|terrace|grove|gardens|court|ct|mews|row|parade|walk|hill|green|highway|hwy|parkway|pkwy|blvd|circle|pike|trail|loop|plaza|wharf|quay|approach|wynd|brae|causeway|heights|crossing|turnpike|heol|stryd|ffordd|industrial estate|business park|business centre|business center|shopping centre|trading estate|retail park|estate|strasse|straße|weg|gasse|platz|straat|laan|steenweg)\b`,
  'i',
);

/** An Indian locality or main-road word: a street stand-in when no street word is found. */
export const LOCALITY_WORD = new RegExp(String.raw`\b(?:${LOCALITY_TYPES_IN})\b`, 'i');

// ------------------------------------------------------------------- line questions

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// "12 rue de la Paix", "3 bis, avenue Foch", "140 2nd Main Rd", "Rue Neuve 5", "Bahnhofstrasse 1",
// "Rue du Moulin" (a French street type followed by its particle needs no number).
const STREET_LINE = new RegExp(
  [
    String.raw`\b\d{1,5}[a-z]?(?:-\d{1,5})?\s?(?:bis|ter)?,?\s+(?:\d{1,3}(?:st|nd|rd|th|e|er|eme)\s+)?(?:[\p{L}'.-]+\s+){0,3}(?:rue|avenue|av|bd|boulevard|blvd|place|pl|chemin|route|rte|impasse|allee|quai|cours|square|faubourg|lieu-dit|road|rd|street|st|lane|ln|ave|drive|dr|way|close|crescent|court|ct|parade|terrace|highway|hwy|pike|trail|loop|plaza|grove|gardens|mews|row|walk|hill|green|quay)\b`,
    String.raw`\b(?:rue|avenue|boulevard|place|chemin|route|impasse|allee|quai|cours|chaussee) (?:de|du|des|d'|la|le|saint|st)\b`,
    String.raw`\b${STREET_SUFFIX_DE_NL}\s\d{1,4}\b`,
  ].join('|'),
  'u',
);

/** A line that reads like a street ("12 rue de la Paix", "4580 Oak Avenue", "Rue du Moulin"). */
export function looksLikeStreetLine(text: string): boolean {
  return STREET_LINE.test(fold(text));
}

// A postcode with its town: French and other 4–5 digit postcodes first or last ("75002 Paris",
// "Boulogne-sur-Mer 62200"), British, Irish, Canadian, US ("Kew Gardens, NY 11415"), Australian
// ("Sydney NSW 2000") and Indian ("Bengaluru - 560020").
const POSTCODE_LINE = new RegExp(
  [
    String.raw`^(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{L}`,
    // "73 000 CHAMBERY": a French postcode some write with a space after the département.
    String.raw`^(?:0[1-9]|[1-8]\d|9[0-8]) \d{3}\s+\p{Lu}`,
    String.raw`\p{L}[\p{L}'’ .-]*,?\s+\d{5}(?:\s+\p{L}[\p{L} -]*)?$`,
    String.raw`\b${UK_POSTCODE_SOURCE}\b`,
    String.raw`\b${IE_EIRCODE_SOURCE}\b`,
    String.raw`\b${CA_POSTCODE_SOURCE}\b`,
    String.raw`\b[A-Z]{2}\s+${US_ZIP_SOURCE}\b`,
    String.raw`\b(?:${AU_STATE_SOURCE})\s+\d{4}\b`,
    // A six-digit PIN after its town, not the middle of a phone number ("Tél 612 345 678").
    String.raw`\p{L}\s*[-–,]?\s*${IN_PIN_SOURCE}\b(?![\s.-]?\d)`,
  ].join('|'),
  'u',
);

/** A line that holds a postcode and a town ("75002 Paris", "Leeds LS1 4AB", "Austin, TX 78701"). */
export function looksLikePostcodeLine(text: string): boolean {
  return POSTCODE_LINE.test(text.trim());
}

/** A line of an address block: a street or a postcode-and-town line. */
export function looksLikeAddressLine(text: string): boolean {
  return looksLikeStreetLine(text) || looksLikePostcodeLine(text);
}

/** Something in `text` may be a postcode of one of the formats above (a cheap test before the costly readings). */
export const POSTCODE_HINT = new RegExp(
  String.raw`\b\d{4,6}\b|\b\d{2,3} \d{3}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b${IE_EIRCODE_SOURCE}\b`,
  'i',
);

/** The country a postcode's format says (a ZIP only with its two-letter state), or undefined when it could be several. */
export function countryOfPostcode(postcode: string | undefined, region?: string): string | undefined {
  const p = (postcode ?? '').trim().toUpperCase();
  if (new RegExp(`^${US_ZIP_SOURCE}$`).test(p) && US_STATE_CODES.has((region ?? '').toUpperCase())) return 'US';
  if (new RegExp(`^${UK_POSTCODE_SOURCE}$`).test(p)) return 'GB';
  if (new RegExp(`^${CA_POSTCODE_SOURCE}$`).test(p)) return 'CA';
  if (new RegExp(`^${IE_EIRCODE_SOURCE}$`).test(p)) return 'IE';
  if (/^\d{4}$/.test(p) && new RegExp(`^(?:${AU_STATE_SOURCE})$`, 'i').test((region ?? '').trim())) return 'AU';
  return undefined;
}
