import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

// Our own contact blocks: a number grouped with spaced dashes, a Dublin postal district as the
// only sign of the country, and a postcode written after its field label.
const info = (body: string, locale: 'fr' | 'en' = 'en') => extractBusinessInfo(`<html><body>${body}</body></html>`, { locale });

describe('Irish contact blocks', () => {
  it('"01 - 679 - 2200" under a Dublin district address is one Irish number', () => {
    const got = info('<h3>Address</h3><p>Harbour Studios,<br/>Pearse Street,<br/>Dublin 2</p><h3>Telephone</h3><p>01 - 679 - 2200</p>');
    expect(got.phones.map((p) => p.e164)).toEqual(['+35316792200']);
  });
  it('spaced dashes between two separate numbers do not join them', () => {
    const got = info('<p>Dublin 8</p><p>Tel: 01 453 2200 - 087 123 4567</p>');
    expect(got.phones.map((p) => p.e164).sort()).toEqual(['+35314532200', '+353871234567']);
  });
  it('"Eircode:" before the postcode is a label, not the town', () => {
    const a = info('<h3>Find us</h3><p>Unit 3, 14 Mill Lane</p><p>Ennis</p><p>Eircode: V95 X2Y4</p>').address;
    expect(a).toMatchObject({ postalCode: 'V95 X2Y4', city: 'Ennis', country: 'IE' });
    expect(a?.street).toContain('14 Mill Lane');
  });
});
