import type { Element } from 'domhandler';
import type { Page } from '../pages';
import { cleanName, plausibleName, isOfferHeading } from './price';
import { coveredCount, enumerationItems } from './enumeration';
import { isChromeLabel } from './not-offerings';
import { completedLabel, menuTitle, menuZone, type MenuZone } from './nav-menu';
import { CONTENT_START, inLinkBar } from './link-bar';
import { foldWords } from '@/lib/text/fold';

// Offerings a site names in its own structure rather than in prose: the labels of its menu
// ("Boucherie · Charcuterie · Traiteur", a notary's "Successions · Donations"), the tabs of a
// menu card ("Pizzas | Burgers | Paninis") and the choices of a "which service?" form field.
// Chrome labels (home, contact, blog…) are dropped; what remains names what the business sells.

/** `covers`: for a card, how many offerings its text names (see coveredCount). */
export type SiteLabel = { name: string; source: string; from: 'nav' | 'tab' | 'form' | 'card' | 'card-detail'; covers?: number };

const MAX_DEPTH = 10;
const NAV_ROLE = /^(?:navigation|menubar|menu)$/;

/**
 * A link of the site's menu: inside <nav>, <header> or a navigation role, a dropdown, or a list
 * item of an element named menu/nav (an ancestor walk over the page's links: one selector scan per
 * pattern would cost more than the whole extraction on a large page).
 */
function isMenuLink(a: Element): boolean {
  if (/menu|nav/i.test(a.attribs.class ?? '')) return true;
  const inListItem = a.parent?.type === 'tag' && (a.parent as Element).name === 'li';
  let el = a.parent as Element | null;
  for (let depth = 0; el && el.type === 'tag' && depth < MAX_DEPTH; depth++, el = el.parent as Element | null) {
    if (el.name === 'nav' || el.name === 'header' || NAV_ROLE.test(el.attribs.role ?? '')) return true;
    const names = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`;
    if (/dropdown/i.test(names) || (inListItem && /menu|nav/i.test(names))) return true;
  }
  return false;
}

/** The section around a link card, when it is about services (by its class/id or first heading). */
function inServicesSection(page: Page, a: Element): boolean {
  let el = a.parent as Element | null;
  for (let depth = 0; el && el.type === 'tag' && depth < MAX_DEPTH; depth++, el = el.parent as Element | null) {
    const names = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`;
    if (el.name === 'section' || /service/i.test(names)) {
      return isOfferHeading(`${page.$(el).find('h1, h2, h3, p, span, div').first().text()} ${names}`);
    }
  }
  return false;
}
const SERVICE_FIELD =
  /service|prestation|projet|project|soin|treatment|motif|reason|type|metier|trade|interest|besoin|need|demande|enquiry|inquiry/i;

const DESCRIPTION = 'small, em, p, span[class*="desc" i], span[class*="sub" i]';

/** The label a link shows, and the description set under it ("General Dentistry" + "Check-ups, …"). */
function linkLabel(page: Page, el: Element): { label: string; description: string } {
  const $el = page.$(el);
  const desc = $el.children(DESCRIPTION);
  const title = $el.children('b, strong, h3, h4').first();
  let label: string;
  if (title.length) label = title.text();
  else if (desc.length) label = $el.contents().not(desc).text();
  else label = $el.text();
  return { label: cleanName(label.replace(/\s+/g, ' ')), description: desc.text().replace(/\s+/g, ' ').trim() };
}

function keep(name: string): boolean {
  return plausibleName(name) && name.length <= 60 && name.split(/\s+/).length <= 7 && !isChromeLabel(name);
}

export function siteLabels(page: Page): SiteLabel[] {
  const out: SiteLabel[] = [];
  const seen = new Set<string>();
  const add = (name: string, from: SiteLabel['from'], covers?: number) => {
    // An item a card lists may also be a menu entry: both are kept (the card's items can be
    // dropped as too many, the menu entry stays).
    const k = `${from === 'card-detail' ? 'd' : ''}${name.toLowerCase()}`;
    if (!keep(name) || seen.has(k)) return;
    seen.add(k);
    out.push({ name, source: page.url, from, ...(covers ? { covers } : {}) });
  };
  for (const el of page.root.find('[role="tab"]').toArray()) add(cleanName(page.$(el).text()), 'tab');
  for (const el of page.root.find('select').toArray()) {
    const s = el as Element;
    const id = s.attribs.id;
    const labelText = id ? page.root.find(`label[for="${id.replace(/"/g, '')}"]`).text() : '';
    if (!SERVICE_FIELD.test(`${s.attribs.name ?? ''} ${id ?? ''} ${labelText} ${s.attribs['aria-label'] ?? ''}`)) continue;
    const options = page.$(s).find('option').toArray();
    // The first option is usually the prompt ("Choisissez…"); a real choice list has a few more.
    if (options.length < 3) continue;
    for (const o of options) {
      const v = (o as Element).attribs.value;
      if (v === '' || v === undefined) continue;
      add(cleanName(page.$(o).text()), 'form');
    }
  }
  // The site's menu: when it has an offerings dropdown, only that dropdown's entries; towns of an
  // "areas covered" menu never.
  const menu: { el: Element; label: string; zone: MenuZone }[] = [];
  // A menu built as a bare row of links is told by its shape and place (link-bar).
  let contentStart: { el: Element | undefined } | undefined;
  const atTop = (el: Element) =>
    inLinkBar(el, (contentStart ??= { el: page.root.find(CONTENT_START).first()[0] as Element | undefined }).el);
  for (const el of page.index.anchors) {
    const href = el.attribs.href ?? '';
    if (el.name !== 'a' || /^(?:tel|mailto|sms|javascript):/i.test(href) || !(isMenuLink(el) || atTop(el))) continue;
    if (isHomeLink(href, page.url)) continue;
    const label = linkLabel(page, el).label.replace(/\s*\((?:current|actuel)\)$/i, '');
    menu.push({ el, label, zone: menuZone(el) });
  }
  const zoned = menu.some((m) => m.zone === 'offerings');
  // Top-level entries stay ("Cakes", "Coffee" beside a "Menu" dropdown); the entries of other
  // dropdowns ("About" → "Our team") do not when the offerings have their own.
  const kept = menu.filter((m) => m.zone === 'offerings' || (m.zone === 'other' && (!zoned || !menuTitle(m.el))));
  // Head nouns the menu's entries share ("Office removals", "House removals" → "removals").
  const lastWords = kept.map((m) => foldWords(m.label).split(' ').pop() ?? '').filter((w) => w.length > 3);
  const heads = new Set(lastWords.filter((w, i) => lastWords.indexOf(w) !== i));
  // Link cards in a services section: "<a><strong>Preventive Dentistry</strong><em>Cleanings,
  // exams, sealants</em></a>" name a service and what it covers.
  const TITLE_CHILD = new Set(['strong', 'b', 'h3', 'h4']);
  for (const el of page.index.anchors) {
    if (!el.children.some((c) => c.type === 'tag' && TITLE_CHILD.has((c as Element).name))) continue;
    const { label, description } = linkLabel(page, el);
    if (!description || !inServicesSection(page, el)) continue;
    add(completedLabel(label, el.attribs.href ?? '', heads), 'card', coveredCount(description));
    for (const item of enumerationItems(description)) add(item, 'card-detail');
  }
  for (const m of kept) add(zoned ? completedLabel(m.label, m.el.attribs.href ?? '', heads) : m.label, 'nav');
  return out;
}

/** The logo link: back to the home page, labelled with the business name and tagline. */
function isHomeLink(href: string, pageUrl: string): boolean {
  try {
    const u = new URL(href, pageUrl || 'http://x/');
    return /^\/(?:index\.[a-z]+)?$/i.test(u.pathname) && !u.search;
  } catch {
    return false;
  }
}
