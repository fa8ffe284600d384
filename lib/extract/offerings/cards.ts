import type { TextLine } from '../pages';
import { headingLevel } from './from-lines';
import { isChromeLabel, isNonOfferSection } from './not-offerings';
import { cleanName, plausibleName, PRICE_ONLY, SERVICE_HEADING } from './price';

// Cards: a row of same-level headings, each with a short text under it ("Boucherie — des viandes
// sélectionnées…", "Charcuterie — …", "Traiteur — …"). Under a heading that introduces values,
// steps, people or places (see not-offerings) they are not offerings; elsewhere each card title
// names something the business does.

export type Card = { name: string; source: string; section?: string };

export function cardTitles(lines: TextLine[], source: string): Card[] {
  const out: Card[] = [];
  const heads = lines
    .map((l, i) => ({ l, i, level: headingLevel(l.tag) }))
    .filter((h) => h.level >= 2 && !h.l.inNav && !h.l.inFooter);
  let k = 0;
  while (k < heads.length) {
    const level = heads[k]!.level;
    let end = k;
    // Extend the run while the next heading has the same level and the one before has body text.
    while (end + 1 < heads.length && heads[end + 1]!.level === level && heads[end + 1]!.i - heads[end]!.i >= 2 && heads[end + 1]!.i - heads[end]!.i <= 6) end++;
    const run = heads.slice(k, end + 1);
    k = end + 1;
    if (run.length < 3) continue;
    const parent = [...heads].reverse().find((h) => h.i < run[0]!.i && h.level < level);
    // Only under a heading that announces offerings ("Nos prestations", "What we do"): elsewhere
    // a row of cards is as often values, reasons or steps.
    if (!parent || !SERVICE_HEADING.test(parent.l.text) || isNonOfferSection(parent.l.text)) continue;
    for (const h of run) {
      const body = lines[h.i + 1];
      // A card whose next line is its price is a price-list entry, read elsewhere.
      if (!body || PRICE_ONLY.test(body.text) || headingLevel(body.tag)) continue;
      const name = cleanName(h.l.text);
      if (!plausibleName(name) || name.length > 60 || isChromeLabel(name) || isNonOfferSection(name)) continue;
      out.push({ name, source, ...(parent ? { section: parent.l.text } : {}) });
    }
  }
  return out;
}
