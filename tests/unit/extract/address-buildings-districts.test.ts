import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

// Our own contact blocks for the address families other people's templates write: a building or
// complex line above the numbered street, a locality before a city's postal district, a state
// written "Ca" with a comma before the ZIP, a Canadian postal code in brackets on its own line,
// and the four-digit group of an Australian phone number that is not a postcode.
const info = (body: string, locale: 'fr' | 'en' = 'en') => extractBusinessInfo(`<html><body>${body}</body></html>`, { locale });
const address = (body: string, locale: 'fr' | 'en' = 'en') => info(body, locale).address;

describe('a named building or complex above the street', () => {
  it('an arcade line before a numbered street stays with it (no postcode)', () => {
    const a = address(
      '<div><strong>Find us</strong> Ground Floor, Riverside Arcade<br>12 Quay Street, Townsville QLD<br><br><strong>Call</strong> (07) 4721 5566</div>',
    );
    expect(a?.street).toBe('Riverside Arcade, 12 Quay Street');
    expect(a?.postalCode).toBeUndefined();
  });
  it('a "c/o" centre with "and" in its name, then the road, the locality and the district', () => {
    const a = address(
      '<h3>Address</h3><p>Widget Works,</p><p>c/o Enterprise and Design Centre,<br/>Mill Road East,<br/>Finglas,<br/>Dublin 11</p>',
    );
    expect(a?.street).toBe('c/o Enterprise and Design Centre, Mill Road East');
    expect(a?.city).toBe('Dublin 11');
  });
  it('a community centre before an unnumbered road, then a district; a heading below is not the town', () => {
    const a = address(
      '<h2>Where we are</h2><p>Men’s Shed</p><p>Parish Centre,</p><p>Church Lane,</p><p>Dublin 9</p><h2>Contact Us</h2><p>Phone: (01) 555 0199</p>',
    );
    expect(a?.street).toBe('Parish Centre, Church Lane');
    expect(a?.city).toBe('Dublin 9');
  });
  it('two towns without a district number are not read as a street and its town', () => {
    expect(address('<p>Parish Centre,</p><p>Church Lane,</p><p>Finglas,</p><p>Opening Times</p>')).toBeNull();
  });
});

describe('postcodes written their own way', () => {
  it('a US state in title case after the town, a comma before the ZIP', () => {
    const a = address('<h3>Mailing address:</h3><p>Acme Legal Forms<br>2210 Juniper Street<br>Sacramento Ca, 95816</p>');
    expect(a).toMatchObject({ street: '2210 Juniper Street', city: 'Sacramento', region: 'CA', postalCode: '95816', country: 'US' });
  });
  it('a Canadian postal code in brackets on its own line, and the page’s phone read as Canadian', () => {
    const got = info('<h4>Adresse</h4><p>1250, rue Sherbrooke Ouest<br>Montréal, Québec<br>(H3G 1H6)</p><p>(514) 555-0142</p>', 'fr');
    expect(got.address).toMatchObject({ street: '1250, rue Sherbrooke Ouest', postalCode: 'H3G 1H6', country: 'CA' });
    expect(got.phones.map((p) => p.e164)).toEqual(['+15145550142']);
  });
  it('the middle group of an Australian phone number under the address is not its postcode', () => {
    const a = address('<p>Shop 2, 40 Ocean Parade, Coffs Harbour NSW</p><p>Phone</p><p>(02) 6651 7788</p>');
    expect(a?.postalCode).toBeUndefined();
    expect(a?.street).toContain('40 Ocean Parade');
  });
});

describe('a state or a country named in full', () => {
  it('"Newport Beach, California 92660" between middots: the state is the region, not the town', () => {
    const a = address(
      '<footer><p>Seabright Optometry · 12 Harbor Blvd., Ste. 4 · Laguna Hills, California 92653 · (949) 555-0170</p></footer>',
    );
    expect(a).toMatchObject({ city: 'Laguna Hills', region: 'CA', postalCode: '92653', country: 'US' });
  });
  it('a New Zealand town and its four digits, with no other sign of the country', () => {
    const a = address('<h3>Our clinic</h3><p>Level 3, 20 Victoria Street<br>Hamilton Central<br>Wellington 6011</p>');
    expect(a).toMatchObject({ street: '20 Victoria Street', postalCode: '6011', country: 'NZ' });
  });
  it('"…, New Zealand" at the end of the address line says the country', () => {
    const got = info('<h3>Physical Address</h3><p>Tui Studio, Level 1, 9 Ghuznee Street, Te Aro, New Zealand</p><p>Ph 04 385 1234</p>');
    expect(got.phones.map((p) => p.e164)).toEqual(['+6443851234']);
  });
});
