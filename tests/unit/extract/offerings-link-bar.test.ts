import { describe, expect, it } from 'vitest';
import type { Element } from 'domhandler';
import { extractBusinessInfo } from '@/lib/extract';
import { CONTENT_START, inLinkBar, precedes } from '@/lib/extract/offerings/link-bar';
import { parsePages } from '@/lib/extract/pages';
import { menuTitle, menuZone } from '@/lib/extract/offerings/nav-menu';

// Cases written for these tests (no page copied): a menu laid out as a bare row of links, without
// <nav>, <header>, a role or a list item, is still the site's menu; rows of links inside the
// content or a footer are not.

const names = (html: string, locale: 'fr' | 'en' = 'en') =>
  (extractBusinessInfo(html, { locale, baseUrl: 'https://shop.example.com/' }).services ?? []).map((s) => s.name);

function linkNamed(html: string, label: string): { a: Element; start: Element | undefined } {
  const page = parsePages(html, 'https://shop.example.com/')[0]!;
  const a = page.index.anchors.find((x) => page.$(x).text().trim() === label)!;
  return { a, start: page.root.find(CONTENT_START).first()[0] as Element | undefined };
}

describe('a menu told by its shape (link-bar)', () => {
  it('reads a row of bare links above the content as the menu', () => {
    const html = `<body><div class="brand"><h1><a href="/">Lou's Kitchen</a></h1></div>
      <div class="strip"><a href="/">Home</a> | <a href="/soups.html">Soups</a> | <a href="/noodles.html">Noodle bowls</a> |
      <a href="/desserts.html">Desserts</a> | <a href="/contact.html">Contact</a></div>
      <div><p>A small family kitchen near the market, open since 2009.</p></div></body>`;
    const got = names(html);
    expect(got).toEqual(expect.arrayContaining(['Soups', 'Noodle bowls', 'Desserts']));
    expect(got).not.toContain('Contact');
  });

  it('reads a list of single links in a container named for navigation, wherever it sits', () => {
    const html = `<body><p>Welcome to the garage.</p>
      <div id="topmenu"><ul><li><a href="/tyres">Tyres</a></li><li><a href="/brakes">Brakes</a></li>
      <li><a href="/servicing">Servicing</a></li></ul></div></body>`;
    const { a, start } = linkNamed(html, 'Brakes');
    expect(inLinkBar(a, start)).toBe(true);
  });

  it('leaves a row of links that comes after the content starts (see-also, footer links)', () => {
    const html = `<body><h2>Our story</h2><p>We opened in 1998.</p>
      <div class="links"><a href="/privacy">Privacy</a><a href="/terms">Terms</a><a href="/cookies">Cookies</a></div></body>`;
    const { a, start } = linkNamed(html, 'Terms');
    expect(inLinkBar(a, start)).toBe(false);
  });

  it('leaves rows that hold more than links, long labels, or too few links', () => {
    const withText = `<body><div class="row"><a href="/a">Alpha</a><span>and some words</span><a href="/b">Beta</a><a href="/c">Gamma</a></div><p>Text.</p></body>`;
    expect(inLinkBar(linkNamed(withText, 'Beta').a, linkNamed(withText, 'Beta').start)).toBe(false);
    const long = `<body><div><a href="/a">Read the whole story of how we started the shop</a><a href="/b">Beta</a><a href="/c">Gamma</a></div><p>Text.</p></body>`;
    expect(inLinkBar(linkNamed(long, 'Beta').a, linkNamed(long, 'Beta').start)).toBe(false);
    const two = `<body><div><a href="/a">Alpha</a><a href="/b">Beta</a></div><p>Text.</p></body>`;
    expect(inLinkBar(linkNamed(two, 'Beta').a, linkNamed(two, 'Beta').start)).toBe(false);
  });

  it('does not count links to other sites (social icons) as the menu', () => {
    const html = `<body><div><a href="https://facebook.com/x">Facebook</a><a href="https://instagram.com/x">Instagram</a>
      <a href="https://x.com/x">X</a></div><p>Hello.</p></body>`;
    const { a, start } = linkNamed(html, 'Instagram');
    expect(inLinkBar(a, start)).toBe(false);
  });

  it('tells document order, and never puts an element before one that contains it', () => {
    const page = parsePages('<div id="o"><p id="x">one</p><p id="y">two</p></div>', 'https://e.example/')[0]!;
    const [o, x, y] = ['#o', '#x', '#y'].map((s) => page.root.find(s)[0]!);
    expect(precedes(x!, y!)).toBe(true);
    expect(precedes(y!, x!)).toBe(false);
    expect(precedes(o!, x!)).toBe(false);
  });

  it('stops at a long row of links: a catalogue list is content, not a menu', () => {
    const items = Array.from({ length: 30 }, (_, i) => `<a href="/p${i}">Item ${i}</a>`).join('');
    const html = `<body><div>${items}</div><p>Text.</p></body>`;
    const { a, start } = linkNamed(html, 'Item 3');
    expect(inLinkBar(a, start)).toBe(false);
  });
});

describe('a dropdown built as a <div> of links under a menu item', () => {
  it('titles the links with the item they hang from, and reads a care menu as offerings', () => {
    const html = `<body><ul class="m"><li><a href="/">Accueil</a></li><li><a href="/soins">Nos soins</a>
      <div><a href="/soins/massage">Massage relaxant</a><a href="/soins/visage">Soin du visage</a></div></li>
      <li><a href="/contact">Contact</a></li></ul></body>`;
    const { a } = linkNamed(html, 'Massage relaxant');
    expect(menuTitle(a)).toBe('Nos soins');
    expect(menuZone(a)).toBe('offerings');
    expect(menuTitle(linkNamed(html, 'Contact').a)).toBe('');
  });
});
