import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';

// HTML → the part of a page that can hold facts. Scripts, styles, comments, frames, vector art and
// hidden form fields are noise for extraction (and can be megabytes); JSON-LD is kept because it
// is the most reliable source of business facts (LocalBusiness, OpeningHoursSpecification, FAQPage).

export type CleanedPage = {
  title: string;
  /** Head facts (title, description, og:*, head JSON-LD) followed by the body's inner HTML. */
  content: string;
  lang: string | null;
};

const REMOVE = 'style, noscript, iframe, frame, frameset, svg, template, object, embed, canvas, link, base, input[type="hidden" i], audio, video, source, track, picture > source';

export function cleanPage(html: string, pageUrl: string): CleanedPage {
  const $ = cheerio.load(html);
  const baseHref = $('base[href]').first().attr('href');
  let base: URL;
  try {
    base = new URL(baseHref ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }

  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').trim().toLowerCase();
    if (type === 'application/ld+json') {
      // Keep the data, drop anything else the tag carries (nonce, event handlers).
      const json = $(el).text();
      $(el).replaceWith(`<script type="application/ld+json">${escapeScriptText(json)}</script>`);
    } else {
      $(el).remove();
    }
  });
  $(REMOVE).remove();
  removeComments($, $.root().get(0)!);

  // Inline handlers and styles carry no facts; relative links are made absolute so the extractor can
  // attribute and follow them after <base> is gone.
  $('*').each((_, el) => {
    if (el.type !== 'tag') return;
    for (const name of Object.keys(el.attribs)) {
      if (/^on/i.test(name) || name === 'style' || name === 'srcset' || name === 'nonce') delete el.attribs[name];
    }
  });
  $('a[href], img[src]').each((_, el) => {
    if (el.type !== 'tag') return;
    const attr = el.name === 'a' ? 'href' : 'src';
    const value = (el.attribs[attr] ?? '').trim();
    if (!value || /^(mailto|tel|sms|data|#)/i.test(value)) return;
    if (/^javascript:/i.test(value)) {
      delete el.attribs[attr];
      return;
    }
    try {
      el.attribs[attr] = new URL(value, base).href;
    } catch {
      /* leave malformed links as they are */
    }
  });

  const title = collapse($('head title').first().text() || $('title').first().text()) ||
    collapse($('meta[property="og:title" i]').attr('content') ?? '') ||
    collapse($('h1').first().text());

  const head: string[] = [];
  if (title) head.push(`<title>${escapeText(title)}</title>`);
  $('head meta').each((_, el) => {
    if (el.type !== 'tag') return;
    const name = (el.attribs.name ?? '').toLowerCase();
    const property = (el.attribs.property ?? '').toLowerCase();
    const content = el.attribs.content;
    if (content === undefined) return;
    if (name === 'description') head.push(`<meta name="description" content="${escapeAttr(content)}">`);
    else if (property.startsWith('og:') || property.startsWith('business:') || property.startsWith('place:')) {
      head.push(`<meta property="${escapeAttr(property)}" content="${escapeAttr(content)}">`);
    }
  });
  $('head script[type="application/ld+json"]').each((_, el) => {
    head.push($.html(el));
  });

  const body = ($('body').html() ?? '').replace(/>\s*\n\s*</g, '>\n<').trim();
  const lang = ($('html').attr('lang') ?? '').trim().slice(0, 16) || null;
  return { title, content: [...head, body].join('\n'), lang };
}

/** One page as the unit the extractor splits on: <article data-source-url data-title>. */
export function toArticle(pageUrl: string, page: CleanedPage): string {
  const lang = page.lang ? ` lang="${escapeAttr(page.lang)}"` : '';
  return `<article data-source-url="${escapeAttr(pageUrl)}" data-title="${escapeAttr(page.title)}"${lang}>\n${page.content}\n</article>`;
}

// Iterative on purpose: a hostile page can nest elements deeply enough to overflow a recursive walk.
function removeComments($: cheerio.CheerioAPI, root: AnyNode) {
  const stack: AnyNode[] = [root];
  const comments: AnyNode[] = [];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'comment') comments.push(node);
    else if ('children' in node) stack.push(...(node.children as AnyNode[]));
  }
  for (const c of comments) $(c).remove();
}

export function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// "</script" inside JSON-LD text would end the element early when the extractor re-parses it.
function escapeScriptText(s: string): string {
  return s.replace(/<\/(script)/gi, '<\\/$1');
}
