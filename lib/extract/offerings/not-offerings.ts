import { foldWords } from '@/lib/text/fold';

// What is never an offering, whatever the page: the labels of site chrome (navigation to the
// home, contact, about, blog, legal, booking and social pages, language switches, "read more"
// buttons) and the sections that surround offerings without being any (team, values,
// testimonials, how-it-works steps, locations, FAQ). Compared on folded words.

const CHROME_LABEL = new RegExp(
  '^(?:' +
    [
      'accueil',
      'home',
      'home ?page',
      'index',
      'start',
      'contact(?:ez[ -]?(?:nous|moi))?',
      'nous contacter',
      'me contacter',
      'contact us',
      'get in touch',
      'ecrivez[ -]nous',
      'a propos(?: .*)?',
      'about(?: .*)?',
      'qui sommes[ -]?nous',
      'qui suis[ -]?je',
      'notre histoire',
      'our story',
      'histoire',
      'history',
      '(?:l |notre |our |the )?(?:equipe|team)(?: .*)?',
      'meet .*',
      'presentation',
      'introduction',
      'bienvenue',
      'welcome',
      'blog',
      'actualites?',
      'news',
      'nouveautes',
      'articles?',
      'journal',
      'presse',
      'press',
      'galerie(?: photos?)?',
      'gallery',
      'photos?',
      'videos?',
      'realisations',
      'nos realisations',
      'portfolio',
      'our work',
      'projets?',
      'projects?',
      'temoignages?',
      'testimonials?',
      'avis(?: clients?)?',
      'reviews?',
      'livre d or',
      'guestbook',
      'faq',
      'f a q',
      'questions?(?: .*)?',
      'aide',
      'help',
      'support',
      'mentions legales',
      'legal(?: .*)?',
      'cgv',
      'cgu',
      'conditions(?: .*)?',
      'terms(?: .*)?',
      'politique(?: .*)?',
      'privacy(?: .*)?',
      'cookies? (?:policy|settings|preferences|consent|notice)',
      '(?:gestion|parametres|politique) (?:des |de )?cookies',
      'plan du site',
      'sitemap',
      'rgpd',
      'gdpr',
      'accessibilite',
      'accessibility',
      'tarifs?(?: .*)?',
      'prix',
      'prices?',
      'pricing',
      'price list',
      'honoraires',
      'fees',
      'rates',
      'mutuelles?',
      'horaires(?: .*)?',
      'hours',
      'opening(?: .*)?',
      'heures d ouverture',
      'acces',
      'access',
      'plan(?: d acces)?',
      'nous trouver',
      'find us',
      'locations?',
      'directions',
      'itineraire',
      'venir',
      'how to find us',
      'map',
      'reserv(?:er|ation|ations)(?: .*)?',
      'book(?:ing|ings)?',
      'book (?:now|online|here|today|a .*|an .*|your .*|with .*|in .*)',
      'booking .*',
      'rendez[ -]?vous(?: en ligne)?',
      'prendre rendez[ -]?vous(?: .*)?',
      'rdv',
      'appointments?',
      'make an appointment',
      'devis(?: gratuits?)?',
      'demander un devis',
      '(?:get a |free )?quotes?',
      'free (?:estimates?|consultations?|survey(?: .*)?)',
      '(?:premiere )?consultation gratuite',
      'same day appointments?',
      'commander(?: .*)?',
      'commandes? en ligne',
      'online ordering',
      'sur place',
      'order(?: .*)?',
      'acheter',
      'buy(?: now)?',
      'shop',
      'e ?shop',
      'boutique en ligne',
      'online shop',
      'store',
      'panier',
      'cart',
      'basket',
      'checkout',
      'mon compte',
      'my account',
      'account',
      'login',
      'log in',
      'connexion',
      'se connecter',
      'sign (?:in|up)',
      'register',
      'inscription',
      'newsletter',
      'subscribe',
      'recrutement',
      'careers?',
      'jobs?',
      'emplois?',
      'nous rejoindre',
      'join us',
      'partenaires?',
      'partners?',
      'liens(?: utiles)?',
      'links',
      'menu',
      'la carte',
      'carte',
      'notre carte',
      'our menu',
      'the menu',
      'menus',
      'evenements?',
      'events?',
      'agenda',
      'calendar',
      'calendrier',
      'services',
      'nos services',
      'our services',
      'prestations',
      'nos prestations',
      'produits',
      'nos produits',
      'products',
      'our products',
      'offres',
      'nos offres',
      'soins',
      'nos soins',
      'treatments',
      'domaines(?: .*)?',
      'nos metiers',
      'metiers',
      'expertises?',
      'competences',
      'specialites',
      'nos specialites',
      'zone d intervention',
      'zones? d intervention',
      'service areas?(?: .*)?',
      'areas?(?: we)? (?:cover(?:ed)?|served)',
      'secteur(?: .*)?',
      'formations?',
      'parcours',
      'diplomes',
      'mon approche',
      'notre approche',
      'our approach',
      'philosophie',
      'philosophy',
      'valeurs',
      'values',
      'engagements?',
      'l etude(?: .*)?',
      'le cabinet',
      'le salon',
      'la boutique',
      'le restaurant',
      'l hotel',
      'la maison',
      'l atelier',
      'le magasin',
      'the shop',
      'the salon',
      'the clinic',
      'the practice',
      'nos bureaux',
      'bureaux',
      'offices?',
      'nos boutiques',
      'nos restaurants',
      'infos?(?: .*)?',
      // "Lesson information", "Nos conseils": pages about the offer, not offers.
      '.* (?:infos?|informations?|tips|conseils|faqs?)',
      'informations?(?: .*)?',
      'practical information',
      'download(?: .*)?',
      'telecharg.*',
      'facebook',
      'instagram',
      'twitter',
      'x',
      'linkedin',
      'youtube',
      'tiktok',
      'pinterest',
      'whatsapp',
      'design',
      'webdesign',
      'credits',
      'realise par .*',
      'site (?:realise|developpe|cree) par .*',
      'powered by .*',
      'approche',
      'projet',
      'accueil current',
      'home current',
      'new patients?(?: .*)?',
      'nouveaux? patients?',
      'request (?:an )?appointment',
      'practice areas?',
      '.* bio',
      'bio',
      'biography',
      'membership',
      'memberships',
      'schedules?',
      'timetable',
      'planning',
      'all (?:services|treatments|products)',
      'tous (?:nos|les) .*',
      'main (?:navigation|content|page)',
      'success stories',
      'prices? (?:&|and) .*',
      'finance(?: options)?',
      '\\d+ finance.*',
      'open details',
      'details',
      'detail',
      '.* pages?',
      // "Menu enfant", "Menu du jour" are offerings; the menu widget's own words are not.
      'menu (?:principal|main|toggle|navigation|nav|open|close|ouvrir|fermer|mobile)',
      '.* e ?mails?',
      'e ?mail .*',
      'visit(?: us)?(?: (?:&|and) contact)?',
      'patient info(?:rmation)?',
      'informations? patients?',
      'services? (?:&|and|et) (?:prices|pricing|tarifs)',
      'prestations? (?:&|et) tarifs',
      'prendre (?:un )?rdv',
      'shop online',
      'online store',
      'boutique',
      'english',
      'francais',
      'fran ais',
      'deutsch',
      'espanol',
      'italiano',
      'fr',
      'en',
      'de',
      'es',
      'it',
      'nl',
      'read more',
      'lire la suite',
      'en savoir plus',
      'learn more',
      'voir plus',
      'see more',
      'more',
      'plus',
      'voir (?:tout|tous|toutes|la selection).*',
      'view (?:all|more).*',
      'decouvrir(?: .*)?',
      'discover(?: .*)?',
      'suivant',
      'next',
      'precedent',
      'previous',
      'prev',
      'retour(?: (?:a|au|aux|en) .*)?',
      'back(?: to .*)?',
      'top',
      'haut de page',
      'fermer',
      'close',
      'ouvrir',
      'open',
      'toggle(?: .*)?',
      'skip to .*',
      'aller au contenu',
      'search',
      'recherche(?:r)?',
      'appel(?:er|ez)(?: .*)?',
      'call(?: us| now)?',
      'telephone',
      'phone',
      'e ?mail',
      'mail',
      'adresse',
      'address',
      'itineraire',
    ].join('|') +
    ')$',
);

// First words that make a label a section title or a sentence rather than the name of something
// sold: "Nos métiers", "Mon approche", "Votre projet", "Why choose us".
const SECTION_START =
  /^(?:why|pourquoi|comment|how|qui|who|what|quand|when|ou|where|les? plus|ce que|ce qu|bienvenue|welcome|des|pour|sans|avec|with|without)\b/;
// "Nos desserts individuels" names desserts; "Nos métiers" names nothing once the possessive and
// article are set aside.
const LEADING_WORDS = /^(?:(?:nos|notre|mes|mon|ma|votre|vos|our|my|your|le|la|les|l|the)\s+)+/;

// Amenities and qualities of the place: a caller may ask, but they are not what the business sells.
const AMENITY =
  /^(?:terrasses?|terrace|patio|wi ?fi(?: gratuit| free)?|free wi ?fi|parking(?: gratuit| prive| free)?|free parking|car park|animaux(?: .*)?|pets?(?: .*)?|dogs? (?:welcome|friendly|allowed)|dog friendly|acces (?:pmr|handicapes?)|pmr|wheelchair (?:access|accessible)|accessible .*|chaises? hautes?|high chairs?|baby changing|toilettes|toilets|paiement .*|payment .*|cb|carte bancaire|tickets? restaurants?|cheques?(?: .*)?|family run|familial)$/;

/** True for a label that is site chrome, a section title or a sentence, never an offering. */
export function isChromeLabel(label: string): boolean {
  const f = foldWords(label.replace(/&/g, ' and '));
  if (!f) return true;
  if (CHROME_LABEL.test(f) || CHROME_LABEL.test(f.replace(LEADING_WORDS, ''))) return true;
  if (AMENITY.test(f)) return true;
  if (SECTION_START.test(f)) return true;
  if (/©|\(c\)|all rights|tous droits/i.test(label)) return true;
  if (/[?!]\s*$/.test(label.trim())) return true;
  if (/\d{3,}|@|https?:|www\./.test(label)) return true;
  return false;
}

// Sections whose cards are not offerings: values, reasons, steps, people, places, opinions.
const NOT_OFFER_SECTION =
  /\b(?:engagements?|valeurs?|values|pourquoi|why|avis|temoignages?|testimonials?|reviews?|equipe|team|qui sommes|about|a propos|histoire|story|comment ca marche|how it works|etapes|steps|process|deroulement|faq|questions?|blog|actualites?|news|articles?|contact|horaires?|hours|opening|adresses?|address|acces|find us|nos boutiques|nos bureaux|nos restaurants|locations?|galerie|gallery|photos?|partenaires?|partners?|recrut|jobs?|careers?|rejoins|rejoignez|join|reseaux|social|newsletter|chiffres|figures|garanties?|guarantees?|atouts?|avantages?|benefits?|features?|clients?|references?|certifi|labels?|diplomes?|formations?|parcours|consulter|symptoms?|symptomes?|conditions?|infos?|informations?|pratique|practical|mentions?|legal|paiement|payment|moyens? de|coordonnees)\b/;

/** True for a section heading whose cards and lists are not offerings. */
export function isNonOfferSection(heading: string): boolean {
  return NOT_OFFER_SECTION.test(foldWords(heading)) || /\?\s*$/.test(heading.trim());
}

// Sections of a food menu: what sits under them is a dish, a drink or a bread, never a service.
const MENU_SECTION =
  /\b(?:menus?|carte|plats?|entrees?|desserts?|boissons?|starters?|main courses?|dishes|drinks?|sandwich(?:e?s)?|pizzas?|burgers?|salades?|salads?|formules?|breakfast|lunch|dinner|brunch|petits? dejeuners?|dejeuners?|diners?|cocktails?|vins?|wines?|beers?|bieres?|softs?|tapas|sides|accompagnements?|patisseries?|viennoiseries?|pains?|breads?|cakes?|gateaux|glaces?|ice creams?|crepes?|galettes?|snacks?|appetizers?|soups?|soupes?)\b/;

/** True for a heading that names a section of a food menu ("Nos plats chauds", "Breakfast"). */
export function isMenuSection(heading: string): boolean {
  return MENU_SECTION.test(foldWords(heading));
}

const MEALS = ['breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'tea', 'dejeuner', 'diner', 'midi', 'soir', 'gouter', 'evening'];

/** One letter apart at most (a typo: "breafast"), for words long enough to tell apart. */
function nearWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, k: number) => x.slice(k);
  return rest(a, i + 1) === rest(b, i + 1) || rest(a, i + 1) === rest(b, i) || rest(a, i) === rest(b, i + 1);
}

/**
 * A meal-time section is asked for without the word "menu": "Breakfast menu" → "Breakfast",
 * "Menu du midi" → "Midi". Other menus keep it ("Kids menu", "Menu enfant" are what callers say).
 */
export function mealSectionName(name: string): string {
  const m = /^(.+?)\s+menu$/i.exec(name.trim()) ?? /^menu\s+(?:du\s+|de\s+|of\s+the\s+)?(.+)$/i.exec(name.trim());
  if (!m) return name;
  const last = foldWords(m[1]!).split(' ').pop() ?? '';
  const meal = MEALS.find((w) => nearWord(last, w));
  if (!meal) return name;
  const words = m[1]!.trim().split(/\s+/);
  // A typo is read as the meal it is one letter from.
  if (foldWords(words[words.length - 1]!) !== meal) words[words.length - 1] = meal;
  const out = words.join(' ');
  return out.charAt(0).toUpperCase() + out.slice(1);
}
