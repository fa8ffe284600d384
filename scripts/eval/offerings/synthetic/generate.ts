// Synthetic offering pages, seeded and deterministic: several trades (FR and EN), four site
// builders' markup, offerings laid out as cards, lists, price lists, sub-headed menus, a nav
// dropdown or a sentence, mixed with sections of the same shape that are NOT offerings (team,
// testimonials, blog cards, "why choose us", values, steps). Each page carries the services and
// priced lines the labeling guideline (tests/real-sites/README.md) expects. A measure that owes
// nothing to the real-site corpus.
import { CHROME, DECOYS, TRADES, type Group, type Trade } from './trades';
import { FLAVORS, MARKUP, navHtml, escapeHtml, type Flavor, type Markup } from './markup';
import { rng as seededRng } from '../../seeded-rng';

export type Layout = 'cards' | 'list' | 'price-rows' | 'prose';
export type SyntheticPage = {
  id: string;
  trade: string;
  lang: 'fr' | 'en';
  flavor: Flavor;
  layout: Layout;
  navDropdown: boolean;
  decoys: string[];
  decoyStyle: 'headed' | 'neutral' | 'bare';
  html: string;
  services: { name: string; price?: string }[];
  priced: { name: string; price: string }[];
};

/** The seeded source the other generators use, so page N is the same on every run. */
const rng = (seed: number): (() => number) => seededRng(seed).next;
const pickOne = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
function shuffled<T>(r: () => number, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const MAX_SERVICES = 15;

/** What the guideline expects: short lists give their items (and categories); menus and long lists their categories. */
function expected(groups: Group[]): { services: { name: string; price?: string }[]; priced: { name: string; price: string }[] } {
  const items = groups.flatMap((g) => g.items);
  const priced = items.filter((i) => i.price).map((i) => ({ name: i.name, price: i.price! }));
  const titled = groups.filter((g) => g.title);
  const categories = titled.map((g) => ({ name: g.title! }));
  if (titled.length && items.length > MAX_SERVICES) return { services: categories, priced };
  return { services: [...categories, ...items.map((i) => (i.price ? { name: i.name, price: i.price } : { name: i.name }))], priced };
}

const lowerFirst = (s: string) => s.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
function proseSentence(lang: 'fr' | 'en', names: string[]): string {
  const last = names.at(-1)!;
  const head = names.slice(0, -1).map(lowerFirst).join(', ');
  return lang === 'fr'
    ? `Nous vous proposons ${head} et ${lowerFirst(last)}, partout dans la région.`
    : `We offer ${head} and ${lowerFirst(last)} across the whole area.`;
}

function offeringsSection(m: Markup, t: Trade, layout: Layout, heading: string, r: () => number): string {
  const g0 = t.groups[0]!;
  if (t.groups.some((g) => g.title)) {
    const subs = t.groups.map((g) =>
      m.section(
        g.title!,
        g.items.some((i) => i.price)
          ? m.priceRows(g.items.map((i) => ({ name: i.name, price: i.price! })))
          : m.list(g.items.map((i) => i.name)),
        3,
      ),
    );
    return m.section(heading, subs.join(''));
  }
  if (layout === 'prose')
    return m.section(
      heading,
      `<p>${escapeHtml(
        proseSentence(
          t.lang,
          g0.items.map((i) => i.name),
        ),
      )}</p>`,
    );
  if (layout === 'price-rows' && g0.items.some((i) => i.price))
    return m.section(heading, m.priceRows(g0.items.map((i) => ({ name: i.name, price: i.price! }))));
  if (layout === 'list') return m.section(heading, m.list(g0.items.map((i) => (i.price ? `${i.name} – ${i.price}` : i.name))));
  const cards = m.cards(g0.items.map((i) => m.card(i.name, i.price ?? pickOne(r, BLURBS[t.lang]))));
  // Page builders often put a section's title in a <section> of its own, the cards in the next one.
  if (r() < 0.4) return m.section(heading, '') + `<section class="cards-section">${cards}</section>`;
  return m.section(heading, cards);
}

const BLURBS = {
  en: ['Carried out by our experienced team.', 'Book online or give us a call.', 'Done properly, first time.'],
  fr: ['Réalisé par notre équipe expérimentée.', 'Sur rendez-vous, du lundi au samedi.', 'Un travail soigné et garanti.'],
};

function generatePage(n: number, seed = 20261124): SyntheticPage {
  const r = rng(seed * 7919 + n);
  const trade = TRADES[n % TRADES.length]!;
  const flavor = FLAVORS[Math.floor(n / TRADES.length) % FLAVORS.length]!;
  const m = MARKUP[flavor];
  const lang = trade.lang;
  const grouped = trade.groups.some((g) => g.title);
  const isPriced = trade.groups.some((g) => g.items.some((i) => i.price));
  // A sentence cannot tell "divorce and separation" (one service) from two: names with "and" are not written in prose.
  const proseable = !trade.groups.some((g) => g.items.some((i) => /\s(?:and|et|&)\s/.test(i.name)));
  const layout: Layout = grouped
    ? 'list'
    : isPriced
      ? pickOne(r, ['cards', 'list', 'price-rows'] as const)
      : pickOne(r, proseable ? (['cards', 'list', 'prose'] as const) : (['cards', 'list'] as const));
  const business = pickOne(r, trade.business);
  const heading = pickOne(r, trade.heading);
  const chrome = CHROME[lang];
  // An offerings dropdown in the menu, on short unpriced lists only (menus are not put in nav).
  const navDropdown = !grouped && !isPriced && r() < 0.4;
  const items = trade.groups.flatMap((g) => g.items.map((i) => i.name));
  const nav = navHtml(chrome.nav, navDropdown ? { at: 2, items } : undefined);
  const decoys = shuffled(r, DECOYS[lang]).slice(0, 2 + Math.floor(r() * 3));
  // How the look-alike sections are framed: under their own heading (the easy case), under a
  // neutral heading ("Welcome", "About us"), or as a bare card row with no heading at all.
  const decoyStyle = pickOne(r, ['headed', 'neutral', 'bare'] as const);
  const neutral =
    lang === 'fr'
      ? ['Bienvenue', 'Qui sommes-nous', 'À propos', 'Découvrez-nous']
      : ['Welcome', 'About us', 'Who we are', 'Get to know us'];
  const decoySections = decoys.map((d, k) => {
    const row = m.cards(d.cards.map((c) => m.card(c.title, c.text)));
    if (decoyStyle === 'headed') return m.section(d.heading, row);
    if (decoyStyle === 'neutral') return m.section(neutral[k % neutral.length]!, row);
    return `<div class="row">${row}</div>`;
  });
  const contact = m.section(
    'Contact',
    `<p>${lang === 'fr' ? '12 rue des Lilas, 69003 Lyon' : '14 Mill Lane, Leeds LS6 2AB'}</p><p>${lang === 'fr' ? 'Tél. 04 78 12 34 56' : 'Tel. 0113 496 0123'}</p>`,
  );
  const offer = offeringsSection(m, trade, layout, heading, r);
  const at = Math.floor(r() * (decoySections.length + 1));
  const sections = [...decoySections.slice(0, at), offer, ...decoySections.slice(at), contact];
  const hero = `<div class="hero"><h1>${escapeHtml(business)}</h1><p>${lang === 'fr' ? 'Votre artisan de confiance, près de chez vous.' : 'Your trusted local experts.'}</p><a class="button" href="/contact">${lang === 'fr' ? 'Prendre rendez-vous' : 'Book now'}</a></div>`;
  const footer = `<p>© 2025 ${escapeHtml(business)}</p><ul>${chrome.footer.map((f) => `<li><a href="/legal">${escapeHtml(f)}</a></li>`).join('')}</ul>`;
  const cookie = `<div class="cookie-banner" role="dialog"><p>${escapeHtml(chrome.cookie)}</p><button>${escapeHtml(chrome.accept)}</button></div>`;
  const html = m.page({ title: `${business} – ${heading}`, nav, hero, sections, footer, cookie });
  return {
    id: `${String(n).padStart(3, '0')}-${trade.id}-${flavor}-${layout}${navDropdown ? '-nav' : ''}-${decoyStyle}`,
    trade: trade.id,
    lang,
    flavor,
    layout,
    navDropdown,
    decoys: decoys.map((d) => d.heading),
    decoyStyle,
    html,
    ...expected(trade.groups),
  };
}

export function generatePages(count: number, seed?: number): SyntheticPage[] {
  return Array.from({ length: count }, (_, n) => generatePage(n, seed));
}
