import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { PRICE_AT_END } from '@/lib/extract/offerings/price';

// Shapes found on pages other people wrote (measured by `npm run eval:offerings-wild`). Every case
// is written for this test, in our own words; each names the mechanism it checks.

const en = (html: string) => extractBusinessInfo(html, { locale: 'en' });
const names = (xs: { name: string }[] | undefined) => (xs ?? []).map((s) => s.name);
const priceOf = (line: string) => PRICE_AT_END.exec(line)?.[2];

describe('prices in any currency sign and with a unit or an extra after them', () => {
  it('reads rupees, baht, won and riels like euros', () => {
    expect(priceOf('Masala dosa ₹180')).toBe('₹180');
    expect(priceOf('Green curry ฿95')).toBe('฿95');
    expect(priceOf('Bibimbap 12,000₩')).toBe('12,000₩');
    expect(priceOf('Iced tea 4,500៛')).toBe('4,500៛');
  });
  it('a comma before three digits groups thousands only with those signs: "9,50 €" stays nine fifty', () => {
    expect(priceOf('Shampooing 9,50 €')).toBe('9,50 €');
    expect(priceOf('Pizza 9,50 / 13,00 €')).toBe('9,50 / 13,00 €');
  });
  it('keeps "per …" and "+ parts" with the price', () => {
    expect(priceOf('Gutter clearing... £30.00 per side')).toBe('£30.00 per side');
    expect(priceOf('Chain replacement – £18.00 + parts')).toBe('£18.00 + parts');
    expect(priceOf('Pose de carrelage 35 € par m²')).toBe('35 € par m²');
  });
  it('a drinks board in baht is a priced list', () => {
    const info = en(
      `<h1>Drinks</h1><h2>Coffee</h2><ul><li>Americano <span>฿60</span></li><li>Flat white <span>฿75</span></li></ul>`,
    );
    expect(names(info.priced)).toEqual(['Americano', 'Flat white']);
  });
});
