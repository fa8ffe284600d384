import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, str } from './json-ld';
import { foldWords } from '@/lib/text/fold';

// The business's name as a caller would say it. Declared names come first (JSON-LD, microdata,
// what the owner typed). Otherwise page titles are mostly SEO ("Restaurant de burger à Rouen |
// Chez Max") or the page's own name ("Contact | …"), so the name is the brand string the site
// repeats: candidates come from title segments, og:site_name, the logo's alt text and the
// copyright holder, and the one most often found again across titles, headers, logo and footer wins.

// Page names and generic words that are never a business's name.
const PAGE_WORDS = new Set(
  [
    'accueil',
    'home',
    'homepage',
    'home page',
    'page d accueil',
    'bienvenue',
    'welcome',
    'contact',
    'contacts',
    'contactez nous',
    'contactez moi',
    'nous contacter',
    'contact us',
    'get in touch',
    'a propos',
    'about',
    'about us',
    'qui sommes nous',
    'presentation',
    'services',
    'nos services',
    'our services',
    'prestations',
    'nos prestations',
    'tarifs',
    'nos tarifs',
    'prix',
    'pricing',
    'prices',
    'fees',
    'honoraires',
    'menu',
    'la carte',
    'carte',
    'horaires',
    'hours',
    'opening hours',
    'galerie',
    'gallery',
    'blog',
    'actualites',
    'news',
    'mentions legales',
    'legal notice',
    'faq',
    'equipe',
    'notre equipe',
    'team',
    'our team',
    'rendez vous',
    'prendre rendez vous',
    'book',
    'book now',
    'booking',
    'reservation',
    'reservations',
    'produits',
    'nos produits',
    'products',
    'boutique',
    'shop',
    'site officiel',
    'official site',
    'official website',
    'plan d acces',
    'acces',
    'practice areas',
    'domaines d activite',
    'logo',
    'site web',
    'website',
    'page not found',
    'not found',
    '404',
    // Site-builder placeholders left in place.
    'my site',
    'mon site',
    'site name',
    'site title',
    'untitled',
    'my wordpress blog',
    'just another wordpress site',
    'my blog',
    'mon blog',
  ].map((w) => foldWords(w)),
);
// "… à Rouen", "… sur Paris", "… in Queens", "… near London": a search-engine phrase, not a name.
const SEO_PLACE = /\s(?:à|a|au|aux|en|sur|dans|près de|pres de|in|near|around|serving)\s+\p{Lu}/u;
// A declared name cut short by a template ("Law Offices of ").
const TRUNCATED = /(?:\s(?:of|de|du|des|d'|the|and|et|&|for|pour|la|le|les)|[-–—,:&])\s*$/i;
const SEPARATORS = /\s+[|–—·•:-]\s+|\s*[|•·]\s*|\s+[–—]\s*|\s*[–—]\s+/;

type Kind = 'meta' | 'title' | 'logo' | 'copyright' | 'header';
type Candidate = { text: string; bonus: number; order: number; kind: Kind; kinds?: number };

function meta(page: Page, attr: 'name' | 'property', key: string): string {
  const el = page.index.metas.find((m) => (m.attribs[attr] ?? '').toLowerCase() === key);
  return (el?.attribs.content ?? '').replace(/\s+/g, ' ').trim();
}

const cleanSegment = (s: string) =>
  s
    .replace(/^(?:bienvenue (?:chez|à|au|aux|sur le site d[eu]|dans)|welcome to)\s+/i, '')
    .replace(/^[\s,;:'"«»“”()-]+|[\s,;:'"«»“”()]+$/g, '')
    .trim();

function isNameLike(s: string): boolean {
  const k = foldWords(s);
  if (!k || PAGE_WORDS.has(k) || s.length > 70 || k.split(' ').length > 8) return false;
  if (!/\p{Lu}|\d/u.test(s) || /^[\d\s]+$/.test(s) || /https?:|www\.|@/.test(s)) return false;
  return !TRUNCATED.test(s);
}

/** "© 2025 — Boulangerie Dupont. Tous droits réservés." → "Boulangerie Dupont". */
function copyrightHolder(line: string): string | undefined {
  const m = /(?:©|\(c\)|copyright)\s*(.*)$/i.exec(line);
  if (!m) return undefined;
  const rest = m[1]!
    .replace(
      /(?:tous droits r[ée]serv[ée]s|all rights reserved|site (?:r[ée]alis[ée]|cr[ée][ée]) (?:par|avec)|r[ée]alis[ée] (?:par|avec)|designed by|powered by|made (?:by|with)|proudly|created (?:by|with)|web ?design).*$/i,
      '',
    )
    .replace(/^(?:copyright|©|\s|\d{4}(?:\s*[-–—]\s*\d{4})?|[-–—,.:]|by\b|par\b)+/i, '');
  return (
    rest
      .split(SEPARATORS)[0]
      ?.replace(/[.,\s]+$/, '')
      .trim() || undefined
  );
}

function logoAlts(page: Page): string[] {
  const out: string[] = [];
  page.root.find('img[alt]').each((i, el) => {
    if (i > 40) return false;
    const alt = (el.attribs.alt ?? '').trim();
    const hint = `${el.attribs.src ?? ''} ${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${alt}`;
    if (alt && /logo/i.test(hint)) out.push(alt.replace(/\s*[-–—|]?\s*\blogo(?:type)?\b\s*(?:de|of)?\s*/gi, ' ').trim());
    return undefined;
  });
  return out;
}

/** The brand string the pages repeat, or '' when none stands out. */
function nameFromPages(pages: Page[]): { name: string; source?: string } {
  const home = pages[0];
  if (!home) return { name: '' };
  const candidates: Candidate[] = [];
  const evidence: { kind: Kind; text: string }[] = [];
  const see = (kind: Kind, ...texts: string[]) =>
    evidence.push(...texts.filter(Boolean).map((text) => ({ kind, text: ` ${foldWords(text)} ` })));
  const add = (kind: Kind, raw: string | undefined, bonus: number) => {
    const text = cleanSegment(raw ?? '');
    if (text && isNameLike(text)) candidates.push({ text, bonus, order: candidates.length, kind });
  };
  const site = meta(home, 'property', 'og:site_name');
  const app = meta(home, 'name', 'application-name');
  for (const v of [site, app]) {
    const parts = v.split(SEPARATORS);
    parts.forEach((p, i) => add('meta', p, i === 0 ? 1.5 : 0.5));
    see('meta', v);
  }
  see('meta', meta(home, 'property', 'og:title'));
  for (const page of pages) {
    // "Chez Max, burgers maison" → the part before the comma is a candidate too.
    page.title.split(SEPARATORS).forEach((seg, i) => {
      add('title', seg, page === home ? (i === 0 ? 1.5 : 0.5) : 0);
      if (seg.includes(', ')) add('title', seg.split(', ')[0], 0);
    });
    see('title', page.title);
    for (const alt of logoAlts(page)) {
      add('logo', alt.split(SEPARATORS)[0], 0.5);
      see('logo', alt);
    }
    const copyright = page.lines.find((l) => /©|\(c\)|copyright/i.test(l.text) && l.text.length < 200);
    if (copyright) {
      add('copyright', copyrightHolder(copyright.text), 1);
      see('copyright', copyright.text);
    }
    // The header's first lines and the main heading name the business on most small sites.
    see(
      'header',
      ...page.lines
        .filter((l) => !l.inNav && !l.inFooter && !/©|copyright/i.test(l.text))
        .slice(0, 3)
        .map((l) => l.text.slice(0, 200)),
    );
    if (page.index.h1[0]) see('header', page.$(page.index.h1[0]).text().slice(0, 200));
  }
  if (!candidates.length) return { name: '' };
  let best: { c: Candidate; score: number } | undefined;
  for (const c of candidates) {
    const k = ` ${foldWords(c.text)} `;
    const hits = evidence.filter((e) => e.text.includes(k));
    const kinds = new Set(hits.map((e) => e.kind));
    // The copyright line often names the web agency: it counts only when the site says it elsewhere too.
    if (c.kind === 'copyright' && kinds.size < 2) continue;
    // Distinct places weigh more than one footer repeated on every page.
    const support = kinds.size + hits.length * 0.25;
    c.kinds = kinds.size;
    const score = support * 2 + c.bonus - (SEO_PLACE.test(c.text) ? 3 : 0) - (k.trim().split(' ').length > 5 ? 1 : 0) - c.order * 0.01;
    if (!best || score > best.score) best = { c, score };
  }
  if (!best) return { name: '' };
  // A logo that shows "CARLOS" while the title says "Carlos Auto": the title's fuller form.
  let key = foldWords(best!.c.text);
  const fuller = candidates.find((c) => {
    const k = foldWords(c.text);
    return (
      k !== key &&
      ` ${k} `.includes(` ${key} `) &&
      !c.text.includes(',') &&
      k.split(' ').length <= 5 &&
      !SEO_PLACE.test(c.text) &&
      (home.title.includes(c.text) || (c.kinds ?? 0) >= 2)
    );
  });
  if (fuller) best = { c: fuller, score: best!.score };
  key = foldWords(best!.c.text);
  // Same words in nicer casing: "Emilie Roghi" rather than "Emilie ROGHI".
  const spellings = candidates.filter((c) => foldWords(c.text) === key).map((c) => c.text);
  const name = spellings.find((s) => !/\p{Lu}{3,}/u.test(s)) ?? best!.c.text;
  return { name, source: home.url };
}

export function extractBusinessName(pages: Page[], nodes: JsonLdNode[], given?: string): { name: string; source?: string } {
  for (const node of businessNodes(nodes)) {
    const n = str(node.name)?.replace(/\s+/g, ' ').trim();
    if (!n) continue;
    if (!TRUNCATED.test(n)) {
      // "Plombier à Lyon" declared as the name is still a search phrase: the brand the pages
      // repeat, when there is one, is what callers say.
      if (SEO_PLACE.test(n)) {
        const brand = nameFromPages(pages);
        if (brand.name && !SEO_PLACE.test(brand.name)) return brand;
      }
      return { name: n, source: node.__source };
    }
    // A template cut the name short: the page title usually spells it out in full.
    const k = foldWords(n);
    for (const page of pages) {
      const full = page.title
        .split(SEPARATORS)
        .map(cleanSegment)
        .find((s) => foldWords(s).startsWith(k) && foldWords(s).length > k.length);
      if (full) return { name: full, source: page.url };
    }
  }
  for (const page of pages) {
    const el = page.index.itemscopes.find((e) =>
      /schema\.org\/.*(?:LocalBusiness|Restaurant|Store|Salon|Florist|Clinic|Dentist|AutoRepair|Hotel|Organization)/i.test(
        e.attribs.itemtype ?? '',
      ),
    );
    if (!el) continue;
    const n = page.$(el).find('[itemprop="name"]').first();
    const name = (n.attr('content') ?? n.text()).replace(/\s+/g, ' ').trim();
    if (name) return { name, source: page.url };
  }
  if (given?.trim()) return { name: given.trim() };
  return nameFromPages(pages);
}
