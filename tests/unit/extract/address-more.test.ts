import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

// Our own addresses as small-business sites in English-speaking countries write them, each a
// reading the extractor once missed or got wrong.
const addressOf = (html: string) => extractBusinessInfo(`<html><body>${html}</body></html>`, { locale: 'en' }).address;

describe('addresses: more English-speaking layouts', () => {
  it('Australian state and postcode ("Fitzroy VIC 3065")', () => {
    expect(addressOf('<footer><p>Shop 3, 210 Brunswick Street, Fitzroy VIC 3065</p></footer>')).toMatchObject({
      street: '210 Brunswick Street',
      city: 'Fitzroy',
      region: 'VIC',
      postalCode: '3065',
      country: 'AU',
    });
    expect(addressOf('<footer><p>9 Wharf Rd<br>Balmain NSW 2041</p></footer>')).toMatchObject({ street: '9 Wharf Rd', postalCode: '2041' });
  });

  it('an Indian main road wins over the locality; the locality stands in when no road is named', () => {
    expect(addressOf('<footer><p>221, 5th Main Road, Vijay Nagar, Mysuru, Karnataka 570017</p></footer>')).toMatchObject({
      street: '221, 5th Main Road, Vijay Nagar',
      postalCode: '570017',
    });
    expect(addressOf('<footer><p>Flat 4, 2nd Floor, Shastri Nagar, Jaipur, Rajasthan - 302016</p></footer>')).toMatchObject({
      street: 'Shastri Nagar',
      city: 'Jaipur',
      postalCode: '302016',
    });
  });

  it('a named building before the street is kept ("Riverside Works, Mill Approach")', () => {
    const a = addressOf('<header><p>Ring 01632 960111 | Unit 7, Riverside Works, Mill Approach, Kettering NN16 8AB</p></header>');
    expect(a?.street).toBe('Riverside Works, Mill Approach');
    expect(a?.postalCode).toBe('NN16 8AB');
  });

  it('a British postcode written before its town', () => {
    expect(addressOf('<footer><p>31 Silver Street, BA14 8AE Trowbridge</p></footer>')).toMatchObject({
      street: '31 Silver Street',
      city: 'Trowbridge',
      postalCode: 'BA14 8AE',
    });
  });

  it('US variants: "St." before a "|", a dotted state, a state name then a comma before the ZIP', () => {
    expect(addressOf('<header><p>88 Court St. | Plymouth, MA 02360</p></header>')).toMatchObject({
      street: '88 Court St.',
      postalCode: '02360',
    });
    expect(addressOf('<footer><p>412 Oak St, Aiken, S.C. 29801</p></footer>')).toMatchObject({
      street: '412 Oak St',
      region: 'SC',
      postalCode: '29801',
    });
    expect(addressOf('<footer><p>64 Bay Dr, Naples, Florida, 34102</p></footer>')).toMatchObject({
      street: '64 Bay Dr',
      region: 'FL',
      postalCode: '34102',
    });
  });

  it('Irish addresses: Eircode with a business park, and a county line', () => {
    expect(addressOf('<footer><p>Unit 12, Ballybrit Business Park, Galway, H91 E2K3</p></footer>')).toMatchObject({
      street: 'Ballybrit Business Park',
      postalCode: 'H91 E2K3',
      country: 'IE',
    });
  });

  it('several shapes that already held and must keep holding', () => {
    expect(addressOf('<h2>Visit Us</h2><p>Lakeside Deli</p><p>1120 Maple Ave</p><p>Evanston, Illinois 60202</p>')).toMatchObject({
      street: '1120 Maple Ave',
      postalCode: '60202',
    });
    expect(addressOf('<footer><p>Bloom &amp; Co | 42 Kings Road | Reading | RG1 3AA | 0118 496 0000</p></footer>')).toMatchObject({
      street: '42 Kings Road',
      postalCode: 'RG1 3AA',
    });
    // A sentence about moving is prose, never the address.
    expect(
      addressOf(
        '<p>We moved to 12 New Street in 2019 and have loved every minute of serving the wonderful people of the town since then.</p>',
      ),
    ).toBeNull();
  });

  it('a street line and its postcode line in a <nav> top bar; a menu item is never an address', () => {
    expect(
      addressOf('<nav><ul><li><a href="/">Home</a></li></ul><div><p>7 Sheep Street</p><p>Stow-on-the-Wold GL54 1AA</p></div></nav>'),
    ).toMatchObject({
      street: '7 Sheep Street',
      postalCode: 'GL54 1AA',
    });
    expect(addressOf('<nav><ul><li>Home</li><li>12 Days of Gifts</li><li>Contact</li></ul></nav>')).toBeNull();
  });

  it("a full address in the page's meta description stands in when the text gives none", () => {
    const page = (desc: string, body: string) =>
      extractBusinessInfo(`<html><head><meta name="description" content="${desc}"></head><body>${body}</body></html>`, { locale: 'en' })
        .address;
    expect(page('Fenland Tyres, 9 Station Road, March PE15 8LE: tyres fitted while you wait.', '<p>Welcome</p>')).toMatchObject({
      street: '9 Station Road',
      postalCode: 'PE15 8LE',
    });
    // No street in it: nothing.
    expect(page('The friendliest tyre shop in March, Cambridgeshire.', '<p>Welcome</p>')).toBeNull();
    // The visible address wins over it.
    expect(
      page('Fenland Tyres, 9 Station Road, March PE15 8LE', '<footer><p>Unit 2, Hostmoor Avenue, March PE15 0AX</p></footer>')?.postalCode,
    ).toBe('PE15 0AX');
  });
});
