import type { ExtractedAddress } from './types';
import {
  AU_STATE_SOURCE,
  CA_POSTCODE_SOURCE,
  COUNTRY_NAME,
  FR_POSTCODE_SOURCE,
  IE_EIRCODE_SOURCE,
  IN_PIN_SOURCE,
  INDIAN_STATE,
  LOCALITY_WORD,
  STREET_WORD,
  UK_IE_COUNTY,
  UK_POSTCODE_SOURCE,
  US_STATE_CODES,
  US_STATE_NAME_SOURCE,
  US_STATE_NAMES,
  US_ZIP_SOURCE,
} from '@/lib/text/postal';

// An address read from its parts rather than from one country's pattern. Contact blocks write
// the same few parts in many orders and with many separators ("Chemin du Moulin, Les Abrets
// 38490, Les Abrets-en-Dauphiné", "140, 2nd Main Rd, near the theatre, Bengaluru, Karnataka
// 560020", "14 Main Street, Ennis, Co. Clare, V95 X2Y4"): the postcode is the anchor, the town
// sits next to it (after it where the postcode is written first, before it elsewhere), and the
// street is the nearest part before them that reads like a street. A part that is a business
// name, a landmark ("near…", "opposite…") or a region is passed over.

/**
 * `compact`: written with a space the postcode does not have ("73 000" is 73000). `town`: the
 * town is part of the postcode's own notation ("Singapore 068914").
 */
type PostcodeKind = {
  re: RegExp;
  country?: string;
  townAfter: boolean;
  hints?: RegExp;
  state?: boolean;
  compact?: boolean;
  town?: string;
};

// Order matters: the most distinctive formats first.
const NOT_A_BOX = String.raw`(?<![\d.,/+]|\b(?:BP|CS|TSA|B\.P\.)\s?)`;
const POSTCODES: PostcodeKind[] = [
  { re: new RegExp(String.raw`\b(${IE_EIRCODE_SOURCE})\b`), country: 'IE', townAfter: false },
  { re: new RegExp(String.raw`\b(${UK_POSTCODE_SOURCE})\b`), country: 'GB', townAfter: false },
  { re: new RegExp(String.raw`\b(${CA_POSTCODE_SOURCE})\b`), country: 'CA', townAfter: false },
  // The state as its code or its name ("Newport Beach, California 92660").
  { re: new RegExp(String.raw`\b([A-Z]{2}|${US_STATE_NAME_SOURCE})\s+(${US_ZIP_SOURCE})\b`), country: 'US', townAfter: false, state: true },
  // "Sydney NSW 2000": the state in front of its four digits.
  { re: new RegExp(String.raw`\b(${AU_STATE_SOURCE})\s+(\d{4})\b`), country: 'AU', townAfter: false, state: true },
  // "Singapore 068914", "Singapore S(238858)": the city-state is the town, its six digits the
  // postcode (read before an Indian PIN, which is six digits too).
  { re: /\bSingapore\s*,?\s*(?:S\s?\(?)?(\d{6})\)?(?!\d)/i, country: 'SG', townAfter: false, town: 'Singapore' },
  // "Te Aro, Wellington 6011", "Fitzroy 3065", "Rondebosch, 7700": four digits after the town, in
  // New Zealand, Australia (the state is sometimes left out) and South Africa — only on sites of
  // those countries.
  // A group of a phone number ("(07) 3862 4862") is not one: no digit group touches it.
  { re: new RegExp(String.raw`(?<![\d.,/+-]|\d\s|\)\s?)\b(\d{4})\b(?![.,/-]?\d|\s\d)`), townAfter: false, hints: /^(?:NZ|AU|ZA)$/ },
  // "Surat-394510": the PIN may be glued to its town by a hyphen (not to a digit: "080-412345"),
  // and is never the last group of a phone number ("01947 600000").
  { re: new RegExp(String.raw`(?<![\d.,/+]|\d-|\d\s)\b(${IN_PIN_SOURCE})\b(?![\d.,/-]\d)`), country: 'IN', townAfter: false },
  { re: new RegExp(String.raw`${NOT_A_BOX}\b(?:F-)?(${FR_POSTCODE_SOURCE})\b(?![.,/]\d)`), townAfter: true },
  // "73 000 CHAMBERY": a French postcode split after its département, as some write it; only
  // with a capitalized town right after (a count, "75 000 visiteurs", is followed by a word).
  {
    re: new RegExp(String.raw`${NOT_A_BOX}\b((?:0[1-9]|[1-8]\d|9[0-8]) \d{3})\b(?=\s+\p{Lu}(?:\p{Lu}|\p{Ll}+(?:[\s-]\p{Lu}|$)))`, 'u'),
    townAfter: true,
    compact: true,
  },
  // Four digits are a postcode in Belgium, Switzerland, Luxembourg… and a year or a count
  // anywhere: only with a country prefix or when the site is in one of those countries.
  { re: new RegExp(String.raw`${NOT_A_BOX}\b(?:B-|CH-|L-)([1-9]\d{3})\b(?![.,/]\d)`), townAfter: true },
  { re: new RegExp(String.raw`${NOT_A_BOX}\b([1-9]\d{3})\b(?![.,/]\d)`), townAfter: true, hints: /^(?:BE|CH|LU|AT|DK|NO)$/ },
];

// (A Singapore housing block is written "Blk 210 …": the block number is the house number.)
const HOUSE_NUMBER = /^(?:no\.?\s*|n°\s*|#\s*|blk\.?\s*|block\s+)?\d{1,5}(?:\s?(?:bis|ter|[a-d]))?,?\s+\p{L}{2,}/iu;
// "30 mins de stationnement", "15 years of experience": a number of something, not a house number.
const QUANTITY =
  /^\d+\s*(?:min|mins|minutes?|h|heures?|hours?|ans|years?|jours?|days?|km|miles?|m|%|€|£|\$|personnes|people|places|couverts|seats|clients|customers|ml|cl|g|kg)\b/i;
const NOT_STREET = /^(?:near|opp\.?|opposite|behind|next to|beside|close to|pr[èe]s d[eu]|face [àa]|en face|derri[èe]re|à côté|a cote)\b/i;
const UNIT =
  /^(?:b[âa]timent|bât\.?|bat\.?|[ée]tage|\d+(?:er|e|ème|eme|st|nd|rd|th)\s+(?:[ée]tage|floor)|floor|suite|ste\.?|unit|apt\.?|appartement|bureau|local|porte|escalier|r[ée]sidence|bp|cs|tsa|cedex|po box|p\.o\. box)\b/i;
const TOWN = /^[\p{Lu}][\p{L}'’.\- ]{1,38}(?:\s\d{1,2})?$/u;
// Words that may sit lower-case inside a town name ("Saint-Rémy-de-Provence", "Stratford upon Avon").
const TOWN_PARTICLE = /^(?:de|du|des|la|le|les|l'|d'|en|sur|sous|lès|les|lez|aux|au|et|upon|on|in|the|under|by|next|the|sea|le-|la-)$/i;

// A named building or complex ("Portside Wharf", "Recreation Centre", "c/o the Learning and
// Innovation Centre"): capitalized words, "and"/"of"/"&" between them, before a building word.
const BUILDING =
  /^(?:c\/o\s+)?(?:The\s+)?(?:[\p{Lu}][\p{L}'’-]+\s+(?:(?:and|of|&)\s+)?){1,4}(?:House|Court|Works|Mill|Mills|Buildings?|Chambers|Centre|Center|Estate|Park|Yard|Farm|Barns?|Cottages?|Lodge|Hall|Studios?|Wharf|Exchange|Arcade|Tower|Plaza|Complex|Towers)$/u;

const CONTACT_PART = /^(?:(?:t[ée]l|tel|phone|call|mobile|e-?mail|mail)\b.*|\+?[\d\s().-]{8,}|[\w.+-]+@[\w-]+\.[\w.]+)$/i;
const SPLIT = /\s*(?:,|;|\||·|•|\n|\s[-–—/]\s|\s{3,})\s*/;

// Separators and decorations at a part's ends ("/// 88 rue Anatole France,", "Grenoble ///").
const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—·•|/*~=_-]+|[\s,;:–—·•|/*~=_-]+$/g, '')
    .trim();

// Indian addresses name the premises before the road ("301, West Wind II, Near Beach House
// society, Gandhi Gram Road"; "Shop No. GF-47, Vijay Plaza, Opposite …, Git Mandir Road"): the
// flat or shop number and the building a caller asks for. Landmarks in between are passed over.
const PREMISES_NUMBER =
  /^(?:(?:shop|flat|office|unit|plot|house|door|bldg|building|site)\s*)?(?:no\.?|number|#)?\s*[A-Z]{0,2}-?\d{1,4}(?:\/\d{1,4})?[A-Z]?$/i;
// A door number on its own ("No. 12", "Number 6/2B", "#92"): the house number of the road after it.
// (A plot or house number is the same thing: the number the property has on its road.)
const DOOR_NUMBER = /^(?:(?:plot|house|door|site)\s*)?(?:no\.?|number|#)?\s*\d{1,5}(?:\/\d{1,4})?[A-Z]?$/i;
function indianPremises(segments: string[], streetIndex: number): string[] {
  const out: string[] = [];
  for (let j = streetIndex - 1; j >= 0 && out.length < 3; j--) {
    const seg = segments[j]!;
    if (NOT_STREET.test(seg)) continue;
    if (CONTACT_PART.test(seg) || (isStreet(seg) && !BUILDING.test(seg)) || seg.split(/\s+/).length > 5 || !/^[\p{Lu}\d]/u.test(seg)) break;
    out.unshift(seg);
    if (PREMISES_NUMBER.test(seg)) break;
  }
  // Only a numbered premises (a flat, a shop) in a named building is taken: a lone name before
  // the road may be the business, and a flat and floor alone are details ("Flat 4, 2nd Floor").
  // A market, complex or tower named alone is a place, not the business ("Laxmi Market, Station Rd").
  const building = out.some((seg) => !PREMISES_NUMBER.test(seg) && !UNIT.test(seg));
  if (out.length === 1 && (PREMISES_PLACE.test(out[0]!) || DOOR_NUMBER.test(out[0]!))) return out;
  return out.length && PREMISES_NUMBER.test(out[0]!) && building ? out : [];
}

const PREMISES_PLACE =
  /\b(?:market|complex|plaza|mall|towers?|arcade|chambers|bhavan|bhawan|building|apartments?|society|estate|cent(?:re|er)|house)$/i;

const ENGLISH_SPEAKING = /^(?:US|GB|IE|CA|AU|NZ|IN|ZA)$/;

// An Indian address names the area between the road and the town ("Anekal Main Road, Chandapura,
// Bengaluru"; "…Industrial Estate, Lower Parel (W), Mumbai"): callers and drivers go by it.
const AREA = /^[\p{Lu}][\p{L}'’.\- ]{1,38}(?:\s*\((?:w|e|n|s|west|east|north|south)\))?$/iu;
function areasAfter(segments: string[], from: number, to: number): string[] {
  const out: string[] = [];
  for (let j = from; j < to; j++) {
    const seg = segments[j]!;
    if (NOT_STREET.test(seg) || UNIT.test(seg) || CONTACT_PART.test(seg) || INDIAN_STATE.test(seg) || COUNTRY_NAME.test(seg)) continue;
    if (!AREA.test(seg) || seg.split(/\s+/).length > 4) return [];
    out.push(seg);
  }
  return out;
}

// A town is never named like an institution or a building ("University of Limerick", "Castletroy
// Shopping Centre"): such a part is the premises, and the town (if any) is elsewhere.
const PLACE_NAME =
  /\b(?:university|college|campus|hospital|institute|school|building|buildings|shopping cent(?:re|er)|business park|technology park|industrial estate|trading estate|retail park|complex|mall|tower|towers|house)\b/i;
// A company's legal name is the business, not the place ("Acme Pvt. Ltd.").
const COMPANY = /\b(?:ltd|limited|llc|llp|inc|plc|pvt|pty|gmbh|sarl|sas)\b\.?/i;

/**
 * Under an address label ("Address", "Our Address", "Location"), the block is the address: the
 * part before the town is its street even when it names no street type ("Naipura Modh", "Lake
 * Palace", "Tierney Building, University of Limerick"). Up to two such parts, nearest first.
 */
// Where an address may name premises and no street at all: Indian buildings and landmarks, Irish
// and British houses, buildings and campuses. (Elsewhere a part before the town is a suburb.)
const PREMISES_COUNTRY = /^(?:IN|IE|GB)$/;
function labelledPremises(segments: string[], end: number, city: string | undefined): string | undefined {
  const out: string[] = [];
  for (let j = end - 1; j >= 0 && out.length < 2; j--) {
    const seg = segments[j]!;
    if (seg === city || NOT_STREET.test(seg) || COUNTRY_NAME.test(seg) || INDIAN_STATE.test(seg) || UK_IE_COUNTY.test(seg)) {
      if (out.length) break;
      continue;
    }
    if (
      CONTACT_PART.test(seg) ||
      UNIT.test(seg) ||
      COMPANY.test(seg) ||
      SECTION_HEADING.test(seg) ||
      !/^[\p{Lu}\d]/u.test(seg) ||
      seg.split(/\s+/).length > 6 ||
      // One word is a locality ("Chandapura"), a word glued to digits a code ("123ABC"), not premises.
      (!out.length && !/\s/.test(seg)) ||
      /\d\p{L}|\p{L}\d/u.test(seg) ||
      !/\p{L}{3}/u.test(seg)
    )
      break;
    out.unshift(seg);
  }
  return out.length ? out.join(', ') : undefined;
}

// A house number written as its own part before the street ("140, 2nd Main Rd", "No. 50, Ramasamy
// Street", "Door No. 12, Sector 18").
const LONE_NUMBER = /^(?:(?:door|house)\s*)?(?:no\.?\s*|#\s*)?\d{1,5}[a-z]?$/i;

// A district or taluka written before the town's name ("Dist. Thane", "Tal. Haveli").
const DISTRICT_PREFIX = /^(?:dist(?:rict)?|distt|tal(?:uka)?|tq)\.?\s*[-:]?\s*/i;

/** A town name as written on its own: capitalized words, the usual lower-case particles allowed. */
export function looksLikeTown(s: string): boolean {
  const t = clean(s);
  if (!TOWN.test(t) || t.length > 40 || !/\p{L}{3}/u.test(t)) return false;
  const words = t.split(/[\s-]+/).filter(Boolean);
  if (words.length > 5) return false;
  return words.every((w) => /^[\p{Lu}\d]/u.test(w) || TOWN_PARTICLE.test(w) || /^(?:l|d)['’]/i.test(w));
}

/** A street segment; `loose` also takes a locality ("Gandhi Nagar", "Sector 17") when no street is named. */
// "Cnr Smith & Jones Streets", "Corner of King St and Queen St": the corner of two streets.
const CORNER = /^(?:[Cc]nr\.?|[Cc]orner(?:\s+of)?)\s+\p{Lu}[\p{L}'’. -]{1,40}\s(?:&|and)\s\p{Lu}[\p{L}'’. -]{1,40}$/u;
function isStreet(seg: string, loose = false): boolean {
  if (!seg || seg.length > 70 || NOT_STREET.test(seg) || UNIT.test(seg)) return false;
  // A sentence is not a street: it starts lower-case or ends like one (an abbreviation's dot, "Main St.", is not an end).
  if (
    /[.!?]\s+\p{Ll}/u.test(seg) ||
    (/[.!?]$/.test(seg) && !/\b\p{L}{1,4}\.$/u.test(seg)) ||
    /^\p{Ll}/u.test(seg) ||
    seg.split(/\s+/).length > 9
  )
    return false;
  if (QUANTITY.test(seg)) return false;
  return (
    HOUSE_NUMBER.test(seg) ||
    CORNER.test(seg) ||
    ((STREET_WORD.test(seg) || (loose && LOCALITY_WORD.test(seg))) && /^[\p{Lu}\d]/u.test(seg))
  );
}

// Delhi and Chandigarh are both a state or territory and the town ("Lajpat Nagar, New Delhi 110024").
const CITY_STATE = /^(?:new delhi|delhi|chandigarh|puducherry)$/i;

// Words of a page's section headings and contact labels, never of a town's name.
const SECTION_HEADING =
  /\b(?:contact|hours|opening|times|about|e-?mail|phone|call|follow|menu|home|directions|map|find|booking|reservations?|services|welcome|parking)\b|\bUs\b/i;

const stripLabel = (s: string) => s.replace(/^[^,:\d]{1,30}:\s*/, '');

/**
 * The address written in `text` around its postcode, or null when its parts do not add up.
 * `underLabel`: the block sits under an address label, so a part that names no street type may be
 * its street.
 */
export function addressFromSegments(text: string, hint?: string, underLabel = false): ExtractedAddress | null {
  const segments = stripLabel(text).split(SPLIT).map(clean).filter(Boolean).slice(0, 12);
  for (const kind of POSTCODES) {
    if (kind.hints && !kind.hints.test(hint ?? '')) continue;
    // A postcode before its town is a continental European habit: on an English-speaking
    // country's site "20002 Visitor Lot" is a ZIP or a count before the next words.
    if (kind.townAfter && ENGLISH_SPEAKING.test(hint ?? '')) continue;
    const p = segments.findIndex((s) => kind.re.test(s));
    if (p < 0) continue;
    const seg = segments[p]!;
    const m = kind.re.exec(seg)!;
    // "Postcode : V94 NYD3", "Code postal 69001": the field's label is not the town before it.
    const labelled = /^(?:post\s?code|postal code|zip(?: code)?|eircode|pin(?: code)?|code postal|cp)\s*:?\s*$/i.test(
      clean(seg.slice(0, m.index)),
    );
    const us = !!kind.state;
    const postalCode = (us ? m[2]! : m[1]!).toUpperCase().replace(/\s+/g, kind.compact ? '' : ' ');
    const before = labelled ? '' : clean(seg.slice(0, m.index));
    const after = clean(seg.slice(m.index + m[0].length));
    let city: string | undefined;
    let region: string | undefined = us ? (US_STATE_NAMES[m[1]!.toLowerCase()] ?? m[1]) : undefined;
    let streetEnd = p; // segments before this index may hold the street
    let inlineStreet: string | undefined;
    const prev = (i: number) => {
      // Regions and countries are not the town ("…, Bengaluru, Karnataka 560020").
      let j = i;
      while (j >= 0 && (INDIAN_STATE.test(segments[j]!) || UK_IE_COUNTY.test(segments[j]!) || COUNTRY_NAME.test(segments[j]!))) {
        if (INDIAN_STATE.test(segments[j]!) || UK_IE_COUNTY.test(segments[j]!)) region ??= segments[j];
        j--;
      }
      return j;
    };
    if (kind.town) city = kind.town;
    else if (kind.townAfter) {
      if (after && looksLikeTown(after.replace(/\s+cedex(?:\s*\d+)?$/i, ''))) city = after;
      else if (!after && segments[p + 1] && looksLikeTown(segments[p + 1]!)) city = segments[p + 1];
      else if (!after && before && looksLikeTown(before)) city = before;
      // "27 rue Nationale 37000 Tours": the street shares the postcode's segment.
      if (before && city !== before && isStreet(before)) inlineStreet = before;
    } else {
      const beforeText = before.replace(/\s*\b(?:INDIA|India)\b\s*$/, '').replace(DISTRICT_PREFIX, '');
      if (
        beforeText &&
        (!INDIAN_STATE.test(beforeText) || CITY_STATE.test(beforeText)) &&
        !UK_IE_COUNTY.test(beforeText) &&
        looksLikeTown(beforeText)
      )
        city = beforeText;
      else {
        if (beforeText && (INDIAN_STATE.test(beforeText) || UK_IE_COUNTY.test(beforeText))) region ??= beforeText;
        const j = prev(p - 1);
        if (j >= 0 && looksLikeTown(segments[j]!) && !isStreet(segments[j]!) && !PLACE_NAME.test(segments[j]!)) {
          city = segments[j];
          streetEnd = j;
        }
      }
    }
    // An Eircode alone locates the address: under a label, the premises before it need no town.
    const townless = !city && underLabel && kind.country === 'IE' && !before;
    if (!city && !townless) continue;
    // The street: the nearest street-like part before the town, a lone house number in front
    // of it joined back ("140, 2nd Main Rd").
    let street = inlineStreet;
    // A numbered street is the street, however near the town a named part sits ("22 Kloof Street,
    // Gardens, Cape Town": Gardens is the suburb). Then a street type, then an Indian locality word.
    for (const pass of ['numbered', 'named', 'loose'] as const)
      for (let i = streetEnd - 1; !street && i >= Math.max(0, streetEnd - 5); i--) {
        const s = segments[i]!;
        if (s === city) continue;
        if (!isStreet(s, pass === 'loose') || (pass === 'numbered' && !HOUSE_NUMBER.test(s))) continue;
        const numbered = LONE_NUMBER.test(segments[i - 1] ?? '');
        street = numbered ? `${segments[i - 1]}, ${s}` : s;
        // "Bridge Works, Station Approach": a named building right before the street is part of
        // the address a visitor looks for (a unit number before it is a detail and stays out).
        // (A business park or estate reads as a street on its own; before a named road it is the
        // complex the road serves: "Mill Business Park, Avon Road".)
        const prev = segments[i - 1] ?? '';
        if (!/^\d/.test(street) && BUILDING.test(prev) && !HOUSE_NUMBER.test(prev)) street = `${prev}, ${street}`;
        else if (kind.country === 'IN' && !numbered && !/^\d/.test(street)) {
          // Two roads in a row name the way in ("Station Road, Old Mill Road"): both are kept.
          const road = segments[i - 1] ?? '';
          if (isStreet(road) && !LONE_NUMBER.test(road) && !BUILDING.test(road)) street = `${road}, ${street}`;
          else street = [...indianPremises(segments, i), street].join(', ');
        }
        if (kind.country === 'IN') street = [street, ...areasAfter(segments, i + 1, streetEnd)].join(', ');
      }
    // "F-68000 Colmar, 3 rue des Clefs": the postcode written first, the street after it.
    for (let i = p + 1; !street && kind.townAfter && i <= p + 2 && i < segments.length; i++)
      if (isStreet(segments[i]!)) street = segments[i];
    if (!street && underLabel && PREMISES_COUNTRY.test(kind.country ?? hint ?? '')) street = labelledPremises(segments, streetEnd, city);
    if (!street) continue;
    street = street.replace(/\s*[,–-]?\s*\b(?:BP|CS|TSA)\s*\d+.*$/i, '');
    const country = kind.country ?? hint;
    const parts: Omit<ExtractedAddress, 'formatted'> = {
      street: clean(street),
      postalCode: kind.country === 'CA' ? postalCode.replace(/^(...)\s?(...)$/, '$1 $2') : postalCode,
      ...(city ? { city: clean(city) } : {}),
      ...(region ? { region: clean(region) } : {}),
      ...(country ? { country } : {}),
    };
    const formatted = kind.townAfter
      ? `${parts.street}, ${parts.postalCode} ${parts.city}`
      : [parts.street, parts.city, [us ? parts.region : undefined, parts.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return { ...parts, formatted };
  }
  return null;
}

/**
 * A street and its town without a postcode, when they are the whole of `text`: "Unit 4, Station
 * Road, Hampton-in-Arden", "Route de Lyon – Cluny", "12 West Street, Alresford, Hampshire". A
 * unit or building part may come first; nothing but towns, a region or the country after.
 */
export function streetAndTownFromSegments(text: string, hint?: string): ExtractedAddress | null {
  // A contact line goes on with the phone and e-mail ("4 Elm Ave, Denver, CO | 720 … | hi@…").
  const segments = stripLabel(text)
    .split(SPLIT)
    .map(clean)
    .filter((seg) => seg && !CONTACT_PART.test(seg));
  if (segments.length < 2 || segments.length > 6) return null;
  // A numbered street first: a building before it may itself read as a street ("Portside Wharf").
  const numbered = segments.findIndex((seg) => isStreet(seg) && HOUSE_NUMBER.test(seg));
  const s = numbered >= 0 ? numbered : segments.findIndex((seg) => isStreet(seg));
  if (s < 0 || s > 2) return null;
  const after = segments.slice(s + 1);
  if (!after.length || after.length > 3) return null;
  let region: string | undefined;
  // A suburb or locality may come before the post town ("Hill Park, Auckland", "Oaklands,
  // Johannesburg", "Blanchardstown, Dublin 15"): the last town is the one mail goes to. After a
  // numbered street, a suburb named like a street ("Hill Park", "Forest Green") is still a place.
  const towns: string[] = [];
  for (const seg of after) {
    // The next block's heading ("Contact Us", "Opening Times") ends the address, as does a postal
    // district ("Dublin 9"), which is written last.
    if (SECTION_HEADING.test(seg) || /\s\d{1,2}$/.test(towns[towns.length - 1] ?? '')) break;
    if (UK_IE_COUNTY.test(seg) || INDIAN_STATE.test(seg) || US_STATE_CODES.has(seg) || US_STATE_NAMES[seg.toLowerCase()]) region ??= seg;
    else if (COUNTRY_NAME.test(seg)) continue;
    else if (!region && looksLikeTown(seg) && (!isStreet(seg) || (numbered >= 0 && !HOUSE_NUMBER.test(seg)))) towns.push(seg);
    else return null;
  }
  const city = towns.pop();
  if (!city) return null;
  // A unit or building line right before the street belongs to it ("Unit 4, Station Road").
  // So does a named building or complex, whose name a visitor looks for at the door.
  const unit =
    s > 0 && (UNIT.test(segments[s - 1]!) || /^(?:unit|flat|shop|studio)\b/i.test(segments[s - 1]!) || BUILDING.test(segments[s - 1]!))
      ? `${segments[s - 1]}, `
      : '';
  const street = unit + segments[s]!;
  // A US state (name or code) says the country and is written as its code.
  const state = region && (US_STATE_CODES.has(region) ? region : US_STATE_NAMES[region.toLowerCase()]);
  if (state) region = state;
  const country = state ? 'US' : hint;
  const parts = { street, city, ...(region ? { region } : {}), ...(country ? { country } : {}) };
  return { ...parts, formatted: [street, ...towns, city, region].filter(Boolean).join(', ') };
}
