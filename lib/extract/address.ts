import type { ExtractedAddress } from './types';
import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, str } from './json-ld';
import { normalizeCountry } from './country';
import { ukAddressFromPostcode, usAddressFromZip } from './address-uk';

// Postal address: JSON-LD PostalAddress first, then microdata, then visible text. Text
// patterns cover FR/BE/CH (postcode before the city, street number before or after the
// street name) and US/CA/UK (city, state/province, postcode after). The country comes from
// the format itself (a ZIP, a Canadian or UK postcode) or, for 4-digit postcodes shared by
// Belgium and Switzerland, from the other signals (phone prefix, TLD, city).

const CLEAN = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—·•|-]+|[\s,;:–—·•|-]+$/g, '')
    .trim();

function formatted(a: Omit<ExtractedAddress, 'formatted'>): string {
  const country = a.country;
  if (country === 'US' || country === 'CA') {
    const tail = [a.region, a.postalCode].filter(Boolean).join(' ');
    return [a.street, a.city, tail].filter(Boolean).join(', ');
  }
  if (country === 'GB') return [a.street, a.city, a.postalCode].filter(Boolean).join(', ');
  return [a.street, [a.postalCode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function addressFromJsonLd(nodes: JsonLdNode[]): ExtractedAddress | null {
  for (const node of businessNodes(nodes)) {
    const addr = Array.isArray(node.address) ? node.address[0] : node.address;
    if (!addr) continue;
    if (typeof addr === 'string') {
      const parsed = addressesInText(addr)[0];
      return parsed ? { ...parsed, source: node.__source } : { formatted: addr.trim(), source: node.__source };
    }
    if (typeof addr !== 'object') continue;
    const a = addr as Record<string, unknown>;
    const parts = {
      street: str(a.streetAddress),
      postalCode: str(a.postalCode),
      city: str(a.addressLocality),
      region: str(a.addressRegion),
      country: normalizeCountry(str(a.addressCountry)),
    };
    if (!parts.street && !parts.city && !parts.postalCode) continue;
    const clean = Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) as Omit<ExtractedAddress, 'formatted'>;
    return { ...clean, formatted: formatted(clean), source: node.__source };
  }
  return null;
}

function addressFromMicrodata(page: Page): ExtractedAddress | null {
  const first = page.index.itemprops.get('address')?.[0];
  if (!first) return null;
  const scope = page.$(first);
  const prop = (name: string) => {
    const el = scope.find(`[itemprop="${name}"]`).first();
    if (!el.length) return undefined;
    return CLEAN(el.attr('content') ?? el.text()) || undefined;
  };
  const parts = {
    street: prop('streetAddress'),
    postalCode: prop('postalCode'),
    city: prop('addressLocality'),
    region: prop('addressRegion'),
    country: normalizeCountry(prop('addressCountry')),
  };
  if (!parts.street && !parts.city) {
    const text = CLEAN(scope.text());
    return addressesInText(text)[0] ?? null;
  }
  const clean = Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) as Omit<ExtractedAddress, 'formatted'>;
  return { ...clean, formatted: formatted(clean), source: page.url };
}

// ---------------------------------------------------------------- text patterns

const STREET_WORDS_FR = String.raw`rue|avenue|av\.|bd|boulevard|boul\.|place|pl\.|chemin|ch\.|allée|allee|impasse|quai|route|rte|cours|square|passage|voie|rond-point|faubourg|fbg|esplanade|promenade|parvis|sentier|lieu-dit|hameau|chaussée|chaussee|drève|dreve|galerie|ruelle|montée|côte|cote|traverse|résidence|residence|zone|za|zi|zac|parc|centre commercial|mail|cité|cite|clos|domaine|carrefour|grand-rue|grand'rue|grande rue`;
const STREET_SUFFIX_DE_NL = String.raw`[a-zäöüß-]*(?:strasse|straße|gasse|weg|platz|allee|ring|straat|laan|plein|steenweg|lei|dreef|kaai|markt|gracht)`;
const CITY = String.raw`[A-ZÀ-ÖØ-Ý][A-Za-zÀ-ÖØ-öø-ÿ'’.\- ]{1,40}?`;
const CITY_END = String.raw`(?=\s*(?:$|[,|·•–—()\n]|\s-\s|\s(?:cedex|CEDEX|France|Belgique|Suisse|Belgium|Switzerland|Tél|Tel|T[ée]l\.|Phone|Email|E-mail)\b|\.\s|\s{2}))`;

// "12 rue de la Paix, 75002 Paris", "12 bis, avenue Foch 75116 Paris Cedex 16"
const FR_RE = new RegExp(
  String.raw`(?:(\d{1,4}(?:\s?(?:bis|ter|quater|[A-Da-d]))?,?\s+(?:${STREET_WORDS_FR})(?:\b|(?<=\.))[^,\n|·•]{0,70}?|(?:${STREET_WORDS_FR})\s[^,\n|·•]{1,60}?\s\d{1,4}[a-z]?(?:\/\d+)?|${STREET_SUFFIX_DE_NL}\s\d{1,4}[a-z]?|(?<![\p{L}\d]\s?)(?:Rue|Avenue|Boulevard|Chemin|Route|Impasse|All[ée]e|Place|Quai|Lieu-dit|ZA|ZI|ZAC|Zone)\s[^,\n|·•\d]{2,50}?)\s*[,\-–·•|]?\s*)?(?:(?:BP|CS)\s*\d+\s*,?\s*)?\b((?:F-|B-|CH-)?\d{5}|(?:B-|CH-|L-)?[1-9]\d{3})\s+(${CITY})(\s+cedex(?:\s*\d{1,2})?)?${CITY_END}`,
  'giu',
);

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const CA_PROV = String.raw`QC|ON|BC|AB|MB|NB|NL|NS|NT|NU|PE|SK|YT|Qu[ée]bec|Ontario|British Columbia|Alberta|Manitoba|New Brunswick|Nouveau-Brunswick|Nova Scotia|Nouvelle-[ÉE]cosse|Saskatchewan`;
const EN_STREET = String.raw`\d{1,6}[A-Za-z]?(?:-\d{1,6})?\s+(?:[A-Za-z0-9À-ÿ.'’\- ]{1,50}?\s)?(?:St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Ter|Terrace|Cir|Circle|Sq|Square|Row|Crescent|Cres|Close|Grove|Gardens|Hill|Mews|Walk|Parade|Broadway|Market|Green|Yard|Rue|Chemin|Boul)\b\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Est|Ouest|Nord|Sud)\b\.?)?(?:,?\s*(?:Suite|Ste\.?|Unit|Apt\.?|Floor|Bureau|Local|#)\s*[\w-]+)?`;
const FR_CA_STREET = String.raw`\d{1,6}(?:-\d{1,6})?,?\s+(?:rue|avenue|boulevard|boul\.|chemin|place|route|côte|rang|montée)\s[^,\n|]{2,50}?(?:,?\s*(?:bureau|local|suite)\s*[\w-]+)?`;

const STATE_NAMES: Record<string, string> = {
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
const STATE_RE = `${US_STATES}|${Object.keys(STATE_NAMES)
  .map((n) => n.replace(/(^|\s)([a-z])/g, (_, sp: string, c: string) => sp + c.toUpperCase()))
  .join('|')}`;
const US_RE = new RegExp(String.raw`(${EN_STREET}),\s*(${CITY}),\s*(${STATE_RE})\s+(\d{5}(?:-\d{4})?)\b`, 'g');
const UK_COUNTY =
  /shire$|^(?:Kent|Surrey|Essex|Devon|Cornwall|Cumbria|Norfolk|Suffolk|Dorset|Somerset|Middlesex|Greater London|Greater Manchester|Merseyside|West Midlands|East Sussex|West Sussex|Tyne and Wear|County Durham|Rutland|Fife|Midlothian|East Lothian|West Lothian|Highland|Glamorgan|Gwynedd|Powys|Dyfed|Clwyd|Co\.? \w+)$/;
const UK_STREETISH =
  /\b(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Way|Close|Crescent|Drive|Place|Square|Row|Terrace|Hill|Green|Walk|Mews|Parade|Gardens|Grove|Court|Yard|Market)\.?$/;
const CA_RE = new RegExp(
  String.raw`(?:(${EN_STREET}|${FR_CA_STREET}),\s*)?(${CITY}),?\s*\(?(${CA_PROV})\)?,?\s+([A-CEGHJ-NPR-TVXY]\d[A-CEGHJ-NPR-TV-Z]\s?\d[A-CEGHJ-NPR-TV-Z]\d)\b`,
  'gi',
);
const UK_RE = new RegExp(
  String.raw`(?:(${EN_STREET}),\s*)?(?:([A-Z][A-Za-z' -]{2,30}),\s*)?(${CITY}),?\s+([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})\b`,
  'g',
);

const CH_CITIES =
  /z[üu]rich|gen[eè]v|lausanne|bern|berne|b[aâ]le|basel|fribourg|neuch[aâ]tel|sion|lugano|montreux|vevey|nyon|winterthur|lucerne|luzern|st\.? gallen|bienne|biel|yverdon|morges|la chaux-de-fonds|del[ée]mont|martigny|carouge|renens|pully|thun/i;
const BE_CITIES =
  /bruxelles|brussel|li[èe]ge|namur|anvers|antwerpen|gand|gent|charleroi|mons|louvain|leuven|bruges|brugge|wavre|ottignies|ixelles|uccle|etterbeek|schaerbeek|waterloo|tournai|arlon|verviers|nivelles|hasselt|malines|mechelen|ostende|oostende|spa|dinant|huy|woluwe|anderlecht/i;

// Without a postcode, an address is only believed when it is the whole text of its line (or of
// two lines joined): "12 rue de la Gare – Cluny", "4 High Street, Tetbury", "120 Main St,
// Springfield, Illinois". A sentence that contains a street is prose, not an address.
const TOWN = String.raw`[A-ZÀ-ÖØ-Ý][\p{L}'’.\- ]{1,40}?`;
const FR_NO_POSTCODE = new RegExp(
  String.raw`^\s*(\d{1,4}(?:\s?(?:bis|ter|[A-Da-d]))?,?\s+(?:${STREET_WORDS_FR})(?:\b|(?<=\.))[^,\n|·•–—]{2,60}?)\s*(?:,|–|—|\s-\s|\|)\s*(${TOWN})\s*(?:,\s*(?:France|Belgique|Suisse|Luxembourg))?\s*$`,
  'iu',
);
const EN_NO_POSTCODE = new RegExp(String.raw`^\s*(${EN_STREET})\s*(?:,|–|—|\s-\s)\s*(${TOWN})(?:,\s*(${TOWN}))?\s*,?\s*$`, 'u');

/** An address without a postcode that is the whole of `text`; the country comes from the hint. */
function addressWithoutPostcode(text: string, hint?: string): ExtractedAddress | null {
  const fr = FR_NO_POSTCODE.exec(text);
  if (fr) return build({ street: CLEAN(fr[1]!), city: CLEAN(fr[2]!), ...(hint ? { country: hint } : {}) });
  const en = EN_NO_POSTCODE.exec(text);
  if (!en) return null;
  const region = en[3] ? CLEAN(en[3]) : undefined;
  const state = region ? STATE_NAMES[region.toLowerCase()] : undefined;
  // A state says US, a county says GB, whatever the other signals guessed.
  const country = state ? 'US' : region && UK_COUNTY.test(region) ? 'GB' : hint;
  return build({
    street: CLEAN(en[1]!),
    city: CLEAN(en[2]!),
    ...(region ? { region: state ?? region } : {}),
    ...(country ? { country } : {}),
  });
}

export function addressesInText(text: string, hint?: string): ExtractedAddress[] {
  const out: ExtractedAddress[] = [];
  for (const m of text.matchAll(US_RE)) {
    out.push(
      build({
        street: CLEAN(m[1]!),
        city: CLEAN(m[2]!),
        region: STATE_NAMES[m[3]!.toLowerCase()] ?? m[3],
        postalCode: m[4],
        country: 'US',
      }),
    );
  }
  if (!out.length) {
    const us = usAddressFromZip(text);
    if (us) out.push(us);
  }
  for (const m of text.matchAll(CA_RE)) {
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
    for (const m of text.matchAll(UK_RE)) {
      const pc = m[4]!.toUpperCase().replace(/^(\S+?)\s?(\d[A-Z]{2})$/, '$1 $2');
      let city = CLEAN(m[3]!);
      let locality = m[2] ? CLEAN(m[2]) : undefined;
      // "…, Chipping Norton, Oxfordshire OX7 5NP": the county sits before the postcode.
      if (locality && UK_COUNTY.test(city)) {
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
    for (const m of text.matchAll(FR_RE)) {
      let pc = m[2]!.replace(/^(?:F|B|CH|L)-/, '');
      const city = CLEAN(m[3]!) + (m[4] ? ` ${CLEAN(m[4]).toUpperCase()}` : '');
      if (!/[a-zà-ÿ]/i.test(city) || city.length < 2) continue;
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
      pc = pc.trim();
      out.push(build({ street: m[1] ? CLEAN(m[1]) : undefined, postalCode: pc, city, country }));
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

function build(parts: Omit<ExtractedAddress, 'formatted'>): ExtractedAddress {
  const clean = Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) as Omit<ExtractedAddress, 'formatted'>;
  return { ...clean, formatted: formatted(clean) };
}

const POSTCODE_HINT = /\b\d{4,5}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/i;
const ADDRESS_HINT =
  /adresse|address|nous trouver|find us|où sommes|where we are|visit us|located|situ[ée]|accès|location|plan d'accès|venir/i;

export function extractAddress(pages: Page[], nodes: JsonLdNode[], countryHint?: string): ExtractedAddress | null {
  const ld = addressFromJsonLd(nodes);
  if (ld) return ld;
  for (const page of pages) {
    const md = addressFromMicrodata(page);
    if (md) return { ...md, source: page.url };
  }
  // Candidates from lines (and pairs of lines, since "12 rue X<br>75002 Paris" is common);
  // the best has a street, sits in <address> or near an "Adresse" label.
  let best: { a: ExtractedAddress; score: number } | undefined;
  for (const page of pages) {
    const lines = page.lines;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.inNav || line.text.length > 400) continue;
      // An address block spans up to five short lines ("12 High St<br>Hambledon<br>Waterlooville
      // <br>Hampshire<br>PO7 4RT"): windows of one to five lines, each joined by commas.
      const windows = [line.text];
      let joined = line.text;
      for (let k = 1; k <= 4 && i + k < lines.length; k++) {
        const next = lines[i + k]!;
        if (next.text.length >= 120 || next.inNav !== line.inNav) break;
        joined += `, ${next.text}`;
        windows.push(joined);
      }
      for (const w of windows) {
        if (!POSTCODE_HINT.test(w)) {
          // No postcode: a line that is nothing but a street and a town, in a contact block.
          if (w.length > 120 || !/\d/.test(w)) continue;
          const a = addressWithoutPostcode(w, countryHint);
          if (!a) continue;
          const ctx = lines
            .slice(Math.max(0, i - 3), i + 1)
            .map((l) => l.text)
            .join(' ');
          const score = 4 + (line.inAddress ? 5 : 0) + (ADDRESS_HINT.test(ctx) ? 3 : 0) + (line.inFooter ? 1 : 0) + (a.region ? 0.5 : 0);
          if (!best || score > best.score) best = { a: { ...a, source: page.url }, score };
          continue;
        }
        for (const a of addressesInText(w, countryHint)) {
          let score = a.street ? 10 : 0;
          if (line.inAddress) score += 5;
          const ctx = lines
            .slice(Math.max(0, i - 2), i + 1)
            .map((l) => l.text)
            .join(' ');
          if (ADDRESS_HINT.test(ctx)) score += 3;
          if (line.inFooter) score += 1;
          if (a.city && a.city.split(' ').length > 4) score -= 6;
          if (!best || score > best.score) best = { a: { ...a, source: page.url }, score };
        }
      }
    }
  }
  return best ? best.a : null;
}
