import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { offeringKey } from '@/lib/extract/offerings/name-key';

// Cases written for these tests (no page copied): the name key that deduplicates offerings, and
// priced service cards read as cards.

const en = (html: string) => extractBusinessInfo(html, { locale: 'en' });
const fr = (html: string) => extractBusinessInfo(html, { locale: 'fr' });
const show = (xs: { name: string; price?: string }[] | undefined) => (xs ?? []).map((s) => (s.price ? `${s.name} = ${s.price}` : s.name));

describe('offeringKey: one key per offering name', () => {
  it('folds accents, case, articles and possessives', () => {
    expect(offeringKey('Nos Épilations')).toBe(offeringKey('epilation'));
    expect(offeringKey('The Wedding Cakes')).toBe(offeringKey('wedding cake'));
  });
  it('"&", "+", "et" and "and" are one joint', () => {
    expect(offeringKey('Brochettes & BBQ')).toBe(offeringKey('brochettes et bbq'));
    expect(offeringKey('Fish and chips')).toBe(offeringKey('Fish & Chips'));
  });
  it('folds French plurals in -aux and -oux', () => {
    expect(offeringKey('Gâteaux')).toBe(offeringKey('gâteau'));
    expect(offeringKey('Bijoux')).toBe(offeringKey('bijou'));
  });
  it('keeps different offerings apart, and word order', () => {
    expect(offeringKey('Coupe homme')).not.toBe(offeringKey('Coupe femme'));
    expect(offeringKey('Bus tours')).not.toBe(offeringKey('Tours bus'));
    expect(offeringKey('Gas')).not.toBe(offeringKey('Ga'));
  });
  it('a service written twice on one site is listed once', () => {
    const info = en(
      `<nav><ul><li><a href="/">Home</a></li><li><a href="/s">Services</a><ul><li><a href="/a">Lawn Mowing</a></li><li><a href="/b">Hedge Trimming</a></li></ul></li></ul></nav>
       <main><h2>Our services</h2><ul><li>Lawn mowing</li><li>Hedge trimming</li><li>Leaf &amp; debris removal</li></ul></main>`,
    );
    const keys = (info.services ?? []).map((s) => offeringKey(s.name));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(offeringKey('hedge trimming'));
  });
});

// A card grid: badge, title, description, price chip, link. Read line by line, the chip's price
// would land on the description or the link; read as a card it belongs to the title.
const card = (badge: string, title: string, about: string, chip: string) =>
  `<a class="tile" href="/x"><div class="tile-badge">${badge}</div><div class="tile-body"><div class="tile-name">${title}</div><div class="tile-text">${about}</div><div class="tile-meta"><span class="chip">${chip}</span><span class="more">View details</span></div></div></a>`;

describe('priced service cards', () => {
  it('gives each card title its price, whatever badge or link stands beside it', () => {
    const info = en(
      `<main><h2>What we do</h2><div class="grid">${[
        card('Popular', 'Full valet', 'Inside and out, seats shampooed and paintwork polished by hand.', 'From £85'),
        card('Quick', 'Mini valet', 'A wash, a vacuum and the windows done while you wait for it.', '£35'),
        card('New', 'Ceramic coating', 'A hard coat that keeps the paint glossy and easy to clean for years.', 'From £400'),
      ].join('')}</div></main>`,
    );
    expect(show(info.priced)).toEqual(['Full valet = From £85', 'Mini valet = £35', 'Ceramic coating = From £400']);
  });

  it('a chip with variants gives one priced line per variant, and one service', () => {
    const info = fr(
      `<main><h2>Nos prestations</h2><div class="cartes">${[
        card('Coiffure', 'Coupe', 'Shampooing, coupe et coiffage réalisés selon vos envies du moment.', 'Homme 22 € | Femme 36 €'),
        card('Couleur', 'Coloration', 'Une couleur sur mesure, des racines aux pointes, avec un soin.', 'Dès 45 €'),
        card('Soin', 'Soin profond', 'Un masque nourrissant et un massage du cuir chevelu apaisant.', '18 €'),
      ].join('')}</div></main>`,
    );
    expect(show(info.priced)).toEqual(['Coupe Homme = 22 €', 'Coupe Femme = 36 €', 'Coloration = Dès 45 €', 'Soin profond = 18 €']);
    expect(show(info.services)).toContain('Coupe');
    expect(show(info.services)).not.toContain('Coupe Homme = 22 €');
  });

  it('a unit printed apart stays with its price', () => {
    const item = (t: string, p: string, u: string) =>
      `<article class="product"><h3>${t}</h3><p>Grown here and picked the morning you collect it from the farm.</p><div class="price"><span>${p}</span><span>${u}</span></div></article>`;
    const info = en(
      `<main><h2>What we grow</h2><div class="row">${item('Honey', '$9', '/ jar')}${item('Apples', '$3', '/ lb')}${item('Jam', '$6', '/ jar')}</div></main>`,
    );
    expect(show(info.priced)).toEqual(['Honey = $9 / jar', 'Apples = $3 / lb', 'Jam = $6 / jar']);
  });

  it('a menu of dish cards (name, then price) is left to the line reader, unchanged', () => {
    const dish = (n: string, p: string) =>
      `<div class="dish"><h4>${n}</h4><span class="p">${p}</span><p>Tomato, mozzarella and basil on a thin base.</p></div>`;
    const info = en(
      `<main><h2>Pizzas</h2><div class="menu">${dish('Margherita', '£9')}${dish('Diavola', '£11')}${dish('Funghi', '£10')}</div></main>`,
    );
    expect(show(info.priced)).toEqual(['Margherita = £9', 'Diavola = £11', 'Funghi = £10']);
  });
});
