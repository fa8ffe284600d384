import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

// Our own contact blocks, written the ways other people's templates write them: the country said
// only by the address, fax numbers told apart by a bare label or a sign, credits of the web agency,
// a country code without its "+", keypad letters, a French postcode split after its département.
const info = (body: string, locale: 'fr' | 'en' = 'en') => extractBusinessInfo(`<html><body>${body}</body></html>`, { locale });
const phones = (body: string, locale: 'fr' | 'en' = 'en') => info(body, locale).phones.map((p) => p.e164);

describe('the country a contact block is in, from its address', () => {
  it('an Australian state and postcode read a 02 number as Australian', () => {
    expect(phones('<p>Ph: 02 6882 1144</p><address>Unit 3, 12 Banksia Rd<br>Dubbo NSW 2830</address>')).toEqual(['+61268821144']);
  });
  it('an Indian town and PIN read a 020 landline as Indian', () => {
    expect(phones('<p>Shop 4, Tilak Road, Pune 411030</p><p>Call 020 2553 1234</p>')).toEqual(['+912025531234']);
  });
  it('a Quebec town with "(Québec)" on one line and the postal code on the next', () => {
    expect(phones('<p>88, rue King Ouest,</p><p>Sherbrooke (Québec)</p><p>J1H 1P5</p><p>(819) 565-1234</p>', 'fr')).toEqual([
      '+18195651234',
    ]);
  });
  it('"…, France" at the end of the address line decides: a number invalid in France is not read elsewhere', () => {
    expect(phones('<p>4 chemin des Vignes<br>Bellerive, France</p><p>(031) 22 33 44 55</p>', 'fr')).toEqual([]);
  });
});

describe('numbers that are not the business line', () => {
  it('"F:" under "P:" and the facsimile sign are faxes', () => {
    expect(phones('<p>P: 03 9555 1212<br>F: 03 9555 1313</p><p>Melbourne VIC 3000</p>')).toEqual(['+61395551212']);
    expect(phones('<p>&#9742; 04 72 10 20 30</p><p>&#8507; 04 72 10 20 31</p>', 'fr')).toEqual(['+33472102030']);
  });
  it('a "Fax" heading names the number on the next line', () => {
    expect(phones('<h4>Phone</h4><p>0044 161 496 0321</p><h4>Fax</h4><p>0044 161 496 0322</p>')).toEqual(['+441614960321']);
  });
  it("a legal notice's credits (the web agency) are someone else's", () => {
    const body =
      '<h2>Éditeur</h2><p>Atelier Marnier, 35510 Cesson-Sévigné</p><p>Tél. 02 99 11 22 33</p><h2>Réalisation</h2><p>Agence Pixel<br>Tel : 02 99 44 55 66</p>';
    expect(phones(body, 'fr')).toEqual(['+33299112233']);
  });
});

describe('numbers written in less common ways', () => {
  it('the country code without its "+", when the rest is a valid number of that country', () => {
    expect(phones('<p>Bengaluru 560001</p><p>Office: 91-80-4123 5678</p>')).toEqual(['+918041235678']);
  });
  it('numbers a plan writes without a trunk 0: an Australian 1800 line, Indian mobiles', () => {
    expect(phones('<p>Adelaide SA 5000</p><p>Phone: 08 8212 3456</p><p>Freecall: 1800 123 456</p>')).toEqual([
      '+61882123456',
      '+611800123456',
    ]);
    expect(phones('<p>Nagpur 440010</p><p>Call 9822012345 / 7020012345</p>')).toEqual(['+919822012345', '+917020012345']);
  });
  it('a bare nine-digit run in France stays a company number', () => {
    expect(phones('<p>Atelier Brun, 12 rue Haute, 69002 Lyon</p><p>Réf. 612345678</p>', 'fr')).toEqual([]);
  });
  it('a North American number spelled on the keypad', () => {
    expect(phones('<p>1500 W Belmont Ave<br>Chicago, IL 60657</p><p>(773) 281-TACO</p>')).toEqual(['+17732818226']);
  });
});

describe('a French postcode written with a space after the département', () => {
  it('"12 Avenue des Alpes / 74 000 ANNECY"', () => {
    const a = info('<footer><p>Contact</p><p>04 50 12 34 56</p><p>12 Avenue des Alpes<br>74 000 ANNECY</p></footer>', 'fr').address;
    expect(a).toMatchObject({ street: '12 Avenue des Alpes', postalCode: '74000', city: 'ANNECY' });
  });
  it('a count with a space ("75 000 visiteurs") is not a postcode', () => {
    expect(info('<p>Plus de 75 000 visiteurs par an</p>', 'fr').address).toBeNull();
  });
});

describe('decorations around address lines', () => {
  it('"/// 14 rue des Tanneurs, / 25000 Besançon ///"', () => {
    const a = info(
      '<footer><p>/// 14 rue des Tanneurs, </p><p>25000 Besançon ///</p><p>Ouvert du lundi au samedi</p></footer>',
      'fr',
    ).address;
    expect(a).toMatchObject({ street: '14 rue des Tanneurs', postalCode: '25000', city: 'Besançon' });
  });
});

describe('Indian premises before the road', () => {
  it('the flat or shop number and the building are kept, a landmark is passed over', () => {
    const a = info('<p>Flat 12, Sai Krupa Apartments, Near Hanuman Mandir, Karve Road, Pune 411004</p><p>Call 020 2543 1122</p>').address;
    expect(a?.street).toBe('Flat 12, Sai Krupa Apartments, Karve Road');
    const shop = info('<p>Shop No. B-4, Lotus Plaza, Opposite City Bank, Station Road, Nashik - 422001</p>').address;
    expect(shop?.street).toBe('Shop No. B-4, Lotus Plaza, Station Road');
  });
  it('a name with no premises number before the road stays out (it may be the business)', () => {
    expect(info('<p>Sharma Sweets, MG Road, Pune 411001</p>').address?.street).toBe('MG Road');
  });
});

describe('an address block headed by a person, with a village line', () => {
  it('the numbered street is kept, not the village alone', () => {
    const body =
      '<p>Write to:</p><address>Jane Corrigan<br>12 Orchard Rise<br>Bishopthorpe<br>York<br>YO23 2RA</address><dl><dt>Phone (Jane)</dt><dd>07700 900123</dd><dt>Phone (office)</dt><dd>01904 555012</dd></dl>';
    expect(info(body).address).toMatchObject({ city: 'York', postalCode: 'YO23 2RA' });
    expect(info(body).address?.street).toMatch(/^12 Orchard Rise/);
  });
});
