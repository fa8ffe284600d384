import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { bundlePages } from '@/lib/extract/bundle';

// Business names on sites whose titles are SEO phrases or page names; our own small cases.
const nameOf = (html: string) => extractBusinessInfo(html, { locale: 'fr', baseUrl: 'https://exemple.fr/' }).businessName;
const doc = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;

describe('business name without structured data', () => {
  it('an SEO title loses to the brand the logo and the copyright repeat', () => {
    const html = doc(
      '<title>Pizzeria au feu de bois à Nantes — Chez Gino, pizzas napolitaines</title>',
      '<header><img src="/img/logo.svg" alt="Chez Gino"></header><main><h1>Nos pizzas</h1></main><footer><p>© 2025 Chez Gino — Nantes. Tous droits réservés.</p></footer>',
    );
    expect(nameOf(html)).toBe('Chez Gino');
  });

  it('a page name ("Contact") is never the business name', () => {
    const html = doc('<title>Contact | Marie Lenoir</title>', '<header><p>Marie Lenoir Sophrologue</p></header><h1>Contactez-moi</h1>');
    expect(nameOf(html)).toBe('Marie Lenoir');
  });

  it('og:site_name with a tagline gives the name part, in its ordinary casing', () => {
    const html = doc(
      '<title>Paul DURAND - Kinésithérapeute</title><meta property="og:site_name" content="Paul Durand - Kiné sur Lyon">',
      '<h1>Paul DURAND</h1><footer>© Paul DURAND. All rights reserved.</footer>',
    );
    expect(nameOf(html)).toBe('Paul Durand');
  });

  it('the web agency in the copyright line is not the business', () => {
    const pages = ['accueil', 'tarifs'].map((p) => ({
      url: `https://exemple.fr/${p}.html`,
      html: doc(`<title>Cabinet Rivière Avocat Lille</title>`, `<h1>${p}</h1><footer>© 2016 Studio Pixel</footer>`),
    }));
    expect(nameOf(bundlePages(pages))).toBe('Cabinet Rivière Avocat Lille');
  });

  it('a logo with the short brand, the title with the full name', () => {
    const html = doc('<title>Garage Ferrand</title>', '<header><img class="logo" src="/f.png" alt="FERRAND"></header><h1>Bienvenue</h1>');
    expect(nameOf(html)).toBe('Garage Ferrand');
  });
});

describe('business name: site-builder leftovers and short brands', () => {
  const en = (html: string) => extractBusinessInfo(html, { locale: 'en' }).businessName;
  it('a placeholder site name ("My Site") is skipped; the copyright names the business, not the builder', () => {
    const html = doc(
      '<title>HOME | My Site</title><meta property="og:site_name" content="My Site">',
      '<header><p>Luna Nails</p></header><footer>© 2024 by Luna Nails. Proudly created with Wix.com</footer>',
    );
    expect(en(html)).toBe('Luna Nails');
  });
  it('a short title brand grows to the fuller form the logo and the copyright both give', () => {
    const html = doc(
      '<title>Plumber in Austin TX | Emergency Plumbing Services | Brisk</title>',
      '<header><img src="/logo.png" alt="Brisk Plumbing logo"></header><footer>© 2025 Brisk Plumbing</footer>',
    );
    expect(en(html)).toBe('Brisk Plumbing');
  });
  it('"Home | Name", "Welcome to Name", "Name - Trade in Town"', () => {
    expect(en(doc('<title>Home | Brisk Plumbing</title>', '<h1>Reliable plumbing</h1>'))).toBe('Brisk Plumbing');
    expect(en(doc('<title>Welcome to Brisk Plumbing</title>', ''))).toBe('Brisk Plumbing');
    expect(en(doc('<title>Brisk Plumbing - Plumber in Austin, TX</title>', ''))).toBe('Brisk Plumbing');
  });
});

describe('business name from structured data', () => {
  it('a JSON-LD name cut short by a template ("Law Offices of ") is completed from the title', () => {
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'LegalService', name: 'Law Offices of ' });
    const html = doc(
      `<title>Brooklyn Tenant Lawyer | Law Offices of Dana Whitfield LLC</title><script type="application/ld+json">${ld}</script>`,
      '<p>© 2026 Law Offices of</p>',
    );
    expect(nameOf(html)).toBe('Law Offices of Dana Whitfield LLC');
  });

  it('a JSON-LD "name" that is a search phrase gives way to the brand the pages repeat', () => {
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Plumber', name: 'Plombier à Lyon' });
    const html = doc(
      `<title>Plombier à Lyon | Flux Service</title><script type="application/ld+json">${ld}</script>`,
      '<header><img class="logo" src="/l.png" alt="Flux Service"></header><footer>© 2025 Flux Service</footer>',
    );
    expect(nameOf(html)).toBe('Flux Service');
  });

  it('a complete JSON-LD name is kept as declared', () => {
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Florist', name: 'Les Fleurs de Jeanne' });
    expect(nameOf(doc(`<title>Fleuriste à Tours</title><script type="application/ld+json">${ld}</script>`, ''))).toBe(
      'Les Fleurs de Jeanne',
    );
  });
});
