import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { placeFromMapsUrl } from '@/lib/extract/address-structured';
import { addressFromSegments, looksLikeTown } from '@/lib/extract/address-segments';

// Addresses as small-business sites write them, each case written for this test: structured
// data in its several shapes, maps embeds and links, hCard classes, contact blocks split every
// which way, the postcodes of the countries we serve, several places, prose that is not one.

const fr = (html: string) => extractBusinessInfo(html, { locale: 'fr' });
const en = (html: string) => extractBusinessInfo(html, { locale: 'en' });
const ld = (json: unknown) => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;

describe('structured data', () => {
  it('a street-less Organization in an @graph does not hide the street the footer gives', () => {
    const html =
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            name: 'Fournil',
            address: { '@type': 'PostalAddress', addressLocality: 'Nantes', addressCountry: 'FR' },
          },
          { '@type': 'WebSite', name: 'Fournil' },
        ],
      }) + '<footer><p>Fournil</p><p>14 rue des Halles</p><p>44000 Nantes</p></footer>';
    expect(fr(html).address).toMatchObject({ street: '14 rue des Halles', postalCode: '44000', city: 'Nantes' });
  });
  it('an array of branches: the first is the main address, the others are kept', () => {
    const info = en(
      ld([
        {
          '@type': 'Dentist',
          name: 'Smile Leeds',
          address: { '@type': 'PostalAddress', streetAddress: '3 Park Row', addressLocality: 'Leeds', postalCode: 'LS1 5HD' },
        },
        {
          '@type': 'Dentist',
          name: 'Smile York',
          address: { '@type': 'PostalAddress', streetAddress: '8 Stonegate', addressLocality: 'York', postalCode: 'YO1 8AS' },
        },
      ]),
    );
    expect(info.address).toMatchObject({ street: '3 Park Row', postalCode: 'LS1 5HD' });
    expect(info.otherAddresses?.map((a) => a.street)).toEqual(['8 Stonegate']);
  });
  it('an address given as an array, on a Place, or by @id reference', () => {
    expect(
      fr(
        ld({
          '@type': 'LocalBusiness',
          name: 'A',
          address: [{ streetAddress: '5 avenue Jean Jaurès', postalCode: '69007', addressLocality: 'Lyon' }],
        }),
      ).address,
    ).toMatchObject({ street: '5 avenue Jean Jaurès' });
    expect(
      fr(
        ld({
          '@type': 'Place',
          name: 'A',
          address: { streetAddress: '5 avenue Jean Jaurès', postalCode: '69007', addressLocality: 'Lyon' },
        }),
      ).address,
    ).toMatchObject({ postalCode: '69007' });
    const byRef = ld({
      '@graph': [
        { '@type': 'HairSalon', name: 'A', address: { '@id': '#addr' } },
        { '@type': 'PostalAddress', '@id': '#addr', streetAddress: '2 Mill Lane', addressLocality: 'Bath', postalCode: 'BA1 1AA' },
      ],
    });
    expect(en(byRef).address).toMatchObject({ street: '2 Mill Lane', postalCode: 'BA1 1AA' });
  });
  it('hCard classes and Open Graph business tags', () => {
    const hcard =
      '<div class="vcard"><span class="fn org">Garage Z</span><div class="adr"><span class="street-address">Zone artisanale des Prés</span>, <span class="postal-code">71000</span> <span class="locality">Mâcon</span></div></div>';
    expect(fr(hcard).address).toMatchObject({ street: 'Zone artisanale des Prés', postalCode: '71000', city: 'Mâcon' });
    const og =
      '<html><head><meta property="business:contact_data:street_address" content="17 Quay Street"><meta property="business:contact_data:locality" content="Galway"></head><body><p>Hi</p></body></html>';
    expect(en(og).address).toMatchObject({ street: '17 Quay Street', city: 'Galway' });
  });
});

describe('maps the page embeds or links to', () => {
  it.each([
    [
      'https://www.google.com/maps/embed/v1/place?key=K&q=18+Rue+de+la+Republique,+13001+Marseille',
      '18 Rue de la Republique, 13001 Marseille',
    ],
    [
      'https://www.google.com/maps/embed?pb=!1m18!1m12!4f13.1!3m3!1m2!1s0x0%3A0x0!2s7%20Quai%20du%20Port%2C%2013002%20Marseille!5e0!3m2!1sfr!2sfr',
      '7 Quai du Port, 13002 Marseille',
    ],
    ['https://www.google.com/maps/place/42+Station+Road,+Cambridge+CB1+2JW/@52.1,0.1,17z', '42 Station Road, Cambridge CB1 2JW'],
    ['https://maps.google.com/maps?daddr=210+Elm+Street,+Denver,+CO+80206', '210 Elm Street, Denver, CO 80206'],
    [
      'https://www.google.co.uk/maps/dir//Unit+7,+Deer+Park+Road,+London+SW19+3UU/@51.4,-0.19,17z',
      'Unit 7, Deer Park Road, London SW19 3UU',
    ],
    ['https://maps.apple.com/?address=9%20Rue%20Nationale,%2037000%20Tours', '9 Rue Nationale, 37000 Tours'],
  ])('%s', (url, place) => {
    expect(placeFromMapsUrl(url)).toBe(place);
  });
  it('coordinates, place ids and other sites say nothing', () => {
    expect(placeFromMapsUrl('https://maps.google.com/?q=48.8566,2.3522')).toBeNull();
    expect(placeFromMapsUrl('https://example.com/?q=12+rue+de+la+Paix')).toBeNull();
  });
  it('an embedded map stands in for a page that writes no street; a name alone is not an address', () => {
    expect(
      fr(
        '<p>Venez nous voir !</p><iframe src="https://www.google.com/maps/embed/v1/place?key=K&q=18+Rue+de+la+Republique,+13001+Marseille"></iframe>',
      ).address,
    ).toMatchObject({
      street: '18 Rue de la Republique',
      postalCode: '13001',
      city: 'Marseille',
    });
    expect(fr('<iframe src="https://maps.google.com/maps?q=Boulangerie%20Dupont&output=embed"></iframe>').address).toBeNull();
  });
});

describe('contact blocks, however they are split', () => {
  it.each([
    [
      '<address>Cabinet Dr Martin<br>Bâtiment B, 2e étage<br>9 allée des Pins<br>13100 Aix-en-Provence</address>',
      { street: '9 allée des Pins', postalCode: '13100', city: 'Aix-en-Provence' },
    ],
    [
      '<footer><div><span>Atelier Lune</span><span>27 rue Nationale</span><span>37000 Tours</span><span>02 47 00 00 00</span></div></footer>',
      { street: '27 rue Nationale', postalCode: '37000', city: 'Tours' },
    ],
    [
      '<footer><p>Atelier Lune | 27 rue Nationale | 37000 Tours | 02 47 00 00 00</p></footer>',
      { street: '27 rue Nationale', postalCode: '37000' },
    ],
    ['<p>27 rue Nationale · 37000 Tours · France</p>', { street: '27 rue Nationale', city: 'Tours' }],
    [
      "<p>Société Y – 12 avenue de l'Europe – BP 120 – 67000 Strasbourg Cedex</p>",
      { street: "12 avenue de l'Europe", postalCode: '67000' },
    ],
    [
      '<address>ZI des Forges<br>140 rue Ampère<br>CS 30012<br>38090 Villefontaine Cedex</address>',
      { street: '140 rue Ampère', postalCode: '38090' },
    ],
    [
      '<p>Nous trouver</p><p>Lieu-dit Les Granges</p><p>24200 Sarlat-la-Canéda</p>',
      { street: 'Lieu-dit Les Granges', postalCode: '24200' },
    ],
    [
      '<h4>Adresse</h4><ul><li>Chemin du Moulin, Les Abrets 38490, Les Abrets en Dauphiné</li></ul>',
      { street: 'Chemin du Moulin', postalCode: '38490', city: 'Les Abrets en Dauphiné' },
    ],
    ['<p>Adresse</p><p>Place du Marché</p><p>71250 Cluny</p>', { street: 'Place du Marché', postalCode: '71250' }],
    ['<p>Boucherie Martin, 6 place de la Mairie, 56000 Vannes</p>', { street: '6 place de la Mairie', postalCode: '56000' }],
    ['<p>9 rue Longue 30000 Nîmes Tél : 04 66 00 00 00</p>', { street: '9 rue Longue', city: 'Nîmes' }],
    ['<p>F-68000 Colmar, 3 rue des Clefs</p>', { street: '3 rue des Clefs', postalCode: '68000', city: 'Colmar' }],
    ['<p>Adresse : Route nationale 1, Kawéni 97600 Mamoudzou</p>', { street: 'Route nationale 1', postalCode: '97600' }],
  ])('FR: %s', (html, want) => {
    expect(fr(html).address).toMatchObject(want);
  });
  it.each([
    [
      '<footer><p>Moor Lane Motors | Unit 2, Acme Park | Birmingham | B12 3AB | 0121 555 0000</p></footer>',
      { postalCode: 'B12 3AB', city: 'Birmingham' },
    ],
    ['<p>12-14 High Street, Olney, Buckinghamshire MK46 4BB</p>', { street: '12-14 High Street', postalCode: 'MK46 4BB' }],
    [
      '<div>Find us: 22 Mill Road, Kettering, Northamptonshire NN16 0AA Tel: 01536 700 000</div>',
      { street: '22 Mill Road', postalCode: 'NN16 0AA' },
    ],
    [
      '<div><span>Tidy Cuts</span><span>41 Queen Street</span><span>Cardiff</span><span>CF10 2AS</span></div>',
      { street: '41 Queen Street', city: 'Cardiff' },
    ],
    [
      '<h3>Find us</h3><p>The Old Bakery<br>High Street<br>Ditchling<br>East Sussex<br>BN6 8TA</p>',
      { city: 'Ditchling', postalCode: 'BN6 8TA' },
    ],
    ['<p>Mill Street Ludlow Shropshire SY8 1BB</p>', { street: 'Mill Street', city: 'Ludlow', postalCode: 'SY8 1BB' }],
    [
      '<nav><div>Open Mon–Sat 9am–5pm · 3 Castle Hill, Lewes BN7 1YS</div><a href="/">Home</a></nav><p>Welcome</p>',
      { street: '3 Castle Hill', postalCode: 'BN7 1YS' },
    ],
    [
      '<p>We are based at 9 Park Road, Hale, Altrincham WA15 9NW. Parking is on the street.</p>',
      { street: '9 Park Road', postalCode: 'WA15 9NW' },
    ],
    [
      '<p>Our shop: 14 Main Street, Ennis, Co. Clare, V95 X2Y4</p>',
      { street: '14 Main Street', city: 'Ennis', postalCode: 'V95 X2Y4', country: 'IE' },
    ],
    ['<p>27 Camden Street Lower, Dublin 2, D02 K271</p>', { street: '27 Camden Street Lower', city: 'Dublin 2' }],
    [
      '<dl><dt>Address</dt><dd>742 Evergreen Terrace<br>Springfield, OR 97477</dd></dl>',
      { street: '742 Evergreen Terrace', postalCode: '97477' },
    ],
    ['<p>2200 Mission St San Francisco CA 94110</p>', { street: '2200 Mission St', city: 'San Francisco', postalCode: '94110' }],
    ['<p>1200 Maple Drive, Columbus, Ohio 43215</p>', { street: '1200 Maple Drive', region: 'OH' }],
    [
      '<p>Plot 22, 4th Cross Road, Indiranagar, Bengaluru, Karnataka 560038</p>',
      { street: '4th Cross Road, Indiranagar', city: 'Bengaluru', postalCode: '560038', country: 'IN' },
    ],
    ['<p>12 MG Road, Pune - 411001, Maharashtra, India</p>', { street: '12 MG Road', city: 'Pune', postalCode: '411001' }],
  ])('EN: %s', (html, want) => {
    expect(en(html).address).toMatchObject(want);
  });
  it('a Belgian and a Swiss address with the number after the street', () => {
    expect(fr('<p>Avenue Louise 54, 1050 Ixelles</p><p>+32 2 511 00 00</p>').address).toMatchObject({
      street: 'Avenue Louise 54',
      country: 'BE',
    });
    expect(fr('<p>Route de Genève 10, 1260 Nyon</p>').address).toMatchObject({ street: 'Route de Genève 10', country: 'CH' });
  });
});

describe('several places and several pages', () => {
  it('two offices: both kept, the first stated is the main one', () => {
    const info = fr(
      "<h2>Nos cabinets</h2><p>Cabinet de Rennes : 4 rue d'Antrain, 35000 Rennes</p><p>Cabinet de Vitré : 10 place du Château, 35500 Vitré</p>",
    );
    expect(info.address).toMatchObject({ street: "4 rue d'Antrain", postalCode: '35000' });
    expect(info.otherAddresses?.map((a) => a.postalCode)).toEqual(['35500']);
    expect(info.summary).toContain('autres adresses\u00a0: 10 place du Château, 35500 Vitré');
  });
  it('the contact block wins over an address met in a sentence on another page', () => {
    const html =
      '<article data-source-url="https://a.fr/" data-title=""><p>Nous livrons au 3 rue des Lilas, 75011 Paris et dans tout le quartier, du lundi au samedi sur commande.</p></article>' +
      '<article data-source-url="https://a.fr/contact" data-title=""><h2>Contact</h2><p>8 rue Oberkampf</p><p>75011 Paris</p><p>01 43 00 00 00</p></article>';
    expect(fr(html).address).toMatchObject({ street: '8 rue Oberkampf', source: 'https://a.fr/contact' });
  });
  it('the same place written twice is one place', () => {
    const info = fr(
      '<address>Le Petit Four<br>5 Grande Rue<br>25000 Besançon</address><footer><p>5 Grande Rue, 25000 Besançon</p></footer>',
    );
    expect(info.otherAddresses).toBeUndefined();
  });
});

describe('no postcode', () => {
  it('a street and its town alone on their lines, in a contact block', () => {
    expect(en('<h3>Find us</h3><p>Unit 4, Station Road, Hampton-in-Arden</p>').address).toMatchObject({
      street: 'Unit 4, Station Road',
      city: 'Hampton-in-Arden',
    });
    expect(fr('<h3>Adresse</h3><p>Route de Lyon</p><p>Cluny</p>').address).toMatchObject({ street: 'Route de Lyon', city: 'Cluny' });
    expect(en('<address>12 West Street<br>Alresford<br>Hampshire</address>').address).toMatchObject({
      street: '12 West Street',
      city: 'Alresford',
    });
  });
  it('not a street word in a heading and a menu', () => {
    expect(en('<h2>Hill Walks</h2><p>Abbey Road, Penny Lane</p>').address).toBeNull();
  });
});

describe('addresses of someone else', () => {
  it("the web host of the legal notice is not the business's address", () => {
    const html =
      '<article data-source-url="https://a.fr/" data-title=""><p>Fromagerie Lune</p><p>Place des Halles</p><p>41000 Blois</p></article>' +
      '<article data-source-url="https://a.fr/mentions-legales" data-title=""><h2>Hébergeur</h2><p>Hostly SAS</p><p>12 boulevard des Serveurs</p><p>59100 Roubaix</p></article>';
    expect(fr(html).address).toMatchObject({ street: 'Place des Halles', postalCode: '41000' });
  });
  it("a theme's leftover JSON-LD address gives way to the address the page shows", () => {
    const html =
      ld({
        '@type': 'LocalBusiness',
        name: 'Demo',
        address: { streetAddress: '123 Example Avenue', addressLocality: 'Springfield', postalCode: '62701', addressRegion: 'IL' },
      }) + '<footer><h4>Contact</h4><p>7 Harbour Road</p><p>Whitstable</p><p>CT5 1AB</p><p>01227 000000</p></footer>';
    expect(en(html).address).toMatchObject({ street: '7 Harbour Road', postalCode: 'CT5 1AB' });
  });
  it('a registered office gives way to the shop', () => {
    const html =
      '<footer><p>Registered office: 4 Ledger Lane, Leeds LS2 7AB. Registered in England No. 01234567.</p></footer><h3>Visit the shop</h3><p>21 Market Street</p><p>Otley</p><p>LS21 3AF</p>';
    expect(en(html).address).toMatchObject({ street: '21 Market Street', postalCode: 'LS21 3AF' });
  });
});

describe('never an address that is not one', () => {
  it.each([
    "<p>Nos clients viennent de tout le département, de 44000 Nantes jusqu'à la côte, pour nos produits.</p>",
    '<p>Depuis 2024 Burger de Normandie est notre spécialité, avec 0 % de conservateurs.</p>',
    '<p>30 mins de stationnement gratuit à deux pas.</p>',
  ])('%s', (html) => {
    expect(fr(html).address).toBeNull();
  });
  it('English prose', () => {
    expect(en('<p>In 2018 we opened our second shop and hired 3 Street Food chefs from London.</p>').address).toBeNull();
  });
});

describe('reading the parts of an address', () => {
  it('towns are capitalized words with their particles', () => {
    expect(looksLikeTown('Saint-Rémy-de-Provence')).toBe(true);
    expect(looksLikeTown('Stratford upon Avon')).toBe(true);
    expect(looksLikeTown('Paris et alentours')).toBe(false);
  });
  it('a landmark and a district are passed over for the street', () => {
    expect(addressFromSegments('77, 5th Main Rd, near City Hospital, Jayanagar, Bengaluru, Karnataka 560011')).toMatchObject({
      street: '77, 5th Main Rd, Jayanagar',
      city: 'Bengaluru',
      region: 'Karnataka',
      postalCode: '560011',
    });
  });
});
