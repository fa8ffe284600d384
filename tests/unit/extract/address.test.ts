import { describe, expect, it } from 'vitest';
import { addressesInText } from '@/lib/extract/address';
import { extractBusinessInfo } from '@/lib/extract';

describe('postal addresses in text', () => {
  it.each([
    ['12 rue de la Paix, 75002 Paris', 'FR', { street: '12 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' }],
    ['3 bis, avenue Foch 69006 Lyon', 'FR', { street: '3 bis, avenue Foch', postalCode: '69006', city: 'Lyon', country: 'FR' }],
    [
      'Salon Léa - 8 place Bellecour, 69002 Lyon - Tél. 04 78 00 00 00',
      'FR',
      { street: '8 place Bellecour', postalCode: '69002', city: 'Lyon' },
    ],
    [
      'Salon Nova · 22 avenue Jean Médecin · 06000 Nice · 04 93 87 00 00',
      'FR',
      { street: '22 avenue Jean Médecin', postalCode: '06000', city: 'Nice' },
    ],
    ['15 impasse des Lilas 33000 Bordeaux Cedex', 'FR', { street: '15 impasse des Lilas', postalCode: '33000', city: 'Bordeaux CEDEX' }],
    ['Rue Neuve 5, 1000 Bruxelles', 'BE', { street: 'Rue Neuve 5', postalCode: '1000', city: 'Bruxelles', country: 'BE' }],
    [
      'Chaussée de Waterloo 210, 1060 Saint-Gilles',
      'BE',
      { street: 'Chaussée de Waterloo 210', postalCode: '1060', city: 'Saint-Gilles', country: 'BE' },
    ],
    ['Bahnhofstrasse 1, 8001 Zürich', 'CH', { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' }],
    ['Rue du Rhône 42, 1204 Genève', 'CH', { street: 'Rue du Rhône 42', postalCode: '1204', city: 'Genève', country: 'CH' }],
    [
      '123 Main St, Springfield, IL 62701',
      'US',
      { street: '123 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
    ],
    [
      '4301 S Lamar Blvd, Suite 110, Austin, TX 78704',
      'US',
      { street: '4301 S Lamar Blvd, Suite 110', city: 'Austin', postalCode: '78704' },
    ],
    ['2150 Broadway, New York, NY 10023', 'US', { street: '2150 Broadway', city: 'New York', postalCode: '10023' }],
    [
      '1200 Rue Sainte-Catherine, Montréal, QC H3B 1K9',
      'CA',
      { street: '1200 Rue Sainte-Catherine', city: 'Montréal', region: 'QC', postalCode: 'H3B 1K9', country: 'CA' },
    ],
    ['1200, rue Sainte-Catherine Ouest, Montréal (Québec) H3B 1K9', 'CA', { city: 'Montréal', region: 'QC', postalCode: 'H3B 1K9' }],
    ['350 Queen Street West, Toronto, ON M5V 2A2', 'CA', { street: '350 Queen Street West', city: 'Toronto', postalCode: 'M5V 2A2' }],
    ['10 Downing Street, London SW1A 2AA', 'GB', { street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' }],
    ['27 Hulme Hall Lane, Manchester M40 8HH', 'GB', { street: '27 Hulme Hall Lane', city: 'Manchester', postalCode: 'M40 8HH' }],
    [
      '22 Church Lane, Chipping Norton, Oxfordshire OX7 5NP',
      'GB',
      { street: '22 Church Lane', city: 'Chipping Norton', postalCode: 'OX7 5NP' },
    ],
    [
      'The Old Forge, High Street, Chipping Norton OX7 5AD',
      'GB',
      { street: 'High Street', city: 'Chipping Norton', postalCode: 'OX7 5AD' },
    ],
    ['500 W 2nd St, Austin, Texas 78701', 'US', { street: '500 W 2nd St', city: 'Austin', region: 'TX', postalCode: '78701' }],
    ['7, Grand-Rue, L-1660 Luxembourg', 'LU', { street: '7, Grand-Rue', postalCode: '1660', city: 'Luxembourg', country: 'LU' }],
  ])('%s', (text, hint, expected) => {
    expect(addressesInText(text, hint)[0]).toMatchObject(expected);
  });

  it.each(['Fondé en 2015 Marie a ouvert son salon', 'Plus de 1500 Clients satisfaits', 'Commande minimum 25 €'])(
    'no address in "%s"',
    (text) => {
      expect(addressesInText(text, 'FR')).toEqual([]);
    },
  );
});

describe('addresses through the extractor', () => {
  it('JSON-LD PostalAddress comes first, with country normalized', () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Restaurant","name":"R",
      "address":{"@type":"PostalAddress","streetAddress":"12 rue Mercière","postalCode":"69002","addressLocality":"Lyon","addressCountry":{"@type":"Country","name":"France"}}}</script>
      <p>Autre adresse : 5 rue Neuve, 75001 Paris</p>`;
    expect(extractBusinessInfo(html, { locale: 'fr' }).address).toMatchObject({
      street: '12 rue Mercière',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      formatted: '12 rue Mercière, 69002 Lyon',
    });
  });
  it('microdata address', () => {
    const html = `<div itemscope itemtype="https://schema.org/Hotel"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
      <span itemprop="streetAddress">6 chemin des Marquisats</span>, <span itemprop="postalCode">74000</span> <span itemprop="addressLocality">Annecy</span></div></div>`;
    expect(extractBusinessInfo(html, { locale: 'fr' }).address).toMatchObject({
      street: '6 chemin des Marquisats',
      postalCode: '74000',
      city: 'Annecy',
    });
  });
  it('street and city on separate lines (<br>), keeping the source page', () => {
    const html = `<article data-source-url="https://x.fr/" data-title=""><p>Bienvenue</p></article>
      <article data-source-url="https://x.fr/contact" data-title=""><address>Salon Léa<br>7 rue de la Juiverie<br>44000 Nantes</address></article>`;
    expect(extractBusinessInfo(html, { locale: 'fr' }).address).toMatchObject({
      street: '7 rue de la Juiverie',
      postalCode: '44000',
      city: 'Nantes',
      source: 'https://x.fr/contact',
    });
  });
  it('a 4-digit postcode is Belgian or Swiss according to the phone numbers', () => {
    const html = '<p>Rue de Lausanne 12, 1950 Vétroz</p><p>Tél. +41 27 345 67 89</p>';
    expect(extractBusinessInfo(html, { locale: 'fr' }).address).toMatchObject({ postalCode: '1950', country: 'CH' });
  });
  it('no address stated → null', () => {
    expect(extractBusinessInfo('<p>Bienvenue dans notre salon !</p>', { locale: 'fr' }).address).toBeNull();
  });
});
