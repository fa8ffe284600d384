import type { CountryCode } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AU_STATE_SOURCE } from '@/lib/text/postal';
import type { Page } from './pages';

// Which country a site is in decides how "01 42 68 53 00" or "(514) 842-3456" is read.
// Signals, strongest first: the address country the site declares, the phone the owner
// typed, the domain's country TLD, the page language's region; else the UI locale.

const COUNTRY_NAMES: Record<string, CountryCode> = {
  france: 'FR',
  fr: 'FR',
  belgique: 'BE',
  belgium: 'BE',
  belgie: 'BE',
  belgië: 'BE',
  be: 'BE',
  suisse: 'CH',
  switzerland: 'CH',
  schweiz: 'CH',
  svizzera: 'CH',
  ch: 'CH',
  canada: 'CA',
  ca: 'CA',
  'united states': 'US',
  usa: 'US',
  us: 'US',
  'united states of america': 'US',
  'états-unis': 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  gb: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'royaume-uni': 'GB',
  luxembourg: 'LU',
  lu: 'LU',
  monaco: 'MC',
  mc: 'MC',
  ireland: 'IE',
  ie: 'IE',
  germany: 'DE',
  de: 'DE',
  spain: 'ES',
  es: 'ES',
  italy: 'IT',
  it: 'IT',
  'south africa': 'ZA',
  za: 'ZA',
};

export function normalizeCountry(v: string | undefined): CountryCode | undefined {
  if (!v) return undefined;
  const k = v.trim().toLowerCase().replace(/\.$/, '');
  return COUNTRY_NAMES[k] ?? (/^[a-z]{2}$/.test(k) ? (k.toUpperCase() as CountryCode) : undefined);
}

const TLD: Record<string, CountryCode> = {
  fr: 'FR',
  be: 'BE',
  ch: 'CH',
  ca: 'CA',
  uk: 'GB',
  us: 'US',
  lu: 'LU',
  mc: 'MC',
  ie: 'IE',
  au: 'AU',
  nz: 'NZ',
  in: 'IN',
  za: 'ZA',
  re: 'RE',
  gp: 'GP',
  mq: 'MQ',
};

function countryFromUrl(url: string | undefined): CountryCode | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname;
    const tld = host.split('.').pop() ?? '';
    return TLD[tld];
  } catch {
    return undefined;
  }
}

function countryFromLang(lang: string | undefined): CountryCode | undefined {
  const m = /^[a-z]{2}[-_]([a-z]{2})$/i.exec((lang ?? '').trim());
  return m ? normalizeCountry(m[1]) : undefined;
}

export function inferCountry(args: {
  pages: Page[];
  declaredCountry?: string;
  ownerPhone?: string;
  baseUrl?: string;
  locale: 'fr' | 'en';
}): CountryCode {
  const declared = normalizeCountry(args.declaredCountry);
  if (declared) return declared;
  if (args.ownerPhone && args.ownerPhone.trim().startsWith('+')) {
    const c = parsePhoneNumberFromString(args.ownerPhone.trim())?.country;
    if (c) return c;
  }
  for (const u of [args.baseUrl, ...args.pages.map((p) => p.url)]) {
    const c = countryFromUrl(u);
    if (c) return c;
  }
  // A country the address itself names ("…, France") is the site's word: it decides even when a
  // number printed on the page would read as valid elsewhere.
  const stated = statedCountry(args.pages);
  if (stated) return stated;
  const fromContent = countryFromContent(args.pages);
  const fromLang = args.pages.map((p) => countryFromLang(p.lang)).find(Boolean);
  const fallback: CountryCode = fromContent ?? fromLang ?? (args.locale === 'en' ? 'US' : 'FR');
  // The numbers the page prints in national format say which country reads them as valid
  // ("02 33 50 03 43" is French whatever <html lang="en-US"> says; "02 69 …" is Mayotte's).
  // The text's own language, not <html lang> (templates leave "en-US" on French pages).
  const english = textLanguage(args.pages, args.locale) === 'en';
  return countryFromNationalNumbers(args.pages, fallback, english ? ENGLISH_FIRST : FRENCH_FIRST) ?? fallback;
}

const FR_WORDS = /^(?:le|la|les|des|du|et|pour|vous|nous|est|une|dans|sur|avec|au|aux)$/;
const EN_WORDS = /^(?:the|and|of|for|you|we|is|our|with|your|to|in|are|on|at)$/;

/** French or English, by counting the commonest words of each in the page text; a tie (a
 * footer of names and numbers has none of either) is the UI locale's. */
function textLanguage(pages: Page[], locale: 'fr' | 'en'): 'fr' | 'en' {
  let fr = 0;
  let en = 0;
  for (const p of pages) {
    for (const line of p.lines.slice(0, 300)) {
      for (const w of line.text.toLowerCase().split(/[^a-zà-ÿ]+/)) {
        if (FR_WORDS.test(w)) fr++;
        else if (EN_WORDS.test(w)) en++;
      }
    }
  }
  return en > fr ? 'en' : fr > en ? 'fr' : locale;
}

// Where French- and English-speaking small businesses are, in the order a tie is settled (a
// number valid in two plans is read in the one that speaks the page's language). Overseas
// France has its own plans.
const FRENCH_FIRST: CountryCode[] = [
  'FR',
  'BE',
  'CH',
  'LU',
  'MC',
  'CA',
  'RE',
  'YT',
  'GP',
  'MQ',
  'GF',
  'GB',
  'US',
  'IE',
  'DE',
  'ES',
  'IT',
  'NL',
  'PT',
];
const ENGLISH_FIRST: CountryCode[] = ['GB', 'US', 'IE', 'CA', 'AU', 'NZ', 'IN', 'ZA', 'FR', 'BE', 'CH', 'LU', 'DE', 'ES', 'IT', 'NL', 'PT'];
// A run glued to a letter is a code or a coordinate ("E028.03.807"), not a number someone dials.
const NATIONAL_NUMBER = /(?<![\d+A-Za-z])(?:\(\d{2,5}\)\s?|0)\d(?:[\s.\-\u00a0]?\d){6,11}(?!\d)/g;

/**
 * The country whose numbering plan makes the most of the page's national-format numbers valid;
 * undefined when none is valid anywhere. On a tie the fallback (page language, UI locale) wins.
 */
function countryFromNationalNumbers(
  pages: Page[],
  fallback: CountryCode,
  candidates: CountryCode[] = FRENCH_FIRST,
): CountryCode | undefined {
  const raws: string[] = [];
  for (const page of pages) {
    for (const el of page.index.anchors) {
      const href = el.attribs.href ?? '';
      if (/^\s*(?:tel|sms):/i.test(href)) raws.push(href.replace(/^\s*(?:tel|sms):/i, ''));
    }
    for (const line of page.lines) {
      if (!/\d{2}/.test(line.text)) continue;
      for (const m of line.text.matchAll(NATIONAL_NUMBER)) raws.push(m[0]);
      if (raws.length > 40) break;
    }
  }
  const national = raws.map((r) => r.trim()).filter((r) => r && !r.startsWith('+') && !r.startsWith('00'));
  if (!national.length) return undefined;
  let best: CountryCode | undefined;
  let bestScore = 0;
  for (const c of [fallback, ...candidates.filter((x) => x !== fallback)]) {
    let score = 0;
    for (const r of national) if (parsePhoneNumberFromString(r, c)?.isValid()) score++;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

const PREFIX: [RegExp, CountryCode][] = [
  [/\+\s?33\b|\b0033\s?/, 'FR'],
  [/\+\s?32\b|\b0032\s?/, 'BE'],
  [/\+\s?41\b|\b0041\s?/, 'CH'],
  [/\+\s?44\b|\b0044\s?/, 'GB'],
  [/\+\s?352\b/, 'LU'],
  [/\+\s?377\b/, 'MC'],
  [/\+\s?61\b/, 'AU'],
  [/\+\s?64\b/, 'NZ'],
  [/\+\s?91\b/, 'IN'],
  [/\+\s?27\b/, 'ZA'],
];
// "QC H2X 1Y4", "Saint-Jérôme (Québec) J7Z 5A2": a province, then the postal code.
// The code may sit in brackets on a line of its own ("Montréal, Québec<br>(H2J 2G7)").
const CA_POSTCODE =
  /\b(?:QC|ON|BC|AB|MB|NB|NS|SK|Qu[ée]bec|Ontario)\)?,?\s+\(?[A-CEGHJ-NPR-TVXY]\d[A-CEGHJ-NPR-TV-Z]\s?\d[A-CEGHJ-NPR-TV-Z]\d\b/;
// A 4-digit postcode followed by a well-known Swiss or Belgian town.
const CH_PLACE =
  /\b(?:CH-)?[1-9]\d{3}\s+(?:Z[üu]rich|Gen[èe]ve|Lausanne|Bern|Berne|B[âa]le|Basel|Fribourg|Neuch[âa]tel|Sion|Lugano|Montreux|Vevey|Nyon|Winterthur|Lucerne|Luzern|St\.? ?Gall(?:en)?|Bienne|Biel|Yverdon|Morges|La Chaux-de-Fonds|Del[ée]mont|Martigny|Carouge|Renens|Pully|Thun|Zug|Monthey|Bulle|Aigle)\b/;
const BE_PLACE =
  /\b(?:B-)?[1-9]\d{3}\s+(?:Bruxelles|Brussel|Li[èe]ge|Namur|Anvers|Antwerpen|Gand|Gent|Charleroi|Mons|Louvain|Leuven|Bruges|Brugge|Wavre|Ottignies|Ixelles|Uccle|Etterbeek|Schaerbeek|Waterloo|Tournai|Arlon|Verviers|Nivelles|Hasselt|Malines|Mechelen|Ostende|Oostende|Dinant|Huy|Woluwe|Anderlecht|Saint-Gilles|Forest|Jette|Evere|Auderghem)\b/;
// Irish Eircode: routing key (letter, two digits; D6W for Dublin 6W) and a 4-character unique identifier.
const EIRCODE = /\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[AC-FHKNPRTV-Y\d]{4}\b(?=[\s,.]|$)/;
// Australia: a state and a 4-digit postcode ("Wagga Wagga NSW 2650").
const AU_POSTCODE = new RegExp(String.raw`\b(?:${AU_STATE_SOURCE})\s+\d{4}\b`);
// India: a large city or state, then the 6-digit PIN ("Mumbai 400049", "Ahmedabad - 380022").
const IN_PIN =
  /\b(?:Mumbai|New Delhi|Delhi|Bengaluru|Bangalore|Chennai|Kolkata|Hyderabad|Pune|Ahmedabad|Jaipur|Surat|Lucknow|Kanpur|Nagpur|Indore|Bhopal|Chandigarh|Kochi|Coimbatore|Gurgaon|Gurugram|Noida|Thane|Vadodara|Maharashtra|Gujarat|Karnataka|Tamil Nadu|Kerala|Rajasthan|Telangana|West Bengal|Punjab|Haryana)\s*[-–,]?\s*[1-8]\d{2}\s?\d{3}\b/;
// A country written after a comma at the end of an address line ("Golden Valley, France",
// "Dublin 2, Ireland"): the site says where it is.
const COUNTRY_AT_LINE_END =
  /,\s*(France|Belgique|Belgium|Suisse|Switzerland|Luxembourg|Canada|United Kingdom|UK|Ireland|India|Australia|New Zealand|South Africa|USA|United States)\s*\.?\s*$/im;
const NAMED_COUNTRY: Record<string, CountryCode> = { india: 'IN', australia: 'AU', 'new zealand': 'NZ', 'south africa': 'ZA' };
// New Zealand: a main town, then its four-digit postcode ("Auckland 1010", "Te Aro, Wellington 6011").
const NZ_PLACE =
  /\b(?:Auckland|Wellington|Christchurch|Dunedin|Tauranga|Palmerston North|Napier|Hastings|Nelson|Rotorua|New Plymouth|Whang[āa]rei|Invercargill|Queenstown|Porirua|Lower Hutt|Upper Hutt)\s+\d{4}\b/;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[ABD-HJLNP-UW-Z]{2}\b/;
const US_ZIP =
  /,\s*(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\s+\d{5}(?:-\d{4})?\b/;

function statedCountry(pages: Page[]): CountryCode | undefined {
  for (const page of pages) {
    for (const line of page.lines) {
      const named = COUNTRY_AT_LINE_END.exec(line.text)?.[1]?.toLowerCase();
      if (named) return NAMED_COUNTRY[named] ?? normalizeCountry(named);
    }
  }
  return undefined;
}

/** An international prefix the site writes (tel: links first), or an unmistakable postcode format. */
function countryFromContent(pages: Page[]): CountryCode | undefined {
  for (const page of pages) {
    const hrefs = page.index.anchors
      .map((el) => el.attribs.href ?? '')
      .filter((h) => /^\s*tel:/i.test(h))
      .join(' ');
    for (const [re, c] of PREFIX) if (re.test(hrefs)) return c;
  }
  const text = pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n');
  if (CH_PLACE.test(text)) return 'CH';
  if (BE_PLACE.test(text)) return 'BE';
  if (CA_POSTCODE.test(text)) return 'CA';
  if (AU_POSTCODE.test(text)) return 'AU';
  if (NZ_PLACE.test(text)) return 'NZ';
  if (US_ZIP.test(text)) return 'US';
  if (IN_PIN.test(text)) return 'IN';
  for (const [re, c] of PREFIX) if (re.test(text)) return c;
  if (UK_POSTCODE.test(text)) return 'GB';
  if (
    EIRCODE.test(text) ||
    // A Dublin postal district on a line of its own or after a comma ("…, Dublin 15").
    /(?:^|,\s*)Dublin\s(?:[1-9]|1\d|2[0-4]|6W)\s*$/m.test(text) ||
    /\b(?:Co\.|County) (?:Dublin|Cork|Galway|Limerick|Kerry|Clare|Mayo|Donegal|Wexford|Wicklow|Kildare|Meath|Louth|Sligo|Tipperary|Waterford|Kilkenny|Carlow|Laois|Offaly|Westmeath|Longford|Roscommon|Leitrim|Cavan|Monaghan)\b/.test(
      text,
    )
  )
    return 'IE';
  // The business's own e-mail domain ("info@physio-leman.ch").
  const mails =
    pages.flatMap((p) => p.index.anchors.map((el) => el.attribs.href ?? '').filter((h) => /^\s*mailto:/i.test(h))).join(' ') + ' ' + text;
  const tld = /@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(fr|be|ch|ca|uk|lu|au|nz|in|za)\b/i.exec(mails)?.[1];
  if (tld) return TLD[tld.toLowerCase()];
  return undefined;
}
