// Small business pages written for the offerings tests (no real page copied): varied trades,
// languages and page builders, each with the offerings a reader would label under the guideline
// in tests/real-sites/README.md (services ≤ ~15 as the caller names them, categories past 15
// items; priced = every priced line). They are the cases that show the extractor holds on markup
// it was not tuned on.

export type SyntheticPage = {
  slug: string;
  locale: 'fr' | 'en';
  /** One or more pages of the site (the first is the home page). */
  pages: { url: string; html: string }[];
  services: { name: string; price?: string }[];
  priced: { name: string; price: string }[];
};

const wpChrome = (nav: string, body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><title>Site</title></head><body>
  <div id="cookie-notice" class="cookie-banner"><p>We use cookies to improve your experience.</p><a href="#">Accept</a><a href="#">Cookie settings</a></div>
  <header class="site-header"><nav class="main-navigation" role="navigation">${nav}</nav></header>
  <main id="content">${body}</main>
  <footer class="site-footer"><ul><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms</a></li><li><a href="/contact">Contact</a></li></ul><p>© 2025 All rights reserved.</p></footer>
  </body></html>`;

export const SYNTHETIC_PAGES: SyntheticPage[] = [
  {
    // WordPress + Elementor, EN: services dropdown in the nav, icon boxes, "why choose us", reviews, blog.
    slug: 'en-wp-plumber',
    locale: 'en',
    pages: [
      {
        url: 'https://brightflow.example.co.uk/',
        html: wpChrome(
          `<ul class="menu"><li><a href="/">Home</a></li><li class="menu-item-has-children"><a href="/services/">Services</a>
            <ul class="sub-menu"><li><a href="/services/boiler-repair/">Boiler Repair</a></li><li><a href="/services/bathroom-fitting/">Bathroom Fitting</a></li><li><a href="/services/leak-detection/">Leak Detection</a></li></ul></li>
            <li><a href="/about/">About</a></li><li><a href="/blog/">Blog</a></li><li><a href="/contact/">Contact</a></li></ul>`,
          `<section class="elementor-section"><h1>Brightflow Plumbing &amp; Heating</h1><p>Gas Safe engineers serving Leeds since 2004. Call 0113 496 0000.</p></section>
           <section class="elementor-section"><h2 class="elementor-heading-title">Our Services</h2>
             <div class="elementor-widget-icon-box"><h3 class="elementor-icon-box-title"><span>Boiler Repair</span></h3><p class="elementor-icon-box-description">All makes repaired, most faults fixed on the first visit.</p></div>
             <div class="elementor-widget-icon-box"><h3 class="elementor-icon-box-title"><span>Bathroom Fitting</span></h3><p class="elementor-icon-box-description">From design to the last tile, one team does it all.</p></div>
             <div class="elementor-widget-icon-box"><h3 class="elementor-icon-box-title"><span>Leak Detection</span></h3><p class="elementor-icon-box-description">Thermal cameras find hidden leaks without lifting floors.</p></div>
             <div class="elementor-widget-icon-box"><h3 class="elementor-icon-box-title"><span>Drain Unblocking</span></h3><p class="elementor-icon-box-description">Sinks, toilets and outside drains cleared the same day.</p></div>
           </section>
           <section class="elementor-section"><h2 class="elementor-heading-title">Why Choose Us</h2>
             <div class="elementor-widget-icon-box"><h3 class="elementor-icon-box-title"><span>Fully Insured</span></h3><p class="elementor-icon-box-description">Public liability cover up to five million pounds.</p></div>
             <div class="elementor-widget-icon-box"><h3 class="elementor-icon-box-title"><span>No Call-out Fee</span></h3><p class="elementor-icon-box-description">You only pay for the work we actually do for you.</p></div>
             <div class="elementor-widget-icon-box"><h3 class="elementor-icon-box-title"><span>Local Engineers</span></h3><p class="elementor-icon-box-description">Every engineer lives within twenty minutes of Leeds.</p></div>
           </section>
           <section><h2>What our customers say</h2><blockquote><p>“Fixed our boiler on Christmas Eve. Brilliant service!”</p><cite>— Sarah, Headingley</cite></blockquote></section>
           <section><h2>Latest news</h2><article><h3><a href="/blog/winter-boiler-tips">5 ways to keep your boiler healthy this winter</a></h3></article><article><h3><a href="/blog/bleed-radiators">How to bleed a radiator</a></h3></article></section>`,
        ),
      },
    ],
    services: [{ name: 'Boiler repair' }, { name: 'Bathroom fitting' }, { name: 'Leak detection' }, { name: 'Drain unblocking' }],
    priced: [],
  },
  {
    // Squarespace-like salon price list (EN): sections by client, name and price in separate blocks.
    slug: 'en-sqs-salon',
    locale: 'en',
    pages: [
      {
        url: 'https://fernandfringe.example.com/',
        html: `<!doctype html><html lang="en"><head><title>Fern &amp; Fringe — Hair Studio</title></head><body>
        <header><nav class="header-nav"><div class="header-nav-item"><a href="/">Home</a></div><div class="header-nav-item"><a href="/prices">Prices</a></div><div class="header-nav-item"><a href="/book">Book now</a></div></nav></header>
        <main><div class="sqs-block html-block"><h1>Fern &amp; Fringe</h1><p>A small hair studio on Mill Road, Cambridge.</p></div>
        <div class="sqs-block html-block"><h2>Price list</h2>
          <h3>Women</h3>
          <table><tr><td>Cut &amp; blow-dry</td><td>£48</td></tr><tr><td>Blow-dry</td><td>£28</td></tr><tr><td>Full head colour</td><td>from £65</td></tr><tr><td>Balayage</td><td>from £95</td></tr></table>
          <h3>Men</h3>
          <table><tr><td>Men's cut</td><td>£24</td></tr><tr><td>Beard trim</td><td>£12</td></tr></table>
          <h3>Children</h3>
          <table><tr><td>Kids' cut (under 12)</td><td>£15</td></tr></table>
        </div>
        <div class="sqs-block"><h2>Meet the team</h2><div class="summary-item"><h3>Ellie Marsh</h3><p>Owner and colourist with fifteen years behind the chair.</p></div><div class="summary-item"><h3>Tom Reid</h3><p>Barbering and short cuts, Tuesday to Saturday.</p></div><div class="summary-item"><h3>Priya Shah</h3><p>Curly hair specialist and our newest stylist.</p></div></div>
        </main><footer><p>Fern &amp; Fringe, 12 Mill Road, Cambridge CB1 2AD · 01223 496 000</p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Cut & blow-dry', price: '£48' },
      { name: 'Blow-dry', price: '£28' },
      { name: 'Full head colour', price: 'from £65' },
      { name: 'Balayage', price: 'from £95' },
      { name: "Men's cut", price: '£24' },
      { name: 'Beard trim', price: '£12' },
      { name: "Kids' cut", price: '£15' },
    ],
    priced: [
      { name: 'Cut & blow-dry', price: '£48' },
      { name: 'Blow-dry', price: '£28' },
      { name: 'Full head colour', price: 'from £65' },
      { name: 'Balayage', price: 'from £95' },
      { name: "Men's cut", price: '£24' },
      { name: 'Beard trim', price: '£12' },
      { name: "Kids' cut (under 12)", price: '£15' },
    ],
  },
  {
    // French dentist: treatments in an accordion (<details>), team cards and an FAQ.
    slug: 'fr-dentiste-accordeon',
    locale: 'fr',
    pages: [
      {
        url: 'https://cabinet-dentaire-lumiere.example.fr/',
        html: wpChrome(
          `<ul><li><a href="/">Accueil</a></li><li><a href="/soins">Nos soins</a></li><li><a href="/equipe">L'équipe</a></li><li><a href="/contact">Contact</a></li><li><a href="https://www.doctolib.fr/x">Prendre rendez-vous</a></li></ul>`,
          `<h1>Cabinet dentaire Lumière</h1><p>Trois praticiens à Villeurbanne, du lundi au samedi.</p>
           <h2>Nos soins</h2>
           <details><summary>Soins conservateurs</summary><p>Caries, détartrage et traitements de racine, réalisés sous anesthésie locale.</p></details>
           <details><summary>Implantologie</summary><p>Pose d'implants et couronnes sur implant, après un bilan 3D.</p></details>
           <details><summary>Orthodontie</summary><p>Aligneurs transparents pour adultes et appareils pour enfants.</p></details>
           <details><summary>Blanchiment</summary><p>Au fauteuil ou à domicile avec des gouttières sur mesure.</p></details>
           <h2>Notre équipe</h2>
           <div class="team"><div class="member"><h3>Dr Claire Fontaine</h3><p>Chirurgien-dentiste, implantologie.</p></div><div class="member"><h3>Dr Hugo Marchand</h3><p>Orthodontiste exclusif depuis 2011.</p></div><div class="member"><h3>Léa Girard</h3><p>Assistante dentaire, accueil des patients.</p></div></div>
           <h2>Questions fréquentes</h2>
           <details><summary>Le cabinet accepte-t-il la carte Vitale ?</summary><p>Oui, et le tiers payant pour la plupart des mutuelles.</p></details>
           <details><summary>Que faire en cas d'urgence ?</summary><p>Appelez le cabinet dès 8 h, des créneaux sont gardés chaque jour.</p></details>`,
          'fr',
        ),
      },
    ],
    services: [{ name: 'Soins conservateurs' }, { name: 'Implantologie' }, { name: 'Orthodontie' }, { name: 'Blanchiment' }],
    priced: [],
  },
  {
    // Vet practice declaring its offer in JSON-LD (hasOfferCatalog) besides a short visible list.
    slug: 'en-vet-jsonld',
    locale: 'en',
    pages: [
      {
        url: 'https://oakvet.example.com/',
        html: `<!doctype html><html lang="en"><head><title>Oak Lane Vets</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"VeterinaryCare","name":"Oak Lane Vets","telephone":"+1 512 555 0142",
        "hasOfferCatalog":{"@type":"OfferCatalog","name":"Veterinary services","itemListElement":[
          {"@type":"Offer","itemOffered":{"@type":"Service","name":"Wellness exams"}},
          {"@type":"Offer","itemOffered":{"@type":"Service","name":"Vaccinations"}},
          {"@type":"Offer","itemOffered":{"@type":"Service","name":"Dental cleaning"}},
          {"@type":"Offer","itemOffered":{"@type":"Service","name":"Microchipping"},"price":"45","priceCurrency":"USD"}]}}</script></head>
        <body><nav><a href="/">Home</a> <a href="/services">Services</a> <a href="/new-clients">New clients</a> <a href="/contact">Contact</a></nav>
        <main><h1>Oak Lane Vets</h1><p>Caring for Austin's cats and dogs since 1998.</p>
        <h2>How we can help</h2><ul><li>Wellness exams</li><li>Vaccinations</li><li>Dental cleaning</li><li>Microchipping</li><li>Spay &amp; neuter surgery</li></ul>
        <h2>Reviews</h2><p>“Dr. Kim was so gentle with our old Lab.” — Mark T.</p></main>
        <footer><p>Oak Lane Vets · 2200 Oak Lane, Austin, TX 78704</p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Wellness exams' },
      { name: 'Vaccinations' },
      { name: 'Dental cleaning' },
      { name: 'Microchipping', price: '$45' },
      { name: 'Spay & neuter surgery' },
    ],
    priced: [{ name: 'Microchipping', price: '$45' }],
  },
  {
    // French garage: a definition list of prices and a "Pourquoi nous choisir ?" list of qualities.
    slug: 'fr-garage-dl',
    locale: 'fr',
    pages: [
      {
        url: 'https://garage-des-tilleuls.example.fr/',
        html: wpChrome(
          `<ul><li><a href="/">Accueil</a></li><li><a href="/tarifs">Tarifs</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Garage des Tilleuls</h1><p>Mécanique toutes marques à Angers.</p>
           <h2>Nos forfaits</h2>
           <dl><dt>Vidange et filtre à huile</dt><dd>79 €</dd><dt>Plaquettes de frein avant</dt><dd>129 €</dd><dt>Recharge de climatisation</dt><dd>69 €</dd><dt>Géométrie</dt><dd>59 €</dd></dl>
           <h2>Pourquoi nous choisir ?</h2>
           <ul><li>Devis gratuit</li><li>Véhicule de prêt</li><li>Pièces d'origine</li></ul>
           <h2>Avis clients</h2><p>« Travail rapide et prix honnête. » Julien D.</p>`,
          'fr',
        ),
      },
    ],
    services: [
      { name: 'Vidange et filtre à huile', price: '79 €' },
      { name: 'Plaquettes de frein avant', price: '129 €' },
      { name: 'Recharge de climatisation', price: '69 €' },
      { name: 'Géométrie', price: '59 €' },
    ],
    priced: [
      { name: 'Vidange et filtre à huile', price: '79 €' },
      { name: 'Plaquettes de frein avant', price: '129 €' },
      { name: 'Recharge de climatisation', price: '69 €' },
      { name: 'Géométrie', price: '59 €' },
    ],
  },
  {
    // Wix-like restaurant menu (EN): tabs, many dishes; the services are the menu's sections.
    slug: 'en-wix-menu',
    locale: 'en',
    pages: [
      {
        url: 'https://harbourkitchen.example.ie/',
        html: `<!doctype html><html lang="en"><head><title>Harbour Kitchen</title></head><body>
        <div id="SITE_HEADER"><nav><ul><li><a href="/">Home</a></li><li><a href="/menu">Menu</a></li><li><a href="/contact">Contact</a></li></ul></nav></div>
        <main><div data-testid="richTextElement"><h1>Harbour Kitchen</h1><p>Seafood and small plates by the pier in Howth.</p></div>
        <div role="tablist"><button role="tab">Starters</button><button role="tab">Mains</button><button role="tab">Desserts</button></div>
        ${[
          [
            'Starters',
            [
              ['Chowder', '€9'],
              ['Crab claws', '€14'],
              ['Calamari', '€11'],
              ['Smoked salmon plate', '€12'],
              ['Soup of the day', '€7'],
              ['Oysters (6)', '€15'],
            ],
          ],
          [
            'Mains',
            [
              ['Fish & chips', '€18'],
              ['Hake with mussels', '€24'],
              ['Seafood linguine', '€22'],
              ['Steak burger', '€19'],
              ['Prawn curry', '€21'],
              ['Catch of the day', '€26'],
            ],
          ],
          [
            'Desserts',
            [
              ['Sticky toffee pudding', '€8'],
              ['Lemon tart', '€7'],
              ['Ice cream', '€6'],
              ['Cheese board', '€11'],
            ],
          ],
        ]
          .map(
            ([cat, dishes]) =>
              `<section><h2>${cat as string}</h2>${(dishes as string[][]).map(([d, p]) => `<div class="menu-item"><p class="font_8">${d}</p><p class="font_8">${p}</p></div>`).join('')}</section>`,
          )
          .join('')}
        <section><h2>Takeaway</h2><p>Order by phone and collect from the hatch, every day from 12 to 9.</p></section>
        </main><footer><p>Harbour Kitchen, West Pier, Howth · (01) 555 0199</p></footer></body></html>`,
      },
    ],
    services: [{ name: 'Starters' }, { name: 'Mains' }, { name: 'Desserts' }, { name: 'Takeaway' }],
    priced: [
      { name: 'Chowder', price: '€9' },
      { name: 'Crab claws', price: '€14' },
      { name: 'Calamari', price: '€11' },
      { name: 'Smoked salmon plate', price: '€12' },
      { name: 'Soup of the day', price: '€7' },
      { name: 'Oysters (6)', price: '€15' },
      { name: 'Fish & chips', price: '€18' },
      { name: 'Hake with mussels', price: '€24' },
      { name: 'Seafood linguine', price: '€22' },
      { name: 'Steak burger', price: '€19' },
      { name: 'Prawn curry', price: '€21' },
      { name: 'Catch of the day', price: '€26' },
      { name: 'Sticky toffee pudding', price: '€8' },
      { name: 'Lemon tart', price: '€7' },
      { name: 'Ice cream', price: '€6' },
      { name: 'Cheese board', price: '€11' },
    ],
  },
  {
    // French physiotherapist naming the offer only in sentences, with a team paragraph.
    slug: 'fr-kine-prose',
    locale: 'fr',
    pages: [
      {
        url: 'https://kine-des-quais.example.fr/',
        html: `<!doctype html><html lang="fr"><head><title>Cabinet de kinésithérapie des Quais</title></head><body>
        <nav><a href="/">Accueil</a> <a href="/cabinet">Le cabinet</a> <a href="/contact">Contact</a></nav>
        <main><h1>Cabinet de kinésithérapie des Quais</h1>
        <p>Installé au bord de la Loire depuis 2015, le cabinet vous accueille du lundi au vendredi sur rendez-vous.</p>
        <p>Nous proposons de la rééducation du sport, de la kinésithérapie respiratoire, du drainage lymphatique et des massages.</p>
        <p>Marion et Paul, tous deux diplômés de l'IFMK de Nantes, se forment chaque année aux nouvelles techniques.</p>
        <p>Le cabinet est accessible aux personnes à mobilité réduite et un parking gratuit se trouve devant l'entrée.</p></main>
        <footer><p>2 quai de la Fosse, 44000 Nantes · 02 40 00 00 00</p><p><a href="/mentions-legales">Mentions légales</a></p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Rééducation du sport' },
      { name: 'Kinésithérapie respiratoire' },
      { name: 'Drainage lymphatique' },
      { name: 'Massages' },
    ],
    priced: [],
  },
  {
    // EN florist: bold lead-in paragraphs, a delivery card, testimonials and Instagram chrome.
    slug: 'en-florist-leadins',
    locale: 'en',
    pages: [
      {
        url: 'https://wildstem.example.com/',
        html: wpChrome(
          `<ul><li><a href="/">Home</a></li><li><a href="/shop">Shop</a></li><li><a href="/about">Our story</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Wild Stem Flowers</h1><p>Seasonal British flowers, arranged in our Bristol workshop.</p>
           <h2>What we do</h2>
           <p><strong>Wedding flowers</strong> – bouquets, buttonholes and ceremony arches, planned with you from the first visit.</p>
           <p><strong>Funeral tributes</strong> – wreaths, sprays and letters, made with care at short notice.</p>
           <p><strong>Flower subscriptions</strong> – a fresh bunch every week or fortnight, delivered to your door.</p>
           <p><strong>Workshops</strong> – wreath-making evenings in December and spring posy classes.</p>
           <h2>Local delivery</h2><p>Same-day delivery across Bristol for orders placed before noon.</p>
           <h2>Kind words</h2><p>“The most beautiful wedding flowers we could have wished for.” — Amy &amp; Joe</p>
           <h2>Follow us on Instagram</h2><p>@wildstemflowers</p>`,
        ),
      },
    ],
    services: [
      { name: 'Wedding flowers' },
      { name: 'Funeral tributes' },
      { name: 'Flower subscriptions' },
      { name: 'Workshops' },
      { name: 'Local delivery' },
    ],
    priced: [],
  },
  {
    // French hotel: room cards with prices, a services list mixing offers and amenities.
    slug: 'fr-hotel-cartes',
    locale: 'fr',
    pages: [
      {
        url: 'https://hotel-le-phare.example.fr/',
        html: wpChrome(
          `<ul><li><a href="/">Accueil</a></li><li><a href="/chambres">Chambres</a></li><li><a href="/reserver">Réserver</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Hôtel Le Phare</h1><p>Un hôtel de douze chambres face à la mer, à Quiberon.</p>
           <h2>Nos chambres</h2>
           <div class="rooms">
             <div class="room-card"><h3>Chambre double</h3><p>Lit de 160, douche à l'italienne, vue sur le jardin.</p><p class="price">à partir de 89 €</p></div>
             <div class="room-card"><h3>Chambre vue mer</h3><p>Balcon privé face à l'océan et grand lit de 180.</p><p class="price">à partir de 129 €</p></div>
             <div class="room-card"><h3>Suite familiale</h3><p>Deux chambres communicantes pour quatre personnes.</p><p class="price">à partir de 179 €</p></div>
           </div>
           <h2>Services de l'hôtel</h2>
           <ul><li>Petit-déjeuner buffet</li><li>Location de vélos</li><li>Wi-Fi gratuit</li><li>Parking privé</li></ul>
           <h2>L'équipe</h2><p>Anne et Yann vous accueillent depuis 2008.</p>`,
          'fr',
        ),
      },
    ],
    services: [
      { name: 'Chambre double', price: 'à partir de 89 €' },
      { name: 'Chambre vue mer', price: 'à partir de 129 €' },
      { name: 'Suite familiale', price: 'à partir de 179 €' },
      { name: 'Petit-déjeuner buffet' },
      { name: 'Location de vélos' },
    ],
    priced: [
      { name: 'Chambre double', price: 'à partir de 89 €' },
      { name: 'Chambre vue mer', price: 'à partir de 129 €' },
      { name: 'Suite familiale', price: 'à partir de 179 €' },
    ],
  },
  {
    // French bakery with a long product list: the categories are the services.
    slug: 'fr-boulangerie-gamme',
    locale: 'fr',
    pages: [
      {
        url: 'https://boulangerie-du-marche.example.fr/',
        html: `<!doctype html><html lang="fr"><head><title>Boulangerie du Marché</title></head><body>
        <nav><ul><li><a href="/">Accueil</a></li><li><a href="/produits">Nos produits</a></li><li><a href="/contact">Contact</a></li></ul></nav>
        <main><h1>Boulangerie du Marché</h1><p>Pains au levain et pâtisseries maison, place du marché à Dijon.</p>
        ${[
          [
            'Nos pains',
            [
              ['Baguette tradition', '1,30 €'],
              ['Pain de campagne', '3,80 €'],
              ['Pain aux céréales', '4,20 €'],
              ['Pain de seigle', '4,00 €'],
              ['Fougasse', '3,50 €'],
              ['Pain de mie', '3,20 €'],
            ],
          ],
          [
            'Viennoiseries',
            [
              ['Croissant', '1,20 €'],
              ['Pain au chocolat', '1,40 €'],
              ['Chausson aux pommes', '1,90 €'],
              ['Brioche', '6,50 €'],
              ['Pain aux raisins', '1,80 €'],
            ],
          ],
          [
            'Pâtisseries',
            [
              ['Éclair au café', '3,20 €'],
              ['Tarte aux fraises', '4,10 €'],
              ['Paris-Brest', '4,30 €'],
              ['Flan pâtissier', '2,90 €'],
              ['Mille-feuille', '3,90 €'],
            ],
          ],
        ]
          .map(
            ([cat, items]) =>
              `<h2>${cat as string}</h2><ul>${(items as string[][]).map(([n, p]) => `<li>${n} ........ ${p}</li>`).join('')}</ul>`,
          )
          .join('')}
        <h2>Commandes pour vos événements</h2><p>Pièces montées et buffets sucrés sur commande, 72 h à l'avance.</p>
        </main><footer><p>Boulangerie du Marché, 4 place du Marché, 21000 Dijon</p></footer></body></html>`,
      },
    ],
    services: [{ name: 'Pains' }, { name: 'Viennoiseries' }, { name: 'Pâtisseries' }, { name: 'Commandes pour événements' }],
    priced: [
      { name: 'Baguette tradition', price: '1,30 €' },
      { name: 'Pain de campagne', price: '3,80 €' },
      { name: 'Pain aux céréales', price: '4,20 €' },
      { name: 'Pain de seigle', price: '4,00 €' },
      { name: 'Fougasse', price: '3,50 €' },
      { name: 'Pain de mie', price: '3,20 €' },
      { name: 'Croissant', price: '1,20 €' },
      { name: 'Pain au chocolat', price: '1,40 €' },
      { name: 'Chausson aux pommes', price: '1,90 €' },
      { name: 'Brioche', price: '6,50 €' },
      { name: 'Pain aux raisins', price: '1,80 €' },
      { name: 'Éclair au café', price: '3,20 €' },
      { name: 'Tarte aux fraises', price: '4,10 €' },
      { name: 'Paris-Brest', price: '4,30 €' },
      { name: 'Flan pâtissier', price: '2,90 €' },
      { name: 'Mille-feuille', price: '3,90 €' },
    ],
  },
  {
    // Village shop (EN): departments as an icon list, suppliers and community notes that are not offers.
    slug: 'en-village-shop',
    locale: 'en',
    pages: [
      {
        url: 'https://ashbycommunityshop.example.org.uk/',
        html: wpChrome(
          `<ul><li><a href="/">Home</a></li><li><a href="/in-store">In store</a></li><li><a href="/volunteer">Volunteer</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Ashby Community Shop</h1><p>Owned by the village, run by volunteers since 2011.</p>
           <h2>In store</h2>
           <ul class="wp-block-list icons"><li><span class="icon"></span>Post Office counter</li><li><span class="icon"></span>Fresh bread daily</li><li><span class="icon"></span>Local fruit &amp; veg</li><li><span class="icon"></span>Newspapers &amp; magazines</li><li><span class="icon"></span>Off-licence</li></ul>
           <h2>Our suppliers</h2><p>Bread from Hill Farm Bakery, eggs from the Morgans at Lower Lane, and beer from Three Oaks Brewery.</p>
           <h2>Get involved</h2><ul><li>Volunteer a morning a week</li><li>Become a shareholder</li></ul>`,
        ),
      },
    ],
    services: [
      { name: 'Post Office counter' },
      { name: 'Fresh bread' },
      { name: 'Local fruit & veg' },
      { name: 'Newspapers & magazines' },
      { name: 'Off-licence' },
    ],
    priced: [],
  },
  {
    // French butcher: product figures with captions, a catering section, values that are not offers.
    slug: 'fr-boucherie-figures',
    locale: 'fr',
    pages: [
      {
        url: 'https://boucherie-martel.example.fr/',
        html: `<!doctype html><html lang="fr"><head><title>Boucherie Martel</title></head><body>
        <nav><ul><li><a href="/">Accueil</a></li><li><a href="/#viandes">Nos viandes</a></li><li><a href="/#traiteur">Traiteur</a></li><li><a href="/#contact">Contact</a></li></ul></nav>
        <main><h1>Boucherie Martel</h1><p>Artisan boucher-charcutier à Aurillac depuis trois générations.</p>
        <section id="viandes"><h2>Nos viandes</h2>
          <div class="gallery"><figure><img src="b.jpg" alt=""><figcaption>Bœuf Salers</figcaption></figure><figure><img src="v.jpg" alt=""><figcaption>Veau fermier</figcaption></figure><figure><img src="a.jpg" alt=""><figcaption>Agneau du Quercy</figcaption></figure><figure><img src="p.jpg" alt=""><figcaption>Volailles</figcaption></figure></div></section>
        <section id="traiteur"><h2>Traiteur</h2><p>Plats cuisinés à emporter chaque jour et buffets pour vos réceptions, sur commande.</p></section>
        <section><h2>Nos engagements</h2><ul><li>Viandes de la région</li><li>Bêtes choisies à la ferme</li><li>Savoir-faire artisanal</li></ul></section>
        </main><footer><p>Boucherie Martel, 8 rue des Carmes, 15000 Aurillac · 04 71 00 00 00</p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Bœuf Salers' },
      { name: 'Veau fermier' },
      { name: 'Agneau du Quercy' },
      { name: 'Volailles' },
      { name: 'Traiteur' },
    ],
    priced: [],
  },
  {
    // Home physiotherapist (EN): services with prices in one paragraph split by <br>, and a
    // "conditions we treat" list that names ailments, not offers.
    slug: 'en-home-physio',
    locale: 'en',
    pages: [
      {
        url: 'https://movewellphysio.example.co.uk/',
        html: `<!doctype html><html lang="en"><head><title>MoveWell Home Physio</title></head><body>
        <header><nav><a href="/">Home</a> <a href="/services">Services</a> <a href="/about">About Jo</a> <a href="/contact">Contact</a></nav></header>
        <main><h1>MoveWell Home Physiotherapy</h1><p>Chartered physiotherapy in your own home across Leicester and Loughborough.</p>
        <h2>Services &amp; fees</h2>
        <p>Initial assessment and treatment – £75<br>Follow-up session – £60<br>Sports massage (45 min) – £50</p>
        <h2>Conditions we treat</h2><ul><li>Back and neck pain</li><li>Arthritis</li><li>Recovery after surgery</li><li>Falls and balance problems</li></ul>
        <h2>About Jo</h2><p>Jo qualified in 2006 and spent ten years at the QE before starting MoveWell.</p></main>
        <footer><p>© MoveWell Physio · HCPC registered</p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Initial assessment and treatment', price: '£75' },
      { name: 'Follow-up session', price: '£60' },
      { name: 'Sports massage', price: '£50' },
    ],
    priced: [
      { name: 'Initial assessment and treatment', price: '£75' },
      { name: 'Follow-up session', price: '£60' },
      { name: 'Sports massage (45 min)', price: '£50' },
    ],
  },
  {
    // MOT garage (EN): a price table, a "why choose us" list of qualities.
    slug: 'en-mot-garage-table',
    locale: 'en',
    pages: [
      {
        url: 'https://kingsroadmot.example.co.uk/',
        html: wpChrome(
          `<ul><li><a href="/">Home</a></li><li><a href="/prices">Prices</a></li><li><a href="/book">Book an MOT</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Kings Road MOT &amp; Service Centre</h1><p>DVSA approved test centre in Reading.</p>
           <h2>Prices</h2>
           <table class="prices"><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>
             <tr><td>MOT test (cars)</td><td>£45</td></tr><tr><td>Interim service</td><td>£129</td></tr><tr><td>Full service</td><td>£199</td></tr><tr><td>Air-con regas</td><td>£69</td></tr></tbody></table>
           <h2>Why choose us?</h2><ul><li>Free retest within 10 days</li><li>Waiting room with Wi-Fi</li><li>Family run since 1987</li></ul>`,
        ),
      },
    ],
    services: [
      { name: 'MOT test', price: '£45' },
      { name: 'Interim service', price: '£129' },
      { name: 'Full service', price: '£199' },
      { name: 'Air-con regas', price: '£69' },
    ],
    priced: [
      { name: 'MOT test (cars)', price: '£45' },
      { name: 'Interim service', price: '£129' },
      { name: 'Full service', price: '£199' },
      { name: 'Air-con regas', price: '£69' },
    ],
  },
  {
    // French locksmith on Elementor: an icon-list widget of jobs, the towns served, a 24/7 badge.
    slug: 'fr-serrurier-iconlist',
    locale: 'fr',
    pages: [
      {
        url: 'https://serrurerie-express-45.example.fr/',
        html: wpChrome(
          `<ul><li><a href="/">Accueil</a></li><li><a href="/interventions">Interventions</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<div class="elementor-widget-heading"><h1 class="elementor-heading-title">Serrurerie Express 45</h1></div>
           <div class="elementor-widget-text-editor"><p>Serrurier à Tours et dans toute l’Indre-et-Loire.</p></div>
           <div class="elementor-widget-heading"><h2 class="elementor-heading-title">Nos interventions</h2></div>
           <div class="elementor-widget-icon-list"><ul class="elementor-icon-list-items">
             ${[
               'Ouverture de porte',
               'Changement de serrure',
               'Blindage de porte',
               'Remplacement de cylindre',
               'Mise en sécurité après effraction',
             ]
               .map(
                 (t) =>
                   `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i class="fas fa-check"></i></span><span class="elementor-icon-list-text">${t}</span></li>`,
               )
               .join('')}
           </ul></div>
           <div class="elementor-widget-heading"><h2 class="elementor-heading-title">Zones d'intervention</h2></div>
           <div class="elementor-widget-icon-list"><ul class="elementor-icon-list-items">
             ${['Tours', 'Joué-lès-Tours', 'Saint-Cyr-sur-Loire', 'Chambray-lès-Tours', 'Saint-Avertin']
               .map((t) => `<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">${t}</span></li>`)
               .join('')}
           </ul></div>
           <div class="elementor-widget-text-editor"><p><strong>Urgence 24 h/24 et 7 j/7</strong></p><p>Devis gratuit par téléphone.</p></div>`,
          'fr',
        ),
      },
    ],
    services: [
      { name: 'Ouverture de porte' },
      { name: 'Changement de serrure' },
      { name: 'Blindage de porte' },
      { name: 'Remplacement de cylindre' },
      { name: 'Mise en sécurité après effraction' },
    ],
    priced: [],
  },
  {
    // Children's nursery (EN): rooms as cards, a fees table with sessions, an inspection rating.
    slug: 'en-nursery-rooms-fees',
    locale: 'en',
    pages: [
      {
        url: 'https://little-acorns.example.co.uk/',
        html: wpChrome(
          `<ul><li><a href="/">Home</a></li><li><a href="/rooms">Our rooms</a></li><li><a href="/fees">Fees</a></li><li><a href="/parents">Parents</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Little Acorns Day Nursery</h1><p>Rated Outstanding by Ofsted. Open 7:30am to 6pm, 51 weeks a year.</p>
           <h2>Our rooms</h2>
           <div class="wp-block-columns"><div class="wp-block-column"><h3>Baby room</h3><p>For babies from six months, with its own sleep room and garden.</p></div>
           <div class="wp-block-column"><h3>Toddler room</h3><p>Messy play, music and lots of outdoor time for ages one to two.</p></div>
           <div class="wp-block-column"><h3>Pre-school</h3><p>Getting ready for school with phonics, number games and forest days.</p></div></div>
           <h2>Sessions &amp; fees</h2>
           <table><tr><th>Session</th><th>Price</th></tr><tr><td>Full day (7:30–6pm)</td><td>£72</td></tr><tr><td>Morning (7:30–1pm)</td><td>£42</td></tr><tr><td>Afternoon (1–6pm)</td><td>£40</td></tr></table>
           <p>15 and 30 funded hours accepted.</p>`,
        ),
      },
    ],
    services: [
      { name: 'Baby room' },
      { name: 'Toddler room' },
      { name: 'Pre-school' },
      { name: 'Full day', price: '£72' },
      { name: 'Morning', price: '£42' },
      { name: 'Afternoon', price: '£40' },
    ],
    priced: [
      { name: 'Full day (7:30–6pm)', price: '£72' },
      { name: 'Morning (7:30–1pm)', price: '£42' },
      { name: 'Afternoon (1–6pm)', price: '£40' },
    ],
  },
  {
    // Barber on Squarespace's menu block: title, price and description in their own divs.
    slug: 'en-sqs-barber-menu-block',
    locale: 'en',
    pages: [
      {
        url: 'https://sharpeandsons.example.com/',
        html: `<!doctype html><html lang="en"><head><title>Sharpe &amp; Sons Barbers</title></head><body>
        <header><nav class="header-nav"><div class="header-nav-item"><a href="/">Home</a></div><div class="header-nav-item"><a href="/services">Services</a></div><div class="header-nav-item"><a href="https://booksy.example/x">Book</a></div></nav></header>
        <main><div class="sqs-block"><h1>Sharpe &amp; Sons</h1><p>Traditional barbers on the high street since 1962.</p></div>
        <div class="sqs-block menu-block"><div class="menus"><div class="menu-section"><div class="menu-section-title">Cuts</div>
          ${[
            ['Skin fade', '£22', 'Clipper fade to the skin, scissor finish on top.'],
            ['Scissor cut', '£24', 'Longer styles cut entirely with scissors.'],
            ['Buzz cut', '£14', 'One length all over with the clippers.'],
            ['Kids cut', '£15', 'Under twelves, Monday to Friday.'],
            ['Hot towel shave', '£25', 'Straight razor, hot towels and balm.'],
            ['Beard shape-up', '£12', 'Trimmed, lined up and oiled.'],
          ]
            .map(
              ([t, p, d]) =>
                `<div class="menu-item"><div class="menu-item-title">${t}</div><div class="menu-item-price-top">${p}</div><div class="menu-item-description">${d}</div></div>`,
            )
            .join('')}
        </div></div></div>
        <div class="sqs-block"><h2>What our clients say</h2><p>“Best fade in town, every time.” — Dan</p></div></main>
        <footer><p>Sharpe &amp; Sons, 14 High Street, Rochester</p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Skin fade', price: '£22' },
      { name: 'Scissor cut', price: '£24' },
      { name: 'Buzz cut', price: '£14' },
      { name: 'Kids cut', price: '£15' },
      { name: 'Hot towel shave', price: '£25' },
      { name: 'Beard shape-up', price: '£12' },
    ],
    priced: [
      { name: 'Skin fade', price: '£22' },
      { name: 'Scissor cut', price: '£24' },
      { name: 'Buzz cut', price: '£14' },
      { name: 'Kids cut', price: '£15' },
      { name: 'Hot towel shave', price: '£25' },
      { name: 'Beard shape-up', price: '£12' },
    ],
  },
  {
    // French seaside hotel-restaurant: hotel, restaurant and seminars in the nav; a lunch menu
    // with its price; rooms without prices.
    slug: 'fr-hotel-restaurant',
    locale: 'fr',
    pages: [
      {
        url: 'https://hotel-les-mouettes.example.fr/',
        html: `<!doctype html><html lang="fr"><head><title>Hôtel-Restaurant Les Mouettes</title></head><body>
        <header><nav><ul class="menu"><li><a href="/">Accueil</a></li><li><a href="/hotel">Hôtel</a></li><li><a href="/restaurant">Restaurant</a></li><li><a href="/seminaires">Séminaires</a></li><li><a href="/contact">Contact</a></li></ul></nav></header>
        <main><h1>Hôtel-Restaurant Les Mouettes</h1><p>Face au port de Saint-Vaast, depuis 1972.</p>
        <section><h2>L'hôtel</h2><p>Quatorze chambres, dont six avec vue sur le port.</p>
          <ul><li>Chambre classique</li><li>Chambre vue port</li><li>Chambre familiale</li></ul></section>
        <section><h2>Le restaurant</h2><p>Cuisine de la mer, produits de la criée.</p>
          <p>Menu du jour : 21 €</p><p>Plateau de fruits de mer : 48 €</p></section>
        <section><h2>Séminaires</h2><p>Une salle de vingt places avec vidéoprojecteur, à la journée ou demi-journée.</p></section>
        </main><footer><p>Les Mouettes, 3 quai Vauban, 50550 Saint-Vaast-la-Hougue · 02 33 00 00 00</p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Hôtel' },
      { name: 'Restaurant' },
      { name: 'Séminaires' },
      { name: 'Chambre classique' },
      { name: 'Chambre vue port' },
      { name: 'Chambre familiale' },
      { name: 'Menu du jour', price: '21 €' },
      { name: 'Plateau de fruits de mer', price: '48 €' },
    ],
    priced: [
      { name: 'Menu du jour', price: '21 €' },
      { name: 'Plateau de fruits de mer', price: '48 €' },
    ],
  },
  {
    // French vet clinic: service cards with icons, an emergency box, the vets' names.
    slug: 'fr-clinique-veterinaire',
    locale: 'fr',
    pages: [
      {
        url: 'https://clinique-veto-des-saules.example.fr/',
        html: wpChrome(
          `<ul><li><a href="/">Accueil</a></li><li><a href="/services">Services</a></li><li><a href="/equipe">Équipe</a></li><li><a href="/urgences">Urgences</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Clinique vétérinaire des Saules</h1><p>Chiens, chats et NAC à Valence.</p>
           <h2>Nos services</h2>
           <div class="services-grid">
             <div class="service"><img src="i1.svg" alt=""><h4>Consultations</h4><p>Bilan de santé, vaccins et conseils à chaque âge.</p></div>
             <div class="service"><img src="i2.svg" alt=""><h4>Chirurgie</h4><p>Stérilisations et chirurgie des tissus mous au bloc.</p></div>
             <div class="service"><img src="i3.svg" alt=""><h4>Imagerie</h4><p>Radiographie numérique et échographie sur place.</p></div>
             <div class="service"><img src="i4.svg" alt=""><h4>Dentisterie</h4><p>Détartrage sous anesthésie et extractions.</p></div>
             <div class="service"><img src="i5.svg" alt=""><h4>Pension chats</h4><p>Douze chambres au calme, visites possibles.</p></div>
           </div>
           <div class="urgences-box"><h3>Urgences</h3><p>En dehors des horaires, appelez le 04 75 00 00 00 : un vétérinaire de garde vous répond.</p></div>
           <h2>L'équipe</h2>
           <div class="team-grid"><div class="vet"><h4>Dr Anne Roux</h4><p>Vétérinaire, chirurgie.</p></div><div class="vet"><h4>Dr Marc Petit</h4><p>Vétérinaire, imagerie.</p></div><div class="vet"><h4>Julie Blanc</h4><p>Auxiliaire spécialisée vétérinaire.</p></div></div>`,
          'fr',
        ),
      },
    ],
    // Few items in all: a card's own list ("bilan de santé, vaccins") counts item by item.
    services: [
      { name: 'Consultations' },
      { name: 'Chirurgie' },
      { name: 'Imagerie' },
      { name: 'Dentisterie' },
      { name: 'Pension chats' },
      { name: 'Urgences' },
      { name: 'Bilan de santé' },
      { name: 'Vaccins' },
    ],
    priced: [],
  },
  {
    // Dental practice (EN), two pages: a treatments dropdown and a long fee table (a price list of
    // more than 15 lines: its sections are the services).
    slug: 'en-dental-fees-page',
    locale: 'en',
    pages: [
      {
        url: 'https://parkside-dental.example.co.uk/',
        html: `<!doctype html><html lang="en"><head><title>Parkside Dental</title></head><body>
        <header><nav class="navbar"><ul class="nav"><li><a href="/">Home</a></li>
          <li class="dropdown"><a href="/treatments">Treatments</a><ul class="dropdown-menu"><li><a href="/treatments/check-ups">Check-ups</a></li><li><a href="/treatments/hygiene">Hygiene</a></li><li><a href="/treatments/implants">Implants</a></li><li><a href="/treatments/whitening">Whitening</a></li><li><a href="/treatments/invisalign">Invisalign</a></li></ul></li>
          <li><a href="/fees.html">Fees</a></li><li><a href="/contact">Contact</a></li></ul></nav></header>
        <main><h1>Parkside Dental</h1><p>NHS and private dentistry in Harrogate.</p><p>New patients welcome.</p></main>
        <footer><p>Parkside Dental, 2 Park Parade, Harrogate HG1 5AH</p></footer></body></html>`,
      },
      {
        url: 'https://parkside-dental.example.co.uk/fees.html',
        html: `<!doctype html><html lang="en"><head><title>Fees | Parkside Dental</title></head><body>
        <main><h1>Private fees</h1>
        ${[
          [
            'General',
            [
              ['New patient examination', '£65'],
              ['Routine check-up', '£45'],
              ['Small X-ray', '£12'],
              ['Emergency appointment', '£75'],
              ['Hygienist visit', '£70'],
            ],
          ],
          [
            'Restorative',
            [
              ['White filling', 'from £120'],
              ['Crown', 'from £550'],
              ['Root canal (front tooth)', '£350'],
              ['Extraction', '£140'],
              ['Bridge (per unit)', '£550'],
            ],
          ],
          [
            'Cosmetic',
            [
              ['Home whitening', '£295'],
              ['Invisalign', 'from £2,900'],
              ['Composite bonding (per tooth)', '£220'],
              ['Veneer', 'from £650'],
            ],
          ],
          [
            'Implants',
            [
              ['Single implant', 'from £2,400'],
              ['Implant consultation', '£95'],
            ],
          ],
        ]
          .map(
            ([h, rows]) =>
              `<h2>${h as string}</h2><table>${(rows as string[][]).map(([n, p]) => `<tr><td>${n}</td><td>${p}</td></tr>`).join('')}</table>`,
          )
          .join('')}
        </main></body></html>`,
      },
    ],
    services: [
      { name: 'Check-ups' },
      { name: 'Hygiene' },
      { name: 'Implants' },
      { name: 'Whitening' },
      { name: 'Invisalign' },
      { name: 'General' },
      { name: 'Restorative' },
      { name: 'Cosmetic' },
    ],
    priced: [
      { name: 'New patient examination', price: '£65' },
      { name: 'Routine check-up', price: '£45' },
      { name: 'Small X-ray', price: '£12' },
      { name: 'Emergency appointment', price: '£75' },
      { name: 'Hygienist visit', price: '£70' },
      { name: 'White filling', price: 'from £120' },
      { name: 'Crown', price: 'from £550' },
      { name: 'Root canal (front tooth)', price: '£350' },
      { name: 'Extraction', price: '£140' },
      { name: 'Bridge (per unit)', price: '£550' },
      { name: 'Home whitening', price: '£295' },
      { name: 'Invisalign', price: 'from £2,900' },
      { name: 'Composite bonding (per tooth)', price: '£220' },
      { name: 'Veneer', price: 'from £650' },
      { name: 'Single implant', price: 'from £2,400' },
      { name: 'Implant consultation', price: '£95' },
    ],
  },
  {
    // French pâtisserie on Wix: a product gallery with name and price per tile, an unpriced bread
    // list, and a custom-order section.
    slug: 'fr-wix-patisserie-galerie',
    locale: 'fr',
    pages: [
      {
        url: 'https://patisserie-lila.example.fr/',
        html: `<!doctype html><html lang="fr"><head><title>Pâtisserie Lila</title></head><body>
        <div id="SITE_HEADER"><nav aria-label="Site"><ul><li><a href="/">Accueil</a></li><li><a href="/boutique">Boutique</a></li><li><a href="/contact">Contact</a></li></ul></nav></div>
        <main><div data-testid="richTextElement"><h1>Pâtisserie Lila</h1><p>Pâtisseries fines et pains au levain, rue Nationale à Tours.</p></div>
        <div data-testid="richTextElement"><h2>Nos gâteaux</h2></div>
        <div class="pro-gallery">${[
          ['Tarte au citron meringuée', '4,20 €'],
          ['Éclair chocolat', '3,60 €'],
          ['Paris-Brest', '4,50 €'],
          ['Fraisier', '4,80 €'],
        ]
          .map(
            ([n, p]) =>
              `<div class="gallery-item"><div class="info-title"><p>${n}</p></div><div class="info-description"><p>${p}</p></div></div>`,
          )
          .join('')}</div>
        <div data-testid="richTextElement"><h2>Nos pains</h2><ul><li>Baguette tradition</li><li>Pain au levain</li><li>Pain aux noix</li></ul></div>
        <div data-testid="richTextElement"><h2>Gâteaux sur commande</h2><p>Anniversaires, mariages et baptêmes : commandez 72 h à l'avance.</p></div>
        </main><footer><p>Pâtisserie Lila, 40 rue Nationale, 37000 Tours</p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Tarte au citron meringuée', price: '4,20 €' },
      { name: 'Éclair chocolat', price: '3,60 €' },
      { name: 'Paris-Brest', price: '4,50 €' },
      { name: 'Fraisier', price: '4,80 €' },
      // Breads are never services one by one (guideline): their section is.
      { name: 'Pains' },
      { name: 'Gâteaux sur commande' },
    ],
    priced: [
      { name: 'Tarte au citron meringuée', price: '4,20 €' },
      { name: 'Éclair chocolat', price: '3,60 €' },
      { name: 'Paris-Brest', price: '4,50 €' },
      { name: 'Fraisier', price: '4,80 €' },
    ],
  },
  {
    // Cleaning company (EN): a pricing table of packages with feature lists (what each includes),
    // then the other services as a plain list.
    slug: 'en-cleaning-pricing-table',
    locale: 'en',
    pages: [
      {
        url: 'https://sparkleclean.example.com/',
        html: wpChrome(
          `<ul><li><a href="/">Home</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/faq">FAQ</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Sparkle Home Cleaning</h1><p>Insured, vetted cleaners across Denver.</p>
           <h2>Pricing</h2>
           <div class="pricing-tables">
             <div class="pricing-table"><h3>Basic clean</h3><div class="price">$90</div><ul><li>Kitchen surfaces</li><li>Bathrooms</li><li>Vacuum and mop</li></ul></div>
             <div class="pricing-table"><h3>Deep clean</h3><div class="price">$180</div><ul><li>Everything in Basic</li><li>Inside oven and fridge</li><li>Baseboards</li></ul></div>
             <div class="pricing-table"><h3>Move-out clean</h3><div class="price">$240</div><ul><li>Everything in Deep</li><li>Inside cabinets</li><li>Walls spot-cleaned</li></ul></div>
           </div>
           <h2>Also available</h2><ul><li>Window cleaning</li><li>Carpet shampooing</li><li>Office cleaning</li></ul>
           <h2>FAQ</h2><h3>Do I need to be home?</h3><p>No, many clients leave us a key.</p>`,
        ),
      },
    ],
    services: [
      { name: 'Basic clean', price: '$90' },
      { name: 'Deep clean', price: '$180' },
      { name: 'Move-out clean', price: '$240' },
      { name: 'Window cleaning' },
      { name: 'Carpet shampooing' },
      { name: 'Office cleaning' },
    ],
    priced: [
      { name: 'Basic clean', price: '$90' },
      { name: 'Deep clean', price: '$180' },
      { name: 'Move-out clean', price: '$240' },
    ],
  },
  {
    // French driving school: a table of packages with a header row and the price in the last column.
    slug: 'fr-auto-ecole-tableau',
    locale: 'fr',
    pages: [
      {
        url: 'https://auto-ecole-du-centre.example.fr/',
        html: wpChrome(
          `<ul><li><a href="/">Accueil</a></li><li><a href="/formations">Formations</a></li><li><a href="/contact">Contact</a></li></ul>`,
          `<h1>Auto-école du Centre</h1><p>Permis auto et moto à Limoges depuis 1995.</p>
           <h2>Nos forfaits</h2>
           <table><thead><tr><th>Formule</th><th>Heures de conduite</th><th>Prix</th></tr></thead><tbody>
             <tr><td>Permis B classique</td><td>20 h</td><td>1 290 €</td></tr>
             <tr><td>Conduite accompagnée</td><td>20 h</td><td>1 390 €</td></tr>
             <tr><td>Permis boîte automatique</td><td>13 h</td><td>990 €</td></tr>
             <tr><td>Code de la route seul</td><td>–</td><td>250 €</td></tr></tbody></table>
           <h2>Pourquoi nous choisir ?</h2><ul><li>Taux de réussite de 78 %</li><li>Moniteurs diplômés d'État</li><li>Paiement en quatre fois</li></ul>`,
          'fr',
        ),
      },
    ],
    services: [
      { name: 'Permis B classique', price: '1 290 €' },
      { name: 'Conduite accompagnée', price: '1 390 €' },
      { name: 'Permis boîte automatique', price: '990 €' },
      { name: 'Code de la route seul', price: '250 €' },
    ],
    priced: [
      { name: 'Permis B classique', price: '1 290 €' },
      { name: 'Conduite accompagnée', price: '1 390 €' },
      { name: 'Permis boîte automatique', price: '990 €' },
      { name: 'Code de la route seul', price: '250 €' },
    ],
  },
  {
    // Yoga studio (EN): a weekly timetable naming the classes again and again, and passes written
    // in one paragraph with line breaks.
    slug: 'en-yoga-timetable',
    locale: 'en',
    pages: [
      {
        url: 'https://lotusroom.example.com/',
        html: `<!doctype html><html lang="en"><head><title>The Lotus Room</title></head><body>
        <nav><a href="/">Home</a> <a href="/timetable">Timetable</a> <a href="/prices">Prices</a> <a href="/contact">Contact</a></nav>
        <main><h1>The Lotus Room</h1><p>A small yoga studio above the bakery on Church Street.</p>
        <h2>Classes</h2><ul><li>Vinyasa flow</li><li>Yin yoga</li><li>Pregnancy yoga</li><li>Beginners' course</li></ul>
        <h2>Timetable</h2><table>
          <tr><td>Monday</td><td>7:00</td><td>Vinyasa flow</td></tr><tr><td>Monday</td><td>19:30</td><td>Yin yoga</td></tr>
          <tr><td>Wednesday</td><td>18:00</td><td>Pregnancy yoga</td></tr><tr><td>Thursday</td><td>19:00</td><td>Vinyasa flow</td></tr>
          <tr><td>Saturday</td><td>9:30</td><td>Beginners' course</td></tr></table>
        <h2>Prices</h2><p>Drop-in class – £12<br>10-class pass – £100<br>Beginners' course (4 weeks) – £45</p></main>
        <footer><p>The Lotus Room, 3 Church Street, Frome</p></footer></body></html>`,
      },
    ],
    services: [
      { name: 'Vinyasa flow' },
      { name: 'Yin yoga' },
      { name: 'Pregnancy yoga' },
      { name: "Beginners' course", price: '£45' },
      { name: 'Drop-in class', price: '£12' },
      { name: '10-class pass', price: '£100' },
    ],
    priced: [
      { name: 'Drop-in class', price: '£12' },
      { name: '10-class pass', price: '£100' },
      { name: "Beginners' course (4 weeks)", price: '£45' },
    ],
  },
];
