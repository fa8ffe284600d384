import type { ExtractedService } from './types';
import type { Page, TextLine } from './pages';
import type { JsonLdNode } from './json-ld';
import { str, typesOf } from './json-ld';
import { foldWords } from '@/lib/text/fold';

// Services and products, with the price as the site shows it. Sources: JSON-LD offers
// (makesOffer, hasOfferCatalog, Menu/MenuItem, Service, Product), microdata, then the text:
// priced lines anywhere in the content ("Coupe homme ...... 25 €", table rows
// "Vidange | 89 €", "Burger maison – 14 €") and unpriced list items under a heading such as
// Services / Prestations / Tarifs / Menu / Carte / Nos soins.

const PRICE = String.raw`(?:(?:à partir de|a partir de|dès|des|from|starting at|env\.?|approx\.?)\s*)?(?:(?:€|£|\$|CHF|Fr\.|CA\$|C\$|US\$)\s?(?:\d{1,3}(?:[\s\u00a0\u202f,]\d{3})+|\d{1,5})(?:[.,]\d{1,2}|\.[–-])?(?:\s?[-–]\s?(?:€|£|\$)?\s?\d{1,5}(?:[.,]\d{1,2})?)?|(?:\d{1,3}(?:[\s\u00a0\u202f.]\d{3})+|\d{1,5})(?:[.,]\d{1,2})?(?:\s?[-–]\s?\d{1,5}(?:[.,]\d{1,2})?)?\s?(?:€|EUR|euros?|CHF|£|\$|CAD|USD)(?![a-z]))(?:\s?(?:HT|TTC|\s?/\s?(?:h|heure|hour|hr|pers\.?|personne|person|nuit|night|kg|pièce|unit[ée]?|bouquet|semaine|week|wk|mois|month|mo|an|year|séance|session)\b|\s(?:per|par|la|le|a|an)\s(?:night|nuit|person|personne|pers\.|hour|heure|kg|pièce|piece|week|semaine|month|mois|session|séance|bouquet)\b|\s?(?:pp|p\.p\.)\b))?(?:\s?\+|\s(?:&|and)\sup)?`;
const PRICE_AT_END = new RegExp(String.raw`^(.*?)(?:\s*[.·…_]{2,}\s*|\s*[|:–—-]\s*|\s+)(${PRICE})\s*$`, 'i');
const PRICE_ONLY = new RegExp(String.raw`^\s*(${PRICE})\s*$`, 'i');
// Table cells that stand for a price without a number.
const PRICE_WORD = /^\s*(?:poa|p\.o\.a\.|price on application|on request|sur devis|sur demande|nous consulter|gratuit|free|offert|inclus|included)\s*$/i;
const PRICE_AT_START = new RegExp(String.raw`^(${PRICE})\s*[|:–—-]?\s+(.{2,})$`, 'i');

export const SERVICE_HEADING = /\b(services?|prestations?|tarifs?|prix|price list|prices|pricing|rates|menu|carte|nos soins|soins|treatments?|nos formules|formules|what we do|our work|nos plats|à la carte|nos produits|products|nos créations|bouquets|our rooms|nos chambres|rooms|chambres|entrées|plats|desserts|starters|mains|boissons|drinks|specialit(?:ies|és)|spécialités|offres|what we offer|we offer|ce que nous proposons|nous proposons|offerings|interventions|réparations|repairs|entretien|care|consultations?|actes|forfaits|packages)\b/i;
const NOT_A_SERVICE = /^(?:total|sous-total|subtotal|tva|vat|siret|siren|rcs|capital|capital social|share capital|n° tva|ape|naf|iban|livraison offerte|frais de port|shipping|tax|taxes|acompte|deposit|tél|tel|phone|email|adresse|address|horaires?|hours|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|copyright|©|mentions légales|accueil|home|contact|location|find us|nous trouver|accès|access|parking|about|à propos|réservations?|reservations?|hours|opening)\b/i;

export function cleanName(raw: string): string {
  return raw
    .replace(/[.·…_]{2,}/g, ' ')
    .replace(/^[\s•·▪◦*✓✔►▸→»\-–—:|]+/, '')
    .replace(/[\s•·:|–—-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Formule midi (entrée + plat)" → name "Formule midi", description "entrée + plat". */
function splitParenthetical(name: string, description?: string): { name: string; description?: string } {
  const m = /^(.{3,}?)\s*\(([^()]{3,})\)$/.exec(name);
  if (!m) return { name, ...(description ? { description } : {}) };
  const desc = [m[2]!.trim(), description].filter(Boolean).join(' – ');
  return { name: m[1]!.trim(), description: desc };
}

function plausibleName(name: string): boolean {
  if (name.length < 2 || name.length > 90) return false;
  if (!/[a-zà-ÿ]/i.test(name)) return false;
  if (name.split(/\s+/).length > 12) return false;
  if (NOT_A_SERVICE.test(name)) return false;
  if (/[?!]$/.test(name)) return false;
  if (/https?:|www\.|@/.test(name)) return false;
  if (/^(?:à partir de|a partir de|dès|des|from|starting at|prix|price|tarif|env\.?)$/i.test(name)) return false;
  return true;
}

function priceOf(offer: unknown): string | undefined {
  if (!offer || typeof offer !== 'object') return undefined;
  const o = offer as Record<string, unknown>;
  const inner = Array.isArray(o.offers) ? o.offers[0] : o.offers;
  if (inner && inner !== offer) {
    const p = priceOf(inner);
    if (p) return p;
  }
  const spec = o.priceSpecification as Record<string, unknown> | undefined;
  const price = str(o.price) ?? str(o.lowPrice) ?? (spec ? str(spec.price) : undefined);
  if (!price) return undefined;
  const cur = str(o.priceCurrency) ?? (spec ? str(spec.priceCurrency) : undefined);
  const symbol: Record<string, string> = { EUR: '€', USD: '$', CAD: '$', GBP: '£', CHF: 'CHF' };
  if (!cur) return price;
  const sym = symbol[cur.toUpperCase()] ?? cur;
  return sym === '$' || sym === '£' ? `${sym}${price}` : `${price.replace('.', ',')} ${sym}`;
}

export function servicesFromJsonLd(nodes: JsonLdNode[]): ExtractedService[] {
  const out: ExtractedService[] = [];
  const add = (name: string | undefined, price: string | undefined, description: string | undefined, source: string) => {
    const n = name ? cleanName(name) : '';
    if (!n || !plausibleName(n)) return;
    out.push({ name: n, ...(price ? { price } : {}), ...(description ? { description: description.slice(0, 200) } : {}), source });
  };
  for (const node of nodes) {
    const types = typesOf(node);
    if (types.includes('Offer') || types.includes('AggregateOffer')) {
      const item = node.itemOffered as Record<string, unknown> | undefined;
      const name = str(item?.name) ?? str(node.name);
      add(name, priceOf(node), str(item?.description) ?? str(node.description), node.__source);
    } else if (types.includes('MenuItem')) {
      add(str(node.name), priceOf(node), str(node.description), node.__source);
    } else if ((types.includes('Service') || types.includes('Product')) && !('itemOffered' in node)) {
      // A Service/Product reached directly (not already counted through its Offer).
      add(str(node.name), priceOf(node), str(node.description), node.__source);
    }
  }
  return out;
}

function servicesFromMicrodata(page: Page): ExtractedService[] {
  const out: ExtractedService[] = [];
  for (const el of page.index.itemscopes) {
    if (!/schema\.org\/(?:Offer|MenuItem|Product|Service)\b/i.test(el.attribs.itemtype ?? '')) continue;
    const $el = page.$(el);
    const nameEl = $el.find('[itemprop="name"]').first();
    const priceEl = $el.find('[itemprop="price"]').first();
    const name = cleanName(nameEl.attr('content') ?? nameEl.text());
    if (!name || !plausibleName(name)) continue;
    let price: string | undefined;
    if (priceEl.length) {
      const shown = priceEl.text().trim();
      const cur = $el.find('[itemprop="priceCurrency"]').first();
      price = shown && /\d/.test(shown) ? shown : (priceEl.attr('content') ?? '') + (cur.attr('content') ? ` ${cur.attr('content')}` : '');
      if (!/[€$£]|CHF|EUR|USD|GBP|CAD/i.test(price)) {
        const c = cur.attr('content') ?? cur.text();
        if (c) price = `${price} ${c}`.trim();
      }
    }
    out.push({ name, ...(price ? { price: price.trim() } : {}), source: page.url });
  }
  return out;
}

function headingLevel(tag: string): number {
  const m = /^h([1-6])$/.exec(tag);
  return m ? Number(m[1]) : 0;
}

// Inside a menu or price list, page builders often drop the currency: "Espresso 3.5", or the
// name and "24" in separate blocks. Only believed inside such a section.
const BARE_PRICE = String.raw`\d{1,3}(?:[.,]\d{1,2})?(?:\s*/\s*\d{1,3}(?:[.,]\d{1,2})?)?`;
const BARE_PRICE_ONLY = new RegExp(String.raw`^\s*(${BARE_PRICE})\s*$`);
const BARE_PRICE_AT_END = new RegExp(String.raw`^(.*?[a-zà-ÿ)])\s+(${BARE_PRICE})\s*$`, 'i');
const PAGE_OF_PRICES = /\b(?:menu|carte|tarifs?|prices|pricing|price list|nos prestations|la carte)\b/i;

/** Services from the visible text lines of one page. */
export function servicesFromLines(lines: TextLine[], source: string, pageTitle = ''): ExtractedService[] {
  const out: ExtractedService[] = [];
  // Heading level of the current services section, 0 = outside; a "Menu" / "Tarifs" page is one.
  let section = PAGE_OF_PRICES.test(pageTitle) ? 1 : 0;
  const pageSection = section;
  let lastServiceIdx = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.inNav) continue;
    const level = headingLevel(line.tag);
    if (level) {
      if (SERVICE_HEADING.test(line.text) && line.text.length < 80) section = section && section < level ? section : level;
      else if (section && level <= section) section = pageSection;
    }
    const text = line.text;
    const cells = line.tag === 'tr' ? text.split(' | ') : null;
    // Table row: first cell the name, a later cell the price.
    if (cells && cells.length >= 2) {
      const priceCell = cells.slice(1).find((c) => PRICE_ONLY.test(c)) ?? cells.slice(1).find((c) => PRICE_WORD.test(c));
      const name = cleanName(cells[0]!);
      if (priceCell && plausibleName(name)) {
        out.push({ name, price: priceCell.trim(), source });
        lastServiceIdx = i;
        continue;
      }
    }
    // Every priced form below needs a digit: skip the expensive patterns on plain prose.
    const hasDigit = /\d/.test(text);
    if (hasDigit && text.length < 200 && PRICE_ONLY.test(text)) {
      // Card layouts: "<h3>Name</h3><p>description</p><span>14 €</span>". The name is the
      // heading/term just above, else the first line since the previous item.
      const from = Math.max(lastServiceIdx + 1, i - 3);
      const window = lines.slice(from, i).map((l, j) => ({ l, k: from + j })).filter(({ l }) => headingLevel(l.tag) === 0 || headingLevel(l.tag) >= 3);
      const pick = window.find(({ l }) => headingLevel(l.tag) >= 3 || l.tag === 'dt') ?? window[0];
      if (pick) {
        const name = cleanName(pick.l.text);
        if (plausibleName(name) && name.length <= 70) {
          const description = lines.slice(pick.k + 1, i).map((l) => l.text).join(' ');
          out.push({ name, price: text.trim(), ...(description ? { description: description.slice(0, 200) } : {}), source });
          lastServiceIdx = i;
        }
      }
      continue;
    }
    const m = hasDigit && text.length < 300 ? PRICE_AT_END.exec(text) : null;
    // <dt>Burrata</dt><dd>tomatoes, basil — $16</dd>: the price belongs to the term above.
    const prevService = out[out.length - 1];
    if (m && line.tag === 'dd' && i > 0 && lines[i - 1]!.tag === 'dt' && prevService && lastServiceIdx === i - 1 && !prevService.price) {
      prevService.price = m[2]!.trim();
      const description = cleanName(m[1]!);
      if (description) prevService.description = description;
      lastServiceIdx = i;
      continue;
    }
    if (m && !level) {
      const raw = m[1]!;
      // "Burger maison – pain brioché, cheddar" : name before the first dash, the rest describes.
      const [namePart, ...desc] = raw.split(/\s[–—-]\s|\s*:\s+/);
      const name = cleanName(namePart ?? '');
      // A sentence that happens to end with a price ("Venez découvrir notre carte à partir de
      // 15 €") is prose, not a price-list entry: in paragraphs, a plain space before the price
      // is only believed for short names, and never after a dangling preposition.
      const plainSpace = !/[.·…_]{2,}|[|:–—-]\s*$/.test(raw) && !/[|:–—-]/.test(text.slice(raw.length, text.length - m[2]!.length));
      const prose = plainSpace && line.tag === 'p' && !section && name.split(/\s+/).length > 5;
      const dangling = /\s(?:à|a|de|du|des|pour|dès|en|au|aux|for|at|from|to|of|the|le|la|les|un|une|et|and|par|per|avec|with|only|seulement|just|environ|about)$/i.test(name);
      if (plausibleName(name) && !prose && !dangling && !/\d{1,2}\s*h\b|\d{1,2}:\d{2}/.test(name)) {
        const description = cleanName(desc.join(' – '));
        out.push({ name, price: m[2]!.trim(), ...(description ? { description } : {}), source });
        lastServiceIdx = i;
        continue;
      }
    }
    const ms = hasDigit && text.length < 300 ? PRICE_AT_START.exec(text) : null;
    if (ms && !level && line.tag !== 'p') {
      const name = cleanName(ms[2]!);
      if (plausibleName(name) && name.length < 60) {
        out.push({ name, price: ms[1]!.trim(), source });
        lastServiceIdx = i;
        continue;
      }
    }
    if (hasDigit && section && !line.inFooter && !level) {
      if (BARE_PRICE_ONLY.test(text) && i > 0) {
        const prev = lines[i - 1]!;
        const name = cleanName(prev.text.split(/,\s+|\s[–—-]\s/)[0] ?? '');
        const description = cleanName(prev.text.slice(name.length).replace(/^[,\s–—-]+/, ''));
        if (i - 1 > lastServiceIdx && plausibleName(name) && !BARE_PRICE_ONLY.test(prev.text) && !headingLevel(prev.tag)) {
          out.push({ name, price: text.trim(), ...(description ? { description } : {}), source });
          lastServiceIdx = i;
          continue;
        }
      }
      const mb = BARE_PRICE_AT_END.exec(text);
      if (mb && line.tag !== 'li' && text.length < 80) {
        const name = cleanName(mb[1]!);
        if (plausibleName(name) && !/\b(?:min|mn|ans|years?|cm|kg|g|ml|cl|l|m²|m2|km|pers(?:onnes)?|people|places|couverts)$/i.test(name)) {
          out.push({ name, price: mb[2]!.trim(), source });
          lastServiceIdx = i;
          continue;
        }
      }
    }
    // Unpriced items under a services heading: list items, definition terms, sub-headings.
    if (section && !line.inFooter && (line.tag === 'li' || line.tag === 'dt' || (level > section && level >= 3 && section !== pageSection))) {
      const [namePart] = text.split(/\s[–—-]\s|\s*:\s+/);
      const name = cleanName(namePart ?? '');
      if (plausibleName(name) && name.length <= 70 && (line.tag === 'li' || !SERVICE_HEADING.test(name))) {
        // A sub-heading followed by priced lines is a category ("Coupes femme"), not a service;
        // one followed by its own price line is a card the price branch will read.
        const next = lines[i + 1];
        if (level && next && (PRICE_AT_END.test(next.text) || next.tag === 'tr' || next.tag === 'li')) continue;
        if (level && lines.slice(i + 1, i + 4).some((l, j, arr) => PRICE_ONLY.test(l.text) && !arr.slice(0, j).some((x) => headingLevel(x.tag)))) continue;
        out.push({ name, source });
        lastServiceIdx = i;
      }
    }
  }
  return out;
}

function key(name: string): string {
  return foldWords(name);
}

export function extractServices(pages: Page[], nodes: JsonLdNode[]): ExtractedService[] {
  const all: ExtractedService[] = [...servicesFromJsonLd(nodes)];
  for (const page of pages) all.push(...servicesFromMicrodata(page));
  for (const page of pages) all.push(...servicesFromLines(page.lines, page.url, page.title));
  const byKey = new Map<string, ExtractedService>();
  for (const raw of all) {
    const s = { ...raw, ...splitParenthetical(raw.name, raw.description) };
    const k = key(s.name);
    if (!k) continue;
    const prev = byKey.get(k);
    if (!prev) byKey.set(k, s);
    else if (!prev.price && s.price) byKey.set(k, { ...prev, price: s.price });
  }
  return [...byKey.values()].slice(0, 60);
}

