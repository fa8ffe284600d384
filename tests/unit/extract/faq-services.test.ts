import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

describe('FAQ', () => {
  it('reads <details><summary>', () => {
    const info = extractBusinessInfo(
      '<details><summary>Faut-il réserver ?</summary><p>Oui, le week-end.</p></details><details><summary>Parking ?</summary><p>Gratuit devant le salon.</p></details>',
      { locale: 'fr' },
    );
    expect(info.faq.map((f) => [f.q, f.a])).toEqual([
      ['Faut-il réserver ?', 'Oui, le week-end.'],
      ['Parking ?', 'Gratuit devant le salon.'],
    ]);
  });
  it('reads question headings followed by their answer, under a FAQ title', () => {
    const info = extractBusinessInfo(
      `<h2>Questions fréquentes</h2><h3>Acceptez-vous les chèques ?</h3><p>Oui, ainsi que les cartes.</p><p>Pas d’American Express.</p>
       <h3>Livrez-vous le dimanche ?</h3><p>Non.</p><h2>Contact</h2><p>Tél.</p>`,
      { locale: 'fr' },
    );
    expect(info.faq.map((f) => [f.q, f.a])).toEqual([
      ['Acceptez-vous les chèques ?', 'Oui, ainsi que les cartes. Pas d’American Express.'],
      ['Livrez-vous le dimanche ?', 'Non.'],
    ]);
  });
  it('reads dt/dd question lists', () => {
    const info = extractBusinessInfo(
      '<dl><dt>Do you deliver?</dt><dd>Yes, downtown.</dd><dt>Gift cards?</dt><dd>In store and online.</dd></dl>',
      { locale: 'en' },
    );
    expect(info.faq).toHaveLength(2);
  });
  it('bold paragraphs ending with "?" under a FAQ title (page builders)', () => {
    const info = extractBusinessInfo(
      '<h2>FAQ</h2><p><strong>Proposez-vous des plats végétariens ?</strong></p><p>Oui, chaque jour.</p><p><strong>Peut-on privatiser ?</strong></p><p>Jusqu’à 30 couverts.</p><h2>Contact</h2><p>Une question ?</p><p>Appelez-nous.</p>',
      { locale: 'fr' },
    );
    expect(info.faq.map((f) => [f.q, f.a])).toEqual([
      ['Proposez-vous des plats végétariens ?', 'Oui, chaque jour.'],
      ['Peut-on privatiser ?', 'Jusqu’à 30 couverts.'],
    ]);
  });
  it('one catchy question heading is not a FAQ', () => {
    expect(extractBusinessInfo('<h2>Envie de fleurs ?</h2><p>Passez nous voir !</p>', { locale: 'fr' }).faq).toEqual([]);
  });
});

describe('services and prices', () => {
  it('price lists with leader dots, clean names, price as shown', () => {
    const info = extractBusinessInfo(
      '<h2>Tarifs</h2><p>Coupe homme ...... 25 €</p><p>Couleur végétale ........ dès 55 €</p><p>• Brushing : 28€</p>',
      { locale: 'fr' },
    );
    expect(info.services.map((s) => [s.name, s.price])).toEqual([
      ['Coupe homme', '25 €'],
      ['Couleur végétale', 'dès 55 €'],
      ['Brushing', '28€'],
    ]);
  });
  it('adjacent spans laid out by CSS ("<span>Classic Cut</span><span>$35</span>")', () => {
    const info = extractBusinessInfo(
      '<h2>Services</h2><div><span>Classic Cut</span><span class="dots"></span><span>$35</span></div><div><span>Skin Fade</span><span>$40</span></div>',
      { locale: 'en' },
    );
    expect(info.services.map((s) => [s.name, s.price])).toEqual([
      ['Classic Cut', '$35'],
      ['Skin Fade', '$40'],
    ]);
  });
  it('"$30+", "$15 & up", "from $85" and a duration column', () => {
    const info = extractBusinessInfo(
      '<h2>Pricing</h2><ul><li>Haircut — $30+</li><li>Beard trim $15 & up</li><li>Color from $85</li></ul><table><tr><th>Prestation</th><th>Durée</th><th>Prix</th></tr><tr><td>Coupe femme</td><td>45 min</td><td>45 €</td></tr></table>',
      { locale: 'en' },
    );
    expect(info.services.map((s) => [s.name, s.price])).toEqual([
      ['Haircut', '$30+'],
      ['Beard trim', '$15 & up'],
      ['Color', 'from $85'],
      ['Coupe femme', '45 €'],
    ]);
  });
  it('prose that ends with a price is not a service', () => {
    const info = extractBusinessInfo(
      '<p>Venez découvrir notre nouvelle carte de saison à partir de 15 €</p><p>Le mardi 12 mars, tickets à 15 €</p><p>Come and enjoy our brand new brunch for only $25</p>',
      { locale: 'fr' },
    );
    expect(info.services).toEqual([]);
  });
  it('table rows, dollar and pound prices, "POA"', () => {
    const info = extractBusinessInfo(
      '<table><tr><th>Service</th><th>Price</th></tr><tr><td>MOT test</td><td>£54.85</td></tr><tr><td>Colour correction</td><td>POA</td></tr><tr><td>Oil change</td><td>$49</td></tr></table>',
      { locale: 'en' },
    );
    expect(info.services.map((s) => [s.name, s.price])).toEqual([
      ['MOT test', '£54.85'],
      ['Colour correction', 'POA'],
      ['Oil change', '$49'],
    ]);
  });
  it('menu cards: heading, description, price', () => {
    const info = extractBusinessInfo(
      '<h2>Menu</h2><div><h3>Burger maison</h3><p>Pain brioché, cheddar affiné</p><span>16 €</span></div><div><h3>Salade César</h3><span>14 €</span></div>',
      { locale: 'fr' },
    );
    expect(info.services).toMatchObject([
      { name: 'Burger maison', price: '16 €', description: 'Pain brioché, cheddar affiné' },
      { name: 'Salade César', price: '14 €' },
    ]);
  });
  it('prices without a currency, only inside a menu section', () => {
    const info = extractBusinessInfo(
      '<h2>Notre carte</h2><p>Velouté de potimarron, noisettes</p><p>9</p><p><strong>Cortado</strong> 4.25</p><h2>Notre histoire</h2><p>Ouvert en 2012</p><p>Massage 60</p>',
      { locale: 'fr' },
    );
    expect(info.services.map((s) => [s.name, s.price])).toEqual([
      ['Velouté de potimarron', '9'],
      ['Cortado', '4.25'],
    ]);
  });
  it('unpriced list items under a services heading; not the navigation', () => {
    const info = extractBusinessInfo(
      '<nav><ul><li>Accueil</li><li>Services</li></ul></nav><h2>Nos prestations</h2><ul><li>Vidange</li><li>Freinage</li><li>Climatisation</li></ul><h2>Notre équipe</h2><ul><li>Marc, mécanicien</li></ul>',
      { locale: 'fr' },
    );
    expect(info.services.map((s) => s.name)).toEqual(['Vidange', 'Freinage', 'Climatisation']);
  });
  it('JSON-LD makesOffer and hasOfferCatalog', () => {
    const info = extractBusinessInfo(
      `<script type="application/ld+json">{"@type":"Dentist","name":"D","makesOffer":[{"@type":"Offer","itemOffered":{"@type":"Service","name":"Teeth whitening"},"price":"299","priceCurrency":"USD"}],
       "hasOfferCatalog":{"@type":"OfferCatalog","itemListElement":[{"@type":"Offer","itemOffered":{"@type":"Service","name":"Implants"}}]}}</script>`,
      { locale: 'en' },
    );
    expect(info.services.map((s) => [s.name, s.price])).toEqual([
      ['Teeth whitening', '$299'],
      ['Implants', undefined],
    ]);
  });
});

describe('social links', () => {
  it('keeps profile links, drops share buttons, dedupes with JSON-LD sameAs', () => {
    const info = extractBusinessInfo(
      `<script type="application/ld+json">{"@type":"Store","name":"S","sameAs":["https://www.instagram.com/boutique_s/"]}</script>
       <a href="https://www.instagram.com/boutique_s">IG</a><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>
       <a href="https://twitter.com/intent/tweet?url=x">Tweet</a><a href="https://www.tiktok.com/@boutique_s">TikTok</a>
       <a href="https://www.linkedin.com/company/boutique-s/">LinkedIn</a><a href="https://x.com/boutique_s">X</a><a href="https://www.youtube.com/@boutique_s">YT</a>`,
      { locale: 'fr' },
    );
    expect(info.socialLinks).toEqual([
      'https://www.instagram.com/boutique_s',
      'https://www.tiktok.com/@boutique_s',
      'https://www.linkedin.com/company/boutique-s',
      'https://x.com/boutique_s',
      'https://www.youtube.com/@boutique_s',
    ]);
  });
});
