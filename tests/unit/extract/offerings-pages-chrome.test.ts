import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { bundlePages } from '@/lib/extract/bundle';
import { isChromeLabel } from '@/lib/extract/offerings/not-offerings';
import { isOfferPage, offerPageHeadings } from '@/lib/extract/offerings/page-headings';
import { isOfferHeading } from '@/lib/extract/offerings/price';
import { parsePages } from '@/lib/extract/pages';

// Cases written for these tests (no page copied): an offer page's same-level headings, and the
// labels that are never offerings (template leftovers, reading matter).

const names = (xs: { name: string }[] | undefined) => (xs ?? []).map((s) => s.name);
const site = (pages: { url: string; html: string }[], locale: 'fr' | 'en') =>
  extractBusinessInfo(bundlePages(pages), { locale, baseUrl: pages[0]!.url });

describe('offer page: its same-level headings are the offerings', () => {
  it('tells an offer page by its address, never the home page or a price page', () => {
    expect(isOfferPage({ url: 'https://example.fr/nos-prestations/' })).toBe(true);
    expect(isOfferPage({ url: 'https://example.com/services.html' })).toBe(true);
    expect(isOfferPage({ url: 'https://example.com/treatments' })).toBe(true);
    expect(isOfferPage({ url: 'https://example.com/' })).toBe(false);
    expect(isOfferPage({ url: 'https://example.com/about-us' })).toBe(false);
    expect(isOfferPage({ url: 'https://example.fr/tarifs' })).toBe(false);
    expect(isOfferPage({ url: 'https://example.com/menu.html' })).toBe(false);
  });

  it('a notary-like practice page with one heading per area (FR)', () => {
    const info = site(
      [
        { url: 'https://etude.example.fr/', html: '<h1>Étude Martin</h1><p>Bienvenue à l’étude, au cœur du village depuis 1990.</p>' },
        {
          url: 'https://etude.example.fr/domaines-d-intervention',
          html: `<h1>Nos domaines d’intervention</h1>
            <h2>Immobilier</h2><p>Ventes, promesses et baux rédigés avec soin pour chaque client.</p>
            <h2>Successions</h2><p>Déclaration, partage et conseils aux héritiers dans la durée.</p>
            <h2>Droit de la famille</h2><p>Contrats de mariage, PACS et donations entre époux.</p>
            <h2>Notre équipe</h2><p>Trois notaires et sept collaborateurs vous reçoivent.</p>
            <h2>Nous contacter</h2><p>Par téléphone ou sur place, du lundi au vendredi.</p>`,
        },
      ],
      'fr',
    );
    expect(names(info.services)).toEqual(expect.arrayContaining(['Immobilier', 'Successions', 'Droit de la famille']));
    expect(names(info.services)).not.toContain('Notre équipe');
    expect(names(info.services)).not.toContain('Nous contacter');
  });

  it('the same headings on the home page are not read as offerings', () => {
    const info = site(
      [
        {
          url: 'https://studio.example.com/',
          html: `<h1>Studio North</h1><h2>Our story</h2><p>Started in a garage in 2009 with one camera.</p>
            <h2>Light and shadow</h2><p>We like working at dawn when the streets are empty.</p>
            <h2>Coffee first</h2><p>Every shoot starts with a long black and a chat.</p>
            <h2>Rainy days</h2><p>Some of our favourite frames were taken in the rain.</p>`,
        },
      ],
      'en',
    );
    expect(names(info.services)).toEqual([]);
  });

  it('more than 15 headings of one level is the page text, not a list of offers', () => {
    const hs = Array.from(
      { length: 18 },
      (_, i) => `<h3>Step number ${String.fromCharCode(65 + i)}</h3><p>Some words about it here.</p>`,
    ).join('');
    const [page] = parsePages(bundlePages([{ url: 'https://x.example.com/services', html: `<h1>Services</h1>${hs}` }]));
    expect(offerPageHeadings(page!)).toEqual([]);
    const few = parsePages(bundlePages([{ url: 'https://x.example.com/services', html: `<h1>Services</h1>${hs.slice(0, 200)}` }]));
    expect(offerPageHeadings(few[0]!).length).toBeGreaterThan(0);
  });
});

describe('labels that are never offerings', () => {
  it('template leftovers and stand-in words', () => {
    for (const label of ['Lorem ipsum dolor', 'Machin', 'Truc', 'Bidule', 'Service 2', 'Your title here', 'Votre titre ici', 'Titre'])
      expect(isChromeLabel(label), label).toBe(true);
  });
  it('reading matter about the trade', () => {
    for (const label of ['Buyer’s guide', 'Guides', 'Resources', 'Ressources', 'Glossary', 'Prestations & tarifs'])
      expect(isChromeLabel(label), label).toBe(true);
  });
  it('real offerings that look close stay', () => {
    for (const label of ['Truck hire', 'Testing and tagging', 'Sample sale', 'Guided tours', 'Title searches', 'Tree surgery'])
      expect(isChromeLabel(label), label).toBe(false);
  });
});

describe('offering headings: words any trade uses for its offer', () => {
  it('ranges, catalogues, classes, lessons, workshops, programmes, therapies', () => {
    for (const h of [
      'Our range',
      'Notre gamme',
      'Catalogue',
      'Nos cours',
      'Lessons',
      'Ateliers',
      'Workshops',
      'Programmes',
      'Thérapies',
      'What we sell',
    ])
      expect(isOfferHeading(h), h).toBe(true);
  });
  it('a list under such a heading is read as the offer', () => {
    const info = extractBusinessInfo(
      '<main><h2>Nos ateliers</h2><ul><li>Poterie</li><li>Aquarelle</li><li>Reliure</li></ul><h2>Notre histoire</h2><p>Un atelier ouvert en 2012.</p></main>',
      { locale: 'fr' },
    );
    expect(names(info.services)).toEqual(['Poterie', 'Aquarelle', 'Reliure']);
  });
});

describe('items under an offer heading', () => {
  const fr = (html: string) => extractBusinessInfo(html, { locale: 'fr' });
  it('a term then its price in the next block is one priced line', () => {
    const info = fr(
      '<h2>Nos forfaits</h2><dl><dt>Pose de parquet</dt><dd>35 €</dd><dt>Ponçage</dt><dd>18 €</dd><dt>Vitrification</dt><dd>22 €</dd></dl>',
    );
    expect((info.priced ?? []).map((p) => `${p.name} ${p.price}`)).toEqual(['Pose de parquet 35 €', 'Ponçage 18 €', 'Vitrification 22 €']);
  });
  it('a sub-heading naming one kind of care is an offering; one naming the offer in general is a title', () => {
    const info = fr(
      '<h2>Nos soins</h2><h3>Soins du visage</h3><p>Nettoyage de peau et masque hydratant adaptés.</p><h3>Soins du corps</h3><p>Gommage et enveloppement aux algues marines.</p><h3>Nos prestations</h3><p>Toutes réalisées en cabine individuelle au calme.</p>',
    );
    expect(names(info.services)).toEqual(['Soins du visage', 'Soins du corps']);
  });
  it('French "location de …" is a rental, not a place', () => {
    const info = fr('<h2>Nos services</h2><ul><li>Location de vélos</li><li>Location de kayaks</li><li>Visites guidées</li></ul>');
    expect(names(info.services)).toEqual(['Location de vélos', 'Location de kayaks', 'Visites guidées']);
  });
  it('a service mode named in passing inside a sentence is not an offering; as its own line it is', () => {
    const passing = fr(
      '<h2>Nos soins</h2><ul><li>Blanchiment</li><li>Détartrage</li></ul><p>Le blanchiment se fait au cabinet ou à domicile avec des gouttières sur mesure.</p>',
    );
    expect(names(passing.services)).not.toContain('À domicile');
    const own = fr('<h2>Nos soins</h2><ul><li>Blanchiment</li><li>Détartrage</li></ul><p>Livraison à domicile</p>');
    expect(names(own.services)).toContain('Livraison à domicile');
  });
  it('"New clients" is a page for newcomers, not an offering', () => {
    expect(isChromeLabel('New clients')).toBe(true);
    expect(isChromeLabel('Nouveaux clients')).toBe(true);
  });
});

describe('range headings and shop sections', () => {
  it('a possessive and a plural noun name a range of products; sections about the business do not', () => {
    for (const h of ['Nos viandes', 'Our cakes', 'Nos vins et fromages', 'In store', 'En magasin', "What you'll find"])
      expect(isOfferHeading(h), h).toBe(true);
    for (const h of ['Nos valeurs', 'Nos engagements', 'Our clients', 'Nos réalisations', 'Our projects', 'Nos partenaires', 'Our reviews'])
      expect(isOfferHeading(h), h).toBe(false);
  });
  it('figure captions under a range heading are the offerings', () => {
    const fig = (t: string) => `<figure><img src="x.jpg" alt=""><figcaption>${t}</figcaption></figure>`;
    const info = extractBusinessInfo(
      `<main><h2>Our cheeses</h2><div>${fig('Cheddar')}${fig('Stilton')}${fig('Wensleydale')}</div><h2>Our values</h2><ul><li>Local milk</li><li>Fair prices</li></ul></main>`,
      {
        locale: 'en',
      },
    );
    expect(names(info.services)).toEqual(['Cheddar', 'Stilton', 'Wensleydale']);
  });
  it('pages about helping a community shop are not offerings', () => {
    for (const label of ['Volunteer', 'Volunteering opportunities', 'Get involved', 'Donate', 'Devenir bénévole'])
      expect(isChromeLabel(label), label).toBe(true);
    // A notary's "donations" (gifts under French law) is an offering.
    expect(isChromeLabel('Donations')).toBe(false);
  });
});

describe('menu entries that name the offer in general, or pages for parents', () => {
  it('are never offerings', () => {
    for (const label of [
      'Interventions',
      'Nos interventions',
      'Our solutions',
      'What we do',
      'Parents',
      'Parent information',
      'Espace parents',
    ])
      expect(isChromeLabel(label), label).toBe(true);
    expect(isChromeLabel('Parent and toddler group')).toBe(false);
  });
});

describe('a price between its name and its description', () => {
  it('"Name / price / description" rows: the description before a price is the previous item\'s', () => {
    const row = (t: string, p: string, d: string) =>
      `<div class="item"><div class="t">${t}</div><div class="p">${p}</div><div class="d">${d}</div></div>`;
    const info = extractBusinessInfo(
      `<main><p>A family bakery on the corner of Elm Street and Third.</p>${row('Sourdough loaf', '$8', 'Naturally leavened, baked every morning.')}${row('Rye bread', '$9', 'Dark and dense, with caraway seeds.')}${row('Bagels', '$2', 'Boiled then baked, sold by the piece.')}</main>`,
      { locale: 'en' },
    );
    expect((info.priced ?? []).map((p) => `${p.name} ${p.price}`)).toEqual(['Sourdough loaf $8', 'Rye bread $9', 'Bagels $2']);
  });
});

describe('the nearest heading says what a row of cards is', () => {
  it('team cards after a services section are not offerings', () => {
    const card = (t: string, d: string) => `<div class="box"><h4>${t}</h4><p>${d}</p></div>`;
    const info = extractBusinessInfo(
      `<main><h2>Our services</h2><div class="grid">${card('Tax returns', 'Self-assessment filed on time, every year.')}${card('Bookkeeping', 'Monthly books kept in order for you.')}${card('Payroll', 'Payslips and pension contributions handled.')}</div>
       <h2>Our team</h2><div class="grid">${card('Sarah Jones', 'Chartered accountant and partner since 2010.')}${card('Tom Evans', 'Payroll manager with a love of spreadsheets.')}${card('Amy Lee', 'Trainee accountant, studying for ACCA.')}</div></main>`,
      { locale: 'en' },
    );
    expect(names(info.services)).toEqual(['Tax returns', 'Bookkeeping', 'Payroll']);
  });
});

describe('words that are chrome alone but start real offerings', () => {
  it('"Home whitening", "Contact lenses", "Phone repairs", "Tax returns" are names; "Home", "Contact me" are not', () => {
    const info = extractBusinessInfo(
      '<h2>Prices</h2><table><tr><td>Home whitening</td><td>£295</td></tr><tr><td>Contact lenses (monthly)</td><td>£18</td></tr><tr><td>Phone repairs</td><td>from £40</td></tr><tr><td>Tax returns</td><td>£150</td></tr></table>',
      { locale: 'en' },
    );
    expect((info.priced ?? []).map((p) => p.name)).toEqual(['Home whitening', 'Contact lenses', 'Phone repairs', 'Tax returns']);
    for (const label of ['Home', 'Contact me', 'Contact & réservation']) expect(isChromeLabel(label), label).toBe(true);
  });
});

describe('people and quotes are never offerings', () => {
  it('a person named with a title, a label quoted whole', () => {
    for (const label of [
      'Dr Anne Roux',
      'Dr. Marc Petit',
      'Maître Durand',
      'Me Lefèvre',
      'Mrs Patel',
      '“Best haircut in town!”',
      '« Un accueil parfait »',
    ])
      expect(isChromeLabel(label), label).toBe(true);
  });
  it('offerings with a title-like word stay', () => {
    for (const label of [
      'Doctor visits at home',
      'Panier garni « Gourmand »',
      'Miss & Mister contest coaching',
      'Mr Fix-it handyman service',
    ])
      expect(isChromeLabel(label), label).toBe(false);
  });
});

describe('what a priced item includes', () => {
  it('the list under a priced package is its contents, not more offerings', () => {
    const pkg = (t: string, p: string, xs: string[]) =>
      `<div class="plan"><h3>${t}</h3><div class="price">${p}</div><ul>${xs.map((x) => `<li>${x}</li>`).join('')}</ul></div>`;
    const info = extractBusinessInfo(
      `<main><h2>Packages</h2>${pkg('Bronze wash', '£15', ['Hand wash', 'Wheels cleaned'])}${pkg('Silver valet', '£45', ['Bronze wash', 'Interior vacuum', 'Dashboard wipe'])}${pkg('Gold valet', '£90', ['Silver valet', 'Machine polish', 'Leather feed'])}
       <h2>Also available</h2><ul><li>Headlight restoration</li><li>Pet hair removal</li></ul></main>`,
      { locale: 'en' },
    );
    expect(names(info.services)).toEqual(['Bronze wash', 'Silver valet', 'Gold valet', 'Headlight restoration', 'Pet hair removal']);
  });
});

describe('pets: an amenity or a service', () => {
  it('"pets welcome" is an amenity; "pet grooming" is sold', () => {
    for (const label of ['Pets welcome', 'Animaux acceptés', 'Animaux domestiques', 'Dog friendly'])
      expect(isChromeLabel(label), label).toBe(true);
    for (const label of ['Pet grooming', 'Pet hair removal', 'Pet sitting', 'Garde d’animaux'])
      expect(isChromeLabel(label), label).toBe(false);
  });
});
