import { describe, expect, it } from 'vitest';
import { chunkPages } from '@/lib/knowledge/chunk';
import { formatPassage } from '@/lib/knowledge';
import { isPostcodeLine } from '@/lib/knowledge/passage-joins';

// Passages the layout cut apart but a caller needs together: address lines, a priced card and its
// description, a heading broken by <br>; and layout-only lines dropped.

const shown = (html: string) => chunkPages(html, 'https://example.test/').map(formatPassage);

describe('address blocks', () => {
  it('keeps a street line and its postcode line together under the branch heading', () => {
    expect(
      shown(`<h2>Nos ateliers</h2><div><h3>Vieux-Port</h3><p>14 quai des Tanneurs</p><p>13002 Marseille</p><p>Ouvert du mardi au samedi.</p></div>
        <div><h3>Gare</h3><p>3 impasse des Cerisiers</p><p>13001 Marseille</p></div>`),
    ).toEqual([
      'Nos ateliers › Vieux-Port › 14 quai des Tanneurs, 13002 Marseille',
      'Nos ateliers › Vieux-Port › Ouvert du mardi au samedi.',
      'Nos ateliers › Gare › 3 impasse des Cerisiers, 13001 Marseille',
    ]);
  });

  it('recognises postcode lines of several countries, not sentences or prices', () => {
    for (const line of ['69003 Lyon', 'Saint-Malo 35400', 'Oxford OX1 2JD', 'Austin, TX 78745', 'Galway H91 E2K4', 'Pune - 411001'])
      expect(isPostcodeLine(line), line).toBe(true);
    for (const line of ['Ouvert du lundi au vendredi', 'Forfait 3 séances · 120 €', 'Since 1998 we have served the county'])
      expect(isPostcodeLine(line), line).toBe(false);
  });

  it('does not glue a postcode line onto a sentence or across headings', () => {
    expect(
      shown(
        '<h2>Venir</h2><p>Nous sommes derrière la mairie.</p><p>21000 Dijon</p><h2>Accès</h2><p>12 rue Neuve</p><h3>Ville</h3><p>21800 Quetigny</p>',
      ),
    ).toEqual(['Venir › Nous sommes derrière la mairie.', 'Venir › 21000 Dijon', 'Accès › 12 rue Neuve', 'Accès › Ville › 21800 Quetigny']);
  });
});

describe('announcing lines', () => {
  it('reads a line ending with a colon with the line it announces', () => {
    expect(
      shown('<h2>Le cabinet</h2><p>Je vous reçois au cabinet situé :</p><p>5 allée des Tilleuls, 44000 Nantes</p><p>Parking devant.</p>'),
    ).toEqual(['Le cabinet › Je vous reçois au cabinet situé : 5 allée des Tilleuls, 44000 Nantes', 'Le cabinet › Parking devant.']);
  });

  it('reads each label of a contact block with its value', () => {
    expect(shown('<h2>Contact</h2><p>Phone:</p><p>01632 960 123</p><p>Email:</p><p>hello@example.test</p>')).toEqual([
      'Contact › Phone: 01632 960 123',
      'Contact › Email: hello@example.test',
    ]);
  });

  it('keeps the rows of an announced list apart', () => {
    expect(shown('<h2>Paiement</h2><p>Nous acceptons :</p><p>Espèces</p><p>Chèques</p>')).toEqual([
      'Paiement › Nous acceptons :',
      'Paiement › Espèces',
      'Paiement › Chèques',
    ]);
  });
});

describe('priced cards', () => {
  it('reads a card title, its price and its one description as one passage', () => {
    expect(
      shown(`<h2>Soins</h2>
        <div class="card"><h3>Massage du dos</h3><p>45 €</p><p>Trente minutes sur les épaules et les lombaires.</p></div>
        <div class="card"><h3>Soin visage</h3><p>60 €</p><p>Nettoyage.</p><p>Masque hydratant.</p></div>`),
    ).toEqual([
      'Soins › Massage du dos · 45 € — Trente minutes sur les épaules et les lombaires.',
      'Soins › Soin visage · 60 €',
      'Soins › Soin visage › Nettoyage.',
      'Soins › Soin visage › Masque hydratant.',
    ]);
  });
});

describe('reviews', () => {
  it('drops what customers wrote under a reviews heading, keeps the business’s own words', () => {
    expect(
      shown(`<h2>Notre cave</h2><p>Vins nature du Jura.</p><h2>Ce qu’ils en disent</h2><p>Super accueil, on a même eu une dégustation gratuite.</p>
        <h2>What our guests say</h2><p>Free parking right outside!</p><p>Tel: 01632 960 123 Address: 4 Mill Lane, Kendal LA9 4AB</p>`),
    ).toEqual(['Notre cave › Vins nature du Jura.', 'What our guests say › Tel: 01632 960 123 Address: 4 Mill Lane, Kendal LA9 4AB']);
  });
});

describe('headings and layout lines', () => {
  it('parts a menu label whose title and subtitle were laid side by side', () => {
    expect(shown('<nav><a href="/toiture">ToitureTuiles, ardoises, zinc</a></nav><p>Artisan couvreur.</p>')).toEqual([
      'Artisan couvreur.',
      'Toiture Tuiles, ardoises, zinc',
    ]);
  });

  it('joins a heading broken by <br> into one heading', () => {
    expect(shown('<h2>Une cuisine<br>de saison</h2><p>Légumes du marché chaque jour.</p>')).toEqual([
      'Une cuisine de saison › Légumes du marché chaque jour.',
    ]);
  });

  it('keeps two sibling headings apart', () => {
    expect(shown('<h2>Équipe</h2><h3>Wi-fi gratuit</h3><h3>Terrasse</h3><p>Au soleil.</p>')).toEqual([
      'Équipe › Wi-fi gratuit',
      'Équipe › Terrasse › Au soleil.',
    ]);
  });

  it('drops step numbers and bullets but keeps a phone number line', () => {
    expect(shown('<h2>Étapes</h2><p>01</p><p>Vous appelez.</p><p>•</p><p>04 11 22 33 44</p>')).toEqual([
      'Étapes › Vous appelez.',
      'Étapes › 04 11 22 33 44',
    ]);
  });
});
