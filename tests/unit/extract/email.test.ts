import { describe, expect, it } from 'vitest';
import { decodeCfEmail, emailsInText } from '@/lib/extract/email';
import { extractBusinessInfo } from '@/lib/extract';

describe('e-mail obfuscations', () => {
  it.each([
    ['Écrivez-nous : contact [at] domaine.fr', 'contact@domaine.fr'],
    ['contact (at) domaine (dot) fr', 'contact@domaine.fr'],
    ['contact arobase domaine point fr', 'contact@domaine.fr'],
    ['E-mail : commandes arobase fleurs-de-marolles point be', 'commandes@fleurs-de-marolles.be'],
    ['orders (at) petalandstem (dot) ca — we answer quickly', 'orders@petalandstem.ca'],
    ['info {at} hotel-lac [dot] ch', 'info@hotel-lac.ch'],
    ['Mail: bonjour@atelier-lou.fr.', 'bonjour@atelier-lou.fr'],
    ['jean.dupont AT cabinet-dupont DOT fr', 'jean.dupont@cabinet-dupont.fr'],
    ['contact&#64;domaine.fr', 'contact@domaine.fr'],
    ['info @ salon-lea . fr', 'info@salon-lea.fr'],
  ])('%s', (text, expected) => {
    expect(emailsInText(text)).toEqual([expected]);
  });

  it.each(['Meet us at the market every Saturday', 'Open at 9 dot com', 'Contact us @petalandstem.to', 'logo@2x.png', 'votre@email.com'])(
    'no e-mail in "%s"',
    (text) => {
      expect(emailsInText(text)).toEqual([]);
    },
  );

  it('decodes Cloudflare-protected addresses', () => {
    expect(decodeCfEmail('5a293733363f1a363b313f2d3b23293733363f2974393537')).toBe('smile@lakewaysmiles.com');
  });
});

describe('e-mail through the extractor', () => {
  it('prefers JSON-LD, then mailto:, then text; decodes HTML entities; records the source page', () => {
    const page = (url: string, body: string) => `<article data-source-url="${url}" data-title="">${body}</article>`;
    const html =
      page('https://x.fr/', '<p>Écrivez à bonjour [at] x.fr</p>') +
      page(
        'https://x.fr/contact',
        '<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;&#114;&#100;&#118;&#64;&#120;&#46;&#102;&#114;?subject=RDV">Nous écrire</a>',
      );
    const info = extractBusinessInfo(html, { locale: 'fr' });
    expect(info.email).toBe('rdv@x.fr');
    expect(info.sources?.email).toBe('https://x.fr/contact');
    const withLd = extractBusinessInfo(
      html.replace(
        '<p>',
        `<script type="application/ld+json">{"@type":"Florist","name":"F","email":"mailto:Fleurs@Example-Fleurs.fr"}</script><p>`,
      ),
      { locale: 'fr' },
    );
    expect(withLd.email).toBe('fleurs@example-fleurs.fr');
  });
  it('skips the web agency credited in the footer', () => {
    const html =
      '<p>Écrivez-nous : contact@salon-lea.fr</p><footer><p>Site réalisé par <a href="mailto:hello@agence-web.fr">Agence Web</a></p></footer>';
    expect(extractBusinessInfo(html, { locale: 'fr' }).email).toBe('contact@salon-lea.fr');
  });
  it('prefers the contact mailbox over jobs/privacy addresses', () => {
    const html = '<p>Candidatures : recrutement@garage-dupuis.fr</p><p>Contact : garage@garage-dupuis.fr</p>';
    expect(extractBusinessInfo(html, { locale: 'fr' }).email).toBe('garage@garage-dupuis.fr');
    expect(extractBusinessInfo('<p>RGPD : dpo@garage-dupuis.fr</p>', { locale: 'fr' }).email).toBe('dpo@garage-dupuis.fr');
  });
  it('keeps example domains that a page states as its address', () => {
    expect(extractBusinessInfo('<p>Email: info@example.com</p>', { locale: 'en' }).email).toBe('info@example.com');
  });
  it('falls back to the obfuscated text form', () => {
    expect(extractBusinessInfo('<footer><p>contact (at) salon-lea (dot) fr</p></footer>', { locale: 'fr' }).email).toBe(
      'contact@salon-lea.fr',
    );
  });
});
