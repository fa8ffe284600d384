import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

// English-language contact blocks written the ways small-business templates write them: long
// one-part-per-line blocks, a suburb before the post town, an address in a table cell, South
// African postcodes, a street inside a sentence that starts with opening times, Indian addresses
// with a district prefix, two roads or a market before the road. Our own examples throughout.
const info = (body: string) => extractBusinessInfo(`<html><body>${body}</body></html>`, { locale: 'en' });
const address = (body: string) => info(body).address;

describe('long blocks, one part per line', () => {
  it('a street, a locator line and an estate above town, county and postcode: six lines read as one block', () => {
    const a = address(
      '<h3>Find us</h3><p>14 Quarry View</p><p>Off Fenton Lane</p><p>Marsh Industrial Estate</p><p>Halstead</p><p>Essex</p><p>CO9 2XY</p><p>Tel 01787 555012</p>',
    );
    expect(a?.street).toMatch(/^14 Quarry View\b/);
    expect(a).toMatchObject({ postalCode: 'CO9 2XY', city: 'Halstead', country: 'GB' });
  });
});

describe('a suburb before the post town', () => {
  it('the suburb may be named like a street ("Green Bay"): the town after it is the city', () => {
    const a = address(
      '<dl><dt>Address</dt><dd><a href="https://maps.app.goo.gl/abc">52 Kowhai Street,<br>Green Bay, Auckland</a></dd><dt>Phone</dt><dd>+64 9 555 0142</dd></dl>',
    );
    expect(a).toMatchObject({ street: '52 Kowhai Street', city: 'Auckland' });
    expect(a?.formatted).toContain('Green Bay');
  });
  it('a building, the street, the suburb, the city and the country without a postcode', () => {
    const a = address(
      '<p><strong>Physical address:</strong><br>Willow House<br>12 Oak Street<br>Parkhurst<br>Johannesburg<br>South Africa</p><p>T +27 11 555 0199</p>',
    );
    expect(a).toMatchObject({ city: 'Johannesburg', country: 'ZA' });
    expect(a?.street).toMatch(/(?:^|, )12 Oak Street$/);
  });
  it('a heading under the block is not the town', () => {
    const a = address('<p>Scout Hall,</p><p>Mill Road,</p><p>Dublin 7</p><h2>Opening Times</h2><p>Phone: (01) 555 0123</p>');
    expect(a?.city).toBe('Dublin 7');
  });
});

describe('South African addresses', () => {
  it('four digits after the suburb are its postcode when the phone says South Africa; a business park joins the road', () => {
    const a = address('<p>Unit 7<br>Riverside Office Park<br>Main Road<br>Claremont<br>7708<br>Cape Town</p><p>Tel: +27 21 555 0133</p>');
    expect(a).toMatchObject({ postalCode: '7708', city: 'Claremont', country: 'ZA' });
    expect(a?.street).toBe('Riverside Office Park, Main Road');
  });
  it('a coordinate glued to a letter is no phone number to guess the country from', () => {
    const a = address('<p>12 Oak Street<br>Parkhurst<br>Johannesburg</p><p>GPS: S26.08.733 E028.03.807</p><p>T +27 (0)11 555 0199</p>');
    expect(a?.country).toBe('ZA');
  });
});

describe('table cells', () => {
  it('each cell of a row is a block of its own: two shops side by side are not mixed', () => {
    const i = info(
      '<table><tr><th>Ludlow</th><th>Leominster</th></tr><tr><td>5 Mill Lane<br>Ludlow<br>SY8 1BB</td><td>22 Bridge Street<br>Leominster<br>HR6 8DX</td></tr><tr><td>01584 555010</td><td>01568 555020</td></tr></table>',
    );
    expect(i.address).toMatchObject({ street: '5 Mill Lane', postalCode: 'SY8 1BB' });
    expect(i.otherAddresses?.map((a) => a.street)).toContain('22 Bridge Street');
  });
  it('a label cell beside a value cell written over several lines', () => {
    const a = address(
      '<table><tr><td>Email</td><td>hello@greenleaf.example</td></tr><tr><td>Physical address</td><td>Shop 2<br>Harbour Lane<br>Rondebosch<br>7700</td></tr><tr><td>Telephone</td><td>+27 21 555 0177</td></tr></table>',
    );
    expect(a).toMatchObject({ street: 'Harbour Lane', postalCode: '7700', city: 'Rondebosch' });
  });
});

describe('streets inside a sentence of opening times', () => {
  it('the minutes of a time ("3:30p") are no house number; a floor after the street stays with it', () => {
    const a = address(
      '<p>Tuesdays 8a - 3:30p Riverside Health Hub 2200 K St NW, 3rd Floor Washington DC, 20037 Garage parking next door.</p><p>Call 202.555.0188</p>',
    );
    expect(a).toMatchObject({ street: '2200 K St NW, 3rd Floor', city: 'Washington', postalCode: '20037' });
  });
  it('on an English-speaking site five digits and a word are never a French postcode and town', () => {
    const a = address('<p>Parking: 20002 Visitor Lot, 1 block from Union Station</p><p>Call (202) 555-0123</p>');
    expect(a).toBeNull();
  });
});

describe('Indian addresses', () => {
  it('a PIN glued to its district by a hyphen, "Dist." before the town', () => {
    const a = address(
      '<p>Shop 3, Kamal Complex Nr. Bus Stand, Ganesh nagar, Dist. Nashik-422007 Maharashtra.</p><p>Mobile: +91 98220 12345</p>',
    );
    expect(a).toMatchObject({ postalCode: '422007', city: 'Nashik', country: 'IN' });
    expect(a?.street).toContain('Ganesh nagar');
  });
  it('two roads in a row are both kept', () => {
    const a = address('<p>Sai Temple,<br>Old Mill road,<br>Pune to Nashik Road,<br>Chakan – 410501,<br>Maharashtra, India</p>');
    expect(a).toMatchObject({ street: 'Old Mill road, Pune to Nashik Road', postalCode: '410501', city: 'Chakan' });
  });
  it('a house number written as its own part ("No. 7") stays with the street after it', () => {
    expect(address('<p>No. 7, Sector 21, Noida, Uttar Pradesh 201301</p>')?.street).toBe('No. 7, Sector 21');
  });
  it('a market named before its road is part of the address', () => {
    const a = address(
      '<h6>Address:</h6><p>Gandhi Cloth Market, Station Rd, Rajkot, Gujarat 360001</p><h6>Phone:</h6><p>+91 281 555 0123</p>',
    );
    expect(a).toMatchObject({ street: 'Gandhi Cloth Market, Station Rd', postalCode: '360001', city: 'Rajkot' });
  });
});

describe('phone numbers in these blocks', () => {
  const phones = (body: string) => info(body).phones.map((p) => p.e164);
  it('a table row headed "Fax" holds faxes in every column', () => {
    expect(
      phones(
        '<table><tr><td>Telephone</td><td>+27 21 555 0150</td><td>+27 11 555 0160</td></tr><tr><td>Fax</td><td>+27 21 555 0151</td><td>+27 11 555 0161</td></tr></table>',
      ),
    ).toEqual(['+27215550150', '+27115550160']);
  });
  it('one-letter labels: the bare "F" among "T" and "C" is the fax', () => {
    expect(phones('<p>T +27 (0)11 555 0170<br>C +27 (0)82 555 0171<br>F +27 (0)86 555 0172</p>')).toEqual(['+27115550170', '+27825550171']);
  });
  it('an en dash typed for the last hyphen of a number', () => {
    expect(phones('<p>Phone: 412-268–4410</p>')).toEqual(['+14122684410']);
  });
});

describe('structured hints a page gives', () => {
  it("a map frame's title spells the address the embed URL does not", () => {
    const a = address(
      '<p>Harbour Chippy</p><iframe title="Map: 45 Harbour Street, Whitby YO21 3PN" src="https://www.google.com/maps/embed?pb=!1m18!2sHarbour+Chippy!5e0"></iframe>',
    );
    expect(a).toMatchObject({ street: '45 Harbour Street', postalCode: 'YO21 3PN', city: 'Whitby' });
  });
  it('hCard classes put on the wrong parts (a state as the postal code) are not believed', () => {
    const a = address(
      '<address class="vcard"><p class="adr">Lotus Tours<br>12, 3rd Cross Street,<br><span class="street-address">Anna Nagar East,</span><br><span class="region">Chennai,</span> <span class="postal-code">Tamil Nadu,</span> <span class="country-name">India</span></p></address>',
    );
    expect(a?.postalCode ?? '').not.toBe('Tamil Nadu');
  });
});

describe('Australian states written out', () => {
  it('the state name before the postcode is the region, the town before it the city', () => {
    expect(address('<p>8 Wattle Street, Ballarat, Victoria 3350</p>')).toMatchObject({
      street: '8 Wattle Street',
      city: 'Ballarat',
      postalCode: '3350',
      country: 'AU',
    });
    expect(address('<p>21 Jetty Road<br>Glenelg, South Australia 5045</p>')).toMatchObject({ city: 'Glenelg', postalCode: '5045' });
  });
  it('without a postcode the state still says the country', () => {
    expect(address('<p>Address: 45 Cameron Street, Launceston, Tasmania</p>')).toMatchObject({
      street: '45 Cameron Street',
      city: 'Launceston',
      country: 'AU',
    });
  });
});

describe('icon rows', () => {
  it('a pin or house pictograph in front of the line is its icon, not part of the address', () => {
    expect(address('<footer><p>📍 88 Harbour Street, Whitby</p><p>📞 01947 600000</p></footer>')).toMatchObject({
      street: '88 Harbour Street',
      city: 'Whitby',
    });
    expect(address('<div><span>🏠</span><span>21 Quay Street, Cobh, Co. Cork</span></div><p>Tel: 021 481 0000</p>')).toMatchObject({
      street: '21 Quay Street',
      city: 'Cobh',
      country: 'IE',
    });
  });
  it('the last group of a phone number is no Indian PIN', () => {
    expect(address('<p>9 Bridge Road, Kelso</p><p>Call 01573 224466</p>')?.postalCode).toBeUndefined();
  });
});

describe('a company name heading a British block', () => {
  it('"… Ltd" or "… LLP" above an unnumbered street is not part of the street', () => {
    expect(address('<p>Harrow Joinery Ltd<br>Beacon House, Mill Street,<br>Ashwell<br>Hertfordshire, SG7 5LY</p>')?.street).toBe(
      'Beacon House, Mill Street',
    );
  });
});
