import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

// Addresses that name premises rather than a street, read because an address label heads the
// block; Singapore postcodes; Indian addresses with a door number across a landmark and the
// area between the road and the town. Our own examples throughout.
const info = (body: string) => extractBusinessInfo(`<html><body>${body}</body></html>`, { locale: 'en' });
const address = (body: string) => info(body).address;

describe('premises under an address label', () => {
  it('an Indian block whose first part names no street type is read whole under "Our Address"', () => {
    const a = address(
      '<h3>Our Address</h3><p>Gulmohar Chowkdi Turn, Rampur Khas, Madhya Pradesh 462016</p><h3>Call Us</h3><p>+91 98260 11223</p>',
    );
    expect(a).toMatchObject({ street: 'Gulmohar Chowkdi Turn', city: 'Rampur Khas', postalCode: '462016', country: 'IN' });
  });
  it('a hotel or palace named before the town and state, joined by a hyphen to the PIN', () => {
    const a = address('<i class="fa fa-map-marker"></i><h4>Location</h4><p>Sagar Mahal,Jaisalmer,Rajasthan - 345001</p>');
    expect(a).toMatchObject({ street: 'Sagar Mahal', city: 'Jaisalmer', postalCode: '345001' });
  });
  it('an Irish building on a campus with an Eircode and no town: the campus is not taken for the town', () => {
    const a = address(
      '<h5>Address</h5><div>Boole Wing</div><div>University of Galway, Ireland</div><div>Eircode: H91 TK33</div><div>Tel: +353 91 555 010</div>',
    );
    expect(a).toMatchObject({ street: 'Boole Wing, University of Galway', postalCode: 'H91 TK33', country: 'IE' });
  });
  it('without the label the same block gives no street: a name before the town is not enough', () => {
    const a = address('<p>Gulmohar Chowkdi Turn, Rampur Khas, Madhya Pradesh 462016</p>');
    expect(a?.street).toBeUndefined();
  });
  it('an Australian suburb under "Address" stays a place, not a street', () => {
    const a = address('<h3>Address:</h3><p>Carlingford<br>Sydney, NSW 2118</p><p>Phone: (02) 9555 0147</p>');
    expect(a?.street).toBeUndefined();
  });
  it('a single word or a code glued to digits is never taken for premises', () => {
    expect(address('<h4>Location</h4><p>Hadapsar, Pune, Maharashtra 411028</p>')?.street).toBeUndefined();
    expect(address('<h4>Address</h4><p>Bldg7Q, Dublin Road, Galway, H91 TK33</p>')?.street).not.toBe('Bldg7Q');
  });
  it('a company name is the business, not the place', () => {
    const a = address('<h4>Address</h4><p>Sunrise Tiles Pvt Ltd, Indore, Madhya Pradesh 452001</p>');
    expect(a?.street).toBeUndefined();
  });
});

describe('Singapore', () => {
  it('"Singapore" and six digits are the town and the postcode; the unit before the number stays out', () => {
    const a = address('<p>#04-11, 38 Jalan Besar Road, Singapore 208812</p><p>hello@example.sg</p>');
    expect(a).toMatchObject({ street: '38 Jalan Besar Road', city: 'Singapore', postalCode: '208812', country: 'SG' });
  });
  it('the S(…) notation of the postcode', () => {
    const a = address('<p>Blk 210 Toa Payoh Lorong 8, #01-12, Singapore S(310210)</p><p>Tel 6255 0101</p>');
    expect(a).toMatchObject({ city: 'Singapore', postalCode: '310210' });
  });
});

describe('Indian addresses: door number and area', () => {
  it('a door number before a landmark belongs to the road after it, and the area after the road is kept', () => {
    const a = address(
      '<h3>Clinic Address:</h3><p>No. 14/3A, Opposite Ganesh Temple,<br>Hosur Main Road, Attibele,<br>Bengaluru 562107.</p><p>Phone: 080-2555 0134</p>',
    );
    expect(a?.street).toBe('No. 14/3A, Hosur Main Road, Attibele');
    expect(a).toMatchObject({ city: 'Bengaluru', postalCode: '562107' });
  });
  it('an industrial estate and its area with a compass mark, the unit left out', () => {
    const a = address('<p>GALA NO. 7, KAMDHENU INDUSTRIAL ESTATE, ANDHERI (E), MUMBAI 400093, MAHARASHTRA</p>');
    expect(a?.street).toBe('KAMDHENU INDUSTRIAL ESTATE, ANDHERI (E)');
    expect(a).toMatchObject({ city: 'MUMBAI', postalCode: '400093' });
  });
});

describe('an address written as labelled fields', () => {
  it('a definition list of street, city, state and ZIP', () => {
    const a = address(
      '<dl><dt>Street</dt><dd>415 Alder Ave</dd><dt>City</dt><dd>Eugene</dd><dt>State</dt><dd>OR</dd><dt>Zip</dt><dd>97401</dd></dl>',
    );
    expect(a).toMatchObject({ street: '415 Alder Ave', city: 'Eugene', region: 'OR', postalCode: '97401', country: 'US' });
  });
  it('table rows "Label: | value": no label ends up inside the street', () => {
    const a = address(
      '<table><tr><td>Address:</td><td>3 Thistle Lane</td></tr><tr><td>Town:</td><td>Perth</td></tr><tr><td>Postcode:</td><td>PH1 5QT</td></tr><tr><td>Tel:</td><td>01738 555010</td></tr></table>',
    );
    expect(a).toMatchObject({ street: '3 Thistle Lane', city: 'Perth', postalCode: 'PH1 5QT', country: 'GB' });
  });
  it('one "Label: value" per line, a second address line joined to the first', () => {
    const a = address(
      '<p>Address line 1: Unit 2, Mill Yard</p><p>Address line 2: 40 Canal Street</p><p>Suburb: Fortitude Valley</p><p>Postcode: 4006</p>',
    );
    expect(a).toMatchObject({ street: 'Unit 2, Mill Yard, 40 Canal Street', city: 'Fortitude Valley', postalCode: '4006' });
  });
  it('an empty form template gives nothing', () => {
    expect(address('<form><label>Street</label><input><label>City</label><input><label>Zip</label><input></form>')).toBeNull();
  });
});

describe('a cue sentence', () => {
  it("an abbreviation's full stop does not end it, and a landmark after the address is left out", () => {
    const a = address('<p>You will find us at 8 Strand Road, Bray, Co. Wicklow, A98 X2C4, beside the harbour.</p>');
    expect(a).toMatchObject({ street: '8 Strand Road', postalCode: 'A98 X2C4' });
    const b = address('<p>We are located at 31 Shop Street, Tralee, opposite the town park.</p>');
    expect(b).toMatchObject({ street: '31 Shop Street', city: 'Tralee' });
  });
});

describe('the numbered street before a suburb named like a street', () => {
  it('"Gardens", "Green", "Hill" after the numbered street are the suburb', () => {
    const a = address('<p>Visit us: 14 Bree Street, Tamboerskloof Gardens, Cape Town, 8001</p><p>Tel +27 21 555 0144</p>');
    expect(a).toMatchObject({ street: '14 Bree Street', city: 'Cape Town', postalCode: '8001' });
  });
  it('an Indian plot number is the number of the road or sector after it', () => {
    const a = address('<p>Plot No. 9, Sector 44, Noida, Uttar Pradesh 201303</p>');
    expect(a?.street).toBe('Plot No. 9, Sector 44');
  });
});

describe('spans set side by side', () => {
  it('each span is a part of the address even without commas between them', () => {
    const a = address(
      '<div class="adr"><span>Unit 3</span> <span>Harbour Trade Park</span> <span>Poole</span> <span>BH15 4AB</span></div>',
    );
    expect(a).toMatchObject({ street: 'Unit 3, Harbour Trade Park', city: 'Poole', postalCode: 'BH15 4AB' });
  });
});

describe('corners, city-territories and stories', () => {
  it('the corner of two streets is the street line', () => {
    const a = address('<p>Cnr Albert &amp; Fitzroy Streets, Rockhampton QLD 4700</p><p>Ph (07) 4955 0101</p>');
    expect(a).toMatchObject({ street: 'Cnr Albert & Fitzroy Streets', city: 'Rockhampton', postalCode: '4700' });
  });
  it('New Delhi before its PIN is the town, not only the territory', () => {
    const a = address('<p>B-7, Hauz Khas Enclave, New Delhi 110016</p>');
    expect(a).toMatchObject({ city: 'New Delhi', postalCode: '110016' });
    expect(a?.street).toContain('Hauz Khas Enclave');
  });
  it('an address inside a sentence that goes on about something else loses to the one the page gives as its own', () => {
    const a = address(
      '<p>Our baker learnt her trade at 3 Lark Lane, Aigburth, Liverpool L17 8US during the nineties.</p><p>Shop: 41 Bold Street, Liverpool L1 4EU</p>',
    );
    expect(a).toMatchObject({ street: '41 Bold Street', postalCode: 'L1 4EU' });
  });
});

describe('structured markup with line breaks', () => {
  it('a <br> inside a microdata street keeps the suite apart from the house number', () => {
    const a = address(
      '<div itemscope itemtype="https://schema.org/LocalBusiness"><p itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Level 4<br>18 Pitt St</span>, <span itemprop="addressLocality">Sydney</span> <span itemprop="addressRegion">NSW</span> <span itemprop="postalCode">2000</span></p></div>',
    );
    expect(a).toMatchObject({ street: 'Level 4, 18 Pitt St', city: 'Sydney', postalCode: '2000' });
  });
});

describe('other places than the business', () => {
  it('an event venue named with its date is not the address', () => {
    expect(
      address(
        '<h3>Summer fair</h3><p>Come and see us at the Memorial Hall, 4 Park Avenue, Bowral NSW 2576 on Sunday 9 March from 10am.</p>',
      ),
    ).toBeNull();
  });
  it('shops listed under "Stockists" are not the business', () => {
    expect(
      address('<h2>Stockists</h2><ul><li>Green Grocer, 9 Hill St, Orange NSW 2800</li><li>Deli Co, 3 Lords Pl, Orange NSW 2800</li></ul>'),
    ).toBeNull();
  });
  it('the business address still wins beside a stockist list', () => {
    const a = address(
      '<h2>Visit the farm shop</h2><p>120 Ridge Road, Millthorpe NSW 2798</p><h2>Stockists</h2><ul><li>Green Grocer, 9 Hill St, Orange NSW 2800</li></ul>',
    );
    expect(a?.street).toBe('120 Ridge Road');
  });
});

describe('contact lines that go on', () => {
  it('opening words or a closing day after the address do not make it prose or an event', () => {
    expect(address('<div class="top">51 Front St, Dover, DE 19901 open daily from 9am</div>')?.street).toBe('51 Front St');
    expect(address('<p>7 Quay Road, Ramsey, Isle of Man, IM8 1BQ – closed 25 December</p>')?.street).toBe('7 Quay Road');
  });
});
