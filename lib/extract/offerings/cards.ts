import type { TextLine } from '../pages';
import { headingLevel } from './from-lines';
import { foldWords } from '@/lib/text/fold';
import { isChromeLabel, isNonOfferSection } from './not-offerings';
import { coveredCount, enumerationItems } from './enumeration';
import { cleanName, plausibleName, PRICE_AT_END, PRICE_AT_START, PRICE_ONLY, isOfferHeading } from './price';

// Cards: a row of same-level headings, each with a short text under it ("Boucherie — des viandes
// sélectionnées…", "Charcuterie — …", "Traiteur — …"). Under a heading that introduces values,
// steps, people or places (see not-offerings) they are not offerings; elsewhere each card title
// names something the business does.

/** `detail`: an item a card's text lists, less certain than the card's own title. */
/** `pricedRow`: an unpriced card among priced ones (an offering of a price list, a dish of a menu). */
/** Lines a section may hold between its heading and its cards: an eyebrow, an intro, a button. */
const MAX_INTRO_LINES = 3;

export type Card = { name: string; source: string; section?: string; detail?: boolean; covers?: number; pricedRow?: boolean };

const overList = (next: TextLine | undefined) =>
  !!next &&
  (next.tag === 'li' || next.tag === 'tr' || PRICE_ONLY.test(next.text) || PRICE_AT_END.test(next.text) || PRICE_AT_START.test(next.text));

// Words too general to say what a page is about ("Nos", "Our", "Popular").
const GENERAL_WORDS = new Set([
  'nos',
  'notre',
  'vos',
  'votre',
  'our',
  'your',
  'the',
  'les',
  'des',
  'aux',
  'pour',
  'with',
  'avec',
  'and',
  'populaires',
  'popular',
  'chez',
]);
const stem = (w: string) => w.replace(/(?:es|s|x)$/, '');
const contentWords = (text: string) =>
  foldWords(text)
    .split(' ')
    .filter((w) => w.length >= 4 && !GENERAL_WORDS.has(w))
    .map(stem);

/** A home page: its main heading is the business's name, not a subject. */
const HOME_PATH = /^\/(?:(?:index|home|accueil|default)(?:\.\w+)?)?$/i;

/** The words of an inner page's main heading when it names a subject in a few words ("Massages",
 * "Our classes"), not a sentence or a welcome. */
export function topicWords(lines: TextLine[], url: string): Set<string> {
  let path = '/';
  try {
    path = new URL(url).pathname.replace(/\/+$/, '') || '/';
  } catch {
    return new Set();
  }
  if (HOME_PATH.test(path)) return new Set();
  const h1 = lines.find((l) => l.tag === 'h1' && !l.inNav && !l.inFooter);
  if (!h1 || h1.text.split(/\s+/).length > 4 || isChromeLabel(h1.text)) return new Set();
  return new Set(contentWords(h1.text));
}

/** A section heading that repeats the page's subject ("Les massages populaires" on a page titled
 * "Massages", "Class descriptions" under "Our classes") introduces that subject's kinds: its cards
 * are offerings even without an offer word ("Nos prestations") in it. */
export const namesTopic = (heading: string, topic: Set<string>) => topic.size > 0 && contentWords(heading).some((w) => topic.has(w));

export function cardTitles(lines: TextLine[], source: string): Card[] {
  const out: Card[] = [];
  const topic = topicWords(lines, source);
  const heads = lines.map((l, i) => ({ l, i, level: headingLevel(l.tag) })).filter((h) => h.level >= 2 && !h.l.inNav && !h.l.inFooter);
  let k = 0;
  while (k < heads.length) {
    const level = heads[k]!.level;
    let end = k;
    // Extend the run while the next heading has the same level and the one before has body text.
    // A heading over a list or price lines is a category; one over a sentence is a card: where
    // that changes, one block (a menu's sections) has ended and another (team, reasons) begun.
    while (
      end + 1 < heads.length &&
      heads[end + 1]!.level === level &&
      heads[end + 1]!.i - heads[end]!.i >= 2 &&
      heads[end + 1]!.i - heads[end]!.i <= 6 &&
      overList(lines[heads[end + 1]!.i + 1]) === overList(lines[heads[end]!.i + 1])
    )
      end++;
    const run = heads.slice(k, end + 1);
    k = end + 1;
    if (run.length < 3) continue;
    const parent = [...heads].reverse().find((h) => h.i < run[0]!.i && h.level < level);
    // The lines of each card, up to the next heading: a price among them makes it a priced card.
    const bodies = run.map((h, j) => lines.slice(h.i + 1, Math.min(run[j + 1]?.i ?? h.i + 5, h.i + 5)));
    const priced = bodies.map((b) => b.some((l) => PRICE_ONLY.test(l.text) || PRICE_AT_END.test(l.text) || PRICE_AT_START.test(l.text)));
    // A row where most cards carry a price is a product or price list whatever its heading says
    // ("Small-batch, when we have it"): its unpriced cards ("Seasonal produce — ask") are offerings
    // too, the priced ones are read by the price list.
    if (2 * priced.filter(Boolean).length >= run.length && !(parent && isNonOfferSection(parent.l.text))) {
      run.forEach((h, j) => {
        const name = cleanName(h.l.text);
        if (!priced[j] && plausibleName(name) && name.length <= 60 && !isChromeLabel(name))
          out.push({ name, source, section: parent?.l.text, pricedRow: true });
      });
      continue;
    }
    // A short label just above the section title ("What we do" over "Complete care, under one
    // roof") says what the section is about.
    const eyebrow =
      parent && parent.i > 0 && !headingLevel(lines[parent.i - 1]!.tag) && lines[parent.i - 1]!.text.length <= 30
        ? lines[parent.i - 1]!.text
        : '';
    // Only under a heading that announces offerings ("Nos prestations", "What we do"): elsewhere
    // a row of cards is as often values, reasons or steps.
    const sectionText = `${eyebrow} ${parent?.l.text ?? ''}`;
    if (!parent || !(isOfferHeading(sectionText) || namesTopic(parent.l.text, topic)) || isNonOfferSection(parent.l.text)) continue;
    // The section's own cards follow its heading (an intro between at most); a row that comes
    // after the section's list or several paragraphs is another block without a heading.
    const between = lines.slice(parent.i + 1, run[0]!.i);
    if (between.length > MAX_INTRO_LINES || between.some((l) => l.tag === 'li' || l.tag === 'tr')) continue;
    for (const h of run) {
      const body = lines[h.i + 1];
      // A card whose next line is its price is a price-list entry, read elsewhere.
      if (!body || PRICE_ONLY.test(body.text) || headingLevel(body.tag)) continue;
      // A priced card is a menu entry (its text lists ingredients): the price list reads it.
      if (lines.slice(h.i + 1, h.i + 4).some((l) => PRICE_ONLY.test(l.text) || PRICE_AT_END.test(l.text))) continue;
      const name = cleanName(h.l.text);
      if (!plausibleName(name) || name.length > 60 || isChromeLabel(name) || isNonOfferSection(name)) continue;
      out.push({ name, source, section: parent.l.text, covers: coveredCount(body.text) });
      // The card's text often lists what it covers: those are the names callers use.
      for (const item of enumerationItems(body.text)) out.push({ name: item, source, section: parent.l.text, detail: true });
    }
  }
  return out;
}
