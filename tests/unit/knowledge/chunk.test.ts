import { describe, expect, it } from 'vitest';
import { chunkPages } from '@/lib/knowledge/chunk';
import { formatPassage } from '@/lib/knowledge';

// The chunker cuts by page structure: headings give the path, blocks give passages, prices stay
// with what they price, chrome goes.

const shown = (html: string) => chunkPages(html, 'https://example.test/').map(formatPassage);

describe('chunkPages', () => {
  it('keeps heading paths, table rows and card prices together', () => {
    const out = shown(`<html><body>
      <h2>Menu</h2><h3>Entrées</h3>
      <div class="card"><h4>Soupe à l’oignon</h4><p>8,50 €</p></div>
      <div class="card"><h4>Salade de chèvre chaud</h4><p>11 €</p></div>
      <h3>Horaires</h3><table><tr><td>Lundi</td><td>Fermé</td></tr></table>
      <h2>Réservation</h2><p>Réservez par téléphone au 02 00 00 00 00.</p></body></html>`);
    expect(out).toEqual([
      'Menu › Entrées › Soupe à l’oignon · 8,50 €',
      'Menu › Entrées › Salade de chèvre chaud · 11 €',
      'Menu › Horaires › Lundi · Fermé',
      'Réservation › Réservez par téléphone au 02 00 00 00 00.',
    ]);
  });

  it('makes a sibling heading with nothing under it a passage of its own', () => {
    expect(shown('<h2>Nos plus</h2><h3>Parking gratuit</h3><h3>Wi-fi</h3><h2>Contact</h2><p>Appelez-nous.</p>')).toEqual([
      'Nos plus › Parking gratuit',
      'Nos plus › Wi-fi',
      'Contact › Appelez-nous.',
    ]);
  });

  it('drops menus, consent banners, forms, legal lines and calls to action', () => {
    const out = shown(`<header><ul><li><a href="/a">Accueil</a></li><li><a href="/b">Nos services</a></li></ul></header>
      <div class="cc-cookie-consent"><p>Ce site utilise des traceurs.</p></div>
      <form><label>Votre nom</label></form>
      <p>Atelier de réparation de vélos.</p><p><a href="/x">En savoir plus</a></p>
      <footer><p>Plan d’accès</p><p>© 2024 Atelier</p><p>12 rue des Lilas, 37000 Tours</p></footer>`);
    expect(out).toEqual(['Atelier de réparation de vélos.', '12 rue des Lilas, 37000 Tours']);
  });

  it('keeps text repeated on several pages once, from the first page, and splits long paragraphs by sentence', () => {
    const long = Array.from({ length: 12 }, (_, i) => `Phrase numéro ${i} qui décrit le soin en détail.`).join(' ');
    const html = ['/', '/b']
      .map((u) => `<article data-source-url="https://ex.test${u}"><p>Ouvert 7j/7.</p><p>${u === '/b' ? long : 'Bienvenue.'}</p></article>`)
      .join('');
    const passages = chunkPages(html);
    expect(passages.filter((p) => p.text === 'Ouvert 7j/7.')).toEqual([
      { text: 'Ouvert 7j/7.', headingPath: [], sourceUrl: 'https://ex.test/' },
    ]);
    const pieces = passages.filter((p) => p.text.startsWith('Phrase'));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.text.length <= 360 && /\.$/.test(p.text))).toBe(true);
  });

  it('rejoins a drop-cap heading and splits card words glued by layout', () => {
    const out = shown(`<html><body>
      <h2><span class="dropcap">T</span> arifs</h2>
      <p>ClimatisationInstallation et entretien</p>
      <h2>A propos</h2><p>Réparation de votre iPhone et chaîne YouTube.</p></body></html>`);
    expect(out).toEqual(['Tarifs › Climatisation Installation et entretien', 'A propos › Réparation de votre iPhone et chaîne YouTube.']);
  });

  it('writes the address of a mail or phone link whose text does not show it', () => {
    const [line] = shown(`<h2>Rendez-vous</h2><p>Écrivez-nous par <a href="mailto:rdv@cabinet.test?subject=RDV">courriel</a> ou
        <a href="tel:+33200000001">appelez</a>, ou au <a href="tel:+33200000002">02 00 00 00 02</a>.</p>`);
    expect(line).toContain('par courriel (rdv@cabinet.test) ou appelez (+33200000001)');
    // A link that already shows its number is left as it is.
    expect(line).not.toContain('+33200000002');
  });
});
