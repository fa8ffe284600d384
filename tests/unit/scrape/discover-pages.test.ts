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
  it('picks contact, hours, services and about first, same site only, deduplicated', () => {
    const pages = discoverPages(homeHtml, HOME, 4);
    expect(pages).toHaveLength(4);
    expect(pages).toEqual(
      expect.arrayContaining([
        'https://www.boulangerie-martin.fr/horaires-et-acces',
        'https://www.boulangerie-martin.fr/notre-histoire',
      ]),
    );
    // one contact page, whichever of the two spellings (www or not, with a fragment) wins
    expect(pages.filter((p) => /\/contact$/.test(p))).toHaveLength(1);
    // one of the services/prices pages
    expect(pages.some((p) => /\/(tarifs|services)$/.test(p))).toBe(true);
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
    expect(scoreLink('Contactez-nous', '/contactez-nous').score).toBeGreaterThan(scoreLink('Contactez-nous', '/a/b/c/contactez-nous').score);
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
