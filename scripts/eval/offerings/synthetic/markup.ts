// The same page structure written the way four site builders write it: WordPress/Elementor
// (widget wrappers, icon boxes), Wix (rich-text blocks, titles in styled spans), Squarespace
// (page sections and sqs blocks) and plain HTML. The extractor must read structure, not classes.

import { esc } from '../../extract-synth/markup';

export type Flavor = 'elementor' | 'wix' | 'squarespace' | 'plain';
export const FLAVORS: Flavor[] = ['elementor', 'wix', 'squarespace', 'plain'];

export type Markup = {
  section: (heading: string, body: string, level?: 2 | 3) => string;
  card: (title: string, text?: string) => string;
  cards: (cards: string[]) => string;
  list: (items: string[]) => string;
  priceRows: (rows: { name: string; price: string }[]) => string;
  page: (parts: { title: string; nav: string; hero: string; sections: string[]; footer: string; cookie: string }) => string;
};

const head = (title: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title></head>`;

const elementor: Markup = {
  section: (h, body, level = 2) =>
    `<section class="elementor-section"><div class="elementor-container"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h${level} class="elementor-heading-title elementor-size-default">${esc(h)}</h${level}></div></div>${body}</div></div></section>`,
  card: (t, x) =>
    `<div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>${esc(t)}</span></h3>${x ? `<p class="elementor-icon-box-description">${esc(x)}</p>` : ''}</div></div></div></div>`,
  cards: (cs) => `<div class="elementor-row">${cs.map((c) => `<div class="elementor-column elementor-col-33">${c}</div>`).join('')}</div>`,
  list: (items) =>
    `<div class="elementor-widget elementor-widget-icon-list"><ul class="elementor-icon-list-items">${items.map((i) => `<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">${esc(i)}</span></li>`).join('')}</ul></div>`,
  priceRows: (rows) =>
    `<div class="elementor-widget elementor-widget-price-list"><ul class="elementor-price-list">${rows.map((r) => `<li><div class="elementor-price-list-header"><span class="elementor-price-list-title">${esc(r.name)}</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">${esc(r.price)}</span></div></li>`).join('')}</ul></div>`,
  page: (p) =>
    `${head(p.title)}<body class="elementor-page"><header class="site-header"><nav class="elementor-nav-menu">${p.nav}</nav></header><main>${p.hero}${p.sections.join('')}</main><footer class="site-footer">${p.footer}</footer>${p.cookie}</body></html>`,
};

const wix: Markup = {
  section: (h, body, level = 2) =>
    `<section class="wixui-section"><div data-testid="columns"><div data-testid="richTextElement" class="wixui-rich-text"><h${level} class="font_2 wixui-rich-text__text"><span style="font-weight:bold;">${esc(h)}</span></h${level}></div>${body}</div></section>`,
  card: (t, x) =>
    `<div class="wixui-repeater__item"><div data-testid="richTextElement"><h3 class="font_5"><span class="color_11">${esc(t)}</span></h3></div>${x ? `<div data-testid="richTextElement"><p class="font_8"><span>${esc(x)}</span></p></div>` : ''}</div>`,
  cards: (cs) => `<div class="wixui-repeater" role="list">${cs.map((c) => `<div role="listitem">${c}</div>`).join('')}</div>`,
  list: (items) =>
    `<div data-testid="richTextElement"><ul class="font_8">${items.map((i) => `<li><p class="font_8"><span>${esc(i)}</span></p></li>`).join('')}</ul></div>`,
  priceRows: (rows) =>
    rows
      .map(
        (r) =>
          `<div data-testid="richTextElement"><p class="font_8"><span>${esc(r.name)}</span><span> ........ </span><span>${esc(r.price)}</span></p></div>`,
      )
      .join(''),
  page: (p) =>
    `${head(p.title)}<body><div id="SITE_CONTAINER"><header id="SITE_HEADER"><nav aria-label="Site">${p.nav}</nav></header><main id="PAGES_CONTAINER">${p.hero}${p.sections.join('')}</main><footer id="SITE_FOOTER">${p.footer}</footer></div>${p.cookie}</body></html>`,
};

const squarespace: Markup = {
  section: (h, body, level = 2) =>
    `<section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content"><h${level}>${esc(h)}</h${level}></div></div>${body}</div></section>`,
  card: (t, x) =>
    `<div class="sqs-block html-block"><div class="sqs-block-content"><h3>${esc(t)}</h3>${x ? `<p>${esc(x)}</p>` : ''}</div></div>`,
  cards: (cs) => `<div class="sqs-row">${cs.map((c) => `<div class="col sqs-col-4 span-4">${c}</div>`).join('')}</div>`,
  list: (items) =>
    `<div class="sqs-block html-block"><div class="sqs-block-content"><ul>${items.map((i) => `<li><p>${esc(i)}</p></li>`).join('')}</ul></div></div>`,
  priceRows: (rows) =>
    `<div class="sqs-block html-block"><div class="sqs-block-content">${rows.map((r) => `<p>${esc(r.name)} — ${esc(r.price)}</p>`).join('')}</div></div>`,
  page: (p) =>
    `${head(p.title)}<body class="sqs-site"><header class="Header"><nav class="Header-nav">${p.nav}</nav></header><main id="page">${p.hero}${p.sections.join('')}</main><footer class="Footer">${p.footer}</footer>${p.cookie}</body></html>`,
};

const plain: Markup = {
  section: (h, body, level = 2) => `<section><h${level}>${esc(h)}</h${level}>${body}</section>`,
  card: (t, x) => `<article class="card"><h3>${esc(t)}</h3>${x ? `<p>${esc(x)}</p>` : ''}</article>`,
  cards: (cs) => `<div class="grid">${cs.join('')}</div>`,
  list: (items) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`,
  priceRows: (rows) =>
    `<table><tbody>${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.price)}</td></tr>`).join('')}</tbody></table>`,
  page: (p) =>
    `${head(p.title)}<body><header><nav>${p.nav}</nav></header><main>${p.hero}${p.sections.join('')}</main><footer>${p.footer}</footer>${p.cookie}</body></html>`,
};

export const MARKUP: Record<Flavor, Markup> = { elementor, wix, squarespace, plain };

/** The site menu: flat links, or an offerings dropdown listing `sub` under the entry at `subAt`. */
export function navHtml(entries: string[], sub?: { at: number; items: string[] }): string {
  const li = entries.map((e, i) => {
    const inner =
      sub && sub.at === i
        ? `<ul class="sub-menu">${sub.items.map((s) => `<li><a href="/${encodeURIComponent(s)}">${esc(s)}</a></li>`).join('')}</ul>`
        : '';
    return `<li><a href="/${i ? encodeURIComponent(e) : ''}">${esc(e)}</a>${inner}</li>`;
  });
  return `<ul class="menu">${li.join('')}</ul>`;
}

export const escapeHtml = esc;
