import type { Element } from 'domhandler';
import type { Page } from '../pages';
import { cleanName, plausibleName, SERVICE_HEADING } from './price';
import { enumerationItems } from './enumeration';
import { isChromeLabel } from './not-offerings';

// Offerings a site names in its own structure rather than in prose: the labels of its menu
// ("Boucherie · Charcuterie · Traiteur", a notary's "Successions · Donations"), the tabs of a
// menu card ("Pizzas | Burgers | Paninis") and the choices of a "which service?" form field.
// Chrome labels (home, contact, blog…) are dropped; what remains names what the business sells.

export type SiteLabel = { name: string; source: string; from: 'nav' | 'tab' | 'form' | 'card' | 'card-detail' };

const NAV_LINKS = 'nav a, [role="navigation"] a, [role="menubar"] a, [role="menu"] a, header a, [class*="menu" i] li > a, [id*="menu" i] li > a, [class*="nav" i] li > a, [id*="nav" i] li > a, a[class*="menu" i], a[class*="nav" i], [class*="dropdown" i] a';
const SERVICE_FIELD = /service|prestation|projet|project|soin|treatment|motif|reason|type|metier|trade|interest|besoin|need|demande|enquiry|inquiry/i;

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
  const add = (name: string, from: SiteLabel['from']) => {
    if (!keep(name) || seen.has(name.toLowerCase())) return;
    seen.add(name.toLowerCase());
    out.push({ name, source: page.url, from });
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
  // Link cards in a services section: "<a><strong>Preventive Dentistry</strong><em>Cleanings,
  // exams, sealants</em></a>" name a service and what it covers.
  for (const el of page.root.find('a:has(> strong, > b, > h3, > h4)').toArray()) {
    const { label, description } = linkLabel(page, el as Element);
    if (!description) continue;
    const section = page.$(el).closest('section, [class*="service" i], [id*="service" i]');
    if (!section.length || !SERVICE_HEADING.test(section.find('h1, h2, h3, p, span, div').first().text() + ' ' + (section.attr('class') ?? '') + ' ' + (section.attr('id') ?? ''))) continue;
    add(label, 'card');
    for (const item of enumerationItems(description)) add(item, 'card-detail');
  }
  for (const el of page.root.find(NAV_LINKS).toArray()) {
    const href = (el as Element).attribs.href ?? '';
    if (/^(?:tel|mailto|sms|javascript):/i.test(href)) continue;
    if (isHomeLink(href, page.url)) continue;
    const { label } = linkLabel(page, el as Element);
    add(label.replace(/\s*\((?:current|actuel)\)$/i, ''), 'nav');
  }
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
