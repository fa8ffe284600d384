import type { ExtractedService } from '../types';
import type { TextLine } from '../pages';

/** An offering read from the text, with the heading it sits under; `listed` = an unpriced list item. */
export type LineOffering = ExtractedService & { category?: string; listed?: boolean; prose?: boolean };
import { isChromeLabel, isNonOfferSection } from './not-offerings';
import { cardTitleAbove, headingAbovePrice, nameLine, namedRows, PRICE_LABEL_AT_END } from './named-rows';
import { itemHead, MAX_ITEM_WORDS } from './item-head';
import { gridPrice, isHeaderRow, rowCells } from './price-grid';
import { DURATION_ONLY, durationOwner } from './duration-name';
import {
  cleanName,
  plausibleName,
  PRICE_AT_END,
  PRICE_AT_START,
  PRICE_ONLY,
  PRICE_WORD,
  pricedInProse,
  SERVICE_HEADING,
  isOfferHeading,
  splitParenthetical,
  splitPriceRun,
} from './price';

// Offerings in the visible text of one page: priced lines anywhere in the content ("Coupe homme
// ...... 25 €", table rows "Vidange | 89 €", cards "<h3>Burger</h3>…<span>14 €</span>") and
// unpriced list items under a heading such as Services / Prestations / Nos soins.

export function headingLevel(tag: string): number {
  const m = /^h([1-6])$/.exec(tag);
  return m ? Number(m[1]) : 0;
}

// Inside a menu or price list, page builders often drop the currency: "Espresso 3.5", or the
// name and "24" in separate blocks. Only believed inside such a section.
const BARE_PRICE = String.raw`(?!0\d)\d{1,3}(?:[.,]\d{1,2})?(?:\s*/\s*\d{1,3}(?:[.,]\d{1,2})?)?`;
const BARE_PRICE_ONLY = new RegExp(String.raw`^\s*(${BARE_PRICE})\s*$`);
const BARE_PRICE_AT_END = new RegExp(String.raw`^(.*?[a-zà-ÿ)])\s+(${BARE_PRICE})\s*$`, 'i');
// A listed offering is a name; a longer list item is a sentence about something else.
const PRICE_TERMS = /^(?:per|for|par|pour|the|each|chacun|chaque|\(|\/|x\s?\d|minimum|min\.|max|jusqu)/i;
const PSEUDO_HEADING = /^(?:nos|notre|our)\s.{2,30}$/i;
// A short paragraph that says the business offers what comes next, and ends on a colon.
const OFFERS_WHAT_FOLLOWS =
  /^(?=.{0,120}$).*\b(?:je (?:vous )?propose|nous (?:vous )?proposons|(?:i|we) (?:also )?(?:offer|provide)|(?:our|my) services include)\b[^.!?]*:\s*$/i;
// Up to five words, no sentence punctuation at the end: a name, not a sentence.
const SHORT_ITEM = /^(?!.*[.!?:;,]$)\S+(?:\s+\S+){0,4}$/;

const PAGE_OF_PRICES = /\b(?:menu|carte|tarifs?|prices|pricing|price list|nos prestations|la carte)\b/i;

/** "£270.00 for 10 hours, £530.00 for 20 hours (in advance)": each price with its terms. */
function rates(text: string): { price: string; terms: string }[] {
  const out: { price: string; terms: string }[] = [];
  for (const chunk of text.replace(/\s*\([^()]*\)/g, '').split(/\s*[,;]\s*|\s+(?:or|ou)\s+/)) {
    const m = PRICE_AT_START.exec(chunk.trim());
    if (m && PRICE_TERMS.test(m[2]!)) out.push({ price: m[1]!.trim(), terms: cleanName(m[2]!) });
  }
  return out;
}

const LEAD_IN = /^([^.,;:–—!?]{3,50}?)\s*(?:\s[–—-]|:)\s+\S/;
/** The name before " – " or ":" at the start of a paragraph, when it is short enough to be one. */
function leadIn(line: string | TextLine | undefined): string | undefined {
  const text = typeof line === 'string' ? line : line?.tag === 'p' ? line.text : '';
  const m = text ? LEAD_IN.exec(text) : null;
  return m && m[1]!.split(/\s+/).length <= 5 && !/\d/.test(m[1]!) ? m[1] : undefined;
}

// A sub-heading inside an offer section that only names the offer in general ("Nos prestations",
// "Our treatments", "Tarifs 2025") is a title; "Soins conservateurs" or "Boiler repairs" names one.
const isSectionTitle = (name: string) =>
  isChromeLabel(name) ||
  // "Formules burger", "Tarifs enfants": how a price list is organised, not an unpriced offering.
  /^(?:formules?|menus?|tarifs?|prix|prices?|pricing|rates)\s/i.test(name) ||
  (SERVICE_HEADING.test(name) && /^(?:nos|notre|mes|our|my|the|les|all)\s/i.test(name) && name.split(/\s+/).length <= 3);

const LIST_TAGS = new Set(['li', 'tr', 'dt', 'dd']);
/** A sub-heading over list lines or price lines is a category of the list it is in. */
const opensList = (next: TextLine | undefined) =>
  !!next && (LIST_TAGS.has(next.tag) || PRICE_AT_END.test(next.text) || PRICE_AT_START.test(next.text) || PRICE_ONLY.test(next.text));

/** The two lines above were short items of this list: the line at `i` continues their run. */
const runOfItems = (out: LineOffering[], lastIdx: number, i: number) =>
  lastIdx === i - 1 && out.length >= 2 && !!out[out.length - 1]!.listed && !!out[out.length - 2]!.listed;

/** Services from the visible text lines of one page. */
export function servicesFromLines(pageLines: TextLine[], source: string, pageTitle = ''): LineOffering[] {
  const out: LineOffering[] = [];
  // Testimonials are quotes: what a customer says is never a line of the offer.
  // A flattened card of several "name price" pairs is read as one line per pair.
  const lines = pageLines.flatMap((l): TextLine[] => {
    if (l.tag === 'blockquote') return [];
    const pairs = l.tag === 'tr' ? [] : splitPriceRun(l.text);
    return pairs.length ? pairs.map((text) => ({ ...l, text })) : [l];
  });
  // The heading each item sits under ("Pizzas", "Coupes femme"): a menu's categories are what a
  // caller asks for; the dishes go to the priced list.
  const headings: { i: number; level: number; text: string }[] = [];
  const categoryFor = (nameIdx: number): string | undefined => {
    const own = headingLevel(lines[nameIdx]?.tag ?? '');
    for (let k = headings.length - 1; k >= 0; k--) {
      const h = headings[k]!;
      if (h.i >= nameIdx) continue;
      if (own && h.level >= own) continue;
      return h.text;
    }
    return undefined;
  };
  // Heading level of the current services section, 0 = outside; a "Menu" / "Tarifs" page is one.
  let section = PAGE_OF_PRICES.test(pageTitle) ? 1 : 0;
  const pageSection = section;
  let lastServiceIdx = -1;
  let suspended = 0;
  // Whether the open section has given its items as a list (li/tr/dt lines): a run of headed
  // cards after it, with no heading of its own, is another block (team, reasons, steps).
  let listShaped = false;
  let seen = 0;
  let gridHeader: string[] | undefined; // the header row of the table being read (price-grid)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.tag !== 'tr') gridHeader = undefined;
    else if (isHeaderRow(rowCells(line))) gridHeader = rowCells(line);
    if (out.length > seen) {
      if (section && LIST_TAGS.has(lines[i - 1]?.tag ?? '')) listShaped = true;
      seen = out.length;
    }
    if (line.inNav) continue;
    const level = headingLevel(line.tag);
    if (level && line.text.length < 80) headings.push({ i, level, text: cleanName(line.text) });
    if (level) {
      // A short label above the heading ("Why Plymouth chooses us") says what the section is.
      const eyebrow = i > 0 && !headingLevel(lines[i - 1]!.tag) && lines[i - 1]!.text.length <= 30 ? lines[i - 1]!.text : '';
      // A long heading that ends with a colon over a list introduces that list ("L'office offre
      // les compétences … que sont :").
      const introducesList = /:\s*$/.test(line.text) && line.text.length < 200 && lines[i + 1]?.tag === 'li';
      if (
        isOfferHeading(line.text) &&
        (line.text.length < 80 || introducesList) &&
        !isNonOfferSection(line.text) &&
        !(eyebrow && isNonOfferSection(eyebrow))
      )
      // On a page whose title says it is a price page, an offer heading still opens its own
      // section: the short paragraphs under it are its items.
      {
        if (!(section && section !== pageSection && section < level)) listShaped = false;
        section = section && section !== pageSection && section < level ? section : level;
      } else if (section && level <= section) section = pageSection;
      else if (section && section !== pageSection && level > section && listShaped && !opensList(lines[i + 1])) {
        section = pageSection;
        listShaped = false;
      }
      // Inside an offerings section, a sub-section about something else ("Why choose us",
      // "Reviews", "FAQ") holds no offerings until the next heading at its level or above.
      if (suspended && level <= suspended) suspended = 0;
      if (section && level > section && !suspended && (isNonOfferSection(line.text) || (eyebrow && isNonOfferSection(eyebrow))))
        suspended = level;
    } else if (!section && (line.tag === 'p' || line.tag === 'div') && OFFERS_WHAT_FOLLOWS.test(line.text) && headings.length) {
      // "Je vous propose différents procédés :" under "Ma formation": the headings below the
      // paragraph, one level down, are what it offers.
      section = headings[headings.length - 1]!.level;
      continue;
    } else if (!section && PSEUDO_HEADING.test(line.text) && isOfferHeading(line.text) && (line.tag === 'p' || line.tag === 'div')) {
      // "Nos plats chauds" styled as a paragraph still opens a list; the next heading closes it.
      section = 6;
      headings.push({ i, level: 6, text: cleanName(line.text) });
      continue;
    }
    const text = line.text;
    const cells = line.tag === 'tr' ? text.split(' | ') : null;
    // Table row: first cell the name, a later cell the price (every priced column of a grid).
    const grid = cells ? gridPrice(rowCells(line), gridHeader) : undefined;
    if (grid && plausibleName(grid.name)) {
      out.push({ ...grid, source, category: categoryFor(i) });
      lastServiceIdx = i;
      continue;
    }
    if (cells && cells.length >= 2) {
      const priceCell = cells.slice(1).find((c) => PRICE_ONLY.test(c)) ?? cells.slice(1).find((c) => PRICE_WORD.test(c));
      // A row whose name cell is empty ("| 1 h 30 | 140 CHF" under "Massage relaxant | 1 h |
      // 100 CHF") is another option of the item named in the row above.
      const above = out[out.length - 1];
      if (priceCell && line.cells?.[0] === '' && above?.price && lastServiceIdx === i - 1 && lines[i - 1]!.tag === 'tr') {
        const option = cells
          .filter((c) => c !== priceCell)
          .join(' ')
          .trim();
        const base = splitParenthetical(above.name).name;
        out.push({ name: option ? `${base} (${option})` : base, price: priceCell.trim(), source, category: above.category });
        lastServiceIdx = i;
        continue;
      }
      const name = cleanName(cells[0]!);
      if (priceCell && plausibleName(name)) {
        out.push({ name, price: priceCell.trim(), source, category: categoryFor(i) });
        lastServiceIdx = i;
        continue;
      }
    }
    // Every priced form below needs a digit: skip the expensive patterns on plain prose.
    const hasDigit = /\d/.test(text);
    // A sentence listing prices ("landlords from £35, holiday lets from £80"): priced lines, not
    // names a caller would list as services.
    const inProse = hasDigit && (line.tag === 'p' || line.tag === 'div') && !level && !line.inFooter ? pricedInProse(text) : [];
    if (inProse.length) {
      for (const p of inProse) out.push({ ...p, source, category: categoryFor(i), prose: true });
      lastServiceIdx = i;
      continue;
    }
    if (hasDigit && text.length < 200 && PRICE_ONLY.test(text)) {
      // "<dt>Vidange</dt><dd>79 €</dd>", "<li>Coupe</li><li>25 €</li>": the item just read is the
      // name this price belongs to.
      const justListed = out[out.length - 1];
      if (justListed?.listed && !justListed.price && lastServiceIdx === i - 1) {
        justListed.price = text.trim();
        delete justListed.listed;
        lastServiceIdx = i;
        continue;
      }
      // Card layouts: "<h3>Name</h3><p>description</p><span>14 €</span>". The name is the
      // heading/term just above, else the first line since the previous item.
      const from = Math.max(lastServiceIdx + 1, i - 3);
      const window = lines
        .slice(from, i)
        .map((l, j) => ({ l, k: from + j }))
        .filter(({ l }) => headingLevel(l.tag) === 0 || headingLevel(l.tag) >= 3);
      // "<h2>Learner Lessons</h2><li>£28.00 per hour</li>": a heading right above names the price.
      const above = i > 0 && i - 1 > lastServiceIdx && headingLevel(lines[i - 1]!.tag) >= 2 ? { l: lines[i - 1]!, k: i - 1 } : undefined;
      // Else, when the first line is a sentence, the line just above when it reads as a name: in
      // "Skin fade / £22 / Clipper fade to the skin…" the description comes after the price, so the
      // sentence before a price is the previous item's description, never this item's name.
      const last = window[window.length - 1];
      const nameLike =
        last &&
        last.k === i - 1 &&
        ((SHORT_ITEM.test(last.l.text) && !/\d/.test(last.l.text)) || nameLine(last.l)) &&
        !isChromeLabel(last.l.text)
          ? last
          : undefined;
      const first = window[0];
      const sentence = first && (/[.!?]$/.test(first.l.text.trim()) || first.l.text.split(/\s+/).length > 8);
      const titled = window.find(({ l }) => headingLevel(l.tag) >= 3 || l.tag === 'dt');
      // "<h3>Gel</h3> Pose complète · 55 € · Remplissage · 45 €": a heading over rows of a name
      // line then a price line titles the group; the line right above each price is its name.
      const groupRow = !above && titled && headingLevel(titled.l.tag) >= 3 && titled.k < i - 1 && namedRows(lines, i);
      const pick = above ?? (groupRow ? { l: lines[i - 1]!, k: i - 1 } : undefined) ?? titled ?? (sentence ? (nameLike ?? first) : first);
      if (pick) {
        const name = cleanName(pick.l.text);
        if (plausibleName(name) && name.length <= 70) {
          const description = lines
            .slice(pick.k + 1, i)
            .map((l) => l.text)
            .join(' ');
          out.push({
            name,
            price: text.trim(),
            ...(description ? { description: description.slice(0, 200) } : {}),
            source,
            category: categoryFor(pick.k),
          });
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
    // "<h3>Enchiladas – 9 $</h3>": a small heading that sets its price apart is a priced line.
    const pricedHeading = m && level >= 3 && /^\s*[|:–—-]\s*$|[.·…_]{2,}/.test(text.slice(m[1]!.length, text.length - m[2]!.length));
    if (m && (!level || pricedHeading)) {
      const raw = m[1]!;
      // "Burger maison – pain brioché, cheddar" : name before the first dash, the rest describes.
      const [namePart, ...desc] = raw.split(/\s[–—-]\s|\s*:\s+/);
      const name = cleanName(namePart ?? '');
      // A sentence that happens to end with a price ("Venez découvrir notre carte à partir de
      // 15 €") is prose, not a price-list entry: in paragraphs, a plain space before the price
      // is only believed for short names, and never after a dangling preposition.
      const plainSpace = !/[.·…_]{2,}|[|:–—-]\s*$/.test(raw) && !/[|:–—-]/.test(text.slice(raw.length, text.length - m[2]!.length));
      const prose = plainSpace && line.tag === 'p' && !section && name.split(/\s+/).length > 5;
      const dangling =
        /\s(?:à|a|de|du|des|pour|dès|en|au|aux|for|at|from|to|of|the|le|la|les|un|une|et|and|par|per|avec|with|only|seulement|just|environ|about)$/i.test(
          name,
        );
      // A card's title above its priced paragraph ("Pour deux" over "Séance pour deux
      // personnes, en studio. Prix 195 €") is the name; the paragraph describes it.
      const titled = cardTitleAbove(lines, i, name, text.slice(0, text.length - m[2]!.length));
      const owner = DURATION_ONLY.test(name) ? durationOwner(headings, i) : undefined;
      if (owner) {
        out.push({ name: owner, price: m[2]!.trim(), description: name, source, category: categoryFor(i) });
        lastServiceIdx = i;
        continue;
      }
      if (titled) {
        out.push({
          name: titled,
          price: m[2]!.trim(),
          description: cleanName(raw.replace(PRICE_LABEL_AT_END, '')),
          source,
          category: categoryFor(i - 1),
        });
        lastServiceIdx = i;
        continue;
      }
      if (plausibleName(name) && !prose && !dangling && !/\d{1,2}\s*h\b|\d{1,2}:\d{2}/.test(name)) {
        const description = cleanName(desc.join(' – '));
        out.push({ name, price: m[2]!.trim(), ...(description ? { description } : {}), source, category: categoryFor(i) });
        lastServiceIdx = i;
        continue;
      }
    }
    const ms = hasDigit && text.length < 300 ? PRICE_AT_START.exec(text) : null;
    // "£42.00 per 1.5 hours", "£185 (minimum 6 hours)": a price with its terms, not a name.
    if (ms && !level && PRICE_TERMS.test(ms[2]!)) {
      const heading = headingAbovePrice(lines, i);
      // Another rate of the item above ("£42.00 per 1.5 hours" under "£28.00 per hour"): a priced
      // line of its own, named by the item and its terms, never a new service.
      if (!heading && lastServiceIdx >= i - 3 && lastServiceIdx >= 0) {
        const item = [...out].reverse().find((o) => !o.prose && o.price);
        if (item)
          for (const r of rates(text))
            out.push({ name: `${item.name} ${r.terms}`, price: r.price, source, category: item.category, prose: true });
        lastServiceIdx = i;
        continue;
      }
      const name = heading ? cleanName(heading.text) : '';
      if (heading && plausibleName(name)) {
        const category = categoryFor(lines.indexOf(heading));
        out.push({ name, price: ms[1]!.trim(), source, category });
        // "£270.00 for 10 hours, £530.00 for 20 hours": the rates after the first.
        for (const r of rates(text).slice(1)) out.push({ name: `${name} ${r.terms}`, price: r.price, source, category, prose: true });
        lastServiceIdx = i;
      }
      continue;
    }
    // A card's price line with tags after it ("$4/ dozen Free range · Non-GMO") under its title.
    // "<h2>Menu enfant</h2><p>12,90 € · 1 plat au choix + une boisson</p>": a heading right above.
    const headingAbove = i > 0 && i - 1 > lastServiceIdx && headingLevel(lines[i - 1]!.tag) >= 2 ? lines[i - 1] : undefined;
    const cardTitle =
      ms && !level
        ? (headingAbove ??
          lines
            .slice(Math.max(lastServiceIdx + 1, i - 3), i)
            .reverse()
            .find((l) => headingLevel(l.tag) >= 3))
        : undefined;
    if (
      ms &&
      cardTitle &&
      (line.tag === 'div' || line.tag === 'span' || /^\s*[·•|–—-]/.test(line.text.slice(ms[1]!.length)) || /[·•|]/.test(ms[2]!))
    ) {
      const name = cleanName(cardTitle.text);
      if (plausibleName(name)) {
        out.push({ name, price: ms[1]!.trim(), source, category: categoryFor(lines.indexOf(cardTitle)) });
        lastServiceIdx = i;
        continue;
      }
    }
    if (ms && !level && line.tag !== 'p') {
      const name = cleanName(ms[2]!);
      if (plausibleName(name) && name.length < 60) {
        out.push({ name, price: ms[1]!.trim(), source, category: categoryFor(i) });
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
          out.push({ name, price: text.trim(), ...(description ? { description } : {}), source, category: categoryFor(i - 1) });
          lastServiceIdx = i;
          continue;
        }
      }
      const mb = BARE_PRICE_AT_END.exec(text);
      if (mb && line.tag !== 'li' && text.length < 80) {
        const name = cleanName(mb[1]!);
        if (plausibleName(name) && !/\b(?:min|mn|ans|years?|cm|kg|g|ml|cl|l|m²|m2|km|pers(?:onnes)?|people|places|couverts)$/i.test(name)) {
          out.push({ name, price: mb[2]!.trim(), source, category: categoryFor(i) });
          lastServiceIdx = i;
          continue;
        }
      }
    }
    // Unpriced items under a services heading: list items, definition terms, captions, short
    // paragraphs that read like a name, sub-headings.
    const shortItem =
      line.tag === 'p' &&
      section !== pageSection &&
      SHORT_ITEM.test(text) &&
      (text.match(/,/g) ?? []).length < 2 &&
      !/\d/.test(text) &&
      !isChromeLabel(text) &&
      // A short line right above a heading is that heading's eyebrow ("From the farm" over "What
      // it looks like"), not an item of the list before it.
      // A run of such paragraphs goes on to its last one, though: the eyebrow stands alone.
      (!headingLevel(lines[i + 1]?.tag ?? '') || (runOfItems(out, lastServiceIdx, i) && !isNonOfferSection(text))) &&
      // …unless a price follows: then it is the description of a priced card.
      !lines.slice(i + 1, i + 3).some((l) => PRICE_ONLY.test(l.text) || BARE_PRICE_ONLY.test(l.text));
    // "<p><b>Boiler repair</b> – we fix all makes…</p>" in a run of such paragraphs: the lead-in
    // names the offering. A lone paragraph with a colon is prose ("Note: …").
    const leadItem = line.tag === 'p' && section !== pageSection && !!leadIn(text) && (!!leadIn(lines[i - 1]) || !!leadIn(lines[i + 1]));
    if (
      section &&
      !suspended &&
      !line.inFooter &&
      (line.tag === 'li' ||
        line.tag === 'dt' ||
        line.tag === 'figcaption' ||
        // An accordion's title: the service its panel describes.
        (line.tag === 'summary' && !/\?\s*$/.test(text)) ||
        shortItem ||
        leadItem ||
        (level > section && level >= 3 && section !== pageSection))
    ) {
      const [namePart] = text.split(/\s[–—-]\s|\s*:\s+/);
      const name = line.tag === 'li' ? itemHead(cleanName(namePart ?? '')) : cleanName(namePart ?? '');
      if (
        plausibleName(name) &&
        name.length <= 70 &&
        name.split(/\s+/).length <= MAX_ITEM_WORDS &&
        (line.tag === 'li' || !isSectionTitle(name))
      ) {
        // A sub-heading followed by priced lines is a category ("Coupes femme"), not a service;
        // one followed by its own price line is a card the price branch will read.
        const next = lines[i + 1];
        if (level && next && (PRICE_AT_END.test(next.text) || PRICE_AT_START.test(next.text) || next.tag === 'tr' || next.tag === 'li'))
          continue;
        if (
          level &&
          lines.slice(i + 1, i + 4).some((l, j, arr) => PRICE_ONLY.test(l.text) && !arr.slice(0, j).some((x) => headingLevel(x.tag)))
        )
          continue;
        // A list right under a priced line ("Full service £60" then what it covers) says what
        // that item includes: its lines are not offerings of their own.
        if (line.tag === 'li' && listUnderPricedLine(lines, i)) continue;
        out.push({ name, source, category: categoryFor(i), listed: true });
        lastServiceIdx = i;
      }
    }
  }
  return out;
}

/** True when the list that line `i` belongs to follows a priced line with no heading between. */
function listUnderPricedLine(lines: { tag: string; text: string }[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && lines[k]!.tag === 'li') k--;
  const before = lines[k];
  return !!before && !headingLevel(before.tag) && (PRICE_AT_END.test(before.text) || PRICE_ONLY.test(before.text));
}
