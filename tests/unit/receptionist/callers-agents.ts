import { emptyExtractedInfo } from '@/lib/extract/types';

// The small agents of the callers' phrasing suite (callers-suite.ts): one per trade and language,
// with invented facts and a few site lines that make its knowledge base.

export const TRADES = ['salon', 'resto', 'dental', 'garage', 'hotel', 'florist', 'lawyer', 'plumber'] as const;
export type Trade = (typeof TRADES)[number];

type AgentSpec = {
  name: string;
  type: string;
  phone: string;
  email: string;
  street: string;
  services: { name: string; price?: string }[];
  site: string[];
};

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const OFFICE_HOURS = [
  ...WEEK.map((day) => ({ day, opens: '09:00', closes: '18:00' })),
  { day: 'saturday' as const, opens: '09:00', closes: '12:00' },
];
const RESTO_HOURS = WEEK.flatMap((day) => [
  { day, opens: '12:00', closes: '14:30' },
  { day, opens: '19:00', closes: '22:30' },
]);

const SPECS: Record<'fr' | 'en', Record<Trade, AgentSpec>> = {
  fr: {
    salon: {
      name: 'Salon Capucine',
      type: 'Salon de coiffure',
      phone: '+33472001122',
      email: 'bonjour@capucine-coiffure.fr',
      street: '8 rue Mercière, 69002 Lyon',
      services: [
        { name: 'Coupe femme', price: '42 €' },
        { name: 'Coupe homme', price: '24 €' },
        { name: 'Balayage', price: '90 €' },
      ],
      site: [
        'Nous prenons les clients sans rendez-vous le samedi matin, selon les places disponibles.',
        'Paiement par carte bancaire ou espèces.',
        'Parking public Saint-Antoine à deux minutes à pied.',
      ],
    },
    resto: {
      name: 'La Table de Jules',
      type: 'Restaurant',
      phone: '+33491223344',
      email: 'resa@tabledejules.fr',
      street: '14 quai de Rive-Neuve, 13007 Marseille',
      services: [],
      site: [
        'Le midi, nous accueillons sans réservation dans la limite des places.',
        'Plats à emporter sur commande la veille.',
        'Terrasse ouverte aux chiens tenus en laisse.',
      ],
    },
    dental: {
      name: 'Cabinet dentaire Verlaine',
      type: 'Cabinet dentaire',
      phone: '+33145667788',
      email: 'accueil@dentaire-verlaine.fr',
      street: '22 boulevard Voltaire, 75011 Paris',
      services: [
        { name: 'Détartrage', price: '28,92 €' },
        { name: 'Blanchiment', price: '450 €' },
        { name: 'Consultation', price: '23 €' },
      ],
      site: [
        'Les urgences dentaires sont reçues le jour même en appelant dès 9 h.',
        'Le cabinet est accessible aux personnes à mobilité réduite.',
        'Pour les devis d’implants, adressez-vous à Claire, notre assistante.',
      ],
    },
    garage: {
      name: 'Garage du Pont',
      type: 'Garage auto',
      phone: '+33556778899',
      email: 'atelier@garagedupont.fr',
      street: '3 avenue Thiers, 33100 Bordeaux',
      services: [{ name: 'Vidange', price: '89 €' }, { name: 'Contrôle technique', price: '78 €' }, { name: 'Pneus' }],
      site: [
        'Dépôt des véhicules possible dès 7 h 45 avec la boîte à clés.',
        'Véhicule de prêt sur réservation.',
        'Nous réparons toutes marques.',
      ],
    },
    hotel: {
      name: 'Hôtel des Remparts',
      type: 'Hôtel',
      phone: '+33299401020',
      email: 'reception@hotel-remparts.fr',
      street: '5 rue de Dinan, 35400 Saint-Malo',
      services: [
        { name: 'Chambre double', price: '95 €' },
        { name: 'Petit-déjeuner', price: '14 €' },
      ],
      site: [
        'La réception est ouverte 24 h sur 24.',
        'Arrivée à partir de 15 h, départ avant 11 h.',
        'Parking privé sur réservation, 12 € par nuit.',
      ],
    },
    florist: {
      name: 'Fleurs de Lou',
      type: 'Fleuriste',
      phone: '+33240112233',
      email: 'commande@fleursdelou.fr',
      street: '17 rue Crébillon, 44000 Nantes',
      services: [{ name: 'Bouquet de saison', price: 'à partir de 35 €' }, { name: 'Composition deuil' }],
      site: [
        'Livraison dans Nantes et alentours du mardi au samedi.',
        'Les commandes se passent par téléphone ou en boutique.',
        'Interflora : nous livrons partout en France.',
      ],
    },
    lawyer: {
      name: 'Cabinet Marchand Avocats',
      type: 'Avocat',
      phone: '+33388112244',
      email: 'contact@marchand-avocats.fr',
      street: '9 place Kléber, 67000 Strasbourg',
      services: [{ name: 'Consultation', price: '120 €' }, { name: 'Divorce' }, { name: 'Droit du travail' }],
      site: [
        'Première consultation sur rendez-vous uniquement, au cabinet ou en visio.',
        'Maître Marchand traite le droit de la famille ; Maître Roux le droit du travail.',
        'Aide juridictionnelle acceptée.',
      ],
    },
    plumber: {
      name: 'Plomberie Bernard',
      type: 'Plombier',
      phone: '+33467334455',
      email: 'devis@plomberie-bernard.fr',
      street: '41 avenue de Lodève, 34070 Montpellier',
      services: [{ name: 'Dépannage', price: '70 €' }, { name: 'Remplacement chauffe-eau' }, { name: 'Débouchage' }],
      site: [
        'Intervention à Montpellier et dans un rayon de 20 km.',
        'Devis gratuit sous 48 h.',
        'Astreinte le week-end pour les fuites et dégâts des eaux.',
      ],
    },
  },
  en: {
    salon: {
      name: 'Ivy Hair Studio',
      type: 'Hair salon',
      phone: '+442079461234',
      email: 'hello@ivyhair.co.uk',
      street: '42 Upper Street, London N1 0PN',
      services: [
        { name: "Women's cut", price: '£55' },
        { name: "Men's cut", price: '£30' },
        { name: 'Highlights', price: '£110' },
      ],
      site: [
        'Walk-ins are welcome on weekdays if a stylist is free.',
        'We take card and contactless only.',
        'Nearest tube is Angel, three minutes away.',
      ],
    },
    resto: {
      name: 'The Copper Pot',
      type: 'Restaurant',
      phone: '+441612345678',
      email: 'tables@copperpot.co.uk',
      street: '9 King Street, Manchester M2 4LQ',
      services: [],
      site: [
        'Walk-ins welcome at lunch, bookings recommended for dinner.',
        'Takeaway orders can be collected from 6pm.',
        'Dogs are welcome in the bar area.',
      ],
    },
    dental: {
      name: 'Parkside Dental',
      type: 'Dental office',
      phone: '+13125550140',
      email: 'frontdesk@parksidedental.com',
      street: '200 W Madison St, Chicago, IL 60606',
      services: [{ name: 'Cleaning', price: '$120' }, { name: 'Whitening', price: '$350' }, { name: 'Exam' }],
      site: [
        'Same-day emergency appointments are kept free every morning.',
        'We accept most PPO insurance plans.',
        'For billing questions, ask for Maria in our billing office.',
      ],
    },
    garage: {
      name: 'Northside Motors',
      type: 'Car garage',
      phone: '+441214960011',
      email: 'workshop@northsidemotors.co.uk',
      street: '77 Soho Road, Birmingham B21 9SP',
      services: [{ name: 'MOT', price: '£54.85' }, { name: 'Full service', price: '£189' }, { name: 'Tyres' }],
      site: [
        'You can drop your car off from 7.30am; use the key box after hours.',
        'Courtesy cars are available if booked ahead.',
        'We service all makes and models.',
      ],
    },
    hotel: {
      name: 'The Harbour Inn',
      type: 'Hotel',
      phone: '+441752600700',
      email: 'stay@harbourinn.co.uk',
      street: '3 The Barbican, Plymouth PL1 2LS',
      services: [
        { name: 'Double room', price: '£120' },
        { name: 'Breakfast', price: '£12' },
      ],
      site: [
        'Check-in from 3pm, check-out by 11am.',
        'Reception is staffed around the clock.',
        'Limited parking, £10 a night, first come first served.',
      ],
    },
    florist: {
      name: 'Petal & Stem',
      type: 'Florist',
      phone: '+441179290011',
      email: 'orders@petalandstem.co.uk',
      street: '12 Park Street, Bristol BS1 5HX',
      services: [{ name: 'Seasonal bouquet', price: 'from £40' }, { name: 'Funeral flowers' }],
      site: [
        'We deliver across Bristol Monday to Saturday.',
        'Orders can be placed by phone or in the shop.',
        'Same-day delivery for orders before noon.',
      ],
    },
    lawyer: {
      name: 'Hale & Partners Solicitors',
      type: 'Law firm',
      phone: '+442920111222',
      email: 'enquiries@halepartners.co.uk',
      street: '5 Park Place, Cardiff CF10 3DP',
      services: [{ name: 'Initial consultation', price: '£150' }, { name: 'Conveyancing' }, { name: 'Family law' }],
      site: [
        'Initial consultations are by appointment only, in person or by video.',
        'Family matters are handled by Sarah Hale; employment by Tom Price.',
        'We do not offer legal aid.',
      ],
    },
    plumber: {
      name: 'FlowFix Plumbing',
      type: 'Plumber',
      phone: '+441132460099',
      email: 'jobs@flowfix.co.uk',
      street: '18 Kirkstall Road, Leeds LS3 1HR',
      services: [{ name: 'Call-out', price: '£85' }, { name: 'Boiler repair' }, { name: 'Drain unblocking' }],
      site: [
        'We cover Leeds and anywhere within 15 miles.',
        'Free quotes within two working days.',
        'Out-of-hours call-outs for leaks and floods.',
      ],
    },
  },
};

export type SuiteAgent = AgentSpec & { lang: 'fr' | 'en'; trade: Trade; info: ReturnType<typeof emptyExtractedInfo> };

export function suiteAgent(lang: 'fr' | 'en', trade: Trade): SuiteAgent {
  const spec = SPECS[lang][trade];
  const info = emptyExtractedInfo({
    businessType: spec.type,
    summary: spec.site[0],
    phones: [{ e164: spec.phone, display: spec.phone }],
    email: spec.email,
    address: { formatted: spec.street, country: lang === 'fr' ? 'FR' : spec.phone.startsWith('+1') ? 'US' : 'GB' },
    hours: trade === 'resto' ? RESTO_HOURS : trade === 'hotel' ? [] : OFFICE_HOURS,
    services: spec.services,
  });
  return { ...spec, lang, trade, info };
}
