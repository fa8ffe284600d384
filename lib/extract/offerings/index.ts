import type { ExtractedService } from '../types';
import { foldWords } from '@/lib/text/fold';
import type { Page } from '../pages';
import type { JsonLdNode } from '../json-ld';
import { servicesFromJsonLd, servicesFromMicrodata } from './structured';
import { servicesFromLines, type LineOffering } from './from-lines';
import { siteLabels } from './site-labels';
import { cardTitles } from './cards';
import { blockCards } from './blocks';
import { isChromeLabel, isNonOfferSection } from './not-offerings';
import { isMenuSection, mealSectionName } from './menu-sections';
import { plausibleName, splitParenthetical, withoutIcons } from './price';
import { offeredInProse } from './enumeration';
import { serviceModes } from './service-modes';
import { timetableClasses } from './timetable';
import { offeringKey } from './name-key';
import { describedSections, offerPageHeadings, pageTopic } from './page-headings';
import { pricedCards, withinPricedCard } from './priced-cards';

// What the business offers, as two lists:
// - services: what a caller asks for ("do you do colouring?", "what do you sell?"): the named
//   services of a short price list with their price, the categories of a long menu, the items
//   listed under an offerings heading, the site's own menu/tab/form labels, at most MAX_SERVICES;
// - priced: every priced line (menus, price lists), to answer "how much is…" without being read
//   out as services.
// A site that names none gets two empty lists: nothing is guessed.
//
// Where services come from, most certain first (the list is cut at MAX_SERVICES, never by a
// guess): JSON-LD/microdata; a short price list's lines (priced service cards read as cards:
// priced-cards), or a menu's tabs and section headings; items listed under an offerings heading
// (from-lines: lists, accordions, lead-ins, sub-headings; never what a priced item includes);
// link cards, heading cards and heading-less card rows (site-labels, cards, blocks); the headings
// of an offer page (page-headings: /services, /domaines…), or, on a site whose structure names
// nothing, sections that each describe one offering and a page's single main heading
// (describedSections, pageTopic); the site's menu (nav-menu: its
// offerings dropdown when it has one, never its towns; link-bar: a menu built as a bare row of
// links); service modes; the classes of a timetable (timetable); what
// the cards list as covered (only when few); and, for a site that names little, its sentences
// ("nous proposons…"). Counting decides categories or items: past MAX_SERVICES items in all, the
// categories; within it, a grouped list gives each group's name before its items. The line
// readers cannot see where a block ends: card rows the layout sets apart from any offerings
// section (team, reasons, values) veto the titles they would read (blocks: blockCards.others).
// Each reader can be switched off (OfferingOptions.without) to measure what it adds:
// scripts/eval/offerings/leave-sites-out.ts (dev halves) and scripts/eval/offerings/synthetic. Every page-read name passes the chrome gate (not-offerings) and is deduplicated
// by one key (name-key: accents, articles, plurals, "&"/"et"/"and").

const MAX_SERVICES = 15;
/** "Qui sommes-nous ?", "Who are we?": a question heading about the business, not an FAQ. */
const ABOUT_US = /\b(?:qui sommes|who (?:we are|are we)|about us|a propos|notre histoire|our story)\b/;
/** Beyond this many priced lines the list is a menu: its categories are the services. */
const SHORT_PRICE_LIST = 15;
const MAX_PRICED = 200;
const PROSE_WHEN_FEWER_THAN = 8;

/** A heading that titles an offer section rather than naming a group of it: "Our programs",
 * "Additional offerings", "Nos prestations", "Other services". */
const ANNOUNCES_WORDS =
  /\b(?:our|nos|notre|other|others|additional|more|autres?|services?|offerings?|programs?|programmes?|prestations?|what we|ce que|tarifs?|prix|prices?|pricing|rates|price list)\b/i;
// A drop capital styled apart ("T arifs Femmes") is read back as one word.
const ANNOUNCES_OFFER = { test: (h: string) => ANNOUNCES_WORDS.test(h.replace(/^(\p{Lu}) (?=\p{Ll})/u, '$1')) };

export type Offerings = { services: ExtractedService[]; priced: ExtractedService[] };

/** The readers that propose services; each can be switched off to measure what it contributes. */
export const OFFERING_MECHANISMS = [
  'structured',
  'priced-cards',
  'priced-lines',
  'menu-categories',
  'listed',
  'tabs-forms',
  'link-cards',
  'cards',
  'blocks',
  'page-headings',
  'described-sections',
  'page-topic',
  'nav',
  'service-modes',
  'timetable',
  'covered',
  'prose',
  'slash-list',
  'block-veto',
  'list-groups',
] as const;
export type OfferingMechanism = (typeof OFFERING_MECHANISMS)[number];
export type OfferingOptions = { without?: ReadonlySet<OfferingMechanism> };

const key = offeringKey;

/** "Les burgers" / "Our pizzas" / "Nos plats chauds": the category is "Burgers", "Pizzas", "Plats chauds". */
const categoryName = (heading: string) => heading.replace(/^(?:les|nos|our|the)\s+/i, '').replace(/^./, (c) => c.toUpperCase());

/** "Placo / Cloisons / Isolation": a label that lists several offerings gives each (prices aside). */
function slashList(s: ExtractedService): ExtractedService[] {
  if (s.price) return [s];
  const parts = s.name.split(/\s+[/·|]\s+/);
  if (parts.length < 2 || parts.some((p) => !p || p.split(/\s+/).length > 4)) return [s];
  return parts.map((name) => ({ name, source: s.source }));
}

function normalized(s: ExtractedService): ExtractedService {
  const { category: _c, listed: _l, prose: _p, variantOf: _v, ...rest } = s as LineOffering & { variantOf?: string };
  return { ...rest, ...splitParenthetical(rest.name, rest.description) };
}

/** A service as a caller names it: "Breakfast menu" → "Breakfast" (priced lines keep the page's words). */
const asService = (s: ExtractedService): ExtractedService =>
  s.price
    ? s
    : { ...s, name: mealSectionName(s.name.replace(/^(?:nos|notre|our)\s+(?=\p{L})/iu, '').replace(/^\p{Ll}/u, (c) => c.toUpperCase())) };

export function extractOfferings(pages: Page[], nodes: JsonLdNode[], opts: OfferingOptions = {}): Offerings {
  const on = (m: OfferingMechanism) => !opts.without?.has(m);
  const structured = on('structured') ? [...servicesFromJsonLd(nodes), ...pages.flatMap(servicesFromMicrodata)] : [];
  // Priced service cards are read as cards (title + its price); what the line reader made of the
  // same card text (the price on a badge or a link beside it) is set aside.
  const cardRead = pages.map((p) => (on('priced-cards') ? pricedCards(p) : { lines: [], cards: [] }));
  const lineRead = pages.map((p) => servicesFromLines(p.lines, p.url, p.title));
  // A card keeps the heading the line reader found over the same line: a row of priced cards under
  // "Starters" is that menu section's dishes.
  const cardPriced: (LineOffering & { variantOf?: string })[] = cardRead.flatMap((c, i) =>
    c.lines.map((l) => {
      const category = lineRead[i]!.find((x) => x.category && x.price === l.price && key(x.name) === key(l.name))?.category;
      return category ? { ...l, category } : l;
    }),
  );
  const fromText: (LineOffering & { variantOf?: string })[] = [
    ...cardPriced,
    ...lineRead.flatMap((read, i) => read.filter((s) => !withinPricedCard(s, cardRead[i]!))),
  ];

  const priced: ExtractedService[] = [];
  const pricedKeys = new Set<string>();
  for (const s of [...structured, ...fromText]) {
    if (!s.price) continue;
    const k = `${key(s.name)}|${s.price}`;
    if (pricedKeys.has(k) || priced.length >= MAX_PRICED) continue;
    pricedKeys.add(k);
    priced.push(normalized(s));
  }

  // Card rows the page lays out apart from any offerings section (team, reasons, values after the
  // services block, with no heading of their own) are not what the line readers take them for.
  const blockRead = pages.map(blockCards);
  const apart = new Set(on('block-veto') ? blockRead.flatMap((b) => b.others.map(key)) : []);
  const offered = new Set(blockRead.flatMap((b) => b.offers.map((o) => key(o.name))));
  const setApart = (name: string) => apart.has(key(name)) && !offered.has(key(name));
  const labels = pages.flatMap(siteLabels);
  const candidates: ExtractedService[] = [...structured.filter((s) => !s.price)];
  if (priced.length <= SHORT_PRICE_LIST) {
    // A card's variants ("Wheel alignment Front £60", "… 4 wheel £100") are one service a caller
    // asks for by the card's title.
    const variantTitles = cardPriced.flatMap((c) => (c.variantOf ? [{ name: c.variantOf, source: c.source }] : []));
    const lines = fromText.filter((s) => s.price && !s.prose && !s.variantOf);
    // A short price list in groups ("Haircuts", "Beards") gives each group's name before its lines.
    const groups = [...new Set(lines.map((s) => s.category ?? ''))].filter((c) => c && !isChromeLabel(c) && !ANNOUNCES_OFFER.test(c));
    const withGroups =
      groups.length >= 2 && on('list-groups')
        ? lines.flatMap((s, i) =>
            s.category && groups.includes(s.category) && lines.findIndex((x) => x.category === s.category) === i
              ? [{ name: categoryName(s.category), source: s.source }, s]
              : [s],
          )
        : lines;
    if (on('priced-lines')) candidates.push(...structured.filter((s) => s.price), ...withGroups, ...variantTitles);
  } else {
    // A menu: the tabs and headings it is organised by ("Pizzas", "Burgers", "Desserts").
    const tabs = labels.filter((l) => l.from === 'tab').map(({ name, source }) => ({ name, source }));
    if (on('menu-categories')) candidates.push(...tabs);
    // "Les burgers" / "Our pizzas": the category is "burgers", "pizzas".
    // A heading over a single priced card ("La recette du moment") is a teaser, not a category.
    const perCategory = new Map<string, number>();
    // Supplements ("Bacon +2 €") are add-ons to a dish, not a section a caller asks for.
    for (const s of fromText)
      if (s.price && s.category && !/^\s*\+/.test(s.price)) perCategory.set(s.category, (perCategory.get(s.category) ?? 0) + 1);
    const categories = fromText
      .filter((s) => s.price && s.category && (perCategory.get(s.category) ?? 0) >= 2 && !isChromeLabel(s.category))
      .map((s) => ({ name: categoryName(s.category!), source: s.source }));
    // Tabs already name the categories; the headings inside them are finer cuts.
    if (!tabs.length && on('menu-categories')) candidates.push(...categories);
  }
  // Dishes listed under a menu section ("Nos plats chauds": frogs' legs, steak and chips…) are
  // never services: the section is what a caller asks for.
  // A list item that is a link card ("Grooming Bathing, trimming…") is read whole by the line
  // reader; the card label already gives its title and items.
  const cardKeys = labels.filter((l) => l.from === 'card').map((l) => `${key(l.name)} `);
  // A list under a priced item ("Deep clean — $180: inside oven, baseboards…", "Menu du jour
  // 19 € : entrée, plat, dessert") says what that item includes: its lines are not offerings.
  const pricedItems = new Set(fromText.filter((x) => x.price).map((x) => key(x.name)));
  const listed = fromText.filter(
    (x) => x.listed && !cardKeys.some((k) => key(x.name).startsWith(k)) && !(x.category && pricedItems.has(key(x.category))),
  );
  // Lists under sub-headings ("Sports injuries: …", "Back care: …") that hold more than
  // MAX_SERVICES items in all: the sub-headings are the categories a caller asks for.
  const listCategories = [...new Set(listed.map((x) => x.category ?? ''))].filter((c) => c && !isChromeLabel(c));
  const tooMany = listed.length > MAX_SERVICES && listCategories.length >= 2;
  // A short grouped list gives each group's name before its items ("General dentistry: check-ups,
  // fillings"): a caller asks for either.
  const grouped = !tooMany && listCategories.length >= 2 && on('list-groups');
  const groupsGiven = new Set<string>();
  for (const s of on('listed') ? listed.filter((x) => !setApart(x.name)) : []) {
    const dish = s.category && isMenuSection(s.category);
    if (dish || (tooMany && s.category)) candidates.push({ name: categoryName(s.category!), source: s.source });
    else if (!tooMany) {
      // A heading that announces the offer ("Our programs", "Additional offerings") titles the
      // section; only a group's own name ("Cosmetic dentistry") is something a caller asks for.
      // A group under a section about something else ("Ma formation") gives no name of its own.
      if (
        grouped &&
        s.category &&
        !isChromeLabel(s.category) &&
        !isNonOfferSection(s.category) &&
        !ANNOUNCES_OFFER.test(s.category) &&
        !groupsGiven.has(s.category)
      ) {
        groupsGiven.add(s.category);
        candidates.push({ name: categoryName(s.category), source: s.source });
      }
      candidates.push(s);
    }
  }
  const cards = pages.flatMap((p) => cardTitles(p.lines, p.url)).filter((c) => c.detail || !setApart(c.name));
  const pick = (xs: { name: string; source: string }[]) => xs.map(({ name, source }) => ({ name, source }));
  if (on('tabs-forms')) candidates.push(...pick(labels.filter((l) => l.from === 'tab' || l.from === 'form')));
  if (on('link-cards')) candidates.push(...pick(labels.filter((l) => l.from === 'card')));
  // In a menu, an unpriced card among priced dishes is a dish too.
  const menu = priced.length > SHORT_PRICE_LIST;
  if (on('cards')) candidates.push(...pick(cards.filter((c) => !c.detail && !(menu && c.pricedRow))));
  if (on('blocks')) candidates.push(...blockRead.flatMap((b) => b.offers));
  // A menu's pages are read by its sections above; elsewhere an offer page's headings name its offers.
  if (!menu && on('page-headings')) candidates.push(...pages.flatMap(offerPageHeadings));
  if (on('nav')) candidates.push(...pick(labels.filter((l) => l.from === 'nav')));
  if (on('service-modes')) candidates.push(...pages.flatMap((p) => serviceModes(p.lines).map((name) => ({ name, source: p.url }))));
  // Classes a timetable names (a studio's week: time, class, teacher).
  if (on('timetable')) candidates.push(...pages.flatMap((p) => timetableClasses(p).map((name) => ({ name, source: p.url }))));
  // What cards list as covered ("Check-ups, hygiene, fillings…") comes after every title, and only
  // when those items are few: when the cards name more than MAX_SERVICES items in all, the card
  // titles are the categories a caller asks for, and any cut of the items would be arbitrary.
  const covered = new Map<string, number>();
  for (const c of [...labels.filter((l) => l.from === 'card'), ...cards.filter((c) => !c.detail)])
    covered.set(key(c.name), Math.max(covered.get(key(c.name)) ?? 0, c.covers ?? 0));
  const itemCount = [...covered.values()].reduce((a, b) => a + b, 0);
  if (itemCount <= MAX_SERVICES && on('covered'))
    candidates.push(...pick(labels.filter((l) => l.from === 'card-detail')), ...pick(cards.filter((c) => c.detail)));
  // A page that names nothing in lists, cards or prices may still give each offering a section of
  // its own: a heading and its paragraph ("Droit du travail", "Complete overhauls").
  if (!candidates.length && !menu && on('described-sections')) candidates.push(...pages.flatMap(describedSections));
  // Nothing named in the structure: a page about one offering names it in its main heading.
  if (!candidates.length && !menu && on('page-topic')) candidates.push(...pages.flatMap(pageTopic));
  // Last, and only for a site that names few offerings in its structure, what its prose says it
  // offers ("we offer boiler servicing, bathrooms and…").
  const structuredNames = new Set(candidates.map((c) => key(c.name))).size;
  // A sentence under a section about the business ("Qui sommes nous", "Our story") says what the
  // business is, not what a caller can ask for; an FAQ's answers (question headings) still may.
  for (const page of structuredNames < PROSE_WHEN_FEWER_THAN && on('prose') ? pages : []) {
    let under = '';
    for (const line of page.lines) {
      if (/^h[1-6]$/.test(line.tag)) under = line.text;
      if (under && isNonOfferSection(under) && (!/\?\s*$/.test(under) || ABOUT_US.test(foldWords(under)))) continue;
      if (line.inNav || line.inFooter || line.text.length < 30 || line.text.length > 3000) continue;
      for (const sentence of line.text.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý])/)) {
        for (const name of offeredInProse(sentence))
          if (plausibleName(name) && !isChromeLabel(name)) candidates.push({ name, source: page.url });
      }
    }
  }

  const declared = new Set<ExtractedService>(structured);
  const services: ExtractedService[] = [];
  const byKey = new Map<string, ExtractedService>();
  for (const raw of on('slash-list') ? candidates.flatMap(slashList) : candidates) {
    const s = asService(normalized({ ...raw, name: withoutIcons(raw.name) }));
    const k = key(s.name);
    // One gate for every name read from the page's layout (priced or not): chrome, legal lines and
    // section titles are never offerings. A declared (JSON-LD) offer is one whatever its words.
    if (!k || (!declared.has(raw) && isChromeLabel(s.name))) continue;
    const prev = byKey.get(k);
    if (prev) {
      if (!prev.price && s.price) prev.price = s.price;
      continue;
    }
    // The same offering named again in fewer words further down ("Les chenilles processionnaires"
    // over the description of the card "Lutte contre les chenilles processionnaires").
    if (!s.price && k.includes(' ') && [...byKey.keys()].some((x) => ` ${x} `.includes(` ${k} `))) continue;
    if (services.length >= MAX_SERVICES) continue;
    byKey.set(k, s);
    services.push(s);
  }
  return { services, priced };
}
