import type { Page } from '../pages';
import { foldWords } from '@/lib/text/fold';
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
  const slug = slugOf(page.url);
  // The address only: a home page's title often names the trade's services in passing.
  // A menu or price page is organised by categories of priced lines: the price reader and the
  // menu's sections read it.
  return !!slug && !PRICE_PAGE.test(slug) && isOfferHeading(slug) && !isNonOfferSection(slug);
}

// Headings that introduce a text rather than name a thing: "Le bon diagnostic", "Our story",
// "Une affaire familiale", "Des surprises à dénicher". An offering is named bare ("Droit du
// travail", "Complete overhauls").
const DETERMINER_START =
  /^(?:le|la|les|l['’]|un|une|des|du|de|ce|cette|ces|mon|ma|mes|notre|nos|votre|vos|leur|leurs|the|a|an|our|your|my|their|this|these|that|why|how|what|who|when|where|pourquoi|comment|qui|quand|o[uù])(?=[\s'’]|$)/i;
const MIN_PARAGRAPH = 40;

type Heading = { level: number; name: string; prose: boolean; under: string; underLevel: number };

/** Every heading of the page with what follows it (a paragraph?) and the heading it sits under. */
function headingsOf(page: Page): Heading[] {
  const out: Heading[] = [];
  const open: { level: number; text: string }[] = [];
  page.lines.forEach((line, i) => {
    const level = headingLevel(line.tag);
    if (!level || line.inNav || line.inFooter) return;
    while (open.length && open[open.length - 1]!.level >= level) open.pop();
    const next = page.lines[i + 1];
    const prose = !!next && next.tag === 'p' && !headingLevel(next.tag) && next.text.length >= MIN_PARAGRAPH;
    const parent = open[open.length - 1];
    out.push({ level, name: cleanName(line.text), prose, under: parent?.text ?? '', underLevel: parent?.level ?? 0 });
    open.push({ level, text: line.text });
  });
  return out;
}

// A section titled by a sentence ("A calmer visit, shaped around what you need") argues a point:
// the headings under it are its qualities, not offerings.
const sentence = (heading: string) => heading.split(/\s+/).length > 6 || /[,.;!?]/.test(heading);

const offeringShaped = (n: string) =>
  plausibleName(n) && n.split(/\s+/).length <= MAX_WORDS && !/[.!?:]$/.test(n) && !isChromeLabel(n) && !isNonOfferSection(n);

/** The same-level headings of an offer page, when there are enough of them to be its offerings. */
export function offerPageHeadings(page: Page): { name: string; source: string }[] {
  if (!isOfferPage(page)) return [];
  return firstRun(page, (level) => level.map((h) => h.name).filter(offeringShaped));
}

/**
 * On a page whose address says nothing, sections that each describe one thing the business does:
 * every heading of a level is a bare name followed by its own paragraph, and the run opens the page
 * or sits under a heading that announces the offer (not under "Welcome", "Why choose us", a team
 * or a sentence). Team cards and
 * qualities have the same shape, so this is read only for a page that names nothing otherwise.
 */
export function describedSections(page: Page): { name: string; source: string }[] {
  return firstRun(page, (level) =>
    level.length >= MIN_HEADINGS && level.every((h) => h.prose && offeringShaped(h.name) && !DETERMINER_START.test(h.name) && topOrOffer(h))
      ? level.map((h) => h.name)
      : [],
  );
}

/** The run opens the page (under its title or nothing) or sits under a heading that announces the offer. */
const topOrOffer = (h: Heading) =>
  !h.under || h.underLevel === 1 || (isOfferHeading(h.under) && !isNonOfferSection(h.under) && !sentence(h.under));

/** The first heading level (from the top) whose names, as `pick` keeps them, are a run of offerings. */
function firstRun(page: Page, pick: (level: Heading[]) => string[]): { name: string; source: string }[] {
  const byLevel = new Map<number, Heading[]>();
  for (const h of headingsOf(page)) (byLevel.get(h.level) ?? byLevel.set(h.level, []).get(h.level)!).push(h);
  for (const [, level] of [...byLevel].sort((a, b) => a[0] - b[0])) {
    const names = [...new Set(pick(level))];
    // Past MAX_HEADINGS the level is the page's text structure, not a list of offers.
    if (names.length >= MIN_HEADINGS && names.length <= MAX_HEADINGS) return names.map((name) => ({ name, source: page.url }));
  }
  return [];
}

const FEES_OF =
  /^(?:honoraires|tarifs?|prix|prices?|pricing|rates|fees|costs?)\s+(?:(?:de|des|du|pour|of|for)\s+|d['’]\s*)?(?:(?:une?|la|le|les|a|an|the)\s+|l['’]\s*)?/i;

/** The page's address, as words ("teeth-whitening.php" → "teeth whitening"); '' for a home page. */
function slugOf(url: string): string {
  try {
    const path = new URL(url).pathname.replace(/\/+$/, '');
    const slug = decodeURIComponent(path.split('/').pop() ?? '')
      .replace(/\.(?:html?|php|aspx?)$/i, '')
      .replace(/[-_]+/g, ' ');
    return /^(?:index|home|accueil|default)$/i.test(slug) ? '' : slug;
  } catch {
    return '';
  }
}

/**
 * A page about one offering ("Dental implants", "Entretien du véhicule") names it in its main
 * heading and keeps coming back to it in its paragraphs. Read only when nothing else on the site
 * names an offering, never on a home page or a page about something else (team, contact, reviews).
 */
export function pageTopic(page: Page): { name: string; source: string }[] {
  const slug = slugOf(page.url);
  if (!slug || isNonOfferSection(slug)) return [];
  const heads = headingsOf(page);
  const top = Math.min(...heads.map((h) => h.level));
  const main = heads.find((h) => h.level === top);
  // "Wedding bouquets, for brides and bridesmaids": the name is what comes before the comma;
  // "Honoraires d'une séance d'ostéopathie", "Prices for gutter cleaning": what the fees are for.
  const name = cleanName((main?.name.split(/\s*[,:–—]\s+/)[0] ?? '').replace(FEES_OF, ''));
  if (!main || !offeringShaped(name) || DETERMINER_START.test(name) || heads.filter((h) => h.level === top).length > 1) return [];
  const prose = foldWords(
    page.lines
      .filter((l) => l.tag === 'p' && !l.inNav && !l.inFooter)
      .map((l) => l.text)
      .join(' '),
  );
  const words = prose.split(' ');
  const stem = (w: string) => w.slice(0, 6);
  const content = foldWords(name)
    .split(' ')
    .filter((w) => w.length >= 5);
  // The page keeps coming back to it, or its address says the same ("plomberie.php").
  const slugStems = new Set(foldWords(slug).split(' ').map(stem));
  const recurs = content.some((w) => words.filter((x) => stem(x) === stem(w)).length >= 2 || slugStems.has(stem(w)));
  return recurs ? [{ name, source: page.url }] : [];
}
