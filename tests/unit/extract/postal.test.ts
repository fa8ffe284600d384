import { describe, expect, it } from 'vitest';
import {
  countryOfPostcode,
  looksLikeAddressLine,
  looksLikePostcodeLine,
  looksLikeStreetLine,
  POSTCODE_HINT,
  STREET_WORD,
} from '@/lib/text/postal';

describe('lib/text/postal: the one place for postal formats', () => {
  it.each([
    '18 rue des Tanneurs',
    '3 bis, avenue du Général Leclerc',
    'Rue du Moulin',
    'Chaussée de Louvain 412',
    'Kirchgasse 7',
    '4580 Oak Avenue',
    '27 Hulme Hall Lane',
    '140 2nd Main Rd',
    '2875 Hickory Trail',
  ])('a street line: %s', (line) => expect(looksLikeStreetLine(line)).toBe(true));

  it.each(['Nos tarifs 2024', 'Réservez en ligne', '15 years of experience', 'Open 7 days a week'])('not a street line: %s', (line) =>
    expect(looksLikeStreetLine(line)).toBe(false),
  );

  it.each([
    '69002 Lyon',
    'Boulogne-sur-Mer 62200',
    'Leeds LS1 4AB',
    'Ennis, Co. Clare V95 X2Y4',
    'Ottawa, ON K1A 0B1',
    'Austin, TX 78701-1234',
    'Sydney NSW 2000',
    'Pune - 411001',
  ])('a postcode-and-town line: %s', (line) => expect(looksLikePostcodeLine(line)).toBe(true));

  it.each(['Tél 612 345 678', 'Ouvert depuis 1998', 'Prix : 45000 euros à débattre'])('not a postcode-and-town line: %s', (line) =>
    expect(looksLikePostcodeLine(line)).toBe(false),
  );

  it('an address line is either', () => {
    expect(looksLikeAddressLine('8 Market Place')).toBe(true);
    expect(looksLikeAddressLine('Chester CH1 2HA')).toBe(true);
    expect(looksLikeAddressLine('Call us today')).toBe(false);
  });

  it('the country a postcode format says, only when it is unambiguous', () => {
    expect(countryOfPostcode('SW1A 2AA')).toBe('GB');
    expect(countryOfPostcode('H3B 1K9')).toBe('CA');
    expect(countryOfPostcode('62704', 'IL')).toBe('US');
    expect(countryOfPostcode('62704')).toBeUndefined(); // five digits alone: France too
    expect(countryOfPostcode('D15 X2E0')).toBe('IE');
    expect(countryOfPostcode('3065', 'VIC')).toBe('AU');
    expect(countryOfPostcode('1000')).toBeUndefined(); // Belgium, Switzerland, Australia…
  });

  it('the postcode hint is cheap and broad, the street word is a thoroughfare', () => {
    expect(POSTCODE_HINT.test('Fitzroy VIC 3065')).toBe(true);
    expect(POSTCODE_HINT.test('Galway H91 E2K3')).toBe(true);
    expect(POSTCODE_HINT.test('Bienvenue chez nous')).toBe(false);
    expect(STREET_WORD.test('Kingsway Industrial Estate')).toBe(true);
    expect(STREET_WORD.test('Heol y Deri')).toBe(true);
    expect(STREET_WORD.test('Gandhi Nagar')).toBe(false); // a locality, not a street (LOCALITY_WORD)
  });
});
