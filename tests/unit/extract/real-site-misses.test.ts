import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { bundlePages } from '@/lib/extract/bundle';
import { emailsAssembledByScript } from '@/lib/scrape/script-emails';

// The misses named in issue 11, each as a small case written for this test (not a copy of a
// real page): phones of every country, addresses without postcodes, offerings from structure.

const phones = (html: string, locale: 'fr' | 'en' = 'en') => extractBusinessInfo(html, { locale }).phones.map((p) => p.e164);
const address = (html: string, locale: 'fr' | 'en' = 'en') => extractBusinessInfo(html, { locale }).address;

describe('phones of every country', () => {
  it('a UK landline in national format', () => {
    expect(phones('<p>Tetbury GL8 8AA</p><p>Phone: 01666 503 411</p>')).toEqual(['+441666503411']);
  });
  it('a US number written with dots', () => {
    expect(phones('<p>Call us: 626.303.1234</p><p>Monrovia, CA 91016</p>')).toEqual(['+16263031234']);
  });
  it('a UK mobile grouped in pairs', () => {
    expect(phones('<p>Leeds LS1 4AP</p><p>Mobile 077 31 23 45 67</p>')).toEqual(['+447731234567']);
  });
  it('"Tél." glued to a dotted French number, and an sms: link', () => {
    expect(phones('<p>Tél.04.73.95.00.48</p>', 'fr')).toEqual(['+33473950048']);
    expect(phones('<a href="sms:+447731234567?body=Hi">Text us</a>')).toEqual(['+447731234567']);
  });
  it('the country comes from the numbers the page prints, not from a template lang', () => {
    // French numbers on a page whose template says en-US.
    expect(
      phones(
        '<html lang="en-US"><body><p>Boucherie du port, le meilleur de la viande et des produits locaux</p><p>02 33 50 03 43</p></body></html>',
        'en',
      ),
    ).toEqual(['+33233500343']);
    // Mayotte's own numbering plan (+262), not mainland France's.
    expect(phones('<p>Garage de la baie</p><p>02 69 61 10 20</p><p>06 39 69 00 11</p>', 'fr')).toEqual(['+262269611020', '+262639690011']);
    // An Irish number on an English page reads as Irish, not Belgian.
    expect(phones('<p>Welcome to our café and bakery in the city</p><p>Phone: 061 415 729</p>')).toEqual(['+35361415729']);
  });
  it('never a number that is not on the page', () => {
    expect(phones('<a href="tel:+01267275330">Call</a><p>Order number 123456789</p>')).toEqual([]);
  });
});

describe('addresses without postcodes, on several lines, "street – town"', () => {
  it('"street – town" without a postcode', () => {
    expect(address('<h3>Adresse</h3><p>12 rue de la Gare – Cluny</p>', 'fr')).toMatchObject({
      street: '12 rue de la Gare',
      city: 'Cluny',
      country: 'FR',
    });
  });
  it('split by <br>, a county spelled out', () => {
    expect(address('<address>4 High Street<br>Tetbury<br>Gloucestershire</address>')).toMatchObject({
      street: '4 High Street',
      city: 'Tetbury',
      region: 'Gloucestershire',
      country: 'GB',
    });
  });
  it('a US state spelled out and no ZIP', () => {
    expect(address('<p>Visit us</p><p>120 Main Street, Springfield, Illinois</p>')).toMatchObject({
      street: '120 Main Street',
      city: 'Springfield',
      region: 'IL',
      country: 'US',
    });
  });
  it('a UK address without commas, read back from its postcode', () => {
    expect(address('<footer><div>9 Meadow Rise Lewes East Sussex BN7 2QT</div></footer>')).toMatchObject({
      street: '9 Meadow Rise',
      city: 'Lewes',
      postalCode: 'BN7 2QT',
      country: 'GB',
    });
  });
  it('"Av." abbreviations keep the street', () => {
    expect(address('<p>Cabinet : 8 Av. des Tilleuls, 21000 Dijon</p>', 'fr')).toMatchObject({
      street: '8 Av. des Tilleuls',
      postalCode: '21000',
      city: 'Dijon',
    });
  });
  it('never a fragment of prose', () => {
    expect(address('<p>We moved from 4 High Street to a bigger shop in the town centre last spring, come and see us</p>')).toBeNull();
  });
});

describe('offerings as a caller names them', () => {
  it('a long menu: categories are the services, dishes go to the priced list', () => {
    const dishes = (cat: string, n: number) =>
      Array.from(
        { length: n },
        (_, i) => `<p>${cat} ${['classique', 'royale', 'du chef', 'maison', 'spéciale', 'fermière'][i]} ${9 + i},50 €</p>`,
      ).join('');
    const info = extractBusinessInfo(
      `<h2>La carte</h2><h3>Pizzas</h3>${dishes('Pizza', 6)}<h3>Salades</h3>${dishes('Salade', 6)}<h3>Desserts</h3>${dishes('Tarte', 6)}`,
      { locale: 'fr' },
    );
    expect(info.services.map((s) => s.name)).toEqual(['Pizzas', 'Salades', 'Desserts']);
    expect(info.priced).toHaveLength(18);
    expect(info.priced?.[0]).toMatchObject({ name: 'Pizza classique', price: '9,50 €' });
  });
  it('a short price list: the priced services themselves', () => {
    const info = extractBusinessInfo(
      '<h2>Tarifs</h2><ul><li>Coupe femme : 38 €</li><li>Coupe homme : 24 €</li><li>Couleur : 55 €</li></ul>',
      { locale: 'fr' },
    );
    expect(info.services.map((s) => [s.name, s.price])).toEqual([
      ['Coupe femme', '38 €'],
      ['Coupe homme', '24 €'],
      ['Couleur', '55 €'],
    ]);
  });
  it("the site's own menu names what it sells; chrome labels never do", () => {
    const info = extractBusinessInfo(
      '<nav><a href="/">Accueil</a><a href="/notre-histoire">Notre histoire</a><a href="/fromages">Fromages</a><a href="/vins">Vins</a><a href="/epicerie-fine">Épicerie fine</a><a href="/blog">Blog</a><a href="/contact">Nous contacter</a></nav><p>Bienvenue</p>',
      { locale: 'fr' },
    );
    expect(info.services.map((s) => s.name)).toEqual(['Fromages', 'Vins', 'Épicerie fine']);
  });
  it('menu tabs and a "which service?" form field', () => {
    const info = extractBusinessInfo(
      '<div role="tablist"><button role="tab">Brunch</button><button role="tab">Lunch</button></div><label for="s">Service wanted</label><select id="s"><option value="">Choose…</option><option value="a">Boiler repair</option><option value="b">Bathroom fitting</option></select>',
      { locale: 'en' },
    );
    expect(info.services.map((s) => s.name)).toEqual(['Brunch', 'Lunch', 'Boiler repair', 'Bathroom fitting']);
  });
  it('cards under a services heading, and what their text lists', () => {
    const info = extractBusinessInfo(
      '<p>What we do</p><h2>Care for the whole family</h2><h3>General care</h3><p>Check-ups, cleanings, fillings and sealants — the everyday care.</p><h3>Orthodontics</h3><p>Straighter teeth at your pace.</p><h3>Whitening</h3><p>Brighter in one visit.</p><h2>Our values</h2><h3>Kindness</h3><p>Always.</p><h3>Clarity</h3><p>Always.</p><h3>Honesty</h3><p>Always.</p>',
      { locale: 'en' },
    );
    expect(info.services.map((s) => s.name).sort()).toEqual([
      'Check-ups',
      'Cleanings',
      'Fillings',
      'General care',
      'Orthodontics',
      'Sealants',
      'Whitening',
    ]);
  });
  it('testimonials, blog titles, footers and legal text are not offerings; a page naming none gives none', () => {
    const info = extractBusinessInfo(
      '<h2>Avis clients</h2><ul><li>Super accueil !</li><li>Je recommande</li></ul><h2>Actualités</h2><h3>Nos horaires d’été</h3><p>…</p><h3>Fermeture annuelle</h3><p>…</p><h3>Nouvelle vitrine</h3><p>…</p><footer><ul><li>Mentions légales</li><li>Politique de confidentialité</li></ul></footer>',
      { locale: 'fr' },
    );
    expect(info.services).toEqual([]);
    expect(info.priced).toEqual([]);
  });
  it('a sparse site: what its prose says it offers', () => {
    const info = extractBusinessInfo(
      '<p>Since 1990 we offer boiler servicing, underfloor heating and bathroom design.</p><p>We are proud of our work, our team and our customers.</p>',
      { locale: 'en' },
    );
    expect(info.services.map((s) => s.name)).toEqual(['Boiler servicing', 'Underfloor heating', 'Bathroom design']);
  });
  it('a heading names the price lines under it; each further rate is a priced line named by it, never a new service', () => {
    const info = extractBusinessInfo(
      '<h1>Prices</h1><h2>Guitar lessons</h2><ul><li>£30.00 per hour</li><li>£45.00 per 1.5 hours</li></ul><h3>Group workshop</h3><p>£120 for 4 sessions, £220 for 8 sessions</p><h3>Exam coaching</h3><p>£95 (minimum 3 sessions)</p>',
      { locale: 'en' },
    );
    expect(info.priced?.map((s) => [s.name, s.price])).toEqual([
      ['Guitar lessons', '£30.00 per hour'],
      ['Guitar lessons per 1.5 hours', '£45.00'],
      ['Group workshop', '£120'],
      ['Group workshop for 8 sessions', '£220'],
      ['Exam coaching', '£95'],
    ]);
    expect(info.services.map((s) => s.name)).toEqual(['Guitar lessons', 'Group workshop', 'Exam coaching']);
  });
  it('step numbers are not prices, and a price alone is not a name', () => {
    const info = extractBusinessInfo(
      '<h2>Services</h2><h3>Wellness</h3><p>Annual visits</p><p>02</p><h3>Surgery</h3><p>Routine care</p><p>03</p><ul><li>From £299</li><li>Dentistry From £80</li></ul>',
      { locale: 'en' },
    );
    const prices = info.priced?.map((s) => s.price) ?? [];
    expect(prices).not.toContain('02');
    expect(prices).not.toContain('03');
    expect(info.priced?.map((s) => s.name)).not.toContain('From £299');
  });
});

describe('obfuscations the page undoes', () => {
  it('an e-mail assembled by an inline script', () => {
    expect(emailsAssembledByScript("var user = 'contact', domain = 'boucherie-du-port.fr'; el.innerHTML = user + '@' + domain;")).toEqual([
      'contact@boucherie-du-port.fr',
    ]);
    const html = bundlePages([
      {
        url: 'https://x.fr/',
        html: `<p id="m">E-mail</p><script>var u='bonjour';var d='x.fr';document.getElementById('m').textContent=u+'@'+d;</script>`,
      },
    ]);
    expect(extractBusinessInfo(html, { locale: 'fr' }).email).toBe('bonjour@x.fr');
  });
  it('a mailto with a display name', () => {
    expect(
      extractBusinessInfo('<a href="mailto:Jeanne Dupont<jeanne.dupont@cabinet-dupont.fr>?subject=RDV">Écrire</a>', { locale: 'fr' }).email,
    ).toBe('jeanne.dupont@cabinet-dupont.fr');
  });
});
