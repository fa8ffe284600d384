import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';
import { findNumbers, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { ExtractedPhone } from './types';
import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, list, str } from './json-ld';

// Phone numbers from (strongest first) JSON-LD telephone, tel: links, microdata, then the
// visible text. Text is where false positives live: company registration numbers (SIRET,
// SIREN, TVA, RCS, IBAN), prices, dates, postcodes and opening hours. libphonenumber's
// VALID leniency already rejects most; we also reject numbers in lines that name an
// identifier, fax numbers (a receptionist can't transfer a call to a fax), and digit runs
// glued to other digits.

const NOT_A_PHONE_CONTEXT =
  /\b(siret|siren|tva|vat|rcs|iban|bic|swift|n°\s*tva|ape|naf|uid|che-|capital\s+social|share\s+capital|ein|company\s+(?:no|number|reg)|registered\s+in|numéro\s+d'?\s*entreprise|bce|ape|rpps|adeli|finess|npi|licen[cs]e)\b/i;
const PHONE_LIKE = /(?:\d[\s.\-–()/\u00a0]{0,3}){8,}/;
// "Fax :", "Télécopieur", a bare "F:" next to a "P:"/"T:" line, or the facsimile sign ℻.
const FAX_BEFORE = /(?:\b(?:fax|t[ée]l[ée]copieur|t[ée]l[ée]copie)\b[^0-9+]{0,12}|(?:^|[\s|/])F\s?[:.]\s*|\u213b\s*)$/i;
// A label on its own line ("<h4>Fax</h4><p>01 …</p>") names the number on the next line.
const FAX_LABEL_LINE = /^(?:fax|t[ée]l[ée]copieur|t[ée]l[ée]copie|F)\s*:?$/i;
// A legal notice's credits name other businesses (the web agency, the host): their numbers are
// not the business's.
const CREDITS_HEADING =
  /^(?:conception|r[ée]alisation|cr[ée]ation du site|d[ée]veloppement|h[ée]bergement|h[ée]bergeur|cr[ée]dits?|credits|hosting|web ?design|site (?:design|by))\b/i;

export function formatPhone(p: PhoneNumber, home: CountryCode): ExtractedPhone {
  // National format reads naturally for callers in the same country; a foreign number keeps
  // its international form so the prefix isn't lost.
  const display = p.country && p.country !== home ? p.formatInternational() : p.formatNational();
  return { e164: p.number, display };
}

function parsePhone(raw: string, country: CountryCode): PhoneNumber | undefined {
  const cleaned = raw.replace(/^tel:/i, '').replace(/%20/g, ' ').replace(/\(0\)/, '').trim();
  if (!cleaned) return undefined;
  const p = parsePhoneNumberFromString(cleaned, country);
  // A tel: link or a declared telephone is a phone by construction: a number of the right
  // length is enough (sites and examples use unassigned ranges such as 555 or Ofcom drama numbers).
  return p && (p.isValid() || p.isPossible()) ? p : undefined;
}

// Text numbers that are only "possible" (right length, unassigned range) need a phone label
// just before them or an unmistakable phone layout.
const PHONE_LABEL =
  /\b(?:t[ée]l(?:[ée]phone)?|phone|call(?:\s+us)?|appel(?:ez)?|mobile|portable|gsm|natel|cell|ligne|urgences?|emergency|whatsapp|sms|text(?:\s+us)?|standard|r[ée]servations?|bookings?|contact|fixe|office|bureau|shop|store|boutique|salon|cabinet|atelier|workshop|reception|accueil)\b[^0-9+]{0,12}$/i;
const PHONE_LAYOUT =
  /^(?:\+\d[\d\s.()/-]{7,}|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}|1[\s.-]\d{3}[\s.-]\d{3}[\s.-]\d{4}|0\d(?:[\s.-]\d{2}){4}|0\d{2,4}\s\d{3}\s?\d{3,4})$/;

// North American numbers spelled on the keypad ("414.489.STAG", "1-800-FLOWERS").
const VANITY =
  /\b((?:1[\s.-])?\(?\d{3}\)?[\s.-]\d{3}[\s.-]{0,2})([A-Z]{4}|[A-Z]{3}[\s.-]?\d|\d[A-Z]{3})\b|\b(1[\s.-]8\d{2}[\s.-])([A-Z]{7})\b/g;
const SPELLED = new RegExp(VANITY.source);
const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) => [...letters].map((c) => [c, String(i + 2)])),
);
const keypadDigits = (s: string) => s.replace(/[A-Z]/g, (c) => KEYPAD[c]!);

// Numbering plans where some numbers are dialled without a trunk 0: Australian 13/1300/1800
// numbers, Indian ten-digit mobiles ("9229832497"). Only these, and only when valid: elsewhere a
// bare digit run is a company number.
const WRITTEN_WITHOUT_TRUNK: Record<string, RegExp> = { AU: /^1(?:[38]00\d{6}|3\d{4})$/, IN: /^[6-9]\d{9}$/ };

/** Numbers found in one line of visible text. */
export function phonesInText(input: string, country: CountryCode): PhoneNumber[] {
  // "+33 (0)1 42…": the trunk zero in brackets is not dialled from abroad.
  let text = input.replace(/\(0\)/g, '');
  // "01 - 885 - 1000": groups set apart by spaced dashes, the trunk 0 first, are one number.
  text = text.replace(/\b(0\d{1,3})\s+[-–]\s+(\d{3,4})\s+[-–]\s+(\d{3,4})\b/g, '$1-$2-$3');
  // "309-263–2353": an en dash typed for the last hyphen (word processors turn one into the other).
  text = text.replace(/\b(\d{2,4}[-. ]\d{2,4})[–—](\d{3,4})\b/g, '$1-$2');
  // "06 12 34 56 78, 04 78 …", "9379262263; 9379262264": libphonenumber reads a comma or a
  // semicolon between two numbers as part of the first; a bar between them keeps them apart.
  text = text.replace(/(\d)\s*[,;]\s*(?=[+(]?\d)/g, '$1 | ');
  // "T +27 … C +27 … F +27 …": one-letter labels; the bare "F" among them marks the fax.
  const letterLabels = /(?:^|[\s|/])[TPMC]\s+\+?\(?\d/.test(text);
  if (country === 'US' || country === 'CA') text = text.replace(VANITY, (m) => keypadDigits(m));
  if (NOT_A_PHONE_CONTEXT.test(text) && !/\b(t[ée]l|phone|appel|call)/i.test(text)) return [];
  const out: PhoneNumber[] = [];
  const options = { defaultCountry: country, v2: true, leniency: 'POSSIBLE' } as { defaultCountry: CountryCode; v2: true };
  for (const m of findNumbers(text, options)) {
    const before = text.slice(Math.max(0, m.startsAt - 20), m.startsAt);
    const after = text.slice(m.endsAt, m.endsAt + 3);
    if (/\d[\s.]?$/.test(before) && !/[:\-–]\s*$/.test(before)) continue; // glued to a longer digit run
    if (/^\s?\d/.test(after)) continue;
    if (FAX_BEFORE.test(before) || (letterLabels && /(?:^|[\s|/])F\s+$/.test(before))) continue;
    // An identifier named right before the number (e.g. "SIRET : 812 345 678 00012").
    if (NOT_A_PHONE_CONTEXT.test(before)) continue;
    const raw = text.slice(m.startsAt, m.endsAt);
    if (raw.replace(/\D/g, '').length < 8) continue;
    const number = m.number as PhoneNumber;
    // In Europe a dialled number starts with the trunk 0 or an international prefix; a bare
    // "412 345 678" is a company number (SIREN) or a reference, not a phone.
    // The exception: the country code written without its "+" ("91-44-4217 0271"), which reads as
    // a valid number of that country.
    const digits = raw.replace(/\D/g, '');
    const bareCountryCode = digits.startsWith(number.countryCallingCode) && digits.length > 10 && number.isValid();
    if (
      number.countryCallingCode !== '1' &&
      !/^[+(]|^0/.test(raw.trim()) &&
      !bareCountryCode &&
      !WRITTEN_WITHOUT_TRUNK[number.country ?? '']?.test(digits)
    )
      continue;
    if (!number.isValid() && !(PHONE_LABEL.test(text.slice(Math.max(0, m.startsAt - 40), m.startsAt)) || PHONE_LAYOUT.test(raw.trim())))
      continue;
    out.push(number, ...continuations(number, text.slice(m.endsAt)));
  }
  return out;
}

// "080-2783 8383 / 2783 2783", "020 7946 0123, 7946 0456": a second line of the same exchange,
// written without the area code the first one gave. Six digits at least, so that a short tail
// ("/ 57", "/ 2024") is never read as a number.
const CONTINUATION = /^\s*(?:\/|\||or|ou|et|and|&)\s*(\d[\d .-]{4,}\d)(?![\d.-]?\d)/i;

/** The numbers that follow `first` in the text after it, each completed with its area code. */
function continuations(first: PhoneNumber, rest: string): PhoneNumber[] {
  const national = String(first.nationalNumber);
  const out: PhoneNumber[] = [];
  for (let m = CONTINUATION.exec(rest); m; m = CONTINUATION.exec(rest)) {
    const tail = m[1]!.replace(/\D/g, '');
    // The area code left over must be at least two digits; a tail as long as a whole number is one.
    if (tail.length < 6 || national.length - tail.length < 2) break;
    const number = parsePhoneNumberFromString(`+${first.countryCallingCode}${national.slice(0, national.length - tail.length)}${tail}`);
    if (!number?.isValid()) break;
    out.push(number);
    rest = rest.slice(m[0].length);
  }
  return out;
}

export function extractPhones(pages: Page[], nodes: JsonLdNode[], country: CountryCode): ExtractedPhone[] {
  const found = new Map<string, ExtractedPhone>();
  const add = (p: PhoneNumber | undefined, source: string) => {
    if (!p || found.has(p.number)) return;
    found.set(p.number, { ...formatPhone(p, country), source });
  };
  for (const node of businessNodes(nodes)) {
    for (const t of list(node.telephone)) {
      const s = str(t);
      if (s) add(parsePhone(s, country), node.__source);
    }
    for (const cp of list(node.contactPoint)) {
      if (cp && typeof cp === 'object') {
        const s = str((cp as Record<string, unknown>).telephone);
        if (s) add(parsePhone(s, country), node.__source);
      }
    }
  }
  for (const page of pages) {
    for (const el of page.index.anchors) {
      const href = el.attribs.href ?? '';
      if (!/^\s*(?:tel|callto|sms):/i.test(href)) continue;
      let decoded = href;
      try {
        decoded = decodeURIComponent(href);
      } catch {
        /* keep raw */
      }
      add(
        parsePhone(
          decoded
            .trim()
            .replace(/^(?:callto|sms):/i, '')
            .replace(/[?;].*$/, ''),
          country,
        ),
        page.url,
      );
    }
    for (const el of page.index.itemprops.get('telephone') ?? []) {
      const $el = page.$(el);
      add(parsePhone($el.attr('content') ?? $el.text(), country), page.url);
    }
    // WhatsApp click-to-chat links carry the full international number.
    for (const el of page.index.anchors) {
      const m = /wa\.me\/(\d{8,15})|api\.whatsapp\.com\/send\?(?:.*&)?phone=(\d{8,15})/.exec(el.attribs.href ?? '');
      if (m) add(parsePhone(`+${m[1] ?? m[2]}`, country), page.url);
    }
  }
  for (const page of pages) {
    let inCredits = false;
    let previous = '';
    let previousText = '';
    for (const line of page.lines) {
      const afterFaxLabel = FAX_LABEL_LINE.test(previous);
      previous = line.text.trim();
      if (/^h[1-6]$/.test(line.tag)) inCredits = CREDITS_HEADING.test(previous);
      // A table row headed by a fax label ("Fax | 021 … | 011 …") holds faxes in every column.
      const faxRow = line.tag === 'tr' && FAX_LABEL_LINE.test(line.text.split(' | ')[0]!.trim());
      // "T 011 …<br>F 011 …": a bare "F" under a one-letter phone label starts a fax line.
      const letterFax = /^F\s+\+?\(?\d/.test(line.text.trim()) && /^[TPMC]\s+\+?\(?\d/.test(previousText);
      previousText = line.text.trim();
      if (inCredits || afterFaxLabel || faxRow || letterFax) continue;
      // Cheap gate before libphonenumber: at least 8 digits in a phone-like run.
      if (!PHONE_LIKE.test(line.text) && !SPELLED.test(line.text)) continue;
      for (const p of phonesInText(line.text, country)) add(p, page.url);
    }
  }
  return [...found.values()];
}
