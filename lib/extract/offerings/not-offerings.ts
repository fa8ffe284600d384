import { foldWords } from '@/lib/text/fold';

// What is never an offering, whatever the page: the labels of site chrome (navigation to the
// home, contact, about, blog, legal, booking and social pages, language switches, "read more"
// buttons) and the sections that surround offerings without being any (team, values,
// testimonials, how-it-works steps, locations, FAQ). Compared on folded words.

const CHROME_LABEL = new RegExp(
  '^(?:' +
    [
      'accueil', 'home', 'home ?page', 'index', 'start',
      'contact(?:ez[ -]?(?:nous|moi))?', 'nous contacter', 'me contacter', 'contact us', 'get in touch', 'ecrivez[ -]nous',
      'a propos(?: .*)?', 'about(?: .*)?', 'qui sommes[ -]?nous', 'qui suis[ -]?je', 'notre histoire', 'our story', 'histoire', 'history',
      '(?:l |notre |our |the )?(?:equipe|team)(?: .*)?', 'meet .*', 'presentation', 'introduction', 'bienvenue', 'welcome',
      'blog', 'actualites?', 'news', 'nouveautes', 'articles?', 'journal', 'presse', 'press',
      'galerie(?: photos?)?', 'gallery', 'photos?', 'videos?', 'realisations', 'nos realisations', 'portfolio', 'our work', 'projets?', 'projects?',
      'temoignages?', 'testimonials?', 'avis(?: clients?)?', 'reviews?', 'livre d or', 'guestbook',
      'faq', 'f a q', 'questions?(?: .*)?', 'aide', 'help', 'support',
      'mentions legales', 'legal(?: .*)?', 'cgv', 'cgu', 'conditions(?: .*)?', 'terms(?: .*)?', 'politique(?: .*)?', 'privacy(?: .*)?', 'cookies?(?: .*)?', 'plan du site', 'sitemap', 'rgpd', 'gdpr', 'accessibilite', 'accessibility',
      'tarifs?(?: .*)?', 'prix', 'prices?', 'pricing', 'price list', 'honoraires', 'fees', 'rates', 'mutuelles?',
      'horaires(?: .*)?', 'hours', 'opening(?: .*)?', 'heures d ouverture',
      'acces', 'access', 'plan(?: d acces)?', 'nous trouver', 'find us', 'locations?', 'directions', 'itineraire', 'venir', 'how to find us', 'map',
      'reserv(?:er|ation|ations)(?: .*)?', 'book(?:ing|ings)?(?: .*)?', 'rendez[ -]?vous(?: en ligne)?', 'prendre rendez[ -]?vous(?: .*)?', 'rdv', 'appointments?', 'make an appointment',
      'devis(?: gratuit)?', 'demander un devis', '(?:get a |free )?quote', 'commander(?: .*)?', 'order(?: .*)?', 'acheter', 'buy(?: now)?',
      'shop', 'e ?shop', 'boutique en ligne', 'online shop', 'store', 'panier', 'cart', 'basket', 'checkout', 'mon compte', 'my account', 'account', 'login', 'log in', 'connexion', 'se connecter', 'sign (?:in|up)', 'register', 'inscription', 'newsletter', 'subscribe',
      'recrutement', 'careers?', 'jobs?', 'emplois?', 'nous rejoindre', 'join us', 'partenaires?', 'partners?', 'liens(?: utiles)?', 'links',
      'menu', 'la carte', 'carte', 'notre carte', 'our menu', 'the menu', 'menus', 'evenements?', 'events?', 'agenda', 'calendar', 'calendrier',
      'services', 'nos services', 'our services', 'prestations', 'nos prestations', 'produits', 'nos produits', 'products', 'our products', 'offres', 'nos offres', 'soins', 'nos soins', 'treatments', 'domaines(?: .*)?', 'nos metiers', 'metiers', 'expertises?', 'competences', 'specialites', 'nos specialites',
      'zone d intervention', 'zones? d intervention', 'service areas?(?: .*)?', 'areas?(?: we)? (?:cover(?:ed)?|served)', 'secteur(?: .*)?',
      'formations?', 'parcours', 'diplomes', 'mon approche', 'notre approche', 'our approach', 'philosophie', 'philosophy', 'valeurs', 'values', 'engagements?',
      'l etude(?: .*)?', 'le cabinet', 'le salon', 'la boutique', 'le restaurant', 'l hotel', 'la maison', 'l atelier', 'le magasin', 'the shop', 'the salon', 'the clinic', 'the practice',
      'nos bureaux', 'bureaux', 'offices?', 'nos boutiques', 'nos restaurants', 'infos?(?: .*)?', 'informations?(?: .*)?', 'practical information',
      'download(?: .*)?', 'telecharg.*', 'facebook', 'instagram', 'twitter', 'x', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'whatsapp',
      'design', 'webdesign', 'credits', 'realise par .*', 'site (?:realise|developpe|cree) par .*', 'powered by .*', 'approche', 'projet', 'accueil current', 'home current',
      'new patients?(?: .*)?', 'nouveaux? patients?', 'request (?:an )?appointment', 'practice areas?', '.* bio', 'bio', 'biography', 'membership', 'memberships', 'schedules?', 'timetable', 'planning',
      'all (?:services|treatments|products)', 'tous (?:nos|les) .*', 'main .*', 'success stories', 'prices? (?:&|and) .*', 'finance(?: options)?', '\\d+ finance.*', 'open details', 'details', 'detail', '.* pages?', 'menu .*', '.* e ?mails?', 'e ?mail .*',
      'visit(?: us)?(?: (?:&|and) contact)?', 'patient info(?:rmation)?', 'informations? patients?', 'services? (?:&|and|et) (?:prices|pricing|tarifs)', 'prestations? (?:&|et) tarifs', 'prendre (?:un )?rdv', 'shop online', 'online store', 'boutique',
      'english', 'francais', 'fran ais', 'deutsch', 'espanol', 'italiano', 'fr', 'en', 'de', 'es', 'it', 'nl',
      'read more', 'lire la suite', 'en savoir plus', 'learn more', 'voir plus', 'see more', 'more', 'plus', 'voir (?:tout|tous|toutes|la selection).*', 'view (?:all|more).*', 'decouvrir(?: .*)?', 'discover(?: .*)?',
      'suivant', 'next', 'precedent', 'previous', 'prev', 'retour(?: .*)?', 'back(?: .*)?', 'top', 'haut de page', 'fermer', 'close', 'ouvrir', 'open', 'toggle(?: .*)?', 'skip to .*', 'aller au contenu', 'search', 'recherche(?:r)?',
      'appel(?:er|ez)(?: .*)?', 'call(?: us| now)?', 'telephone', 'phone', 'e ?mail', 'mail', 'adresse', 'address', 'itineraire',
    ].join('|') +
    ')$',
);

// First words that make a label a section title or a sentence rather than the name of something
// sold: "Nos métiers", "Mon approche", "Votre projet", "Why choose us".
const SECTION_START = /^(?:why|pourquoi|comment|how|qui|who|what|quand|when|ou|where|les? plus|ce que|ce qu|bienvenue|welcome|des|pour|sans|avec|with|without)\b/;
// "Nos desserts individuels" names desserts; "Nos métiers" names nothing once the possessive and
// article are set aside.
const LEADING_WORDS = /^(?:(?:nos|notre|mes|mon|ma|votre|vos|our|my|your|le|la|les|l|the)\s+)+/;

/** True for a label that is site chrome, a section title or a sentence, never an offering. */
export function isChromeLabel(label: string): boolean {
  const f = foldWords(label);
  if (!f) return true;
  if (CHROME_LABEL.test(f) || CHROME_LABEL.test(f.replace(LEADING_WORDS, ''))) return true;
  if (SECTION_START.test(f)) return true;
  if (/©|\(c\)|all rights|tous droits/i.test(label)) return true;
  if (/[?!]\s*$/.test(label.trim())) return true;
  if (/\d{3,}|@|https?:|www\./.test(label)) return true;
  return false;
}

// Sections whose cards are not offerings: values, reasons, steps, people, places, opinions.
const NOT_OFFER_SECTION = /\b(?:engagements?|valeurs?|values|pourquoi|why|avis|temoignages?|testimonials?|reviews?|equipe|team|qui sommes|about|a propos|histoire|story|comment ca marche|how it works|etapes|steps|process|deroulement|faq|questions?|blog|actualites?|news|articles?|contact|horaires?|hours|opening|adresses?|address|acces|find us|nos boutiques|nos bureaux|nos restaurants|locations?|galerie|gallery|photos?|partenaires?|partners?|recrut|jobs?|careers?|rejoins|rejoignez|join|reseaux|social|newsletter|chiffres|figures|garanties?|guarantees?|atouts?|avantages?|benefits?|features?|clients?|references?|certifi|labels?|diplomes?|formations?|parcours|consulter|symptoms?|symptomes?|conditions?|infos?|informations?|pratique|practical|mentions?|legal|cookies?|paiement|payment|moyens? de|coordonnees)\b/;

/** True for a section heading whose cards and lists are not offerings. */
export function isNonOfferSection(heading: string): boolean {
  return NOT_OFFER_SECTION.test(foldWords(heading)) || /\?\s*$/.test(heading.trim());
}
