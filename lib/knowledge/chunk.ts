import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { parsePages, textLines, type TextLine } from '@/lib/extract/pages';
import { tokens } from '@/lib/receptionist/normalize';
import { joinPassages } from './passage-joins';
import type { Passage } from './types';

// Scraped pages → passages. The page's own structure decides the cut: each block (paragraph,
// list item, table row, card line) is a passage under the headings above it, so "25 €" stays with
// "Shampooing et brushing" and both stay under "Tarifs › Forfaits". Site chrome (navigation,
// cookie banners, forms, legal and link-label footers) is dropped; text repeated on several
// pages (header, footer) is kept once, from the first page (the home page).

/** Elements that are never the business talking: menus, consent banners, forms, hidden text. */
const CHROME_SELECTOR = [
  'nav',
  '[role="navigation"]',
  '[role="menubar"]',
  '[role="dialog"]',
  '[aria-hidden="true"]',
  '[hidden]',
  'form',
  '[id*="cookie" i]',
  '[class*="cookie" i]',
  '[id*="consent" i]',
  '[class*="consent" i]',
  '[class*="gdpr" i]',
  '[class*="rgpd" i]',
  '[id*="tarteaucitron" i]',
  '[id*="axeptio" i]',
  '[id*="didomi" i]',
  '[class*="cmplz" i]',
  '[class*="testimonial" i]',
  '[id*="testimonial" i]',
  '[class*="review" i]',
  '[id*="review" i]',
  '[class*="temoignage" i]',
  '[class~="avis" i]',
  '[class*="avis-client" i]',
  '[class*="trustpilot" i]',
  '[class*="skip-link" i]',
  '[class*="screen-reader" i]',
  '[class*="sr-only" i]',
  '[class*="visually-hidden" i]',
].join(', ');

const LEGAL =
  /©|\bcopyright\b|tous droits r[ée]serv|all rights reserved|mentions l[ée]gales|politique de confidentialit|privacy policy|cookie|plan du site|sitemap|site (r[ée]alis[ée]|cr[ée][ée]|con[çc]u)|powered by|made with|designed by|propuls[ée] par|conditions g[ée]n[ée]rales|terms (and|&) conditions/i;
const CALL_TO_ACTION =
  /^(en savoir plus|lire la suite|voir plus|voir tout|d[ée]couvrir|read more|learn more|see more|view more|more info|click here|cliquez ici|retour( en haut)?|back to top|menu|fermer|close|suivant|pr[ée]c[ée]dent|next|previous|accueil|home)\W*$/i;
/** A line that is only a price ("25 €", "à partir de 35€", "£12.50") belongs to the line before it. */
const PRICE_ONLY =
  /^(?:(?:[àa] partir de|d[èe]s|de|from|only|seulement)\s+)?(?:[€$£]\s?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s?(?:€|eur|euros?|\$|£|gbp|usd))(?:\s*(?:ttc|ht|\/\s?\w+|par \w+|per \w+|each|pp))?\W*$/i;

const MAX_PASSAGES = 2000;
const MAX_PASSAGE_CHARS = 360;
const MAX_HEADING_CHARS = 120;
const MAX_DEPTH = 4;

/** sticky: a <legend>/<caption>/<summary> title; it has no level, so only its element's end closes it. */
type Heading = { level: number; text: string; id?: number; sticky?: boolean };

export function chunkPages(html: string, baseUrl?: string): Passage[] {
  if (!html.trim()) return [];
  const out: Passage[] = [];
  const seen = new Set<string>();
  const titled = new Set<string>();
  const menuLabels: Passage[] = [];
  for (const page of parsePages(html, baseUrl)) {
    const { $, root } = page;
    menuLabels.push(...linkLabels($, root.find('nav a, [role="navigation"] a, [role="menubar"] a'), page.url || baseUrl));
    root.find(CHROME_SELECTOR).remove();
    menuLabels.push(...removeLinkLists($, root, page.url || baseUrl));
    spaceInlineParts(root);
    spellContactLinks($, root);
    promoteClassHeadings($, root);
    markHeadingScopes($, root);
    const passages = joinPassages(chunkLines(textLines(page.root), page.url || baseUrl || null));
    for (const p of passages) {
      const key = tokens(p.text).join(' ');
      if (!key) continue;
      if (seen.has(key)) {
        // Repeated text under a heading never seen before: the heading still says something
        // ("Divorce et séparation" over a boilerplate intro), so it becomes the passage.
        const heading = p.headingPath[p.headingPath.length - 1];
        const headingKey = heading ? tokens(heading).join(' ') : '';
        if (!headingKey || seen.has(headingKey) || titled.has(headingKey)) continue;
        seen.add(headingKey);
        out.push({ text: heading, headingPath: p.headingPath.slice(0, -1), sourceUrl: p.sourceUrl });
      } else {
        seen.add(key);
        for (const h of p.headingPath) titled.add(tokens(h).join(' '));
        out.push(p);
      }
      if (out.length >= MAX_PASSAGES) return out;
    }
  }
  // Menu entries name what the site has a page about ("Boucherie", "Salle de bain clé en main"):
  // after the text, each label once, pointing at its page.
  for (const p of menuLabels) {
    const key = tokens(p.text).join(' ');
    if (!key || seen.has(key) || titled.has(key)) continue;
    seen.add(key);
    out.push(p);
    if (out.length >= MAX_PASSAGES) break;
  }
  return out;
}

const GENERIC_LABEL =
  /^(accueil|home|contact(ez[- ]nous)?|nous contacter|contact us|[àa] propos|about( us)?|qui sommes[- ]nous|blog|actualit[ée]s?|news|galerie|gallery|photos?|faq|avis|reviews?|t[ée]moignages?|testimonials?|(nos )?services?|(nos )?prestations?|(nos )?tarifs?|prices?|pricing|plan( d.acc[eè]s)?|connexion|login|log in|sign in|mon compte|my account|panier|cart|rechercher?|search|fr|en|fran[çc]ais|english)$/i;

/** A menu entry names a page; a linked card adds a subtitle ("Climatisation · Installation de clim
 * réversible"); past this it is a sentence, not a label. */
const MAX_LABEL_WORDS = 10;

/** Menu link texts worth keeping as passages: short names of pages, not generic ones. */
function linkLabels($: CheerioAPI, links: Cheerio<AnyNode>, pageUrl: string | undefined): Passage[] {
  const out: Passage[] = [];
  links.each((_, a) => {
    const text = repairWords($(a).text().replace(/\s+/g, ' ').trim());
    const words = text.split(' ').length;
    if (
      text.length < 3 ||
      words > MAX_LABEL_WORDS ||
      !/\p{L}/u.test(text) ||
      GENERIC_LABEL.test(text) ||
      CALL_TO_ACTION.test(text) ||
      LEGAL.test(text)
    )
      return;
    const href = a.type === 'tag' ? a.attribs.href : undefined;
    let sourceUrl: string | null = pageUrl ?? null;
    try {
      if (href && !href.startsWith('#')) sourceUrl = new URL(href, pageUrl).toString();
    } catch {
      /* keep the page's own URL */
    }
    out.push({ text, headingPath: [], sourceUrl });
  });
  return out;
}

// A list whose every item is just a link label is a menu when it sits in the page's header,
// footer or a menu-like container, or when it only jumps within the page. A list of linked cards
// with their own headings ("<a><li><h3>Carrosserie</h3></li></a>") is what the business offers: kept.
const MENU_CONTAINER = /(^|[\s_-])(header|menu|nav|navbar|navigation|footer|topbar|sidebar)([\s_-]|$)/i;

function removeLinkLists($: CheerioAPI, root: Cheerio<AnyNode>, pageUrl: string | undefined): Passage[] {
  const labels: Passage[] = [];
  root.find('ul, ol').each((_, el) => {
    const list = $(el);
    const items = list.find('li');
    if (items.length < 2 || list.find('h1, h2, h3, h4, h5, h6').length) return;
    const allLinks = items.toArray().every((li) => {
      const item = $(li);
      const text = item.text().replace(/\s+/g, ' ').trim();
      if (!text) return true;
      if (text.split(' ').length > 6) return false;
      if (item.closest('a').length) return true;
      const linkText = item.find('a').text().replace(/\s+/g, ' ').trim();
      return linkText.length >= 0.8 * text.length;
    });
    if (!allLinks) return;
    const inPageJumps = list
      .find('a')
      .toArray()
      .every((a) => (a.attribs.href ?? '').startsWith('#'));
    const inChrome =
      list.parents('header, footer, aside').length > 0 ||
      list
        .parents()
        .toArray()
        .some((p) => MENU_CONTAINER.test(`${p.attribs?.id ?? ''} ${p.attribs?.class ?? ''}`));
    if (!(inPageJumps || inChrome)) return;
    labels.push(...linkLabels($, list.find('a'), pageUrl));
    list.remove();
  });
  return labels;
}

// "Martin<small>Diététicienne</small>" is laid out on two lines by CSS; without a space the
// words would be glued into one that nobody asks for.
function spaceInlineParts(root: Cheerio<AnyNode>) {
  root.find('small, strong, b, em, span, sup, label, time').prepend(' ');
}

/**
 * "Contact us by <a href="mailto:appt@…">email</a>": the address is what the visitor reaches by
 * clicking, and a caller asking for it hears only the passage, so a mail or phone link whose
 * text does not show its target gets the target written after it ("email (appt@…)").
 */
function spellContactLinks($: CheerioAPI, root: Cheerio<AnyNode>) {
  root.find('a[href]').each((_, el) => {
    const href = ($(el).attr('href') ?? '').trim();
    const mail = /^mailto:([^?\s]+@[^?\s]+)/i.exec(href)?.[1];
    const tel = /^tel:([+\d][\d\s().-]{5,})$/i.exec(href)?.[1];
    const text = $(el).text();
    let target: string | undefined;
    try {
      target = mail ? decodeURIComponent(mail) : tel?.trim();
    } catch {
      target = mail;
    }
    if (!target || !text.trim()) return;
    const shown = mail ? text.includes('@') : /\d{2}/.test(text);
    if (!shown) $(el).append(` (${target})`);
  });
}

// Page builders title cards with styled <div>s ("service-name", "card-title"): a short element
// whose class names it a title, holding no other block, is a heading (the lowest level, so real
// headings keep their rank above it).
const TITLE_CLASS = /(^|[-_])(title|heading|headline|name|titre|nom)$/i;
const BLOCKS_INSIDE = 'h1, h2, h3, h4, h5, h6, p, div, ul, ol, li, table, section, article';

function promoteClassHeadings($: CheerioAPI, root: Cheerio<AnyNode>) {
  root.find('div[class], span[class], p[class], strong[class]').each((_, el) => {
    if (!(el.attribs.class ?? '').split(/\s+/).some((c) => TITLE_CLASS.test(c))) return;
    const node = $(el);
    const text = node.text().replace(/\s+/g, ' ').trim();
    if (!text || text.length > MAX_HEADING_CHARS - 40 || node.find(BLOCKS_INSIDE).length || node.closest('h1, h2, h3, h4, h5, h6').length)
      return;
    el.name = 'h6';
  });
}

// A heading titles the smallest element around it that holds more than the heading: a card, a
// section, a list of linked cards. Lines only say where a heading starts, so each heading gets an
// id and an end marker at the end of that element; "Entretien", the last card of a service list,
// then does not title the contact block that follows the list.
const MARK = '\uE000';
const HEADINGS = 'h1, h2, h3, h4, h5, h6, legend, caption, summary';
const MAX_SCOPE_CLIMB = 6;

function markHeadingScopes($: CheerioAPI, root: Cheerio<AnyNode>) {
  const top = root.get(0);
  root.find(HEADINGS).each((i, el) => {
    const heading = $(el);
    if (heading.closest('table').length && el.name !== 'caption') return;
    const own = heading.text().replace(/\s+/g, '').length;
    let scope = el.parent;
    for (let k = 0; scope && scope !== top && k < MAX_SCOPE_CLIMB; k++) {
      if ($(scope).text().replace(/\s+/g, '').length > own + 2) break;
      scope = scope.parent;
    }
    heading.prepend(`${MARK}${i}${MARK}`);
    if (!scope || scope === top || scope.type !== 'tag') return;
    // A title block (heading + a subtitle, nothing else titled in it) titles what follows it.
    const block = $(scope);
    const extra = block.text().replace(/\s+/g, '').length - own;
    if (block.find(HEADINGS).length <= 1 && extra < 100) return;
    block.append(`<p>${MARK}end${i}${MARK}</p>`);
  });
}

const MARKED = /^\uE000(end)?(\d+)\uE000\s*/;

// <legend>, <caption> and <summary> title what follows as a heading does; they carry no level,
// so they sit just below the headings already open.
const SECTION_TITLE = new Set(['legend', 'caption', 'summary']);

function headingLevel(line: TextLine, stack: Heading[]): number {
  if (line.text.length > MAX_HEADING_CHARS) return 0;
  const m = /^h([1-6])$/.exec(line.tag);
  if (m) return Number(m[1]);
  if (SECTION_TITLE.has(line.tag)) return Math.min(6, (stack[stack.length - 1]?.level ?? 0) + 1);
  return 0;
}

function isChrome(line: TextLine): boolean {
  if (line.inNav) return true;
  const text = line.text;
  if (!/[\p{L}\d]/u.test(text)) return true;
  if (CALL_TO_ACTION.test(text) && !/^h[1-6]$/.test(line.tag)) return true;
  if (text.length < 200 && LEGAL.test(text)) return true;
  // Footers are link labels ("Accueil", "Nos soins") and facts; a few words without a digit are labels.
  if (line.inFooter && !/\d/.test(text) && text.split(/\s+/).length <= 3) return true;
  return false;
}

/** The lines of one page → passages under their heading path. */
function chunkLines(lines: TextLine[], sourceUrl: string | null): Passage[] {
  const out: Passage[] = [];
  const stack: Heading[] = [];
  // The heading just opened, until content shows up under it: a heading followed directly by a
  // sibling heading is content itself (a card title like "Parking gratuit").
  let pendingHeading: Heading | null = null;
  let pendingTerm: string | null = null;
  // A price alone on its line belongs to the line just before it, unless a heading or the end of
  // a card came in between (then it is a card badge whose card is unknown: dropped).
  let mergeable = false;
  const path = () => stack.slice(-MAX_DEPTH).map((h) => h.text);
  const push = (text: string, headingPath = path()) => {
    for (const piece of splitLong(text)) out.push({ text: piece, headingPath, sourceUrl });
    mergeable = true;
  };
  const flushTerm = () => {
    if (pendingTerm) push(pendingTerm);
    pendingTerm = null;
  };

  for (const raw of lines) {
    const mark = MARKED.exec(raw.text);
    const line = { ...raw, text: repairWords(mark ? raw.text.slice(mark[0].length).trim() : raw.text) };
    if (mark?.[1]) {
      // End of a heading's element: it and anything opened under it no longer apply.
      const id = Number(mark[2]);
      const at = stack.findIndex((h) => h.id === id);
      if (at < 0) continue;
      flushTerm();
      if (pendingHeading && stack.indexOf(pendingHeading) >= at) {
        stack.splice(stack.indexOf(pendingHeading));
        push(pendingHeading.text);
        pendingHeading = null;
      }
      stack.splice(at);
      mergeable = false;
      continue;
    }
    if (!line.text || isChrome(line)) continue;
    const level = headingLevel(line, stack);
    // A heading broken by <br> ("Le meilleur burger<br>débarque chez vous") goes on as lines of the
    // same tag; only its first line carries the heading's mark.
    if (level && !mark && pendingHeading && pendingHeading.level === level && /^h[1-6]$/.test(line.tag)) {
      if (pendingHeading.text.length + line.text.length < MAX_HEADING_CHARS) pendingHeading.text = `${pendingHeading.text} ${line.text}`;
      continue;
    }
    if (level) {
      flushTerm();
      if (pendingHeading && level <= pendingHeading.level && !pendingHeading.sticky) {
        stack.pop();
        push(pendingHeading.text);
        stack.push(pendingHeading);
      }
      while (stack.length && stack[stack.length - 1].level >= level && !stack[stack.length - 1].sticky) stack.pop();
      const id = mark ? Number(mark[2]) : undefined;
      pendingHeading = { level, text: line.text, id, sticky: SECTION_TITLE.has(line.tag) && id !== undefined };
      stack.push(pendingHeading);
      mergeable = false;
      continue;
    }
    const text = line.tag === 'tr' ? line.text.replace(/\s*\|\s*/g, ' · ') : line.text;
    const prev = out[out.length - 1];
    if (PRICE_ONLY.test(text)) {
      if (pendingHeading) {
        // A card: its title as a heading, its price right under it.
        stack.pop();
        push(`${pendingHeading.text} · ${text}`);
        stack.push(pendingHeading);
        pendingHeading = null;
      } else if (pendingTerm) {
        push(`${pendingTerm} · ${text}`);
        pendingTerm = null;
      } else if (mergeable && prev && prev.sourceUrl === sourceUrl && sameHeading(prev.headingPath, path()) && prev.text.length < 120) {
        prev.text = `${prev.text} · ${text}`;
      }
      continue;
    }
    pendingHeading = null;
    if (line.tag === 'dt') {
      flushTerm();
      pendingTerm = text;
      continue;
    }
    if (line.tag === 'dd' && pendingTerm) {
      push(`${pendingTerm} · ${text}`);
      pendingTerm = null;
      continue;
    }
    flushTerm();
    push(text);
  }
  flushTerm();
  if (pendingHeading) {
    stack.pop();
    push(pendingHeading.text);
  }
  return out;
}

// Two layout artefacts break words callers would search for. A drop cap styled apart from its
// word reads "T arifs" (a lone capital that is not a word itself: not A, I, O, Y, À); card parts
// laid side by side without a space read "ClimatisationInstallation" (a lowercase run of three
// or more glued to a capitalised word: "iPhone", "YouTube" stay whole).
const DROP_CAP = /^([B-HJ-NP-XZ])\s(\p{Ll}{2,})/u;
const GLUED = /(\p{Ll}{3,})(\p{Lu}\p{Ll}{2,})/gu;

function repairWords(text: string): string {
  return text.replace(DROP_CAP, '$1$2').replace(GLUED, '$1 $2');
}

function sameHeading(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((h, i) => h === b[i]);
}

/** Long paragraphs become passages of whole sentences, each short enough to be said. */
function splitLong(text: string): string[] {
  if (text.length <= MAX_PASSAGE_CHARS) return [text];
  const sentences = text.match(/[^.!?…]+(?:[.!?…]+|$)\s*/g) ?? [text];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur && (cur + s).length > MAX_PASSAGE_CHARS) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s;
    while (cur.length > MAX_PASSAGE_CHARS * 2) {
      const cut = cur.lastIndexOf(' ', MAX_PASSAGE_CHARS);
      out.push(cur.slice(0, cut > 0 ? cut : MAX_PASSAGE_CHARS).trim());
      cur = cur.slice(cut > 0 ? cut : MAX_PASSAGE_CHARS);
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
