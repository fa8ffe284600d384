import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { extractBusinessInfo } from '@/lib/extract';
import { bundlePages, decodeHtml } from '@/lib/extract/bundle';
import { FIXTURES_DIR, fixtureBundle, loadFixtures } from '@/scripts/eval/fixture-sites';

describe('knowledge summary', () => {
  const html = `<script type="application/ld+json">{"@type":"HairSalon","name":"Salon Léa","telephone":"+33 4 78 00 11 22",
    "address":{"@type":"PostalAddress","streetAddress":"8 place Bellecour","postalCode":"69002","addressLocality":"Lyon"},
    "openingHours":["Tu-Fr 09:00-19:00","Sa 09:00-17:00"]}</script><h2>Tarifs</h2><p>Coupe femme ..... 45 €</p>`;

  it('French: name, type, city, hours, services, contact — only facts', () => {
    const { summary } = extractBusinessInfo(html, { locale: 'fr' });
    expect(summary).toContain('Salon Léa — salon de coiffure à Lyon.');
    expect(summary).toContain('du mardi au vendredi 9\u00a0h–19\u00a0h');
    expect(summary).toContain('samedi 9\u00a0h–17\u00a0h');
    expect(summary).toContain('Coupe femme (45 €)');
    expect(summary).toContain('04 78 00 11 22');
    const sentences = summary.split(/(?<=\.)\s+(?=[A-ZÉ])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
  });
  it('English summary', () => {
    const { summary } = extractBusinessInfo(html, { locale: 'en' });
    expect(summary).toContain('Salon Léa — hair salon in Lyon.');
    expect(summary).toContain('Opening hours: Tuesday–Friday 9\u00a0am–7\u00a0pm; Saturday 9\u00a0am–5\u00a0pm.');
  });
  it('says plainly when nothing could be extracted', () => {
    expect(extractBusinessInfo('<p>Site en construction</p>', { locale: 'fr' }).summary).toBe(
      'Aucune information n’a pu être extraite du site.',
    );
    expect(extractBusinessInfo('', { locale: 'en' }).summary).toBe('No information could be extracted from the website.');
  });
  it('keeps facts empty when the page does not state them', () => {
    const info = extractBusinessInfo('<p>Bienvenue</p>', { locale: 'fr', businessName: 'Chez Paul', businessType: 'Restaurant' });
    expect(info).toMatchObject({
      businessName: 'Chez Paul',
      businessType: 'Restaurant',
      phones: [],
      email: null,
      address: null,
      hours: [],
      services: [],
      faq: [],
    });
  });
});

describe('scraper bundles and charsets', () => {
  it('splits on data-source-url: each fact keeps its page, sourceUrls lists the pages', () => {
    const html = bundlePages([
      { url: 'https://x.fr/', html: '<html><head><title>Accueil</title></head><body><p>Tél. 01 42 68 53 00</p></body></html>' },
      { url: 'https://x.fr/horaires', html: '<body><h2>Horaires</h2><p>Lundi – Vendredi : 9h – 18h</p></body>' },
      { url: 'https://x.fr/contact', html: '<body><p>contact@x.fr</p><p>3 rue Neuve, 75001 Paris</p></body>' },
    ]);
    const info = extractBusinessInfo(html, { locale: 'fr' });
    expect(info.sourceUrls).toEqual(['https://x.fr/', 'https://x.fr/horaires', 'https://x.fr/contact']);
    expect(info.phones[0]?.source).toBe('https://x.fr/');
    expect(info.sources).toMatchObject({ hours: 'https://x.fr/horaires', email: 'https://x.fr/contact', address: 'https://x.fr/contact' });
  });
  it('decodes windows-1252 bytes declared by <meta charset>, and UTF-8 without a declaration', () => {
    const text = '<html><head><meta charset="windows-1252"></head><body><p>Épicerie fine – Noël à 12 €, l’œuf</p></body></html>';
    expect(decodeHtml(iconv.encode(text, 'windows-1252'))).toBe(text);
    expect(decodeHtml(Buffer.from('<p>Crème brûlée</p>', 'utf8'))).toBe('<p>Crème brûlée</p>');
    expect(decodeHtml(iconv.encode('<p>Crème brûlée</p>', 'latin1'))).toBe('<p>Crème brûlée</p>');
  });
  it('the windows-1252 fixture comes out with correct accents', () => {
    const f = loadFixtures().find((x) => x.slug === 'fr-epicerie-toulouse')!;
    expect(fs.readFileSync(path.join(FIXTURES_DIR, f.slug, 'index.html')).includes(Buffer.from('Épicerie', 'utf8'))).toBe(false);
    const info = extractBusinessInfo(fixtureBundle(f), { locale: 'fr' });
    expect(info.businessName).toBe('Maison Cassoulet & Cie');
    expect(info.services.map((s) => s.name)).toContain('Panier garni « Gourmand »');
  });
  it('handles hostile nesting without a stack overflow', () => {
    const deep = '<div>'.repeat(10_000) + '<p>Tél. 01 42 68 53 00</p>' + '</div>'.repeat(10_000);
    expect(() => extractBusinessInfo(deep, { locale: 'fr' })).not.toThrow();
  });
});
