import type { ExtractedService } from '../types';
import type { Page } from '../pages';
import type { JsonLdNode } from '../json-ld';
import { str, typesOf } from '../json-ld';
import { cleanName, plausibleName, priceOf } from './price';

// Offerings the site declares as data: JSON-LD (makesOffer, hasOfferCatalog, Menu/MenuItem,
// Service, Product) and microdata.

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

export function servicesFromMicrodata(page: Page): ExtractedService[] {
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
