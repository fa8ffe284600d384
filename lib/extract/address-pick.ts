import type { ExtractedAddress } from './types';
import type { Page, TextLine } from './pages';
import type { JsonLdNode } from './json-ld';
import { addressesInText, addressWithoutPostcode } from './address';
import { countryOfPostcode, looksLikeStreetLine, POSTCODE_HINT, STREET_TYPES_EN, STREET_WORD } from '@/lib/text/postal';
import { addressFromSegments, streetAndTownFromSegments } from './address-segments';
import { addressesFromFields } from './address-fields';
import {
  addressesFromDescription,
  addressesFromJsonLd,
  addressesFromMaps,
  addressesFromMarkup,
  addressesFromMeta,
  addressFromString,
} from './address-structured';

// Every postal address a site states, the main one first. What the site says in structured form
// (JSON-LD, microdata, hCard) comes first when it names a street; then the visible text, read in
// windows of one to seven lines (contact blocks split an address with <br>, <p>, <span>; a table
// cell is a block of its own) and scored by where it sits: an <address> element, an
// "Adresse"/"Find us" label, the phone and e-mail next to it, a contact page. A maps embed, link or
// frame title is the owner's own statement and stands in when the text names no street. A
// street-less place (a town, a postcode) is the last resort: a caller needs the street.

const ADDRESS_HINT =
  /adresse|address|nous trouver|find us|où sommes|where we are|visit us|located|situ[ée]|accès|location|plan d'accès|venir|contact|coordonn[ée]es|showroom|cabinet|magasin|boutique|our shop|head office|si[èe]ge/i;
const CONTACT_URL = /contact|nous-trouver|trouver|acces|access|find-us|location|where|plan|coordonnees|about|a-propos/i;
const CUE =
  /\b(?:located at|located on|find us at|find us on|based at|situated at|visit us at|you(?:'ll| will) find us at|we are at|we're at|(?:shop|office|salon|clinic|studio|surgery|practice) is at|nous sommes situ[ée]s? (?:au|à|a)|situ[ée]e?s? (?:au|à|a)|nous trouver au|se trouve au|install[ée]e?s? au|adresse\s*:|address\s*:)\s*/i;
// A heading or label that says the block under it is the address ("Our Address", "Location:").
const ADDRESS_LABEL =
  /^(?:our\s+|the\s+|office\s+|postal\s+|physical\s+|shop\s+|store\s+|clinic\s+|business\s+)?(?:address|location|adresse|find us|visit us|where to find us|where we are)\s*:?$/i;
const LABEL_IN_LINE = /^(?:address|location|adresse)\s*:/i;
const HOST =
  /h[ée]berg(?:eur|ement|[ée] par)|hosted by|hosting provider|web ?host|website by|site (?:web )?(?:r[ée]alis[ée]|cr[ée]{2}|con[çc]u) par|designed (?:and built )?by|conception\s*:|r[ée]alisation\s*:|powered by|ovh|o2switch|ionos|gandi|hostinger|wix\.com|squarespace/i;
const REGISTERED =
  /registered (?:office|address)|registered in (?:england|wales|scotland)|company (?:no|number|registration)|si[èe]ge social\s*:.*\brcs\b/i;
const PHONE_OR_MAIL = /(?:\+?\d[\d .()-]{7,}\d)|@[\w-]+\.[a-z]{2,}|\b(?:t[ée]l|phone|tel|call|mobile|e-?mail|mail)\b/i;

// Where the sentence that follows a cue ends: a full stop, but not an abbreviation's ("Co. Cork",
// "St. Peter's Rd", "Blvd. West").
const SENTENCE_END = /(?<!\b(?:\p{Lu}\p{Ll}{0,2}|Blvd|Bldg|Apt|Ste|Opp))\.\s|[;()!?]|\.$/u;
// "14 Quay Street, Galway, opposite the Spanish Arch": a landmark after the address is directions.
const LANDMARK_TAIL =
  /,?\s*\b(?:opposite|opp\.|next (?:door )?to|near|beside|behind|across (?:the road )?from|close to|just (?:off|past|behind)|in front of|above|below|on the corner of)\b.*$/i;

// A date in the same line makes the place an event's venue ("…, Greenvale VIC 3059 on Saturday 14
// December"), not where the business is.
const EVENT_DATE =
  /\b(?:on|this|next|every)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
// A closing day given beside the address is the business's own ("closed 25 December").
const CLOSURE = /\b(?:closed|except|holidays?)\b/i;
// A section about other places: where the products are sold, who supplies them.
const OTHER_PLACES =
  /\b(?:stockists?|retailers?|where to buy|resellers?|dealers|distributors|partners|suppliers|our venues|upcoming events)\b/i;

type Candidate = { a: ExtractedAddress; score: number; order: number };

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const key = (a: ExtractedAddress) => fold(a.street ?? '') + '|' + (a.postalCode ?? a.city ?? '').toLowerCase().replace(/\s+/g, '');

// After an address, a landmark ("near the station") is directions; other lower-case words mean
// the address is inside a sentence about something else ("…, OH 45402 before moving west").
const GOES_ON =
  /^[,.]?\s*(?!(?:near|opposite|opp|next|beside|behind|close|across|just|in|above|below|on|and|or|we|with|from|to|open|opening|closed|daily|call|phone|tel|email|mail|fax|hours)\b)\p{Ll}{2,}\s+\p{Ll}{2,}\s+\p{Ll}{2,}/u;

/** A sentence, not a contact line: long, and mostly lower-case words; or one that goes on after the address. */
function isProse(line: string, a: ExtractedAddress): boolean {
  const last = a.postalCode ?? a.city;
  const end = last ? line.indexOf(last) : -1;
  if (end >= 0 && GOES_ON.test(line.slice(end + last!.length))) return true;
  const rest = line
    .replace(a.street ?? '', ' ')
    .replace(a.postalCode ?? '', ' ')
    .replace(a.city ?? '', ' ');
  const words = rest.split(/\s+/).filter((w) => /^\p{Ll}{3,}/u.test(w));
  return words.length >= 7 && line.length > 2 * a.formatted.length;
}

/**
 * The page's lines as an address reader needs them: a table row whose cells hold several lines
 * each ("Physical address | Unit 4<br>Mill Park<br>Station Road<br>…") is read cell by cell, one
 * line per line of the cell, so that each cell is a block of its own.
 */
type AddressLine = TextLine & { cell?: number; row: number };
function addressLines(lines: TextLine[]): AddressLine[] {
  let cell = 0;
  return lines.flatMap((l, row): AddressLine[] =>
    l.cellLines
      ? l.cellLines.flatMap((texts) => {
          cell++;
          return texts
            .map(withoutIcons)
            .filter((t) => t.trim())
            .map((text) => ({ text, tag: 'td', inNav: l.inNav, inFooter: l.inFooter, inAddress: l.inAddress, cell, row }));
        })
      : [{ ...l, text: withoutIcons(l.text), row }],
  );
}

// "📍 88 Harbour Street", "🏠 21 Quay St": a pictograph in front of a contact line is its icon,
// never part of the address (© ® ™ stay: a copyright line is told apart by them).
const ICON = /(?![\u00a9\u00ae\u2122])[\p{Extended_Pictographic}\u2300-\u23ff\u2600-\u27bf]\ufe0f?\u200d?/gu;
const HAS_ICON = new RegExp(ICON.source, 'u');
const withoutIcons = (text: string) => (HAS_ICON.test(text) ? text.replace(ICON, ' ').replace(/\s+/g, ' ').trim() : text);

function textCandidates(page: Page, hint: string | undefined, order: { n: number }): Candidate[] {
  const out: Candidate[] = [];
  const rows = page.lines;
  const lines = addressLines(rows);
  const contactPage = CONTACT_URL.test(page.url.replace(/^https?:\/\/[^/]+/, ''));
  // An address written as labelled fields says what each part is: it outranks any reading of
  // the same lines as running text.
  for (const { a } of addressesFromFields(rows, hint))
    out.push({ a: { ...a, source: page.url }, score: 20 + (contactPage ? 1 : 0), order: order.n++ });
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A top bar inside the theme's <nav> may carry the address; a menu item never has a postcode
    // (nor is it a street line with its postcode line right after it).
    const navStreet = () => looksLikeStreetLine(line.text) && !!lines[i + 1]?.inNav && POSTCODE_HINT.test(lines[i + 1]!.text);
    if (line.text.length > 400 || (line.inNav && !POSTCODE_HINT.test(line.text) && !navStreet())) continue;
    // An address block spans up to five short lines ("12 High St<br>Alresford<br>Winchester
    // <br>Hampshire<br>PO7 4RT"): windows of one line and more, each joined by commas.
    const windows = [line.text];
    // Spans set side by side print "12 Main Street Kilkenny": the town after the street is read
    // as a part of its own.
    const split = commaAfterStreet(line.text);
    if (split !== line.text) windows.push(split);
    // Spans set side by side without separators ("Unit 4 Mill Park Leeds LS1 4AB"): each span is a part.
    if (line.parts && !line.text.includes(',')) windows.push(line.parts.join(', '));
    let joined = line.text;
    // A long first line is a paragraph, not the head of an address block: read on its own.
    // Blocks of one short part per line run longer ("8 Mill View<br>Off Station Road<br>Kingsway
    // Industrial Estate<br>Rochford<br>Essex<br>SS4 1AB"): past five lines only short ones join.
    for (let k = 1; k <= 6 && i + k < lines.length && line.text.length < 120; k++) {
      const next = lines[i + k]!;
      // A table cell is a block: the next column holds another address (or another fact).
      if (next.text.length >= 120 || next.inNav !== line.inNav || next.cell !== line.cell) break;
      if (k > 4 && (next.text.length > 40 || joined.length > 200)) break;
      joined += `, ${next.text}`;
      windows.push(joined);
    }
    // Where the line sits, computed only for lines that hold a candidate.
    let ctx: number | undefined;
    // (Counted in the page's own lines: the cells of a table row share the row's surroundings.)
    const contextScore = () => {
      if (ctx !== undefined) return ctx;
      const r = line.row;
      const around = (from: number, to: number) =>
        rows
          .slice(Math.max(0, from), to)
          .map((l) => l.text)
          .join(' ');
      const sameRegion = (from: number, to: number) =>
        rows
          .slice(Math.max(0, from), to)
          .filter((l) => l.inFooter === line.inFooter)
          .map((l) => l.text)
          .join(' ');
      ctx =
        (line.inAddress ? 5 : 0) +
        (ADDRESS_HINT.test(around(r - 3, r + 1)) ? 3 : 0) +
        (PHONE_OR_MAIL.test(around(r - 3, r + 4)) ? 2 : 0) +
        (line.inFooter ? 1 : 0) +
        (contactPage ? 1 : 0) -
        (line.inNav ? 2 : 0) -
        // The web host or designer of a legal notice is not the business; a company's registered
        // office is often its accountant's, the shop's street is what callers need.
        // (The look-back stays in the line's region: a footer after a legal notice is not the host's.)
        (HOST.test(sameRegion(r - 2, r + 1)) ? 15 : REGISTERED.test(line.text) ? 6 : 0);
      return ctx;
    };
    // A window that starts above a web host's or designer's line reads their address too.
    const hostIn = (w: string) => (w !== line.text && HOST.test(w) ? 15 : 0);
    // An event's venue, or a place listed under "Stockists" (the heading may open the window).
    const elsewhere = (w: string) =>
      (EVENT_DATE.test(w) && !CLOSURE.test(w) ? 12 : 0) + (OTHER_PLACES.test(headingAbove(rows, line.row + 1)) ? 12 : 0);
    // "We are based at 9 Park Road, Hale." — prose that introduces the address says where it ends.
    const cue = CUE.exec(line.text);
    if (cue) {
      const rest = line.text
        .slice(cue.index + cue[0].length)
        .split(SENTENCE_END)[0]!
        .replace(LANDMARK_TAIL, '');
      const a = addressFromString(rest, hint);
      if (a?.street) out.push({ a: { ...a, source: page.url }, score: 10 + contextScore() - elsewhere(line.text), order: order.n++ });
    }
    const labelled =
      LABEL_IN_LINE.test(line.text) || (lines[i - 1]?.cell === line.cell && ADDRESS_LABEL.test(lines[i - 1]?.text.trim() ?? ''));
    for (const w of windows) {
      const found = POSTCODE_HINT.test(w) ? addressesInText(w, hint) : [];
      // (Only read when no street was found, or one without a house number: a building may precede it.)
      const seg =
        w.length < 250 && POSTCODE_HINT.test(w) && !found.some((a) => a.street && /^\d/.test(a.street))
          ? addressFromSegments(w, hint, labelled)
          : null;
      if (!found.length && !seg) {
        // No postcode (a four-digit house number looks like one): a line that is nothing but a
        // street and a town, in a contact block.
        if (w.length > 120) continue;
        const bare = withoutContactTail(w);
        const a =
          (/\d/.test(bare) ? addressWithoutPostcode(bare, hint) : null) ??
          (STREET_WORD.test(bare) ? streetAndTownFromSegments(bare, hint) : null);
        if (a && !/\d/.test(w) && contextScore() <= 0) continue;
        // Of two readings of the same block the fuller one holds more of it (a building line
        // before the street, the post town after a locality): it wins a tie. (Measured on the
        // address read, not the window: a window running on into the phone and e-mail is no fuller.)
        if (a)
          out.push({
            a: { ...a, source: page.url },
            score: 4 + contextScore() + (a.region ? 0.5 : 0) + Math.min(a.formatted.length, 200) / 1000 - hostIn(w) - elsewhere(w),
            order: order.n++,
          });
        continue;
      }
      // The parts reading stands in when the country patterns find no street, and replaces their
      // street when it is a fuller reading of it ("Bridge Works, Station Approach").
      const fuller = seg?.street
        ? found.findIndex((a) => a.street && a.postalCode === seg.postalCode && seg.street!.endsWith(`, ${a.street}`))
        : -1;
      if (fuller >= 0) found[fuller] = seg!;
      else if (seg && !found.some((a) => a.street)) found.unshift(seg);
      for (const a of found) {
        // A field's label inside the street ("9 Elm Row, Town:") is a form read as text.
        if (a.street && /\p{L}:(?:\s|,|$)/u.test(a.street)) continue;
        let score = (a.street ? 10 : 0) + contextScore() - hostIn(w) - elsewhere(w);
        if (a.city && a.city.split(' ').length > 4) score -= 6;
        // A street named in a story or a news item is somewhere else; a sentence about the
        // business's own place says so with a cue (above) or sits among its contact details.
        if (isProse(line.text, a)) score -= a.street ? 12 : 20;
        out.push({ a: { ...a, source: page.url }, score, order: order.n++ });
      }
    }
  }
  return out;
}

/** The nearest heading above row `r` (within a screenful), or ''. */
function headingAbove(rows: TextLine[], r: number): string {
  for (let j = r - 1; j >= Math.max(0, r - 12); j--) if (/^h[1-6]$/.test(rows[j]!.tag)) return rows[j]!.text;
  return '';
}

/** "6 Elm Ave, Raleigh, NC (919) 555 0101 hi@x.com" → "6 Elm Ave, Raleigh, NC": the phone and e-mail a top bar prints after the address. */
function withoutContactTail(text: string): string {
  return text.replace(/\s*[|·•/]?\s+(?:(?:t[ée]l|tel|phone|call)\.?\s*:?\s*)?(?:\+?\(?\d[\d\s().-]{7,}\d|[\w.+-]+@[\w-]+\.[\w.]+).*$/i, '');
}

const STREET_THEN_TOWN = new RegExp(
  String.raw`(\b\d{1,5}[A-Za-z]?,?\s+(?:[\p{L}'’.-]+\s+){0,4}?(?:${STREET_TYPES_EN}|Ouest|Est)\b\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?)\s+(?!(?:${STREET_TYPES_EN})\b)(?=\p{Lu}\p{Ll})`,
  'gu',
);
/** "12 Main Street Kilkenny Co. Kerry" → "12 Main Street, Kilkenny Co. Kerry" (the street's type word ends it). */
export function commaAfterStreet(text: string): string {
  return text.replace(STREET_THEN_TOWN, '$1, ');
}

/** The site's addresses, main first; empty when it states none. */
export function extractAddresses(pages: Page[], nodes: JsonLdNode[], hint?: string): ExtractedAddress[] {
  const structured = [
    ...addressesFromJsonLd(nodes, hint),
    ...pages.flatMap((p) => addressesFromMarkup(p, hint)),
    ...pages.flatMap((p) => addressesFromMeta(p)),
  ];
  const order = { n: 0 };
  const text = pages.flatMap((p) => textCandidates(p, hint, order)).filter((c) => c.score > 0);
  text.sort((x, y) => y.score - x.score || x.order - y.order);
  if (process.env.DBG_ADDR) for (const c of text.slice(0, 8)) console.error('CAND', c.score.toFixed(2), c.a.formatted);
  // A village or locality line read as the street from a shorter window ("Copmanthorpe, York,
  // YO23 3UP") beside a numbered street with the same postcode and town ("50 Manor Heath"): the
  // numbered street is the one a visitor looks for.
  // Without a postcode the same holds inside one block: "Hill Park, Auckland" read on its own
  // beside "79 Grande Vue Road, Hill Park, Auckland".
  for (const c of text) {
    if (!c.a.street || /^\d/.test(c.a.street)) continue;
    const whole = text.find(
      (d) =>
        /^\d/.test(d.a.street ?? '') &&
        d.a.city === c.a.city &&
        (c.a.postalCode
          ? d.a.postalCode === c.a.postalCode
          : !d.a.postalCode && ` ${fold(d.a.formatted)} `.includes(` ${fold(c.a.street!)} `)),
    );
    if (whole) c.a = whole.a;
  }
  // The same street read with the building in front of it from a window that starts higher
  // ("Portside Wharf, 39 Hercules St"): the fuller reading is the one a visitor needs.
  for (const c of text) {
    if (!c.a.street) continue;
    const fuller = text.find((d) => d.a.city === c.a.city && d.a.postalCode === c.a.postalCode && d.a.street?.endsWith(`, ${c.a.street}`));
    if (fuller) c.a = fuller.a;
  }
  const maps = pages.flatMap((p) => addressesFromMaps(p, hint));
  const described = pages.flatMap((p) => addressesFromDescription(p, hint));

  // Structured data left from a theme's demo names another country than the address the page
  // shows: when its street is nowhere in what visitors read, the page wins.
  const strong = text.filter((c) => c.a.street && c.score >= 12).map((c) => c.a);
  let shown: (a: ExtractedAddress) => boolean = () => true;
  if (strong.length && structured.some((a) => a.street)) {
    const visible = ` ${fold(pages.map((p) => p.lines.map((l) => l.text).join(' ')).join(' '))} `;
    const pageCountry = strong[0]!.country;
    shown = (a) => {
      const country = a.country ?? countryOfPostcode(a.postalCode, a.region) ?? addressFromString(a.formatted)?.country;
      return visible.includes(` ${fold(a.street ?? '')} `) || !pageCountry || !country || country === pageCountry;
    };
  }
  const ranked: ExtractedAddress[] = [
    ...structured.filter((a) => a.street && shown(a)),
    ...strong,
    ...structured.filter((a) => a.street && !shown(a)),
    // A well-placed street line in the text before a maps pin; a doubtful one after it.
    ...maps,
    ...text.filter((c) => c.a.street && c.score < 12).map((c) => c.a),
    // The page's meta description, when it spells out a full address the text does not.
    ...described,
    ...structured.filter((a) => !a.street),
    ...text.filter((c) => !c.a.street).map((c) => c.a),
  ];
  const out: ExtractedAddress[] = [];
  for (const a of ranked) {
    // Street-less places only stand in for a missing street, never beside one.
    if (out.some((b) => samePlace(a, b)) || (!a.street && out.length)) continue;
    // Other places are only the ones stated as plainly as the main one.
    if (
      out.length &&
      !structured.includes(a) &&
      !maps.includes(a) &&
      !described.includes(a) &&
      !text.some((c) => c.a === a && c.score >= 12)
    )
      continue;
    out.push(a);
    if (out.length >= 5) break;
  }
  return out;
}

/** The same place written twice ("Cabinet X, 9 allée des Pins" and "9 allée des Pins"). */
function samePlace(a: ExtractedAddress, b: ExtractedAddress): boolean {
  const where = (x: ExtractedAddress) => (x.postalCode ?? x.city ?? '').toLowerCase().replace(/\s+/g, '');
  if (where(a) && where(b) && where(a) !== where(b)) return false;
  const sa = key(a).split('|')[0]!;
  const sb = key(b).split('|')[0]!;
  if (!sa || !sb) return !sa && !sb;
  const num = (s: string) => /\b\d+\b/.exec(s)?.[0];
  return sa.includes(sb) || sb.includes(sa) || (!!num(sa) && num(sa) === num(sb));
}
