import type { Rng } from '../seeded-rng';

// How page builders wrap the same text: plain HTML, WordPress/Elementor widgets, Wix rich-text
// spans, Squarespace blocks. Placements write through these so one address is tried in each.

export type Style = 'plain' | 'elementor' | 'wix' | 'squarespace';
export const STYLES: Style[] = ['plain', 'elementor', 'wix', 'squarespace'];

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block of paragraphs (each given as inner HTML) the way the builder writes a text widget. */
export function block(style: Style, paras: string[]): string {
  switch (style) {
    case 'elementor':
      return `<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">${paras.map((p) => `<p>${p}</p>`).join('')}</div></div>`;
    case 'wix':
      return `<div data-testid="richTextElement" class="wixui-rich-text">${paras.map((p) => `<p class="font_8 wixui-rich-text__text"><span style="color:#333;" class="wixui-rich-text__text">${p}</span></p>`).join('')}</div>`;
    case 'squarespace':
      return `<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${paras.map((p) => `<p class="" style="white-space:pre-wrap;">${p}</p>`).join('')}</div></div></div>`;
    default:
      return paras.map((p) => `<p>${p}</p>`).join('\n');
  }
}

/** A heading as the builder writes it. */
export function heading(style: Style, text: string, level = 2): string {
  if (style === 'elementor')
    return `<div class="elementor-widget-heading"><div class="elementor-widget-container"><h${level} class="elementor-heading-title elementor-size-default">${esc(text)}</h${level}></div></div>`;
  if (style === 'wix') return `<div data-testid="richTextElement"><h${level} class="font_2"><span>${esc(text)}</span></h${level}></div>`;
  return `<h${level}>${esc(text)}</h${level}>`;
}

/** An "icon list" (Elementor) or plain list of short items, each inner HTML. */
export function iconList(style: Style, items: string[]): string {
  if (style === 'elementor')
    return `<div class="elementor-widget-icon-list"><div class="elementor-widget-container"><ul class="elementor-icon-list-items">${items
      .map(
        (i) =>
          `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-circle"></i></span><span class="elementor-icon-list-text">${i}</span></li>`,
      )
      .join('')}</ul></div></div>`;
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

const NAMES_EN = [
  'Harbor Dental',
  'Bluebell Florist',
  'Oakwood Physio',
  'Copper Kettle Cafe',
  'Northside Auto Repair',
  'Willow Hair Studio',
];
const NAMES_FR = [
  'Boulangerie du Pont',
  'Cabinet Dentaire Lumière',
  'Garage des Tilleuls',
  'Salon Belle Mèche',
  'Fleurs de Saison',
  'Kiné Santé Plus',
];
const BLURB_EN = 'A family-run business serving the neighbourhood for over twenty years. Friendly staff, fair prices and a warm welcome.';
const BLURB_FR = 'Une entreprise familiale au service du quartier depuis plus de vingt ans. Accueil chaleureux, conseils et prix justes.';

export type Shell = { name: string; locale: 'fr' | 'en'; style: Style; phone: string; email: string; url: string };

export function shell(r: Rng, locale: 'fr' | 'en', style: Style, phone: string, tld: string): Shell {
  const name = r.pick(locale === 'fr' ? NAMES_FR : NAMES_EN);
  const host = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]+/g, '');
  return { name, locale, style, phone, email: `${r.pick(['contact', 'hello', 'info'])}@${host}${tld}`, url: `https://www.${host}${tld}/` };
}

/** A whole page: top bar, nav, main content, footer; the slots are inner HTML. */
export function page(s: Shell, slots: { top?: string; main?: string; footer?: string; head?: string; after?: string }): string {
  const fr = s.locale === 'fr';
  const nav = (fr ? ['Accueil', 'Services', 'Tarifs', 'Contact'] : ['Home', 'Services', 'Prices', 'Contact'])
    .map((n) => `<li><a href="/${n.toLowerCase()}">${n}</a></li>`)
    .join('');
  return `<!doctype html><html lang="${s.locale}"><head><meta charset="utf-8"><title>${esc(s.name)}</title>${slots.head ?? ''}</head><body>
<header>${slots.top ? `<div class="top-bar">${slots.top}</div>` : ''}<div class="logo">${esc(s.name)}</div><nav><ul>${nav}</ul></nav></header>
<main>${heading(s.style, s.name, 1)}${block(s.style, [esc(fr ? BLURB_FR : BLURB_EN)])}
${slots.main ?? ''}</main>
<footer>${slots.footer ?? ''}<p>© 2025 ${esc(s.name)}. ${fr ? 'Tous droits réservés.' : 'All rights reserved.'}</p></footer>${slots.after ?? ''}
</body></html>`;
}
