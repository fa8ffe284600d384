import * as cheerio from 'cheerio';
import { fold } from '@/lib/text/fold';

// Which other pages of the site to read besides the home page. A receptionist needs the facts a
// caller asks about: how to reach the business, when it is open, what it sells and at what price,
// who they are. Those live on pages whose link text or path says so, in French or English.

export type PageCategory = 'contact' | 'hours' | 'services' | 'prices' | 'about' | 'faq';

type Rule = { category: PageCategory; weight: number; words: string[] };

// Words are matched on accent-free, lowercase text; path words also match inside slugs
// ("nos-horaires", "/fr/contactez-nous.html"). What a business sells and what it charges are two
// kinds: a lawyer's "Domaines d'activité" and "Honoraires" pages are both worth a fetch.
const RULES: Rule[] = [
  {
    category: 'contact',
    weight: 10,
    words: [
      'contact',
      'contactez',
      'contactez-nous',
      'nous-contacter',
      'nous contacter',
      'coordonnees',
      'acces',
      'access',
      'plan-d-acces',
      "plan d'acces",
      'venir',
      'nous-trouver',
      'nous trouver',
      'find-us',
      'find us',
      'directions',
      'location',
      'locations',
      'infos-pratiques',
      'infos pratiques',
      'informations pratiques',
      'get in touch',
      'reach us',
      'visit us',
      'visit',
      'plan',
    ],
  },
  {
    category: 'hours',
    weight: 10,
    words: [
      'horaires',
      'horaire',
      "heures d'ouverture",
      'heures-d-ouverture',
      'ouverture',
      'hours',
      'opening',
      'opening-hours',
      'opening times',
      'schedule',
    ],
  },
  {
    category: 'services',
    weight: 8,
    words: [
      'services',
      'service',
      'our services',
      'nos services',
      'prestations',
      'prestation',
      'menu',
      'menus',
      'carte',
      'la-carte',
      'la carte',
      'soins',
      'treatments',
      'treatment',
      'nos-produits',
      'nos produits',
      'produits',
      'products',
      'product',
      'offres',
      'our-work',
      'what we do',
      'specialites',
      'specialities',
      'specialties',
      'domaines',
      "domaines d'activite",
      "domaines d'intervention",
      'competences',
      'expertises',
      'expertise',
      'practice areas',
      'areas of practice',
      'practice-areas',
      'nos pains',
      'pains',
      'patisseries',
      'gateaux',
      'boutique',
      'shop',
      'collections',
      'repairs',
      'servicing',
      'interventions',
      'travaux',
      'food',
      'rooms',
      'chambres',
      'nos chambres',
      'hebergement',
      'accommodation',
      'areas we cover',
      'areas covered',
      'service areas',
      "zones d'intervention",
    ],
  },
  {
    category: 'prices',
    weight: 8,
    words: [
      'tarifs',
      'tarif',
      'nos tarifs',
      'tarification',
      'prix',
      'nos prix',
      'honoraires',
      'prices',
      'pricing',
      'price',
      'price list',
      'price-list',
      'fees',
      'our fees',
      'rates',
      'costs',
      'cost',
      'charges',
      'formules',
      'forfaits',
    ],
  },
  {
    category: 'about',
    weight: 6,
    words: [
      'a propos',
      'a-propos',
      'apropos',
      'about',
      'about-us',
      'about us',
      'qui sommes nous',
      'qui-sommes-nous',
      'notre histoire',
      'notre-histoire',
      'equipe',
      'notre-equipe',
      'our story',
      'team',
      'cabinet',
      'le-salon',
      'presentation',
    ],
  },
  {
    category: 'faq',
    weight: 5,
    words: ['faq', 'questions', 'questions frequentes', 'foire aux questions', 'rendez-vous', 'reservation', 'booking', 'appointments'],
  },
];

// Pages that rarely state a fact a caller asks about: news, galleries, link lists, job ads.
// Every other same-site page may still fill a slot the named pages left free.
const LOW_VALUE =
  /(^|[^a-z0-9])(blog|news|actualites?|actus?|articles?|presse|press|galerie|gallery|photos?|videos?|portfolio|liens|liens utiles|links|partenaires|partners|recrutement|emploi|jobs|careers|carrieres|avis|temoignages|testimonials|reviews|plan du site|sitemap|login|connexion|panier|cart|espace client|espace pro|mon compte|my account|newsletter|rgpd|gdpr)($|[^a-z0-9])/;
// A language switcher: the same site again in another language.
const LANGUAGE_LINK =
  /^(?:english|francais|deutsch|espanol|italiano|nederlands|en|fr|de|es|it|nl|version (?:anglaise|francaise)|english version)$/;
const LANGUAGE_ROOT = /^\/(?:[a-z]{2}(?:-[a-z]{2})?)\/?(?:index\.html?)?$/;
const FALLBACK_SCORE = 1;

const ASSET_EXT =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|css|js|mjs|json|xml|rss|atom|txt|csv|zip|rar|7z|gz|tar|mp3|mp4|m4a|wav|ogg|webm|mov|avi|doc|docx|xls|xlsx|ppt|pptx|odt|ods|woff2?|ttf|eot|exe|dmg|apk)$/i;
const SKIP_PATH =
  /\/(wp-admin|wp-login|wp-json|cart|panier|checkout|login|connexion|account|mon-compte|feed|tag|author|search|recherche|cdn-cgi)(\/|$)/i;
const SKIP_TEXT = /(mentions legales|legal notice|politique de confidentialite|privacy|cookies|cgv|cgu|terms)/;

export type CategoryScores = Partial<Record<PageCategory, number>>;
export type Candidate = { url: string; text: string; score: number; category: PageCategory | null; matches: CategoryScores };

function foldText(s: string): string {
  return fold(s).replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
}

/** "www.example.fr" and "example.fr" are the same site; anything else is not. */
export function siteKey(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.+$/, '')
    .replace(/^www\./, '');
}

export function isSameSite(a: URL, b: URL): boolean {
  return siteKey(a.hostname) === siteKey(b.hostname);
}

// One alternation per rule and per kind of haystack, compiled once (a page can have thousands of links).
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const COMPILED = RULES.map((rule) => ({
  ...rule,
  text: new RegExp(`(^|[^a-z0-9])(${rule.words.map(escapeRe).join('|')})($|[^a-z0-9])`),
  // "index.php?page=tarifs": query values count like path segments.
  path: new RegExp(`(^|[/_.=-])(${rule.words.map((w) => escapeRe(w.replace(/[' ]+/g, '-'))).join('|')})($|[/_.&#-])`),
}));

/**
 * Score of one link for each category it matches (text and path each count), and its best one.
 * "Horaires & accès" matches both hours and contact; the page picker uses every match.
 */
export function scoreLink(text: string, path: string): { score: number; category: PageCategory | null; matches: CategoryScores } {
  const t = foldText(text);
  const p = foldText(decodeSafe(path));
  const matches: CategoryScores = {};
  if (SKIP_TEXT.test(t) || SKIP_TEXT.test(p.replace(/-/g, ' '))) return { score: 0, category: null, matches };
  // Shallow pages ("/contact") are more often the real one than "/blog/2019/contact-us-for-…".
  const depth = p.split('/').filter(Boolean).length;
  const penalty = Math.max(0, depth - 1) * 0.5 + (p.includes('?') ? 1 : 0);
  let best = { score: 0, category: null as PageCategory | null };
  for (const rule of COMPILED) {
    let s = 0;
    if (t && rule.text.test(t)) s += rule.weight;
    if (rule.path.test(p)) s += rule.weight * 0.8;
    if (s <= 0) continue;
    s -= penalty;
    matches[rule.category] = s;
    if (s > best.score) best = { score: s, category: rule.category };
  }
  return { ...best, matches };
}

/**
 * An unnamed page ("Nos pains", "/la-maison") is still worth reading when the named ones leave
 * room: it ranks below any named page, shallow ones first. 0 for news, galleries and the like.
 */
function fallbackScore(text: string, path: string): number {
  const t = foldText(text);
  const p = foldText(decodeSafe(path));
  if (!t || SKIP_TEXT.test(t) || SKIP_TEXT.test(p.replace(/-/g, ' '))) return 0;
  if (LOW_VALUE.test(t) || LOW_VALUE.test(p.replace(/[-_/.]+/g, ' ')) || LANGUAGE_LINK.test(t) || LANGUAGE_ROOT.test(p)) return 0;
  const depth = p.split('/').filter(Boolean).length;
  return Math.max(0.05, FALLBACK_SCORE - Math.max(0, depth - 1) * 0.1 - (p.includes('?') ? 0.5 : 0));
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export type PageLink = { href: string; text: string };

/** The links of a page with their visible text, title and aria-label. */
function extractLinks(html: string): PageLink[] {
  const $ = cheerio.load(html);
  return $('a[href]')
    .toArray()
    .map((el) => ({
      href: ($(el).attr('href') ?? '').trim(),
      text: [$(el).text(), $(el).attr('title') ?? '', $(el).attr('aria-label') ?? ''].join(' '),
    }));
}

/** Same-site links worth fetching, scored (unsorted, deduplicated, home excluded). */
export function candidateLinks(htmlOrLinks: string | PageLink[], pageUrl: string): Candidate[] {
  const links = typeof htmlOrLinks === 'string' ? extractLinks(htmlOrLinks) : htmlOrLinks;
  const base = new URL(pageUrl);
  const home = stripForCompare(base);
  const byUrl = new Map<string, Candidate>();
  const scored = new Map<string, ReturnType<typeof scoreLink>>();
  for (const { href, text } of links) {
    if (!href || href.startsWith('#') || /^(mailto|tel|sms|javascript|data|ftp|file|callto|whatsapp):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    if (!isSameSite(url, base)) continue;
    if (url.username || url.password) continue;
    url.hash = '';
    if (ASSET_EXT.test(url.pathname) || SKIP_PATH.test(url.pathname)) continue;
    if (stripForCompare(url) === home) continue;
    const path = url.pathname + url.search;
    // Page builders repeat the same link hundreds of times: score each (text, path) once.
    const memo = `${text}\u0000${path}`;
    let result = scored.get(memo);
    if (!result) scored.set(memo, (result = scoreLink(text, path)));
    const { category, matches } = result;
    const score = result.score > 0 ? result.score : fallbackScore(text, path);
    if (score <= 0) continue;
    const key = stripForCompare(url);
    const prev = byUrl.get(key);
    if (!prev) byUrl.set(key, { url: url.href, text: foldText(text).slice(0, 120), score, category, matches: { ...matches } });
    else {
      // Several links to one page (menu + footer): keep the best evidence of each kind.
      for (const [c, v] of Object.entries(matches) as [PageCategory, number][]) prev.matches[c] = Math.max(prev.matches[c] ?? 0, v);
      if (score > prev.score) Object.assign(prev, { score, category });
    }
  }
  return [...byUrl.values()];
}

function stripForCompare(u: URL): string {
  const path = u.pathname.replace(/\/(index|default|accueil|home)\.(html?|php|aspx?)$/i, '/').replace(/\/+$/, '') || '/';
  return `${siteKey(u.hostname)}${path}${u.search}`;
}

const PRIORITY: PageCategory[] = ['contact', 'services', 'prices', 'hours', 'about', 'faq'];

/**
 * The best `limit` pages to fetch: first, for each kind of fact in priority order, the best page
 * that has it (so we get contact AND hours AND services rather than three contact pages), then the
 * remaining best scores.
 */
export function discoverPages(htmlOrLinks: string | PageLink[], pageUrl: string, limit = 4): string[] {
  const candidates = candidateLinks(htmlOrLinks, pageUrl);
  const picked: Candidate[] = [];
  for (const category of PRIORITY) {
    if (picked.length >= limit) break;
    let best: Candidate | undefined;
    for (const c of candidates) {
      const s = c.matches[category];
      if (s === undefined || picked.includes(c)) continue;
      if (!best || s > best.matches[category]! || (s === best.matches[category] && c.url.length < best.url.length)) best = c;
    }
    // A page already picked for another kind may also cover this one ("Horaires & accès").
    if (best && !picked.some((p) => (p.matches[category] ?? 0) >= best.matches[category]!)) picked.push(best);
  }
  const rest = candidates.filter((c) => !picked.includes(c)).sort((a, b) => b.score - a.score || a.url.length - b.url.length);
  for (const c of rest) {
    if (picked.length >= limit) break;
    picked.push(c);
  }
  return picked.map((c) => c.url);
}
