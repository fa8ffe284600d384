import type { Page } from '../pages';
import { headingLevel } from './from-lines';
import { isChromeLabel, isNonOfferSection } from './not-offerings';
import { cleanName, plausibleName, isOfferHeading } from './price';

// A page about the offer ("/services", "/prestations", "/domaines-d-activite", "/treatments")
// usually gives each offering its own section: the headings of one level, side by side, are the
// offerings ("Droit de la famille", "Droit pénal", "Divorce et séparation"…). What makes them
// offerings is the page they are on (its address says so) and their shape: several
// short, same-level headings. The page's own title, the sections about something else (team,
// reviews, FAQ, contact) and anything that reads as a sentence are set aside.

const MIN_HEADINGS = 3;
const MAX_HEADINGS = 15;
const MAX_WORDS = 5;
const PRICE_PAGE = /\b(?:menus?|carte|tarifs?|prix|prices?|pricing|rates|fees|honoraires)\b/i;

/** True when the page's address (last path segment) says it is about the offer. */
export function isOfferPage(page: Pick<Page, 'url'>): boolean {
  let slug = '';
  try {
    const path = new URL(page.url).pathname.replace(/\/+$/, '');
    slug = decodeURIComponent(path.split('/').pop() ?? '')
      .replace(/\.(?:html?|php|aspx?)$/i, '')
      .replace(/[-_]+/g, ' ');
  } catch {
    slug = '';
  }
  // The address only: a home page's title often names the trade's services in passing.
  // A menu or price page is organised by categories of priced lines: the price reader and the
  // menu's sections read it.
  return !!slug && !/^(?:index|home|accueil)$/i.test(slug) && !PRICE_PAGE.test(slug) && isOfferHeading(slug) && !isNonOfferSection(slug);
}

/** The same-level headings of an offer page, when there are enough of them to be its offerings. */
export function offerPageHeadings(page: Page): { name: string; source: string }[] {
  if (!isOfferPage(page)) return [];
  const byLevel = new Map<number, string[]>();
  for (const line of page.lines) {
    const level = headingLevel(line.tag);
    if (!level || line.inNav || line.inFooter) continue;
    const name = cleanName(line.text);
    (byLevel.get(level) ?? byLevel.set(level, []).get(level)!).push(name);
  }
  for (const [, all] of [...byLevel].sort((a, b) => a[0] - b[0])) {
    const names = [...new Set(all)].filter(
      (n) => plausibleName(n) && n.split(/\s+/).length <= MAX_WORDS && !/[.!?:]$/.test(n) && !isChromeLabel(n) && !isNonOfferSection(n),
    );
    // The first level with a run of offerings; past MAX_HEADINGS the level is the page's text
    // structure, not a list of offers.
    if (names.length >= MIN_HEADINGS && names.length <= MAX_HEADINGS) return names.map((name) => ({ name, source: page.url }));
  }
  return [];
}
