import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { parsePages, textLines, type TextLine } from '@/lib/extract/pages';
import { tokens } from '@/lib/receptionist/normalize';
import type { Passage } from './types';

// Scraped pages → passages. The page's own structure decides the cut: each block (paragraph,
// list item, table row, card line) is a passage under the headings above it, so "25 €" stays with
// "Shampooing et brushing" and both stay under "Tarifs › Forfaits". Site chrome (navigation,
// cookie banners, forms, legal and link-label footers) is dropped; text repeated on several
// pages (header, footer) is kept once, from the first page (the home page).

/** Elements that are never the business talking: menus, consent banners, forms, hidden text. */
const CHROME_SELECTOR = [
  'nav', '[role="navigation"]', '[role="menubar"]', '[role="dialog"]', '[aria-hidden="true"]', '[hidden]', 'form',
  '[id*="cookie" i]', '[class*="cookie" i]', '[id*="consent" i]', '[class*="consent" i]', '[class*="gdpr" i]',
  '[class*="rgpd" i]', '[id*="tarteaucitron" i]', '[id*="axeptio" i]', '[id*="didomi" i]', '[class*="cmplz" i]',
  '[class*="skip-link" i]', '[class*="screen-reader" i]', '[class*="sr-only" i]', '[class*="visually-hidden" i]',
].join(', ');

const LEGAL = /©|\bcopyright\b|tous droits r[ée]serv|all rights reserved|mentions l[ée]gales|politique de confidentialit|privacy policy|cookie|plan du site|sitemap|site (r[ée]alis[ée]|cr[ée][ée]|con[çc]u)|powered by|made with|designed by|propuls[ée] par|conditions g[ée]n[ée]rales|terms (and|&) conditions/i;
const CALL_TO_ACTION = /^(en savoir plus|lire la suite|voir plus|voir tout|d[ée]couvrir|read more|learn more|see more|view more|more info|click here|cliquez ici|retour( en haut)?|back to top|menu|fermer|close|suivant|pr[ée]c[ée]dent|next|previous|accueil|home)\W*$/i;
/** A line that is only a price ("25 €", "à partir de 35€", "£12.50") belongs to the line before it. */
const PRICE_ONLY = /^(?:(?:[àa] partir de|d[èe]s|de|from|only|seulement)\s+)?(?:[€$£]\s?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s?(?:€|eur|euros?|\$|£|gbp|usd))(?:\s*(?:ttc|ht|\/\s?\w+|par \w+|per \w+|each|pp))?\W*$/i;

const MAX_PASSAGES = 2000;
const MAX_PASSAGE_CHARS = 360;
const MAX_HEADING_CHARS = 120;
const MAX_DEPTH = 4;

type Heading = { level: number; text: string };

export function chunkPages(html: string, baseUrl?: string): Passage[] {
  if (!html.trim()) return [];
  const out: Passage[] = [];
  const seen = new Set<string>();
  for (const page of parsePages(html, baseUrl)) {
    page.root.find(CHROME_SELECTOR).remove();
    removeLinkLists(page.root);
    const passages = chunkLines(textLines(page.root), page.url || baseUrl || null);
    for (const p of passages) {
      const key = tokens(p.text).join(' ');
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push(p);
      if (out.length >= MAX_PASSAGES) return out;
    }
  }
  return out;
}

// A list whose every item is just a link label is a menu, whatever its markup says.
function removeLinkLists(root: Cheerio<AnyNode>) {
  root.find('ul, ol').each((_, el) => {
    const list = root.find(el);
    const items = list.find('li');
    if (items.length < 2) return;
    const allLinks = items.toArray().every((li) => {
      const item = list.find(li);
      const text = item.text().replace(/\s+/g, ' ').trim();
      if (!text) return true;
      if (text.split(' ').length > 6) return false;
      if (item.closest('a').length) return true;
      const linkText = item.find('a').text().replace(/\s+/g, ' ').trim();
      return linkText.length >= 0.8 * text.length;
    });
    if (allLinks) list.remove();
  });
}

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
export function chunkLines(lines: TextLine[], sourceUrl: string | null): Passage[] {
  const out: Passage[] = [];
  const stack: Heading[] = [];
  // The heading just opened, until content shows up under it: a heading followed directly by a
  // sibling heading is content itself (a card title like "Parking gratuit").
  let pendingHeading: Heading | null = null;
  let pendingTerm: string | null = null;
  const path = () => stack.slice(-MAX_DEPTH).map((h) => h.text);
  const push = (text: string, headingPath = path()) => {
    for (const piece of splitLong(text)) out.push({ text: piece, headingPath, sourceUrl });
  };
  const flushTerm = () => {
    if (pendingTerm) push(pendingTerm);
    pendingTerm = null;
  };

  for (const line of lines) {
    if (isChrome(line)) continue;
    const level = headingLevel(line, stack);
    if (level) {
      flushTerm();
      if (pendingHeading && level <= pendingHeading.level) {
        stack.pop();
        push(pendingHeading.text);
        stack.push(pendingHeading);
      }
      while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
      pendingHeading = { level, text: line.text };
      stack.push(pendingHeading);
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
      } else if (prev && prev.sourceUrl === sourceUrl && sameHeading(prev.headingPath, path()) && prev.text.length < 120) {
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
