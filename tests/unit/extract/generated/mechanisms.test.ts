import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { commaAfterStreet } from '@/lib/extract/address-pick';
import { hoursFromLines } from '@/lib/hours';

// The mechanisms the generated pages (scripts/eval/extract-synth) showed missing, each on cases
// written for this test.
const info = (html: string, baseUrl: string, locale: 'fr' | 'en' = 'en') =>
  extractBusinessInfo(`<html lang="${locale}"><body>${html}</body></html>`, { locale, baseUrl });
const hours = (...lines: string[]) =>
  hoursFromLines(lines)
    .hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`)
    .join(', ');

describe('addresses: country signals and formats', () => {
  it('a New Zealand site: the four-digit postcode after the town', () => {
    const a = info(
      '<footer><p>7 Marine Parade<br>Ahuriri<br>Napier 4110</p><p>(06) 835 1234</p></footer>',
      'https://www.seasidecafe.co.nz/',
    ).address;
    expect(a).toMatchObject({ street: '7 Marine Parade', city: 'Napier', postalCode: '4110' });
  });

  it('an Australian site that leaves the state out', () => {
    const a = info('<section><h2>Visit us</h2><p>41 Lygon Street, Carlton 3053</p></section>', 'https://bookshop.com.au/').address;
    expect(a).toMatchObject({ street: '41 Lygon Street', postalCode: '3053' });
  });

  it('four digits are not a postcode on a site of another country', () => {
    expect(info('<p>Over 2500 happy customers since 1998</p>', 'https://www.example.co.nz/').address).toBeNull();
  });

  it('a four-digit house number does not hide an address without a ZIP', () => {
    const a = info(
      '<footer><p>2210 Alder Street, Eugene, Oregon</p><p>Call (541) 555 0199</p></footer>',
      'https://www.alderbikes.com/',
    ).address;
    expect(a).toMatchObject({ street: '2210 Alder Street', city: 'Eugene', region: 'OR', country: 'US' });
  });

  it('a street-and-town line that goes on with the phone and e-mail', () => {
    const a = info(
      '<footer><p>88 Birch Lane, Dayton, OH | (937) 555 0134 | hello@birchbakery.com</p></footer>',
      'https://birchbakery.com/',
    ).address;
    expect(a).toMatchObject({ street: '88 Birch Lane', city: 'Dayton', region: 'OH' });
  });

  it('spans side by side: the street type ends the street, the town follows', () => {
    expect(commaAfterStreet('18 Harbour Road Whitby')).toBe('18 Harbour Road, Whitby');
    expect(commaAfterStreet('22 Castle Hill Road Leeds')).toBe('22 Castle Hill Road, Leeds');
    expect(commaAfterStreet('Open since 1990 and happy')).toBe('Open since 1990 and happy');
    const a = info('<div><span>455 Portage Ave</span> <span>Winnipeg, MB R3B 2E9</span></div>', 'https://www.portageframes.ca/').address;
    expect(a).toMatchObject({ street: '455 Portage Ave', postalCode: 'R3B 2E9' });
    const ie = info(
      '<div><span>12 Quay Street</span> <span>Galway</span> <span>H91 E2W7</span></div>',
      'https://www.quaybooks.ie/',
    ).address;
    expect(ie).toMatchObject({ street: '12 Quay Street', postalCode: 'H91 E2W7' });
  });
});

describe('addresses: numbered roads and top bars', () => {
  it('a numbered highway or route is the street', () => {
    const a = info('<footer><p>18420 Hwy 12, Sonoma, CA 95476</p></footer>', 'https://www.valleyfeed.com/').address;
    expect(a).toMatchObject({ street: '18420 Hwy 12', postalCode: '95476' });
    const b = info(
      '<footer><p>2750 State Route 7, Ashtabula, Ohio</p><p>Tel (440) 555 0172</p></footer>',
      'https://www.lakeshorevet.com/',
    ).address;
    expect(b).toMatchObject({ street: '2750 State Route 7', city: 'Ashtabula', region: 'OH' });
  });

  it('on an English-speaking site, five digits and a word are not a French postcode and town', () => {
    expect(info('<p>Over 12000 Happy Customers served</p>', 'https://www.example.com/').address).toBeNull();
  });

  it('a top bar printing the phone and e-mail right after a street and town without a postcode', () => {
    const html =
      '<header><div class="top"><span>27 Fore Street, Totnes</span> <span>01803 555 123</span> <span>shop@totnesteas.co.uk</span></div></header>';
    expect(info(html, 'https://www.totnesteas.co.uk/').address).toMatchObject({ street: '27 Fore Street', city: 'Totnes' });
  });
});

describe('addresses: a slash between the address and the phone', () => {
  it('"street, postcode town / phone / e-mail"', () => {
    const html = '<footer><p>Rue des Tanneurs 14, 1000 Bruxelles / 02 512 34 56 / atelier@cuirs.be</p></footer>';
    expect(info(html, 'https://www.cuirs.be/', 'fr').address).toMatchObject({ street: 'Rue des Tanneurs 14', postalCode: '1000' });
    const fr = '<footer><p>9 place des Halles – Vannes / 02 97 12 34 56</p></footer>';
    expect(info(fr, 'https://www.crepes-vannes.fr/', 'fr').address).toMatchObject({ street: '9 place des Halles', city: 'Vannes' });
  });
});

describe('addresses: what is not the business', () => {
  it('a legal notice: the web host is not the business, the footer below it is', () => {
    const html =
      '<main><h2>Mentions légales</h2><p>Hébergement : NuageNet SARL</p><p>40 avenue des Serveurs, 59000 Lille</p><p>Site réalisé par une agence</p></main>' +
      '<footer><p>5 place du Marché, 21000 Dijon</p></footer>';
    expect(info(html, 'https://www.fromagerie-dijon.fr/', 'fr').address).toMatchObject({
      street: '5 place du Marché',
      postalCode: '21000',
    });
    const hostOnly = '<main><h2>Legal</h2><p>Hosted by SkyRack Ltd</p><p>1 Data Way, Slough SL1 4AA</p></main>';
    expect(info(hostOnly, 'https://www.tinyflorist.co.uk/').address).toBeNull();
  });

  it('a street in a story or a news item is somewhere else', () => {
    const story =
      '<main><h2>Our story</h2><p>Back in the sixties my grandmother sold flowers from a cart outside 14 Mill Road, Ely CB7 4DE before she ever dreamt of a shop of her own.</p></main>';
    expect(info(story, 'https://www.petalsandstems.co.uk/').address).toBeNull();
  });

  it('the year of a copyright line is no postcode', () => {
    expect(info('<footer><p>© 2024 Atelier Verre et Lumière</p></footer>', 'https://www.atelier-verre.be/', 'fr').address).toBeNull();
    expect(info('<footer><p>Copyright 2019-2024 Brasserie du Coin</p></footer>', 'https://www.brasserie.ch/', 'fr').address).toBeNull();
  });
});

describe('hours: clauses and bare numbers', () => {
  it('a separator ends a leading "closed" clause', () => {
    expect(hours('Fermé le mardi | Du mercredi au dimanche : 10h-19h')).toBe(
      'wed 10:00-19:00, thu 10:00-19:00, fri 10:00-19:00, sat 10:00-19:00, sun 10:00-19:00',
    );
    expect(hours('Closed Sundays; Monday - Saturday 8am - 4pm')).toContain('sat 08:00-16:00');
    expect(hours('Closed Sundays; Monday - Saturday 8am - 4pm')).not.toContain('sun');
  });

  it('bare hours after a morning span are the afternoon', () => {
    expect(hours('Thu-Fri 9 till 1 and 2 till 5')).toBe('thu 09:00-13:00, thu 14:00-17:00, fri 09:00-13:00, fri 14:00-17:00');
    expect(hours('Mon 9:00-12:30, 1:30-5:00')).toBe('mon 09:00-12:30, mon 13:30-17:00');
    // A night that goes past midnight is left as it is.
    expect(hours('Sat 18:00-23:00, 00:00-02:00')).toBe('sat 00:00-02:00, sat 18:00-23:00');
  });

  it('"8 till 8": a shop day closes in the evening', () => {
    expect(hours('Monday 8 till 8')).toBe('mon 08:00-20:00');
    expect(hours('Monday 9 till 12')).toBe('mon 09:00-12:00');
  });

  it('a days column beside a times column, with a by-appointment cell', () => {
    const html =
      '<h2>Horaires</h2><div><p>Lundi</p><p>Mardi</p><p>Mercredi</p><p>Jeudi</p><p>Vendredi</p><p>Samedi</p></div>' +
      '<div><p>9h-18h</p><p>9h-18h</p><p>Fermé</p><p>9h-18h</p><p>9h-18h</p><p>Sur rendez-vous</p></div>';
    const got = info(html, 'https://www.salon.fr/', 'fr').hours.map((h) => `${h.day.slice(0, 3)} ${h.opens}-${h.closes}`);
    expect(got).toEqual(['mon 09:00-18:00', 'tue 09:00-18:00', 'thu 09:00-18:00', 'fri 09:00-18:00']);
  });
});
