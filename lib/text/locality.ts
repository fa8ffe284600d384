import { AU_STATE_SOURCE, CA_PROVINCE_SOURCE, INDIAN_STATE, UK_IE_COUNTY, US_STATE_SOURCE } from './postal';

// A town named with its state, province, county or département ("Cottontown, TN", "Solihull,
// West Midlands", "SPRINGFIELD · ILLINOIS", "Vannes (56)"): where a business is when its site
// gives no street address (a farm, a mobile service, a practice run from home). The region is what
// makes two capitalized words a place: without it, "Fresh Eggs, Daily" would read as one.

const bare = (re: RegExp) => re.source.replace(/^\^|\$$/g, '');

// Codes stay upper case ("TN", not "tn", nor the word "or"); names may be written in capitals.
const REGION_PARTS = [US_STATE_SOURCE, CA_PROVINCE_SOURCE, AU_STATE_SOURCE].flatMap((s) => s.split('|'));
const REGION_CODES = REGION_PARTS.filter((r) => /^[A-Z]{2,3}$/.test(r));
const REGION_NAME_SOURCE = [...REGION_PARTS.filter((r) => !/^[A-Z]{2,3}$/.test(r)), bare(INDIAN_STATE), bare(UK_IE_COUNTY)].join('|');
// The same names in capitals ("TENNESSEE"): the pattern's letters upper-cased, its escapes kept.
const REGION_NAMES = `${REGION_NAME_SOURCE}|${REGION_NAME_SOURCE.replace(/\\.|[a-z]/g, (m) => (m.length === 2 ? m : m.toUpperCase()))}`;

// One to three words of a town, all capitalized or all in capitals ("Saint Paul", "BOWLING GREEN",
// "Aix-en-Provence"), where a place name starts: a line's start, a separator, a number, "in",
// "near", "à"…, or a change of case ("Hillstead Farms COTTONTOWN").
const START = String.raw`^|[·•|,;:()–—-]\s*|\d\s+|(?:^|[^\p{L}])(?:in|at|near|of|from|to|across|around|outside|throughout|and|or|à|a|de|et)\s+`;
const WORD = String.raw`\p{Lu}[\p{Ll}'’]+(?:-(?:\p{Ll}{1,3}-)*\p{Lu}[\p{Ll}'’]+)*`;
const CAPITALIZED = String.raw`(?<=${START}|\b[A-Z]{2,}\s+)${WORD}(?: ${WORD}){0,2}`;
const CAPITALS = String.raw`(?<=${START}|\p{Ll}\s+)\p{Lu}{3,}(?:[ -]\p{Lu}{3,}){0,2}`;
const TOWN = `${CAPITALIZED}|${CAPITALS}`;
const SEPARATOR = String.raw`\s*[,·•|–-]\s*|\s+`;
const WITH_CODE = new RegExp(String.raw`(${TOWN})(?:${SEPARATOR})(${REGION_CODES.join('|')})\b(?![’'-]?\w)`, 'gu');
const WITH_NAME = new RegExp(String.raw`(${TOWN})(?:${SEPARATOR})(${REGION_NAMES})\b`, 'gu');
// A French town with its département number: "Vannes (56)", "Ajaccio (2A)".
const WITH_DEPARTMENT = new RegExp(String.raw`(${TOWN})\s*\((\d{2}|2[AB]|97[1-6])\)`, 'gu');

// Words that open a sentence or a heading, never part of a town's name ("Serving Solihull",
// "Open In Summer").
const NOT_A_TOWN_WORD =
  /\b(?:we|are|our|your|you|in|on|at|to|for|and|or|of|with|from|by|is|open|closed|serving|call|visit|contact|find|welcome|based|located|near)\b/i;

const STREET_END = /\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|highway|hwy)$/i;

const title = (s: string) =>
  s === s.toUpperCase() && s.length > 3 ? s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (m) => m.toUpperCase()) : s;

/** The towns a text names with their region, as "Town, Region" or "Ville (56)", in the order they appear. */
export function localitiesIn(text: string): string[] {
  const found: { at: number; place: string }[] = [];
  for (const re of [WITH_CODE, WITH_NAME, WITH_DEPARTMENT]) {
    for (const m of text.matchAll(re)) {
      // "Serving Solihull": the words before the town's own are the sentence's.
      const words = m[1]!.split(' ');
      while (words.length > 1 && NOT_A_TOWN_WORD.test(words[0]!)) words.shift();
      const town = words.join(' ');
      // "… Main Street, TN": a street, not a town ("Bowling Green", "Forest Hill" are towns).
      if (STREET_END.test(town) || NOT_A_TOWN_WORD.test(town)) continue;
      const region = m[2]!;
      found.push({ at: m.index, place: /^\d|^2[AB]$/.test(region) ? `${title(town)} (${region})` : `${title(town)}, ${title(region)}` });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.place);
}

/**
 * The business's own town, from the lines of its site: the locality named most often (a header, a
 * footer and a contact block repeat it; a town the business serves is usually named once).
 */
export function mainLocality(lines: string[]): string | undefined {
  const counts = new Map<string, number>();
  const key = (p: string) => p.split(',')[0]!.toLowerCase();
  const shown = new Map<string, string>();
  for (const line of lines) {
    for (const place of new Set(localitiesIn(line))) {
      counts.set(key(place), (counts.get(key(place)) ?? 0) + 1);
      if (!shown.has(key(place))) shown.set(key(place), place);
    }
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // Two towns named as often: nothing says which one is the business's.
  if (!best || (second && second[1] === best[1])) return undefined;
  return shown.get(best[0]);
}
