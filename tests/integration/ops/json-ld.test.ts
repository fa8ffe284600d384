import { faqIds } from '@/config/faq';
import { faqPageJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { messages } from '@/messages';

const saved = { ...process.env };
beforeAll(() => {
  process.env.FR_HOSTS = 'receptio.fr';
  process.env.EN_HOSTS = 'receptio.com';
});
afterAll(() => {
  process.env = saved;
});

describe('JSON-LD', () => {
  it.each(['fr', 'en'] as const)('Organization (%s): brand, site, logo, contact', (locale) => {
    const org = organizationJsonLd(locale);
    const origin = locale === 'fr' ? 'https://receptio.fr' : 'https://receptio.com';
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Receptio',
      url: origin,
      logo: `${origin}/icon-512.png`,
      email: 'contact@receptio.fr',
    });
  });

  it.each(['fr', 'en'] as const)('FAQPage (%s) holds exactly the FAQ the page renders, in order', (locale) => {
    const faq = faqPageJsonLd(locale) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.map((q) => q.name)).toEqual(faqIds.map((id) => messages[locale].Faq.items[id].q));
    expect(faq.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(faqIds.map((id) => messages[locale].Faq.items[id].a));
  });

  it('Product/Offer: the €49 monthly plan, consistent with the FAQ text', () => {
    const product = productJsonLd('fr') as { offers: { price: number; priceCurrency: string; priceSpecification: { unitCode: string } } };
    expect(product.offers).toMatchObject({ price: 49, priceCurrency: 'EUR', priceSpecification: { unitCode: 'MON' } });
    expect(messages.fr.Faq.items.pricing.a).toContain('49');
    expect(messages.en.Faq.items.pricing.a).toContain('49');
  });

  it('serialization cannot close the script element', () => {
    const out = serializeJsonLd({ text: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script');
    expect(JSON.parse(out).text).toBe('</script><script>alert(1)</script>');
  });
});
