import * as cheerio from 'cheerio';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ExtractedAddress, ExtractedInfo, ExtractedService, DayOfWeek } from '@/lib/extract/types';
import { DAYS } from '@/lib/extract/types';
import type { AddressLabel, FactsLabel, WeekLabel } from './labels';

// How a prediction is judged against the facts we read on the page. The rules are meant to be
// fair to any reasonable extractor, not to this one:
// - phones: compared as E.164 sets. A fax number predicted as a phone is a false positive.
// - email, address, name: the extractor returns one value. It is right (tp) when it equals ANY
//   labelled value; a wrong value is a false positive AND (if the page has one) a false negative;
//   nothing predicted while the page has one is a false negative.
// - email: case-insensitive equality.
// - name: equality after folding (accents, case, punctuation, "&" ~ "and/et") with the label's name
//   or one of its accepted alternative spellings.
// - address: the label's street tokens (folded, abbreviations canonical: "av." ~ "avenue",
//   "bd" ~ "boulevard", "st" ~ "street"/"saint", "rd" ~ "road"…, a house number's suffix however
//   spaced, "3bis" ~ "3 bis"; without the label's unit/suite/floor parts and without the
//   business's own name unless the street is nothing else) must all occur in the predicted
//   street (or its formatted line when it has no street), the prediction must not be a long
//   fragment of prose (at most twice the label's tokens + 4, a country name not counted), and the postcode must be equal or,
//   when either side has none, the city equal after folding. A predicted address without a street
//   inside the label's `locality` (pages naming only a town) counts neither way.
// - hours: each (day, "HH:MM-HH:MM") interval is one item; exact match per day. A business with
//   several places is scored against the schedule (primary or another place's) the prediction fits best.
// - services (offerings): folded-token overlap, words of prices/currencies and small function
//   words ignored, plural "s"/"x" dropped, a word of ≥ 5 letters also matching a longer one it
//   starts ("kickstart" ~ "kickstarter"). A prediction matches a label when it holds ≥ 60 % of the
//   label's tokens and those make ≥ a third of its own tokens ("Coupe homme - 25 €" matches
//   "coupe homme"; a sentence that happens to name a service does not). One prediction matches at
//   most one label (greedy, best pairs first). A label's parenthesis is a gloss: the label without
//   it matches too ("Tarif normal (hommes)" ~ "Tarif normal").
// - priced: the same name match, plus the same amount when the label has a price; the prediction's
//   name with its description also counts (a line "Menu : panini + boisson" read as name "Menu",
//   description "panini + boisson").
// - invented: a predicted phone whose national digits, a price whose amount, or an address whose
//   street (postcode and city when street-less) occur nowhere in the pages' source text
//   (visible text, attributes, JSON-LD) — the value cannot have come from the page.

export type Counts = { tp: number; fp: number; fn: number };
export const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bet\b/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// --- phones ---------------------------------------------------------------------------------

export function scorePhones(label: FactsLabel, info: ExtractedInfo): { counts: Counts; fp: string[]; fn: string[] } {
  const want = new Set(label.phones);
  const got = new Set(info.phones.map((p) => p.e164));
  const fp = [...got].filter((p) => !want.has(p)).map((p) => (label.fax.includes(p) ? `${p} (fax)` : p));
  const fn = [...want].filter((p) => !got.has(p));
  return { counts: { tp: got.size - fp.length, fp: fp.length, fn: fn.length }, fp, fn };
}

// --- single-valued fields -------------------------------------------------------------------

/** One predicted value against a set of acceptable ones (see the rules above). */
export function scoreSingle(hasLabel: boolean, predicted: boolean, ok: boolean): Counts {
  if (predicted && ok) return { tp: 1, fp: 0, fn: 0 };
  return { tp: 0, fp: predicted ? 1 : 0, fn: hasLabel ? 1 : 0 };
}

export function emailOk(label: FactsLabel, email: string | null): boolean {
  return !!email && label.emails.some((e) => e.toLowerCase() === email.trim().toLowerCase());
}

export function nameOk(label: FactsLabel, name: string): boolean {
  const n = fold(name);
  return !!n && [label.businessName, ...label.nameAlternatives].some((a) => fold(a) === n);
}

// --- addresses ------------------------------------------------------------------------------

const ABBREVIATIONS: Record<string, string> = {
  av: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  blvd: 'boulevard',
  boul: 'boulevard',
  st: 'st',
  street: 'st',
  r: 'rue',
  bvd: 'boulevard',
  cres: 'crescent',
  cr: 'crescent',
  gdns: 'gardens',
  ter: 'terrace',
  terr: 'terrace',
  pde: 'parade',
  cl: 'close',
  ave: 'avenue',
  saint: 'st',
  ste: 'st',
  sainte: 'st',
  str: 'st',
  rd: 'road',
  ln: 'lane',
  dr: 'drive',
  ct: 'court',
  pl: 'place',
  sq: 'square',
  hwy: 'highway',
  pkwy: 'parkway',
  ch: 'chemin',
  che: 'chemin',
  rte: 'route',
  imp: 'impasse',
  all: 'allee',
  fbg: 'faubourg',
  fg: 'faubourg',
  qu: 'quai',
  pte: 'porte',
  crs: 'cours',
  res: 'residence',
  za: 'zone',
  zi: 'zone',
  zac: 'zone',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  ne: 'northeast',
  nw: 'northwest',
  se: 'southeast',
  sw: 'southwest',
  mt: 'mount',
  ft: 'fort',
  apt: 'apartment',
  // French compass points after a street name ("Jean-Talon Est" ~ "Jean-Talon E").
  est: 'east',
  ouest: 'west',
};
// "No. 54" is the number 54: the abbreviation adds nothing.
const ADDRESS_STOP = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'the', 'of', 'and', 'a', 'no']);

const addressTokens = (s: string) =>
  fold(s)
    // "3bis" ~ "3 bis", "12A" ~ "12 A": a house number and its suffix, however spaced.
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((t) => ABBREVIATIONS[t] ?? t)
    .filter((t) => !ADDRESS_STOP.has(t));

const postcode = (s: string | null | undefined) => (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

// A unit, suite or floor part of a label is a detail a caller can do without ("suite or unit
// details may be left out"); the country and the business's own name add nothing to a street.
const UNIT_PART =
  /^(?:\p{L}{1,4}\s+)?(?:unit|suite|ste|flat|shop|level|apt|apartment|floor|\d+(?:st|nd|rd|th|e|er|eme|ème)\s+(?:floor|etage|étage)|b[âa]timent|bat|[ée]tage|escalier|building|bureau|local|#)\b/iu;
const COUNTRY_TOKENS = new Set([
  'france',
  'belgique',
  'belgium',
  'suisse',
  'switzerland',
  'uk',
  'united',
  'kingdom',
  'england',
  'wales',
  'scotland',
  'ireland',
  'usa',
  'india',
  'canada',
]);

/** The label's street tokens a prediction must hold: without unit/suite parts, nor the business's name. */
function coreStreetTokens(street: string, names: string[]): string[] {
  const parts = street.split(/\s*,\s*/).filter((p) => !UNIT_PART.test(p.trim()));
  const nameTokens = new Set(names.flatMap((n) => addressTokens(n)));
  const core = addressTokens(parts.length ? parts.join(' ') : street);
  const withoutName = core.filter((t) => !nameTokens.has(t));
  // A building named after the business ("The Butchers Arms") is the street: keep it then.
  return withoutName.length ? withoutName : core;
}

export function addressMatches(label: AddressLabel, got: ExtractedAddress, names: string[] = []): boolean {
  // A country word is left out on both sides (a trailing "France" after the town, but also the
  // "France" of "rue Anatole France").
  const want = coreStreetTokens(label.street, names).filter((t) => !COUNTRY_TOKENS.has(t));
  const have = addressTokens(got.street?.trim() ? got.street : got.formatted).filter((t) => !COUNTRY_TOKENS.has(t));
  if (!want.length || have.length > 2 * want.length + 4) return false;
  const set = new Set(have);
  if (!want.every((t) => set.has(t))) return false;
  const lp = postcode(label.postalCode);
  const gp = postcode(got.postalCode) || (lp && postcode(got.formatted).includes(lp) ? lp : '');
  if (lp && gp) return samePostcode(lp, gp);
  // Towns compared as street words are ("St Rémy" ~ "Saint-Rémy"), not as raw strings.
  const lc = addressTokens(label.city ?? '').join(' ');
  // A city's postal district ("Dublin 2", "Lyon 3") may be left out: the town is the same.
  const town = lc.replace(/\s\d{1,2}$/, '');
  const inGot = (s: string | null | undefined) => [lc, town].some((c) => ` ${addressTokens(s ?? '').join(' ')} `.includes(` ${c} `));
  return !!lc && (inGot(got.city) || inGot(got.formatted));
}

/** The same postcode, a US ZIP and its ZIP+4 included ("62704" ~ "62704-1234"). */
function samePostcode(a: string, b: string): boolean {
  const zip = /^\d{5}(?:\d{4})?$/;
  return a === b || (zip.test(a) && zip.test(b) && a.slice(0, 5) === b.slice(0, 5));
}

export function scoreAddress(label: FactsLabel, got: ExtractedAddress | null): Counts & { neutral: boolean } {
  if (got && !got.street?.trim() && label.locality && !label.addresses.length) {
    const inTown = fold(got.city ?? got.formatted).includes(fold(label.locality.city));
    if (inTown) return { ...zero(), neutral: true };
  }
  const names = [label.businessName, ...label.nameAlternatives];
  const ok = !!got && label.addresses.some((a) => addressMatches(a, got, names));
  return { ...scoreSingle(label.addresses.length > 0, !!got, ok), neutral: false };
}

// --- hours ----------------------------------------------------------------------------------

export function hourItems(week: WeekLabel | null): string[] {
  if (!week) return [];
  return DAYS.flatMap((d) => (week[d as DayOfWeek] ?? []).map((r) => `${d} ${r}`));
}

/** Scored against the primary schedule or, for a business with several places, whichever fits best. */
export function scoreHours(label: FactsLabel, info: ExtractedInfo): { counts: Counts; fp: string[]; fn: string[] } {
  const got = new Set(info.hours.map((h) => `${h.day} ${h.opens}-${h.closes}`));
  let best: { counts: Counts; fp: string[]; fn: string[] } | null = null;
  for (const week of [label.hours, ...(label.hoursAlternatives ?? [])]) {
    const want = new Set(hourItems(week));
    const fp = [...got].filter((x) => !want.has(x));
    const fn = [...want].filter((x) => !got.has(x));
    const r = { counts: { tp: got.size - fp.length, fp: fp.length, fn: fn.length }, fp, fn };
    if (!best || r.counts.tp - r.counts.fp - r.counts.fn > best.counts.tp - best.counts.fp - best.counts.fn) best = r;
  }
  return best!;
}

// --- offerings ------------------------------------------------------------------------------

const OFFERING_STOP = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'and',
  'a',
  'au',
  'aux',
  'en',
  'pour',
  'avec',
  'sur',
  'un',
  'une',
  'nos',
  'notre',
  'votre',
  'vos',
  'the',
  'of',
  'for',
  'with',
  'an',
  'to',
  'in',
  'on',
  'our',
  'your',
  'or',
  'ou',
  'eur',
  'euro',
  'euros',
  'gbp',
  'usd',
  'ttc',
  'ht',
  'from',
  'partir',
  'des',
  'only',
  'per',
  'par',
  'pp',
  'each',
  'price',
  'prix',
  'tarif',
]);

/** Folded content words; numbers are dropped (they are prices or sizes) unless the name is only a number ("180"). */
export function offeringTokens(s: string): string[] {
  const words = fold(s)
    .split(' ')
    .filter((t) => t.length > 0 && !OFFERING_STOP.has(t));
  const named = words.filter((t) => !/^\d/.test(t));
  return [...new Set((named.length ? named : words).map((t) => (t.length > 3 && /[sx]$/.test(t) ? t.slice(0, -1) : t)))];
}

/** Amounts written in a price ("12,50 €", "£12.50", "from 25") as numbers. */
export function amounts(s: string): number[] {
  return [...s.matchAll(/\d+(?:[.,]\d{1,2})?/g)].map((m) => Number(m[0].replace(',', '.')));
}

type Item = { name: string; price?: string; description?: string };

/** Equal, or one a prefix of the other when the shorter has ≥ 5 letters ("kickstart" ~ "kickstarter"). */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)));

/** Greedy one-to-one matching of predictions to labels; `withPrice` also requires the label's amount. */
export function matchOfferings(labels: Item[], predicted: Item[], withPrice: boolean): { counts: Counts; fp: string[]; fn: string[] } {
  // A label's parenthesis is a reader's gloss ("Tarif normal (hommes)", "Lethwei (Burmese
  // boxing)"): the name without it is as right. A priced line is written name + description
  // ("Menu : panini + boisson 33cl 10 €"); a prediction that keeps the description apart from its
  // name ("Menu" + "panini + boisson 33cl") wrote the same line.
  const L = labels.map((l) => {
    const bare = l.name.replace(/\s*\([^()]*\)\s*/g, ' ').trim();
    return [offeringTokens(l.name), ...(bare && bare !== l.name ? [offeringTokens(bare)] : [])].filter((t) => t.length);
  });
  const P = predicted.map((p) =>
    [offeringTokens(p.name), ...(withPrice && p.description ? [offeringTokens(`${p.name} ${p.description}`)] : [])].filter((t) => t.length),
  );
  const score = (lt: string[], pt: string[]) => {
    const overlap = lt.filter((t) => pt.some((u) => sameWord(t, u))).length;
    if (overlap < Math.ceil(0.6 * lt.length) || 3 * overlap < pt.length) return 0;
    return overlap / lt.length + overlap / pt.length;
  };
  const pairs: { i: number; j: number; s: number }[] = [];
  L.forEach((lts, i) => {
    P.forEach((pts, j) => {
      const s = Math.max(0, ...lts.flatMap((lt) => pts.map((pt) => score(lt, pt))));
      if (!s) return;
      if (withPrice && labels[i]!.price) {
        const want = amounts(labels[i]!.price!);
        const got = amounts(predicted[j]!.price ?? predicted[j]!.name);
        if (!want.some((a) => got.includes(a))) return;
      }
      pairs.push({ i, j, s });
    });
  });
  pairs.sort((a, b) => b.s - a.s);
  const li = new Set<number>();
  const pj = new Set<number>();
  for (const { i, j } of pairs) {
    if (li.has(i) || pj.has(j)) continue;
    li.add(i);
    pj.add(j);
  }
  const show = (x: Item) => (x.price ? `${x.name} [${x.price}]` : x.name);
  return {
    counts: { tp: li.size, fp: predicted.length - pj.size, fn: labels.length - li.size },
    fp: predicted.filter((_, j) => !pj.has(j)).map(show),
    fn: labels.filter((_, i) => !li.has(i)).map(show),
  };
}

/** The extractor's priced list when it has one (`priced`), else its services that carry a price. */
export function pricedOf(info: ExtractedInfo): ExtractedService[] {
  const own = (info as ExtractedInfo & { priced?: ExtractedService[] }).priced;
  return Array.isArray(own) ? own : info.services.filter((s) => s.price);
}

// --- invented values ------------------------------------------------------------------------

const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) => [...letters].map((c) => [c, String(i + 2)])),
);

export type Evidence = { text: string; digitRuns: string[]; listedRuns: string[]; amounts: Set<number> };

/** Everything a value could legitimately come from: the pages' text and attribute values, entities decoded. */
export function pageEvidence(htmls: string[]): Evidence {
  const parts: string[] = [];
  for (const html of htmls) {
    // A map link or embed writes the address URL-encoded ("90%20Rue%20de%20Tolbiac"): decoded, it is page text.
    const attrs = [...html.matchAll(/\s[\w:-]+\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => {
      // (Google Maps embeds also glue "!2s" parameter markers to the text.)
      const v = (m[1] ?? m[2] ?? '').replace(/\+/g, ' ').replace(/!\d+[a-z]/g, ' ');
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    });
    const text = html.replace(/<[^>]*>/g, ' ');
    parts.push(cheerio.load(`${text} ${attrs.join(' ')}`, null, false).text());
  }
  const raw = parts.join('\n');
  return {
    text: ` ${addressTokens(raw).join(' ')} `,
    // A number spelled on the keypad ("414.489.STAG") is on the page as digits too; so is one
    // whose groups an en dash sets apart ("309-263–2353").
    digitRuns: [...raw.replace(/[A-Z]/g, (c) => KEYPAD[c]!).matchAll(/\+?\d[\d\s.\-–()/\u00a0\u202f]*\d/g)].map((m) =>
      m[0].replace(/\D/g, ''),
    ),
    // The numbers of one line that a list sets apart ("080-2783 8383, 2783 2783"), in page order.
    listedRuns: [...raw.matchAll(/\+?\d[\d .\-–()\u00a0\u202f]*\d/g)].map((m) => m[0].replace(/\D/g, '')),
    amounts: new Set(amounts(raw)),
  };
}

export function inventedPhones(info: ExtractedInfo, ev: Evidence): string[] {
  return info.phones
    .map((p) => p.e164)
    .filter((e) => {
      const national = parsePhoneNumberFromString(e)?.nationalNumber ?? e.slice(1);
      return !ev.digitRuns.some((r) => r.includes(national)) && !continuedOnPage(national, ev.listedRuns);
    });
}

/**
 * "080-2783 8383 / 2783 2783": the second number is on the page as its own digits (six or more),
 * listed right after a number of the same area code that ends in as many digits.
 */
function continuedOnPage(national: string, runs: string[]): boolean {
  return runs.some((tail, i) => {
    if (i === 0 || tail.length < 6 || tail.length >= national.length || !national.endsWith(tail)) return false;
    const area = national.slice(0, national.length - tail.length);
    return new RegExp(`${area}\\d{${tail.length}}$`).test(runs[i - 1]!);
  });
}

export function inventedPrices(items: ExtractedService[], ev: Evidence): string[] {
  return items.filter((s) => s.price && amounts(s.price).some((a) => !ev.amounts.has(a))).map((s) => `${s.name} [${s.price}]`);
}

export function inventedAddress(got: ExtractedAddress | null, ev: Evidence): string | null {
  if (!got) return null;
  const inText = (s: string | undefined) => !s?.trim() || ev.text.includes(` ${addressTokens(s).join(' ')} `);
  // A street assembled from the page's own parts ("301, West Wind II, Gandhi Gram Road", a landmark
  // between them left out) is no invention: each comma-separated part must be on the page.
  const ok = got.street?.trim()
    ? inText(got.street) || got.street.split(',').every((part) => inText(part))
    : inText(got.city) && inText(got.postalCode);
  return ok ? null : got.formatted || got.street || '';
}
