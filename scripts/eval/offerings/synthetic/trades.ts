// What the synthetic businesses offer, and the look-alike sections that are not offerings, in
// our own words (FR and EN). Every page the generator writes draws from here.

export type Lang = 'fr' | 'en';
/** A group of offerings: a category heading (or none) and its items, each maybe priced. */
export type Group = { title?: string; items: { name: string; price?: string; blurb?: string }[] };
export type Trade = {
  id: string;
  lang: Lang;
  business: string[];
  heading: string[];
  groups: Group[];
};

const svc = (...names: string[]) => names.map((name) => ({ name }));
const priced = (...rows: [string, string][]) => rows.map(([name, price]) => ({ name, price }));

export const TRADES: Trade[] = [
  {
    id: 'plumber-en',
    lang: 'en',
    business: ['Northgate Plumbing & Heating', 'Fairbrook Heating Ltd'],
    heading: ['Our services', 'What we do'],
    groups: [
      {
        items: svc(
          'Boiler installation',
          'Boiler servicing',
          'Leak detection',
          'Drain unblocking',
          'Bathroom fitting',
          'Radiator replacement',
        ),
      },
    ],
  },
  {
    id: 'salon-en',
    lang: 'en',
    business: ['The Cutting Room', 'Willow Hair Studio'],
    heading: ['Price list', 'Our prices'],
    groups: [
      {
        items: priced(
          ['Ladies cut & blow-dry', '£42'],
          ["Men's cut", '£22'],
          ['Full head colour', '£65'],
          ['Half head highlights', 'from £70'],
          ['Balayage', 'from £95'],
          ["Children's cut", '£14'],
        ),
      },
    ],
  },
  {
    id: 'dentist-en',
    lang: 'en',
    business: ['Riverside Dental Care', 'Oakfield Dental Practice'],
    heading: ['Our treatments', 'Treatments'],
    groups: [
      { title: 'General dentistry', items: svc('Check-ups', 'Fillings', 'Hygienist appointments') },
      { title: 'Cosmetic dentistry', items: svc('Teeth whitening', 'Porcelain veneers') },
      { title: 'Dental implants', items: svc('Single implants', 'Implant-retained dentures') },
    ],
  },
  {
    id: 'diner-en',
    lang: 'en',
    business: ['The Copper Kettle', 'Harbour Lights Diner'],
    heading: ['Menu', 'Our menu'],
    groups: [
      {
        title: 'Starters',
        items: priced(['Soup of the day', '£5.50'], ['Garlic mushrooms', '£6.25'], ['Chicken wings', '£6.95'], ['Nachos', '£7.50']),
      },
      {
        title: 'Burgers',
        items: priced(
          ['Classic beef burger', '£11.95'],
          ['Bacon cheeseburger', '£13.50'],
          ['Halloumi burger', '£11.50'],
          ['Chicken burger', '£12.25'],
        ),
      },
      {
        title: 'Mains',
        items: priced(
          ['Fish and chips', '£13.95'],
          ['Steak and ale pie', '£14.50'],
          ['Vegetable curry', '£12.00'],
          ['Sirloin steak', '£22.00'],
        ),
      },
      {
        title: 'Desserts',
        items: priced(
          ['Sticky toffee pudding', '£6.50'],
          ['Apple crumble', '£6.25'],
          ['Chocolate brownie', '£6.00'],
          ['Cheesecake', '£6.25'],
        ),
      },
    ],
  },
  {
    id: 'garage-en',
    lang: 'en',
    business: ['Millbrook Motors', 'Station Road Garage'],
    heading: ['Services', 'Our services'],
    groups: [
      {
        items: svc(
          'MOT testing',
          'Full service',
          'Brake repairs',
          'Tyre fitting',
          'Air conditioning recharge',
          'Engine diagnostics',
          'Clutch replacement',
        ),
      },
    ],
  },
  {
    id: 'lawyer-en',
    lang: 'en',
    business: ['Hartley & Moss Solicitors', 'Greene Legal LLP'],
    heading: ['Practice areas', 'How we can help'],
    groups: [{ items: svc('Family law', 'Divorce and separation', 'Wills and probate', 'Conveyancing', 'Employment law') }],
  },
  {
    id: 'barber-en',
    lang: 'en',
    business: ['Sharp & Co Barbers', 'The Fade Room'],
    heading: ['Prices', 'Price list'],
    groups: [
      { title: 'Haircuts', items: priced(['Skin fade', '£20'], ['Scissor cut', '£22'], ['Buzz cut', '£12']) },
      { title: 'Beards', items: priced(['Beard trim', '£10'], ['Hot towel shave', '£18']) },
      { title: 'Kids', items: priced(['Under 12s cut', '£13']) },
    ],
  },
  {
    id: 'estheticienne-fr',
    lang: 'fr',
    business: ['Institut Belle Peau', 'Les Mains d’Or'],
    heading: ['Nos tarifs', 'Carte des soins'],
    groups: [
      { title: 'Épilations', items: priced(['Sourcils', '9 €'], ['Aisselles', '12 €'], ['Demi-jambes', '18 €']) },
      { title: 'Visage', items: priced(['Soin hydratant', '45 €'], ['Soin anti-âge', '60 €']) },
      { title: 'Mains et pieds', items: priced(['Manucure', '25 €'], ['Pose de vernis semi-permanent', '30 €']) },
    ],
  },
  {
    id: 'plombier-fr',
    lang: 'fr',
    business: ['Dupuis Plomberie', 'Atelier Chauffage Martin'],
    heading: ['Nos prestations', 'Nos services'],
    groups: [
      {
        items: svc(
          'Installation de chaudière',
          'Entretien de chaudière',
          'Recherche de fuite',
          'Débouchage de canalisations',
          'Rénovation de salle de bain',
          'Pose de radiateurs',
        ),
      },
    ],
  },
  {
    id: 'coiffeur-fr',
    lang: 'fr',
    business: ['Salon Mèche Rebelle', 'Coiffure Élodie'],
    heading: ['Tarifs', 'Nos tarifs'],
    groups: [
      {
        items: priced(
          ['Coupe femme', '35 €'],
          ['Coupe homme', '22 €'],
          ['Couleur', '48 €'],
          ['Mèches', 'à partir de 60 €'],
          ['Brushing', '25 €'],
          ['Coupe enfant', '15 €'],
        ),
      },
    ],
  },
  {
    id: 'boulangerie-fr',
    lang: 'fr',
    business: ['Boulangerie du Marché', 'Au Pain Doré'],
    heading: ['Nos produits', 'La boutique'],
    groups: [
      {
        title: 'Pains',
        items: priced(
          ['Baguette tradition', '1,30 €'],
          ['Pain de campagne', '3,20 €'],
          ['Pain aux céréales', '3,60 €'],
          ['Pain complet', '3,10 €'],
        ),
      },
      {
        title: 'Viennoiseries',
        items: priced(['Croissant', '1,20 €'], ['Pain au chocolat', '1,35 €'], ['Chausson aux pommes', '1,90 €'], ['Brioche', '2,40 €']),
      },
      {
        title: 'Pâtisseries',
        items: priced(
          ['Éclair au café', '3,20 €'],
          ['Tarte aux fraises', '3,80 €'],
          ['Paris-Brest', '4,10 €'],
          ['Flan pâtissier', '2,90 €'],
        ),
      },
      {
        title: 'Sandwichs',
        items: priced(['Jambon beurre', '4,50 €'], ['Poulet crudités', '5,20 €'], ['Thon mayonnaise', '4,90 €'], ['Végétarien', '4,80 €']),
      },
    ],
  },
  {
    id: 'pizzeria-fr',
    lang: 'fr',
    business: ['Pizzeria Da Marco', 'La Bella Napoli'],
    heading: ['La carte', 'Notre carte'],
    groups: [
      {
        title: 'Entrées',
        items: priced(['Bruschetta', '6,50 €'], ['Salade caprese', '8,00 €'], ['Antipasti', '9,50 €'], ['Burrata', '9,00 €']),
      },
      {
        title: 'Pizzas',
        items: priced(
          ['Margherita', '10,00 €'],
          ['Reine', '12,00 €'],
          ['Quatre fromages', '13,50 €'],
          ['Calzone', '13,00 €'],
          ['Diavola', '12,50 €'],
        ),
      },
      {
        title: 'Pâtes',
        items: priced(['Spaghetti carbonara', '12,50 €'], ['Penne arrabbiata', '11,00 €'], ['Lasagnes maison', '13,00 €']),
      },
      {
        title: 'Desserts',
        items: priced(['Tiramisu', '6,00 €'], ['Panna cotta', '5,50 €'], ['Profiteroles', '6,50 €'], ['Café gourmand', '7,50 €']),
      },
    ],
  },
  {
    id: 'kine-fr',
    lang: 'fr',
    business: ['Cabinet de kinésithérapie Leroy', 'Kiné Santé Lumière'],
    heading: ['Nos soins', 'Domaines d’intervention'],
    groups: [
      {
        items: svc(
          'Rééducation du dos',
          'Kinésithérapie du sport',
          'Rééducation post-opératoire',
          'Drainage lymphatique',
          'Kinésithérapie respiratoire',
        ),
      },
    ],
  },
  {
    id: 'avocat-fr',
    lang: 'fr',
    business: ['Cabinet Morel Avocats', 'Maître Claire Fontaine'],
    heading: ['Domaines de compétence', 'Nos expertises'],
    groups: [{ items: svc('Droit de la famille', 'Divorce', 'Droit du travail', 'Droit immobilier', 'Successions') }],
  },
  {
    id: 'garage-fr',
    lang: 'fr',
    business: ['Garage des Tilleuls', 'Auto Service Bertrand'],
    heading: ['Nos prestations', 'Entretien et réparation'],
    groups: [{ items: svc('Vidange', 'Freinage', 'Pneumatiques', 'Climatisation', 'Distribution', 'Diagnostic électronique') }],
  },
];

/** Sections shaped like offerings (a heading over titled cards) that never are. */
export type Decoy = { heading: string; cards: { title: string; text: string }[] };

export const DECOYS: Record<Lang, Decoy[]> = {
  en: [
    {
      heading: 'Meet the team',
      cards: [
        { title: 'Sarah Collins', text: 'Founder and lead technician, twenty years in the trade.' },
        { title: 'Tom Baker', text: 'Manager. Keeps the diary running and the kettle on.' },
        { title: 'Priya Shah', text: 'Apprentice since 2023.' },
      ],
    },
    {
      heading: 'What our customers say',
      cards: [
        { title: 'Emma R.', text: '“Friendly, on time and tidy. Would recommend to anyone.”' },
        { title: 'David K.', text: '“Sorted everything in one visit and explained it all clearly.”' },
        { title: 'Lucy M.', text: '“The best in town, I have been coming for years.”' },
      ],
    },
    {
      heading: 'Latest news',
      cards: [
        { title: 'Five tips for a stress-free winter', text: '14 January 2025 · Read more' },
        { title: 'We are moving to a bigger workshop', text: '2 March 2025 · Read more' },
        { title: 'Our summer opening times', text: '20 June 2025 · Read more' },
      ],
    },
    {
      heading: 'Why choose us',
      cards: [
        { title: 'Fast response', text: 'We answer the same day, often within the hour.' },
        { title: 'Qualified and insured', text: 'Every job is done by trained, fully insured staff.' },
        { title: 'Fair, fixed prices', text: 'You know the price before we start.' },
        { title: 'Local and independent', text: 'Family run since 2004.' },
      ],
    },
    {
      heading: 'Our values',
      cards: [
        { title: 'Honesty', text: 'We only recommend what you need.' },
        { title: 'Care', text: 'We treat every home like our own.' },
        { title: 'Quality', text: 'Work we are proud to put our name to.' },
      ],
    },
    {
      heading: 'How it works',
      cards: [
        { title: '1. Get in touch', text: 'Call or send us a message.' },
        { title: '2. Free quote', text: 'We visit and give you a written quote.' },
        { title: '3. Job done', text: 'We finish on time and leave it clean.' },
      ],
    },
  ],
  fr: [
    {
      heading: 'Notre équipe',
      cards: [
        { title: 'Julie Martin', text: 'Fondatrice, vingt ans de métier.' },
        { title: 'Karim Benali', text: 'Responsable de l’atelier.' },
        { title: 'Léa Dubois', text: 'Apprentie depuis 2023.' },
      ],
    },
    {
      heading: 'Avis de nos clients',
      cards: [
        { title: 'Sophie L.', text: '« Accueil chaleureux et travail impeccable, je recommande. »' },
        { title: 'Marc D.', text: '« Rapide, efficace et à l’écoute. »' },
        { title: 'Nadia B.', text: '« Toujours un plaisir de revenir. »' },
      ],
    },
    {
      heading: 'Actualités',
      cards: [
        { title: 'Nos conseils pour bien préparer l’hiver', text: '12 janvier 2025 · Lire la suite' },
        { title: 'Nouveaux horaires d’été', text: '3 juin 2025 · Lire la suite' },
        { title: 'Le salon fait peau neuve', text: '8 septembre 2025 · Lire la suite' },
      ],
    },
    {
      heading: 'Pourquoi nous choisir ?',
      cards: [
        { title: 'Intervention rapide', text: 'Nous répondons dans la journée.' },
        { title: 'Artisans qualifiés', text: 'Une équipe formée et assurée.' },
        { title: 'Devis gratuit', text: 'Un prix clair avant chaque intervention.' },
        { title: 'Entreprise familiale', text: 'Au service du quartier depuis 2004.' },
      ],
    },
    {
      heading: 'Nos valeurs',
      cards: [
        { title: 'Proximité', text: 'Un interlocuteur unique, qui vous connaît.' },
        { title: 'Transparence', text: 'Des prix affichés, sans surprise.' },
        { title: 'Exigence', text: 'Un travail soigné, du début à la fin.' },
      ],
    },
    {
      heading: 'Comment ça marche ?',
      cards: [
        { title: '1. Contactez-nous', text: 'Par téléphone ou par le formulaire.' },
        { title: '2. Diagnostic', text: 'Nous évaluons votre besoin.' },
        { title: '3. Intervention', text: 'Nous intervenons à la date convenue.' },
      ],
    },
  ],
};

export const CHROME: Record<Lang, { nav: string[]; cookie: string; accept: string; footer: string[] }> = {
  en: {
    nav: ['Home', 'About us', 'Services', 'Blog', 'Contact'],
    cookie: 'We use cookies to improve your experience on our website.',
    accept: 'Accept all',
    footer: ['Privacy policy', 'Terms and conditions', 'Cookie settings'],
  },
  fr: {
    nav: ['Accueil', 'À propos', 'Prestations', 'Actualités', 'Contact'],
    cookie: 'Ce site utilise des cookies pour améliorer votre expérience.',
    accept: 'Tout accepter',
    footer: ['Mentions légales', 'Politique de confidentialité', 'Gestion des cookies'],
  },
};
