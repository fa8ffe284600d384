import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

const ld = (json: string) => `<html><head><script type="application/ld+json">${json}</script></head><body></body></html>`;

describe('JSON-LD variants', () => {
  it('a LocalBusiness subtype with nested PostalAddress and contactPoint', () => {
    const info = extractBusinessInfo(
      ld(`{"@context":"https://schema.org","@type":"Florist","name":"Fleurs de Lys",
        "address":{"@type":"PostalAddress","streetAddress":"4 rue Nationale","postalCode":"37000","addressLocality":"Tours"},
        "contactPoint":{"@type":"ContactPoint","telephone":"+33 2 47 05 12 34","email":"contact@fleursdelys.fr"}}`),
      { locale: 'fr' },
    );
    expect(info).toMatchObject({ businessName: 'Fleurs de Lys', businessType: 'Fleuriste', email: 'contact@fleursdelys.fr' });
    expect(info.phones.map((p) => p.e164)).toEqual(['+33247051234']);
    expect(info.address).toMatchObject({ postalCode: '37000', city: 'Tours' });
  });

  it('@graph with WebSite and Organization first: the specific business wins', () => {
    const info = extractBusinessInfo(
      ld(`{"@context":"https://schema.org","@graph":[
        {"@type":"WebSite","name":"Site"},
        {"@type":"Organization","name":"Holding SAS","telephone":"+33 1 00 00 00 00"},
        {"@type":["LocalBusiness","HairSalon"],"name":"Salon Léa","telephone":"+33 4 78 00 11 22",
         "address":{"@type":"PostalAddress","postalCode":"69003","addressLocality":"Lyon"}}]}`),
      { locale: 'en' },
    );
    expect(info.businessName).toBe('Salon Léa');
    expect(info.businessType).toBe('Hair Salon');
    expect(info.phones[0]?.e164).toBe('+33478001122');
  });

  it('a top-level array of blocks and several script tags', () => {
    const html = `<script type="application/ld+json">[{"@type":"BreadcrumbList"},{"@type":"Dentist","name":"Smile Dental","telephone":"(512) 444-8120"}]</script>
      <script type="application/ld+json">{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Do you see kids?","acceptedAnswer":{"@type":"Answer","text":"Yes, from age 3."}}]}</script>`;
    const info = extractBusinessInfo(`<html lang="en-US"><body>${html}</body></html>`, { locale: 'en' });
    expect(info.businessType).toBe('Dental Office');
    expect(info.phones[0]?.e164).toBe('+15124448120');
    expect(info.faq).toEqual([{ q: 'Do you see kids?', a: 'Yes, from age 3.', source: '' }]);
  });

  it('maps the nine business types in both languages', () => {
    const cases: [string, string, string][] = [
      ['Restaurant', 'Restaurant', 'Restaurant'],
      ['CafeOrCoffeeShop', 'Restaurant', 'Restaurant'],
      ['HairSalon', 'Salon de coiffure', 'Hair Salon'],
      ['Florist', 'Fleuriste', 'Florist'],
      ['MedicalClinic', 'Clinique', 'Clinic'],
      ['AutoRepair', 'Garage auto', 'Auto Garage'],
      ['Dentist', 'Cabinet dentaire', 'Dental Office'],
      ['BookStore', 'Boutique', 'Shop'],
      ['Hotel', 'Hôtel', 'Hotel'],
      ['BedAndBreakfast', 'Hôtel', 'Hotel'],
    ];
    for (const [type, fr, en] of cases) {
      const html = ld(`{"@type":"${type}","name":"X","telephone":"+33 1 42 68 53 00"}`);
      expect(extractBusinessInfo(html, { locale: 'fr' }).businessType).toBe(fr);
      expect(extractBusinessInfo(html, { locale: 'en' }).businessType).toBe(en);
    }
    // Unknown to our nine: the owner's choice, translated when it is one of ours.
    expect(
      extractBusinessInfo(ld('{"@type":"Plumber","name":"P","telephone":"+1 604 251 3380"}'), { locale: 'en', businessType: 'Plumber' })
        .businessType,
    ).toBe('Plumber');
    expect(extractBusinessInfo('<p>x</p>', { locale: 'en', businessType: 'Fleuriste' }).businessType).toBe('Florist');
  });

  it('survives broken JSON, HTML comments and raw newlines inside strings', () => {
    const html = `<script type="application/ld+json"><!-- {"@type":"Restaurant","name":"Chez Paul",
      "telephone":"01 42 68 53 00",} --></script><script type="application/ld+json">{ this is not json </script>`;
    const info = extractBusinessInfo(html, { locale: 'fr' });
    expect(info.businessName).toBe('Chez Paul');
    expect(info.phones[0]?.e164).toBe('+33142685300');
  });

  it('Menu / MenuItem offers become services with the price', () => {
    const info = extractBusinessInfo(
      ld(`{"@type":"Restaurant","name":"R","hasMenu":{"@type":"Menu","hasMenuSection":[{"@type":"MenuSection","name":"Plats",
        "hasMenuItem":[{"@type":"MenuItem","name":"Bœuf bourguignon","offers":{"@type":"Offer","price":"22.50","priceCurrency":"EUR"}}]}]}}`),
      { locale: 'fr' },
    );
    expect(info.services).toEqual([{ name: 'Bœuf bourguignon', price: '22,50 €', source: '' }]);
  });
});

describe('business name without structured data', () => {
  it.each([
    ['Lyon | Boulangerie Dupont', '<footer>© 2025 Boulangerie Dupont</footer>', 'Boulangerie Dupont'],
    ['Accueil - Boulangerie Dupont', '', 'Boulangerie Dupont'],
    ['Coiffeur à Lyon – Salon Léa', '<h1>Salon Léa</h1>', 'Salon Léa'],
    ["Welcome to Joe's Pizza | Brooklyn", '', "Joe's Pizza"],
  ])('title "%s"', (title, body, expected) => {
    expect(
      extractBusinessInfo(`<html><head><title>${title}</title></head><body>${body}</body></html>`, { locale: 'fr' }).businessName,
    ).toBe(expected);
  });
  it('og:site_name and the owner-given name come before the title', () => {
    const html = '<html><head><title>Accueil</title><meta property="og:site_name" content="Fleurs de Lys"></head><body></body></html>';
    expect(extractBusinessInfo(html, { locale: 'fr' }).businessName).toBe('Fleurs de Lys');
    expect(extractBusinessInfo(html, { locale: 'fr', businessName: 'Fleurs de Lys Tours' }).businessName).toBe('Fleurs de Lys Tours');
  });
});
