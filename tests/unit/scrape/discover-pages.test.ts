import { describe, expect, it } from 'vitest';
import { candidateLinks, discoverPages, scoreLink, siteKey } from '@/lib/scrape/discover-pages';

const HOME = 'https://www.boulangerie-martin.fr/';

const homeHtml = `<!doctype html><html><body>
<nav>
  <a href="/">Accueil</a>
  <a href="#main">Aller au contenu</a>
  <a href="/notre-histoire">Qui sommes-nous ?</a>
  <a href="/nos-pains">Nos pains</a>
  <a href="/tarifs">Tarifs</a>
  <a href="/horaires-et-acces">Horaires &amp; accès</a>
  <a href="https://boulangerie-martin.fr/contact#form">Nous contacter</a>
  <a href="/contact">Contact</a>
  <a href="/blog/2019/03/notre-four">Blog</a>
  <a href="/mentions-legales">Mentions légales</a>
  <a href="mailto:contact@boulangerie-martin.fr">Écrire</a>
  <a href="tel:+33123456789">Appeler</a>
  <a href="javascript:void(0)">Menu</a>
  <a href="/carte.pdf">Notre carte (PDF)</a>
  <a href="https://www.facebook.com/boulangeriemartin/contact">Facebook</a>
  <a href="https://autre-boulangerie.fr/horaires">Nos amis</a>
  <a href="/panier">Panier</a>
</nav>
<footer><a href="/faq">Questions fréquentes</a><a href="/services">Services</a></footer>
</body></html>`;

describe('discoverPages', () => {
  it('picks contact, what is sold, prices and hours first, same site only, deduplicated', () => {
    const pages = discoverPages(homeHtml, HOME, 4);
    expect(pages).toHaveLength(4);
    expect(pages).toEqual(
      expect.arrayContaining(['https://www.boulangerie-martin.fr/horaires-et-acces', 'https://www.boulangerie-martin.fr/tarifs']),
    );
    // one contact page, whichever of the two spellings (www or not, with a fragment) wins
    expect(pages.filter((p) => /\/contact$/.test(p))).toHaveLength(1);
    // one of the pages saying what is sold
    expect(pages.some((p) => /\/(nos-pains|services)$/.test(p))).toBe(true);
    // with room for one more, the story of the house comes next
    expect(discoverPages(homeHtml, HOME, 5)).toContain('https://www.boulangerie-martin.fr/notre-histoire');
  });

  it('a fees page and a practice-areas page are both read, even when started from the contact page', () => {
    const html = `<nav><a href="index.html">Accueil</a><a href="domaines.html">Domaines d'activité</a><a href="honoraires.html">Honoraires</a>
      <a href="liens-utiles.html">Liens utiles</a><a href="contact.html">Contact</a></nav>`;
    const pages = discoverPages(html, 'https://avocat-exemple.fr/contact.html', 4);
    expect(pages).toEqual(
      expect.arrayContaining([
        'https://avocat-exemple.fr/domaines.html',
        'https://avocat-exemple.fr/honoraires.html',
        'https://avocat-exemple.fr/index.html',
      ]),
    );
    expect(pages).not.toContain('https://avocat-exemple.fr/liens-utiles.html');
    const en = discoverPages(
      '<a href="/fees">Our fees</a><a href="/practice-areas">Practice areas</a><a href="/blog">Blog</a>',
      'https://law.example.com/',
      4,
    );
    expect(en).toEqual(['https://law.example.com/practice-areas', 'https://law.example.com/fees']);
  });

  it('rooms, food, servicing and the areas covered are what a business sells', () => {
    for (const [text, path] of [
      ['Our rooms', '/rooms'],
      ['Food', '/food'],
      ['Servicing', '/servicing'],
      ['Areas we cover', '/areas-we-cover'],
      ['Nos chambres', '/chambres'],
    ]) {
      expect(scoreLink(text, path).category).toBe('services');
    }
    expect(scoreLink('Price list', '/price-list').category).toBe('prices');
    expect(scoreLink('Honoraires', '/honoraires.html').category).toBe('prices');
  });

  it('an unnamed page fills a free slot, after every named one', () => {
    const html = `<a href="/la-maison">La maison</a><a href="/contact">Contact</a><a href="/galerie">Galerie</a><a href="/actualites">Actualités</a>`;
    expect(discoverPages(html, HOME, 4)).toEqual([
      'https://www.boulangerie-martin.fr/contact',
      'https://www.boulangerie-martin.fr/la-maison',
    ]);
    expect(discoverPages(html, HOME, 1)).toEqual(['https://www.boulangerie-martin.fr/contact']);
  });

  it('language switchers and account pages never fill a slot; French words in a path do not look like language codes', () => {
    const html = `<a href="/en/">English</a><a href="/de">DE</a><a href="/espace-client">Espace client</a><a href="/le-fournil-de-paul">Le fournil</a>`;
    expect(discoverPages(html, HOME, 4)).toEqual(['https://www.boulangerie-martin.fr/le-fournil-de-paul']);
  });

  it('never returns assets, anchors, mailto/tel/javascript, other sites, legal pages or the home page', () => {
    const all = candidateLinks(homeHtml, HOME).map((c) => c.url);
    for (const bad of ['mailto:', 'tel:', 'javascript:', '.pdf', 'facebook.com', 'autre-boulangerie', 'mentions-legales', '#', '/panier']) {
      expect(all.some((u) => u.includes(bad))).toBe(false);
    }
    expect(all).not.toContain(HOME);
  });

  it('English sites: hours, pricing, about', () => {
    const html = `<a href="/about-us">About</a><a href="/pricing">Prices</a><a href="/opening-hours">Opening hours</a><a href="/news">News</a><a href="/get-in-touch">Get in touch</a>`;
    const pages = discoverPages(html, 'https://joes-plumbing.com/', 4);
    expect(pages).toEqual(
      expect.arrayContaining([
        'https://joes-plumbing.com/opening-hours',
        'https://joes-plumbing.com/pricing',
        'https://joes-plumbing.com/about-us',
        'https://joes-plumbing.com/get-in-touch',
      ]),
    );
    expect(pages).not.toContain('https://joes-plumbing.com/news');
  });

  it('returns nothing when no link looks useful', () => {
    expect(discoverPages('<a href="/blog">Blog</a><a href="/news">Actualités</a>', HOME)).toEqual([]);
  });

  it('respects the limit', () => {
    expect(discoverPages(homeHtml, HOME, 2)).toHaveLength(2);
  });
});

describe('scoreLink', () => {
  it('text and path both count; accents and case do not matter', () => {
    expect(scoreLink('HORAIRES', '/x').category).toBe('hours');
    expect(scoreLink('', '/fr/nos-horaires.html').category).toBe('hours');
    expect(scoreLink('À propos', '/p?id=3').category).toBe('about');
    expect(scoreLink('Nos soins', '/soins').category).toBe('services');
    expect(scoreLink('La carte', '/la-carte').category).toBe('services');
    expect(scoreLink('Contactez-nous', '/contactez-nous').score).toBeGreaterThan(
      scoreLink('Contactez-nous', '/a/b/c/contactez-nous').score,
    );
  });
  it('a page named in the query string ("index.php?page=tarifs")', () => {
    expect(scoreLink('', '/index.php?page=tarifs').category).toBe('prices');
    expect(scoreLink('', '/index.php?page=contact&lang=fr').category).toBe('contact');
  });
  it('ignores words inside other words', () => {
    expect(scoreLink('Recontacter', '/servicesxyz').score).toBe(0);
    expect(scoreLink('Cartes cadeaux', '/cartes-cadeaux').score).toBe(0);
  });
  it('legal and privacy pages score nothing', () => {
    expect(scoreLink('Politique de confidentialité', '/contact-privacy').score).toBe(0);
  });
});

describe('siteKey', () => {
  it('treats www. as optional', () => {
    expect(siteKey('www.example.fr')).toBe(siteKey('example.fr'));
    expect(siteKey('shop.example.fr')).not.toBe(siteKey('example.fr'));
  });
});
