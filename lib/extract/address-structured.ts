import type { ExtractedAddress } from './types';
import type { Page } from './pages';
import { textLines } from './pages';
import type * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
import type { JsonLdNode } from './json-ld';
import { businessNodes, list, str, typesOf } from './json-ld';
import { normalizeCountry } from './country';
import { addressesInText, addressWithoutPostcode, buildAddress } from './address';
import { addressFromSegments } from './address-segments';
import { POSTCODE_HINT } from '@/lib/text/postal';

// Addresses the site states in a machine-readable form: JSON-LD PostalAddress (on the business,
// on any place it lists, or referenced by @id), microdata, hCard/vCard classes, and the
// Google/Apple/Bing maps the page embeds or links to (the owner's own statement of where they
// are). Each source returns every address it states, main one first.

type Parts = Omit<ExtractedAddress, 'formatted'>;

function fromPostalParts(a: Record<string, unknown>, source: string): ExtractedAddress | null {
  const parts: Parts = {
    street: str(a.streetAddress)?.replace(/\s*\n\s*/g, ', '),
    postalCode: str(a.postalCode),
    city: str(a.addressLocality),
    region: str(a.addressRegion),
    country: normalizeCountry(str(a.addressCountry)),
  };
  if (!parts.street && !parts.city && !parts.postalCode) return null;
  return { ...buildAddress(parts), source };
}

/** An address written as one string ("12 rue X, 75002 Paris") read as text would be. */
export function addressFromString(text: string, hint?: string): ExtractedAddress | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t || t.length > 200) return null;
  const found = addressesInText(t, hint);
  return found.find((a) => a.street) ?? addressFromSegments(t, hint) ?? found[0] ?? addressWithoutPostcode(t, hint);
}

/** Every address of the JSON-LD: the business's own first, then other places, then loose PostalAddress nodes. */
export function addressesFromJsonLd(nodes: JsonLdNode[], hint?: string): ExtractedAddress[] {
  const byId = new Map<string, JsonLdNode>();
  for (const n of nodes) if (typeof n['@id'] === 'string') byId.set(n['@id'], n);
  const out: ExtractedAddress[] = [];
  const seen = new Set<unknown>();
  const read = (value: unknown, source: string) => {
    for (let v of list(value)) {
      if (v && typeof v === 'object' && typeof (v as Record<string, unknown>)['@id'] === 'string' && !('streetAddress' in v)) {
        v = byId.get((v as Record<string, unknown>)['@id'] as string) ?? v;
      }
      if (seen.has(v)) continue;
      seen.add(v);
      const a =
        typeof v === 'string'
          ? addressFromString(v, hint)
          : v && typeof v === 'object'
            ? fromPostalParts(v as Record<string, unknown>, source)
            : null;
      if (a) out.push({ ...a, source });
    }
  };
  const business = businessNodes(nodes);
  for (const node of business) read(node.address, node.__source);
  // Branches and departments, places and events the site lists, then PostalAddress nodes alone.
  for (const node of nodes) if (!business.includes(node) && 'address' in node) read(node.address, node.__source);
  for (const node of nodes) if (typesOf(node).includes('PostalAddress')) read(node, node.__source);
  return out;
}

function clean(s: string | undefined): string | undefined {
  const t = s
    ?.replace(/\s+/g, ' ')
    .replace(/^[\s,;]+|[\s,;]+$/g, '')
    .trim();
  return t || undefined;
}

// An element's text with its <br> and block breaks kept as commas: "Suite 3<br>210 Collins St"
// is two parts, not "Suite 3210 Collins St".
const linesOf = (el: cheerio.Cheerio<AnyNode>) =>
  textLines(el)
    .map((l) => l.text)
    .join(', ');

/** schema.org microdata (itemprop) and hCard/vCard classes (street-address, locality, postal-code). */
export function addressesFromMarkup(page: Page, hint?: string): ExtractedAddress[] {
  const out: ExtractedAddress[] = [];
  const $ = page.$;
  const scopes = [...(page.index.itemprops.get('address') ?? []), ...page.index.hcards];
  for (const el of scopes) {
    const scope = $(el);
    const isHcard = !el.attribs?.itemprop?.split(/\s+/).includes('address');
    const prop = (itemprop: string, cls: string) => {
      const found = isHcard ? scope.find(`.${cls}, .p-${cls}`).first() : scope.find(`[itemprop~="${itemprop}"]`).first();
      if (!found.length) return undefined;
      return clean(found.attr('content') ?? linesOf(found));
    };
    const parts: Parts = {
      street: prop('streetAddress', 'street-address'),
      postalCode: prop('postalCode', 'postal-code'),
      city: prop('addressLocality', 'locality'),
      region: prop('addressRegion', 'region'),
      country: normalizeCountry(prop('addressCountry', 'country-name')),
    };
    // Class names used for other parts than they say (a state in "postal-code", the city in
    // "region"): a postcode has a digit in every country here, and the element's text is read instead.
    const misused = !!parts.postalCode && !/\d/.test(parts.postalCode);
    if ((parts.street || parts.city) && !misused) out.push({ ...buildAddress(parts), source: page.url });
    else {
      const a = addressFromString(linesOf(scope), hint);
      if (a) out.push({ ...a, source: page.url });
    }
  }
  return out;
}

/** Open Graph business tags ("business:contact_data:street_address", "og:street-address"). */
export function addressesFromMeta(page: Page): ExtractedAddress[] {
  const meta = new Map<string, string>();
  for (const el of page.index.metas) {
    const k = (el.attribs?.property ?? el.attribs?.name ?? '').toLowerCase().replace(/^(?:business:contact_data:|og:|place:)/, '');
    const v = clean(el.attribs?.content);
    if (k && v && !meta.has(k)) meta.set(k, v);
  }
  const get = (...keys: string[]) => keys.map((k) => meta.get(k)).find(Boolean);
  const parts: Parts = {
    street: get('street_address', 'street-address'),
    postalCode: get('postal_code', 'postal-code'),
    city: get('locality'),
    region: get('region'),
    country: normalizeCountry(get('country_name', 'country-name')),
  };
  return parts.street ? [{ ...buildAddress(parts), source: page.url }] : [];
}

/**
 * The page's own summary for search engines ("Moor Lane Motors, 4 Mill Road, Ely CB7 4AA – MOT and
 * servicing"): a full address there (street and postcode) is the owner's statement, read when the
 * visible text gives none.
 */
export function addressesFromDescription(page: Page, hint?: string): ExtractedAddress[] {
  for (const el of page.index.metas) {
    const key = (el.attribs?.name ?? el.attribs?.property ?? '').toLowerCase();
    if (key !== 'description' && key !== 'og:description') continue;
    const text = clean(el.attribs?.content);
    if (!text || !POSTCODE_HINT.test(text)) continue;
    const a = addressFromString(text.slice(0, 200), hint);
    if (a?.street && a.postalCode) return [{ ...a, source: page.url }];
  }
  return [];
}

// ------------------------------------------------------------------------- maps

const MAPS_HOST = /(?:^|\.)(?:google\.[a-z.]+|goo\.gl|maps\.apple\.com|bing\.com|waze\.com|openstreetmap\.org)$/i;

/** The place a maps URL points at, as the text the owner typed into it, or null. */
export function placeFromMapsUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.replace(/&amp;/g, '&'), 'https://x.invalid');
  } catch {
    return null;
  }
  if (!MAPS_HOST.test(url.hostname) || (/google|bing/i.test(url.hostname) && !/map/i.test(url.hostname + url.pathname))) return null;
  const candidates: string[] = [];
  for (const key of ['q', 'query', 'daddr', 'destination', 'address', 'addr', 'where']) {
    const v = url.searchParams.get(key);
    if (v) candidates.push(v);
  }
  const path = decodeURIComponent(url.pathname.replace(/\+/g, ' '));
  const place = /\/maps\/(?:place|search)\/([^/@]+)/.exec(path) ?? /\/maps\/dir\/(?:[^/]*\/)*?([^/@]+)\/?(?:@|$)/.exec(path);
  if (place) candidates.push(place[1]!);
  // Embed links carry the place in the "pb" blob: "!2s<address>!" after the place id.
  const pb = url.searchParams.get('pb');
  if (pb) for (const m of pb.matchAll(/!2s([^!]{6,200})/g)) candidates.push(m[1]!);
  for (const c of candidates) {
    let text = c;
    try {
      text = decodeURIComponent(c.replace(/\+/g, ' '));
    } catch {
      /* already decoded */
    }
    text = text.replace(/\s+/g, ' ').trim();
    // Coordinates, place ids and bare language codes say nothing a caller can use.
    if (!/\p{L}{3}/u.test(text) || /^-?\d+\.\d+\s*,\s*-?\d+\.\d+$/.test(text) || /^0x[0-9a-f]+:0x/i.test(text)) continue;
    return text;
  }
  return null;
}

/** Addresses in the maps the pages embed (iframes) or link to; only full ones (a street). */
export function addressesFromMaps(page: Page, hint?: string): ExtractedAddress[] {
  const out: ExtractedAddress[] = [];
  const urls = [
    ...page.index.iframes.map((el) => el.attribs?.src ?? el.attribs?.['data-src'] ?? ''),
    ...page.index.anchors.map((el) => el.attribs?.href ?? ''),
  ];
  for (const u of urls) {
    if (!u || !/map|goo\.gl|waze/i.test(u)) continue;
    const place = placeFromMapsUrl(u);
    if (!place) continue;
    const a = addressFromString(place, hint);
    if (a?.street && (a.postalCode || a.city)) out.push({ ...a, source: page.url });
  }
  // A map frame's accessible name often spells the address its pin stands for ("Map: 45 Harbour
  // Street, Whitby YO21 3PN") where the embed URL only names the business.
  for (const el of page.index.iframes) {
    const src = el.attribs?.src ?? el.attribs?.['data-src'] ?? '';
    if (!/map|goo\.gl|waze/i.test(src)) continue;
    for (const label of [el.attribs?.title, el.attribs?.['aria-label']]) {
      const text = label?.replace(MAP_LABEL, '').trim();
      if (!text || !/\d/.test(text)) continue;
      const a = addressFromString(text, hint);
      if (a?.street && (a.postalCode || a.city)) out.push({ ...a, source: page.url });
    }
  }
  return out;
}

/** "Map:", "Google map of", "Our location –": what a frame's title says before the address. */
const MAP_LABEL = /^(?:(?:google\s+)?maps?|our\s+location|location|directions|find\s+us)(?:\s+(?:of|to|for|showing))?\s*[:\-–—]?\s*/i;
