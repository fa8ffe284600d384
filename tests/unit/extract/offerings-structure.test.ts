import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { splitPriceRun } from '@/lib/extract/offerings/price';
import { coveredCount } from '@/lib/extract/offerings/enumeration';
import { isMenuSection } from '@/lib/extract/offerings/menu-sections';

// Offerings read from page structure: each case is written for this test (not a copy of a page)
// and names the mechanism it checks.

const fr = (html: string) => extractBusinessInfo(html, { locale: 'fr' });
const en = (html: string) => extractBusinessInfo(html, { locale: 'en' });
const names = (xs: { name: string }[] | undefined) => (xs ?? []).map((s) => s.name);

describe('categories or items: decided by counting', () => {
  const card = (title: string, text: string) => `<li><a href="/${title}"><strong>${title}</strong><em>${text}</em></a></li>`;
  it('cards naming more than 15 items in all: the card titles only', () => {
    const info = en(
      `<section class="services"><h2>Our services</h2><ul>${[
        card('Grooming', 'Bathing, trimming, nail clipping, ear cleaning'),
        card('Training', 'Puppy classes, obedience, agility, recall work'),
        card('Boarding', 'Day care, overnight stays, holiday stays'),
        card('Health', 'Weighing, flea treatment, worming, microchipping'),
        card('Accessories', 'Toys and leads'),
      ].join('')}</ul></section>`,
    );
    expect(names(info.services)).toEqual(['Grooming', 'Training', 'Boarding', 'Health', 'Accessories']);
  });
  it('a few items under the cards: the titles, then each item', () => {
    const info = en(
      `<section class="services"><h2>Our services</h2><ul>${[
        card('Grooming', 'Bathing, trimming, nail clipping'),
        card('Training', 'Puppy classes, obedience, agility'),
      ].join('')}</ul></section>`,
    );
    expect(names(info.services)).toEqual([
      'Grooming',
      'Training',
      'Bathing',
      'Trimming',
      'Nail clipping',
      'Puppy classes',
      'Obedience',
      'Agility',
    ]);
  });
  it('a short "X and Y" text counts as two items', () => {
    expect(coveredCount('Wall tiling and floor tiling')).toBe(2);
    expect(coveredCount('Sanding, oiling, varnishing')).toBe(3);
    expect(coveredCount('We take care of everything for you from the first call onwards')).toBe(0);
  });
});

describe('cards in a row of priced cards', () => {
  it('an unpriced card among priced ones is an offering, whatever the heading above says', () => {
    const info = en(
      '<h2>Fresh this week</h2>' +
        '<h3>Honey</h3><p>From our own hives.</p><div>$9 / jar</div>' +
        '<h3>Goat cheese</h3><p>Soft and fresh.</p><div>$7 each</div>' +
        '<h3>Lamb</h3><p>Ask what cuts are left.</p><div>Ask availability</div>' +
        '<h3>Apple juice</h3><p>Pressed in October.</p><div>$5 / bottle</div>',
    );
    expect(names(info.services)).toContain('Lamb');
    expect(names(info.priced)).toEqual(['Honey', 'Goat cheese', 'Apple juice']);
  });
  it('a short line right above a heading is its eyebrow, not an item of the list before', () => {
    const info = en(
      '<h2>Our services</h2><h3>Lawn mowing</h3><p>Weekly or fortnightly visits.</p><p>See it for yourself</p><h2>Photos of our gardens</h2>',
    );
    expect(names(info.services)).not.toContain('See it for yourself');
  });
});

describe('dishes are never services', () => {
  it('unpriced dishes under a menu section: the section is the service', () => {
    const info = fr('<p>Nos plats du jour</p><p>Blanquette de veau</p><p>Tarte aux poireaux</p><p>Gratin dauphinois</p><h2>Infos</h2>');
    expect(names(info.services)).toEqual(['Plats du jour']);
  });
  it('menu sections are told from other sections by their words', () => {
    expect(isMenuSection('Nos desserts maison')).toBe(true);
    expect(isMenuSection('Breakfast')).toBe(true);
    expect(isMenuSection('Soins des mains')).toBe(false);
    expect(isMenuSection('Nos prestations')).toBe(false);
  });
});

describe('supplements and flattened price cards', () => {
  it('a line of several "name price" pairs is one priced line per pair, supplements keep their "+"', () => {
    expect(splitPriceRun('Extra egg +1 € Extra ham +2 € Truffle oil +3,50 €')).toEqual([
      'Extra egg +1 €',
      'Extra ham +2 €',
      'Truffle oil +3,50 €',
    ]);
    expect(splitPriceRun('Espresso £2 Latte £3.20')).toEqual(['Espresso £2', 'Latte £3.20']);
    // One price, or prose after the prices, is not a run.
    expect(splitPriceRun('Brushing 20 € ou 30 € selon la longueur')).toEqual([]);
    expect(splitPriceRun('Vidange 89 €')).toEqual([]);
  });
  it('supplement lines go to the priced list; a section of supplements only is no category', () => {
    const dishes = Array.from({ length: 16 }, (_, i) => `<p>Galette n°${i + 1} ${8 + (i % 5)},50 €</p>`).join('');
    const info = fr(`<h2>Galettes</h2>${dishes}<h2>Suppléments</h2><div>Oeuf +1 € Jambon +2 € Fromage +1,50 €</div>`);
    expect(info.priced).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Jambon', price: '+2 €' })]));
    expect(names(info.services)).toEqual(['Galettes']);
  });
  it('two sizes sharing one currency are one price', () => {
    const dishes = Array.from({ length: 3 }, (_, i) => `<li>Pizza n°${i + 1} ${8 + i},50 / ${12 + i},00 €</li>`).join('');
    const info = fr(`<h2>Pizzas</h2><ul>${dishes}</ul>`);
    expect(info.priced?.map((s) => [s.name, s.price])).toEqual([
      ['Pizza n°1', '8,50 / 12,00 €'],
      ['Pizza n°2', '9,50 / 13,00 €'],
      ['Pizza n°3', '10,50 / 14,00 €'],
    ]);
  });
  it('a price line with its description under a heading takes the heading as its name', () => {
    const info = fr('<h2>Formule étudiant</h2><p>9,90 € · un plat et une boisson</p>');
    expect(info.priced?.map((s) => [s.name, s.price])).toEqual([['Formule étudiant', '9,90 €']]);
  });
});

describe('never offerings', () => {
  it('how to buy or ask is not an offering; a way of serving is', () => {
    const info = fr(
      '<h2>Nos services</h2><ul><li>Livraison à domicile</li><li>Devis gratuit</li></ul><p>Commande en ligne</p><p>Sur place</p>',
    );
    expect(names(info.services)).toEqual(['Livraison à domicile']);
  });
  it('quotes of customers are testimonials', () => {
    const info = en('<h2>Our services</h2><ul><li>Window cleaning</li></ul><blockquote>Best window cleaning £20 well spent</blockquote>');
    expect(names(info.services)).toEqual(['Window cleaning']);
    expect(info.priced).toEqual([]);
  });
  it('a copyright line under a services list is chrome', () => {
    const info = en('<h2>Services</h2><ul><li>Roof repairs</li><li>© 2024 Acme Roofing. All rights reserved.</li></ul>');
    expect(names(info.services)).toEqual(['Roof repairs']);
  });
});

describe("the site's menu: its offerings dropdown", () => {
  const nav = (inner: string) => `<header><nav><ul>${inner}</ul></nav></header><main><p>Bienvenue.</p></main>`;
  it('an offerings dropdown gives its entries; towns of an "areas" dropdown and other dropdowns never', () => {
    const info = en(
      nav(
        '<li><a href="/">Home</a></li><li><a href="/about">About</a><ul class="sub-menu"><li><a href="/team">Our people</a></li></ul></li>' +
          '<li><a href="/services">Services</a><ul class="sub-menu"><li><a href="/services/tree-felling">Tree felling</a></li><li><a href="/services/stump-grinding">Stump grinding</a></li></ul></li>' +
          '<li><a href="/where">Areas we cover</a><ul class="sub-menu"><li><a href="/where/ashford">Ashford</a></li><li><a href="/where/dover">Dover</a></li></ul></li>' +
          '<li><a href="/firewood">Firewood</a></li>',
      ),
    );
    expect(names(info.services)).toEqual(['Tree felling', 'Stump grinding', 'Firewood']);
  });
  it('town pages are never offerings, whatever the dropdown is called', () => {
    const info = en(
      nav(
        '<li><a href="/boilers">Boilers</a></li><li><a href="/areas-covered/leeds">Leeds</a></li><li><a href="/areas-covered/york">York</a></li>',
      ),
    );
    expect(names(info.services)).toEqual(['Boilers']);
  });
  it('a short entry takes the head noun its siblings share, read from its link', () => {
    const info = en(
      nav(
        '<li><a href="/services">Our services</a><ul class="sub-menu"><li><a href="/house-cleaning">House cleaning</a></li><li><a href="/office-cleaning">Office cleaning</a></li>' +
          '<li><a href="/deep-cleaning-london">Deep</a></li><li><a href="/ironing-london">Ironing</a></li></ul></li>',
      ),
    );
    expect(names(info.services)).toEqual(['House cleaning', 'Office cleaning', 'Deep cleaning', 'Ironing']);
  });
});

describe('meal-time sections are named without "menu"', () => {
  it('"Breakfast menu" is "Breakfast", a one-letter typo read as the meal; "Kids menu" stays', async () => {
    const { mealSectionName } = await import('@/lib/extract/offerings/menu-sections');
    expect(mealSectionName('Breakfast Menu')).toBe('Breakfast');
    expect(mealSectionName('Brekfast menu')).toBe('Breakfast');
    expect(mealSectionName('Menu du midi')).toBe('Midi');
    expect(mealSectionName('Sunday lunch menu')).toBe('Sunday lunch');
    expect(mealSectionName('Kids Menu')).toBe('Kids Menu');
    expect(mealSectionName('Menu enfant')).toBe('Menu enfant');
  });
});

describe('sentences that enumerate offerings', () => {
  it('"et de" joins one item; a second introducing verb starts a second list; brands in parentheses are set aside', async () => {
    const { offeredInProse } = await import('@/lib/extract/offerings/enumeration');
    expect(
      offeredInProse(
        'Notre atelier, spécialiste retouches, ourlets et robes de soirée et de mariée propose pressing, repassage (marques Dupont, Durand), nettoyage de tapis.',
      ),
    ).toEqual(['Retouches', 'Ourlets', 'Robes de soirée et de mariée', 'Pressing', 'Repassage', 'Nettoyage de tapis']);
  });
  it('a participle with its complement describes the item before: the list stops there', async () => {
    const { offeredInProse } = await import('@/lib/extract/offerings/enumeration');
    expect(offeredInProse('We offer sourdough loaves, rye bread, seeded rolls, baked with local flour.')).toEqual([
      'Sourdough loaves',
      'Rye bread',
      'Seeded rolls',
    ]);
    expect(offeredInProse('Nous proposons du miel de lavande, des confitures, des pâtes de fruits, récoltés dans nos ruchers.')).toEqual([
      'Miel de lavande',
      'Confitures',
      'Pâtes de fruits',
    ]);
  });
  it('what follows a participle, how to get it, and what the business does not do are not items', async () => {
    const { offeredInProse } = await import('@/lib/extract/offerings/enumeration');
    expect(offeredInProse('Le spa propose hammam, gommages et enveloppements pratiqués par nos esthéticiennes, sur rendez-vous.')).toEqual([
      'Hammam',
      'Gommages',
      'Enveloppements',
    ]);
    expect(offeredInProse('Le cabinet ne propose pas de chirurgie, de radiologie, ni de garde de nuit.')).toEqual([]);
    expect(offeredInProse('We do not offer boarding, grooming and training.')).toEqual([]);
  });
  it('a single word joined to a longer phrase shares its head: the last word in English, "de …" in French', async () => {
    const { enumerationItems, distributePair } = await import('@/lib/extract/offerings/enumeration');
    expect(enumerationItems('Hot and cold drinks, sandwiches, soups and salads.')).toEqual([
      'Hot drinks',
      'Cold drinks',
      'Sandwiches',
      'Soups',
      'Salads',
    ]);
    expect(distributePair('Pose', 'entretien de volets')).toEqual(['Pose de volets', 'entretien de volets']);
    // A long complement, or a phrase with its own preposition, is not shared.
    expect(distributePair('Coupes', 'brushings de soirée et de fête')).toEqual(['Coupes', 'brushings de soirée et de fête']);
    expect(distributePair('Tiling', 'painting by the hour')).toEqual(['Tiling', 'painting by the hour']);
  });
});

describe('names as a caller says them', () => {
  it('amenities of the place are not offerings', () => {
    const info = fr(
      '<h2>Nos services</h2><p>Terrasse</p><p>Wi-Fi gratuit</p><p>Animaux acceptés</p><p>Cours de pâtisserie</p><p>Paiement CB</p>',
    );
    expect(names(info.services)).toEqual(['Cours de pâtisserie']);
  });
  it('a label listing several offerings with slashes gives each; decorations are dropped; "Nos" is set aside', () => {
    const info = fr('<h2>Nos prestations</h2><ul><li>Carrelage / Faïence / Chape</li><li>Nos escaliers sur mesure ★</li></ul>');
    expect(names(info.services)).toEqual(['Carrelage', 'Faïence', 'Chape', 'Escaliers sur mesure']);
  });
  it('"Prices & lesson information" is a page about the offer, not an offer', async () => {
    const { isChromeLabel } = await import('@/lib/extract/offerings/not-offerings');
    expect(isChromeLabel('Prices & Lesson Information')).toBe(true);
    expect(isChromeLabel('Nos conseils')).toBe(true);
    expect(isChromeLabel('Tax advice')).toBe(false);
    expect(isChromeLabel('Man & Van')).toBe(false);
  });
});

describe('cards without headings: same-shape sibling blocks', () => {
  const card = (title: string, text: string) =>
    `<div class="tile"><img src="x.png"><div class="tile-name">${title}</div><div class="tile-text">${text}</div><a href="#">Learn more</a></div>`;
  it('a row of same-shape blocks under an offerings eyebrow gives each title', () => {
    const info = en(
      `<div class="top"><div class="eyebrow">What we do</div><div class="title">Trees, hedges <br>and lawns</div></div><div class="grid"><div class="row">${[
        card('Tree surgery', 'Crown reductions and felling by qualified climbers.'),
        card('Hedge trimming', 'Neat hedges of every height, waste taken away.'),
        card('Lawn care', 'Feeding, scarifying and mowing through the season.'),
      ].join('')}</div></div>`,
    );
    expect(names(info.services)).toEqual(['Tree surgery', 'Hedge trimming', 'Lawn care']);
  });
  it('the same row under a reasons-why section is not offerings; promo tiles with a tagline give their heading', () => {
    const why = en(
      `<div class="eyebrow">Why choose us</div><div class="row">${[
        card('Fully insured', 'Public liability cover up to five million.'),
        card('Local team', 'Based in town for over twenty years now.'),
        card('Tidy work', 'We leave every garden cleaner than we found it.'),
      ].join('')}</div>`,
    );
    expect(why.services).toEqual([]);
    const tile = (tag: string, title: string) =>
      `<div class="promo"><span>${tag}</span><h3>${title}</h3><p>Gentle care for the whole family, every day.</p></div>`;
    const promos = en(
      `<p>Our services</p><div class="row">${tile('Brighter, faster', 'Whitening')}${tile('Straighter', 'Aligners')}${tile('Healthier', 'Hygiene visits')}</div>`,
    );
    expect(names(promos.services)).toEqual(['Whitening', 'Aligners', 'Hygiene visits']);
  });
});

describe('sub-sections of an offerings section', () => {
  it('a "why us" or reviews sub-section lists no offerings; the next offerings sub-heading resumes', () => {
    const info = en(
      '<h2>Our services</h2><h3>Cleaning</h3><ul><li>Carpet cleaning</li><li>Sofa cleaning</li></ul>' +
        '<h3>Why choose us</h3><ul><li>Fully insured</li><li>Eco products</li></ul>' +
        '<h3>Repairs</h3><ul><li>Stain repair</li></ul>',
    );
    expect(names(info.services)).toEqual(expect.arrayContaining(['Carpet cleaning', 'Sofa cleaning', 'Stain repair']));
    expect(names(info.services)).not.toContain('Fully insured');
    expect(names(info.services)).not.toContain('Eco products');
  });
});

describe('lists under sub-headings', () => {
  it('more than 15 items under sub-headings: the sub-headings are the services', () => {
    const list = (items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
    const info = en(
      '<h2>Treatments</h2>' +
        `<h3>Sports injuries</h3>${list(['Sprains', 'Tendon pain', 'Muscle tears', 'Shin splints', 'Runner knee', 'Tennis elbow'])}` +
        `<h3>Back and neck</h3>${list(['Sciatica', 'Stiff neck', 'Disc pain', 'Whiplash', 'Posture pain', 'Lumbago'])}` +
        `<h3>Rehabilitation</h3>${list(['After surgery', 'After a fall', 'After a stroke', 'Balance work', 'Gait training'])}`,
    );
    expect(names(info.services)).toEqual(['Sports injuries', 'Back and neck', 'Rehabilitation']);
  });
});

describe('chrome words that are also offerings', () => {
  it('cookies, back care and main courses are sold; the cookie banner and the back button are not', async () => {
    const { isChromeLabel } = await import('@/lib/extract/offerings/not-offerings');
    for (const sold of ['Cookies', 'Back pain', 'Main courses', 'Menu enfant', 'Book club']) expect(isChromeLabel(sold)).toBe(false);
    for (const chrome of ['Cookie settings', 'Back to top', 'Retour à l’accueil', 'Book now', 'Main navigation'])
      expect(isChromeLabel(chrome)).toBe(true);
  });
});

describe('lead-ins and accordions in an offerings section', () => {
  it('a run of paragraphs led by a bold name gives each name; a lone "Note:" paragraph does not', () => {
    const info = en(
      '<h2>Our services</h2><p><b>Boiler repair</b> – we fix all makes, same week.</p><p><b>Power flushing</b> – cleaner radiators, lower bills.</p>' +
        '<p><b>Smart thermostats</b>: fitted and set up for you.</p><h2>Good to know</h2><p>Note: we are closed on bank holidays.</p>',
    );
    expect(names(info.services)).toEqual(['Boiler repair', 'Power flushing', 'Smart thermostats']);
  });
  it('accordion titles under a treatments heading are the treatments; questions are not', () => {
    const info = en(
      '<h2>Treatments</h2><details><summary>Deep tissue massage</summary><p>Firm pressure for knots.</p></details><details><summary>Hot stone massage</summary><p>Warm basalt stones.</p></details><details><summary>Can I bring a friend?</summary><p>Yes.</p></details>',
    );
    expect(names(info.services)).toEqual(['Deep tissue massage', 'Hot stone massage']);
  });
});

describe('prices written in a sentence', () => {
  it('a sentence listing prices gives priced lines, not services; a clause or a phone number is never a name', async () => {
    const { pricedInProse } = await import('@/lib/extract/offerings/price');
    expect(pricedInProse('Flats from £40 per visit, houses from £60, offices £90 and just 50p per extra socket.')).toEqual([
      { name: 'Flats', price: 'from £40 per visit' },
      { name: 'Houses', price: 'from £60' },
      { name: 'Offices', price: '£90' },
    ]);
    expect(pricedInProse('For flats it starts at £40, and we never charge more than £90.')).toEqual([]);
    expect(pricedInProse('Our prices start at £20.')).toEqual([]);
    const info = en(
      '<h2>Prices</h2><p>Flats from £40 per visit, houses from £60, offices £90.</p><h3>Call 07700 900123</h3><p>From £40</p>',
    );
    expect(info.priced?.map((s) => s.name)).toEqual(['Flats', 'Houses', 'Offices']);
    expect(info.services).toEqual([]);
  });
});
