import type { ExtractedAddress } from './types';
import { ukAddressFromPostcode, usAddressFromZip } from './address-uk';
import {
  AU_STATE_SOURCE,
  CA_POSTCODE_SOURCE,
  CA_PROVINCE_SOURCE,
  STREET_SUFFIX_DE_NL,
  STREET_TYPES_EN,
  STREET_TYPES_FR,
  UK_IE_COUNTY,
  INDIAN_STATE,
  UK_POSTCODE_SOURCE,
  US_STATE_CODES,
  US_STATE_NAMES,
  US_STATE_SOURCE,
  US_ZIP_SOURCE,
} from '@/lib/text/postal';

// Postal addresses in text. The patterns cover FR/BE/CH (postcode before the city, street number before or after the
// street name) and US/CA/UK (city, state/province, postcode after). The country comes from
// the format itself (a ZIP, a Canadian or UK postcode) or, for 4-digit postcodes shared by
// Belgium and Switzerland, from the other signals (phone prefix, TLD, city).

const CLEAN = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—·•|-]+|[\s,;:–—·•|-]+$/g, '')
    .trim();

function formatAddress(a: Omit<ExtractedAddress, 'formatted'>): string {
  const country = a.country;
  if (country === 'US' || country === 'CA') {
    const tail = [a.region, a.postalCode].filter(Boolean).join(' ');
    return [a.street, a.city, tail].filter(Boolean).join(', ');
  }
  if (country === 'GB') return [a.street, a.city, a.postalCode].filter(Boolean).join(', ');
  return [a.street, [a.postalCode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

// ---------------------------------------------------------------- text patterns

const CITY = String.raw`[A-ZÀ-ÖØ-Ý][A-Za-zÀ-ÖØ-öø-ÿ'’.\- ]{1,40}?`;
// What may follow a town: the end, a separator, the country, or the phone and e-mail of a
// contact line written without separators ("37000 Tours 02 47 …", "Lyon contact@…").
const CITY_END = String.raw`(?=\s*(?:$|[,|·•–—()\n]|\s-\s|\s\/\s|\s(?:cedex|CEDEX|France|Belgique|Suisse|Belgium|Switzerland|Tél|Tel|T[ée]l\.|Phone|Email|E-mail|Mail|Fax|Port|Mobile)\b|\s\+?\(?\d|\s[\w.-]+@|\.\s|\s{2}))`;

// "12 rue de la Paix, 75002 Paris", "12 bis, avenue Foch 75116 Paris Cedex 16"
const FR_RE = new RegExp(
  String.raw`(?:(\d{1,4}(?:\s?(?:bis|ter|quater|[A-Da-d]))?,?\s+(?:${STREET_TYPES_FR})(?:\b|(?<=\.))[^,\n|·•]{0,70}?|(?:${STREET_TYPES_FR})\s[^,\n|·•]{1,60}?\s\d{1,4}[a-z]?(?:\/\d+)?|${STREET_SUFFIX_DE_NL}\s\d{1,4}[a-z]?|(?<![\p{L}\d]\s?)(?:Rue|Avenue|Boulevard|Chemin|Route|Impasse|All[ée]e|Place|Quai|Lieu-dit|ZA|ZI|ZAC|Zone)\s[^,\n|·•\d]{2,50}?)\s*[,\-–·•|]?\s*)?(?:(?:BP|CS)\s*\d+\s*,?\s*)?\b((?:F-|B-|CH-)?\d{5}|(?:B-|CH-|L-)?[1-9]\d{3})\s+(${CITY})(\s+cedex(?:\s*\d{1,2})?)?${CITY_END}`,
  'giu',
);

// "11753 Hwy 35", "400 State Route 9": a numbered road instead of a named street.
const NUMBERED_ROAD = String.raw`(?:(?:U\.?S\.?|State|County|FM)\s+)?(?:Highway|Hwy|Route|Rte)\.?\s+\d{1,4}[A-Z]?\b`;
// (The house number is no time's minutes: "Mondays 7a - 3:30p Clinic 1915 I St NW".)
const EN_STREET = String.raw`(?<![:\d])\d{1,6}[A-Za-z]?(?:-\d{1,6})?\s+(?:${NUMBERED_ROAD}|(?:[A-Za-z0-9À-ÿ.'’\- ]{1,50}?\s)?(?:${STREET_TYPES_EN})\b\.?)(?:\s+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Est|Ouest|Nord|Sud)\b\.?)?(?:,?\s*(?:Suite|Ste\.?|Unit|Apt\.?|Floor|Bureau|Local|#)\s*[\w-]+|,?\s*\d{1,3}(?:st|nd|rd|th)\s+Floor)?`;
const FR_CA_STREET = String.raw`\d{1,6}(?:-\d{1,6})?,?\s+(?:rue|avenue|boulevard|boul\.|chemin|place|route|côte|rang|montée)\s[^,\n|]{2,50}?(?:,?\s*(?:bureau|local|suite)\s*[\w-]+)?`;

// Commas are often left out on one-line footers ("2200 Mission St San Francisco CA 94110").
const US_RE = new RegExp(String.raw`(${EN_STREET})(?:,\s*|\s+)(${CITY}),?\s+(${US_STATE_SOURCE}),?\s+(${US_ZIP_SOURCE})\b`, 'g');
const UK_STREETISH = new RegExp(String.raw`\b(?:${STREET_TYPES_EN})\.?$`);
const CA_RE = new RegExp(
  String.raw`(?:(${EN_STREET}|${FR_CA_STREET})(?:,\s*|\s+))?(?!(?:Ouest|Est|Nord|Sud|West|East|North|South)\b)(${CITY}),?\s*\(?(${CA_PROVINCE_SOURCE})\)?,?\s+\(?(${CA_POSTCODE_SOURCE})\b`,
  'gi',
);
const UK_RE = new RegExp(String.raw`(?:(${EN_STREET}),\s*)?(?:([A-Z][A-Za-z' -]{2,30}),\s*)?(${CITY}),?\s+(${UK_POSTCODE_SOURCE})\b`, 'g');

const CH_CITIES =
  /z[üu]rich|gen[eè]v|lausanne|bern|berne|b[aâ]le|basel|fribourg|neuch[aâ]tel|sion|lugano|montreux|vevey|nyon|winterthur|lucerne|luzern|st\.? gallen|bienne|biel|yverdon|morges|la chaux-de-fonds|del[ée]mont|martigny|carouge|renens|pully|thun/i;
const BE_CITIES =
  /bruxelles|brussel|li[èe]ge|namur|anvers|antwerpen|gand|gent|charleroi|mons|louvain|leuven|bruges|brugge|wavre|ottignies|ixelles|uccle|etterbeek|schaerbeek|waterloo|tournai|arlon|verviers|nivelles|hasselt|malines|mechelen|ostende|oostende|spa|dinant|huy|woluwe|anderlecht/i;

// Without a postcode, an address is only believed when it is the whole text of its line (or of
// two lines joined): "12 rue de la Gare – Cluny", "4 High Street, Tetbury", "120 Main St,
// Springfield, Illinois". A sentence that contains a street is prose, not an address.
const TOWN = String.raw`[A-ZÀ-ÖØ-Ý][\p{L}'’.\- ]{1,40}?`;
const FR_NO_POSTCODE = new RegExp(
  String.raw`^\s*(\d{1,4}(?:\s?(?:bis|ter|[A-Da-d]))?,?\s+(?:${STREET_TYPES_FR})(?:\b|(?<=\.))[^,\n|·•–—]{2,60}?)\s*(?:,|–|—|\s-\s|\|)\s*(${TOWN})\s*(?:,\s*(?:France|Belgique|Suisse|Luxembourg))?\s*$`,
  'iu',
);
const EN_NO_POSTCODE = new RegExp(String.raw`^\s*(${EN_STREET})\s*(?:,|–|—|\s-\s)\s*(${TOWN})(?:,\s*(${TOWN}))?\s*,?\s*$`, 'u');

const AU_STATE = new RegExp(`^(?:${AU_STATE_SOURCE})$`);
const CA_PROVINCE = new RegExp(`^(?:${CA_PROVINCE_SOURCE})$`);

/** An address without a postcode that is the whole of `text`; the country comes from the hint. */
export function addressWithoutPostcode(text: string, hint?: string): ExtractedAddress | null {
  const fr = FR_NO_POSTCODE.exec(text);
  if (fr) return build({ street: CLEAN(fr[1]!), city: CLEAN(fr[2]!), ...(hint ? { country: hint } : {}) });
  const en = EN_NO_POSTCODE.exec(text);
  if (!en) return null;
  const second = en[3] ? CLEAN(en[3]) : undefined;
  const state = second ? (US_STATE_NAMES[second.toLowerCase()] ?? (US_STATE_CODES.has(second) ? second : undefined)) : undefined;
  // The region says the country (a US or Australian state, a province, an Indian state, an Irish
  // "Co." county, a British one), whatever the other signals guessed.
  const regionCountry = !second
    ? undefined
    : state
      ? 'US'
      : AU_STATE.test(second)
        ? 'AU'
        : CA_PROVINCE.test(second)
          ? 'CA'
          : INDIAN_STATE.test(second)
            ? 'IN'
            : /^(?:Co\.?|County)\s/.test(second)
              ? 'IE'
              : UK_IE_COUNTY.test(second)
                ? 'GB'
                : undefined;
  // A second town that is no region is the post town after a suburb ("9 Kruger St, Oaklands,
  // Johannesburg"): the town mail goes to, the suburb kept in the written address.
  const region = regionCountry ? second : undefined;
  const city = second && !region ? second : CLEAN(en[2]!);
  const country = regionCountry ?? hint;
  const a = build({
    street: CLEAN(en[1]!),
    city,
    ...(region ? { region: state ?? region } : {}),
    ...(country ? { country } : {}),
  });
  return second && !region ? { ...a, formatted: `${a.street}, ${CLEAN(en[2]!)}, ${city}` } : a;
}

const ENGLISH_SPEAKING = new Set(['US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'IN', 'ZA']);
const HAS_ZIP = /\b\d{5}\b/;
const HAS_CA = new RegExp(String.raw`\b${CA_POSTCODE_SOURCE}\b`, 'i');
const HAS_UK = new RegExp(String.raw`\b${UK_POSTCODE_SOURCE}\b`);
const HAS_FR = /\b\d{4,5}\b/;

export function addressesInText(raw: string, hint?: string): ExtractedAddress[] {
  // "Greenville, S.C. 29601": a dotted state reads as its code.
  const text = raw.replace(/\b([A-Z])\.\s?([A-Z])\.(?=,?\s+\d{5}\b)/g, '$1$2');
  const out: ExtractedAddress[] = [];
  // Each country's pattern is costly on long windows: it only runs when its postcode is there.
  const hasZip = HAS_ZIP.test(text);
  const hasCa = HAS_CA.test(text);
  const hasUk = HAS_UK.test(text);
  for (const m of hasZip ? text.matchAll(US_RE) : []) {
    out.push(
      build({
        street: CLEAN(m[1]!),
        city: CLEAN(m[2]!),
        region: US_STATE_NAMES[m[3]!.toLowerCase()] ?? m[3],
        postalCode: m[4],
        country: 'US',
      }),
    );
  }
  if (!out.length) {
    const us = usAddressFromZip(text);
    if (us) out.push(us);
  }
  for (const m of hasCa ? text.matchAll(CA_RE) : []) {
    const region = normalizeProvince(m[3]!);
    out.push(
      build({
        street: m[1] ? CLEAN(m[1]) : undefined,
        city: CLEAN(m[2]!),
        region,
        postalCode: m[4]!.toUpperCase().replace(/^(...)\s?(...)$/, '$1 $2'),
        country: 'CA',
      }),
    );
  }
  if (!out.length) {
    for (const m of hasUk ? text.matchAll(UK_RE) : []) {
      const pc = m[4]!.toUpperCase().replace(/^(\S+?)\s?(\d[A-Z]{2})$/, '$1 $2');
      let city = CLEAN(m[3]!);
      let locality = m[2] ? CLEAN(m[2]) : undefined;
      // "…, Chipping Norton, Oxfordshire OX7 5NP": the county sits before the postcode.
      if (locality && UK_IE_COUNTY.test(city)) {
        city = locality;
        locality = undefined;
      }
      const street = m[1] ? CLEAN(m[1]) : locality && UK_STREETISH.test(locality) ? locality : undefined;
      if (!street && !locality && !/^[A-Z][a-z]+$/.test(city)) continue;
      out.push(build({ street, city, postalCode: pc, country: 'GB' }));
    }
  }
  if (!out.some((a) => a.street)) {
    // The postcode-anchored reading finds streets the comma pattern misses (no commas, a
    // building name, an industrial estate); the caller keeps the candidate with a street.
    const uk = ukAddressFromPostcode(text);
    if (uk?.street) out.push(uk);
  }
  if (!out.length) {
    for (const m of HAS_FR.test(text) ? text.matchAll(FR_RE) : []) {
      let pc = m[2]!.replace(/^(?:F|B|CH|L)-/, '');
      const city = CLEAN(m[3]!) + (m[4] ? ` ${CLEAN(m[4]).toUpperCase()}` : '');
      if (!/[a-zà-ÿ]/i.test(city) || city.length < 2 || /\b(?:rights|reserved|droits|réservés)\b/i.test(city)) continue;
      // A bare number followed by a capitalized word is very often not an address: keep
      // 4-digit postcodes only with a street, a prefix, or a known city.
      let country: string | undefined;
      if (pc.length === 5) country = m[2]!.startsWith('F-') || !hint || hint === 'FR' ? 'FR' : hint;
      else {
        if (m[2]!.startsWith('L-')) country = 'LU';
        else if (m[2]!.startsWith('B-') || BE_CITIES.test(city)) country = 'BE';
        else if (m[2]!.startsWith('CH-') || CH_CITIES.test(city)) country = 'CH';
        else if (hint === 'BE' || hint === 'CH' || hint === 'LU') country = hint;
        if (!country && !m[1]) continue;
        country ??= hint === 'FR' ? undefined : hint;
      }
      if (pc.length === 5 && /^(?:19|20)\d{3}$/.test(pc) && !m[1]) continue; // "en 2015 Marie…" years
      // On an English-speaking country's site five digits and a word are a house number and its
      // street ("11753 Hwy 35") or a ZIP before the next sentence ("DC 20006 Metered parking"),
      // never a French postcode and its town, unless the postcode is marked French.
      if (!m[2]!.startsWith('F-') && ENGLISH_SPEAKING.has(hint ?? '')) continue;
      // "© 2025 Garage Martin", "Copyright 2012-2025 …": the year of a copyright line.
      if (new RegExp(String.raw`(?:©|\(c\)|copyright)\s*(?:\d{4}\s*[-–]\s*)?${pc}\b`, 'i').test(text)) continue;
      pc = pc.trim();
      // A postal box or sorting code glued to the street is not part of it ("12 av. X – BP 120").
      const street = m[1] ? CLEAN(m[1].replace(/[\s,–-]*\b(?:BP|B\.P\.|CS|TSA)\s*\d+.*$/i, '')) : undefined;
      out.push(build({ street, postalCode: pc, city, country }));
    }
  }
  return out;
}

function normalizeProvince(p: string): string {
  const map: Record<string, string> = {
    québec: 'QC',
    quebec: 'QC',
    ontario: 'ON',
    'british columbia': 'BC',
    alberta: 'AB',
    manitoba: 'MB',
    'new brunswick': 'NB',
    'nouveau-brunswick': 'NB',
    'nova scotia': 'NS',
    'nouvelle-écosse': 'NS',
    'nouvelle-ecosse': 'NS',
    saskatchewan: 'SK',
  };
  return map[p.toLowerCase()] ?? p.toUpperCase();
}

export function buildAddress(parts: Omit<ExtractedAddress, 'formatted'>): ExtractedAddress {
  const clean = Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) as Omit<ExtractedAddress, 'formatted'>;
  return { ...clean, formatted: formatAddress(clean) };
}
const build = buildAddress;
